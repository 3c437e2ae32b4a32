import type { FastifyRequest } from 'fastify';

/**
 * The site's HTTP client writes arrays with bracket keys (`amenities[]=parking&amenities[]=pool_gym`); people and
 * links also write `amenities=parking,pool_gym`. Both become a plain array under the bare key before validation.
 * Use as a preValidation hook on routes with array query fields.
 */
export function normaliseArrayQuery(arrayFields: readonly string[]) {
  const fields = new Set(arrayFields);
  return async (req: FastifyRequest): Promise<void> => {
    const query = req.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const key of Object.keys(query)) {
      const bare = key.endsWith('[]') ? key.slice(0, -2) : key;
      if (!fields.has(bare)) continue;
      const raw = query[key];
      delete query[key];
      const values = (Array.isArray(raw) ? raw : [raw])
        .flatMap((v) => String(v).split(','))
        .map((v) => v.trim())
        .filter(Boolean);
      const existing = query[bare];
      query[bare] = [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), ...values];
    }
  };
}

/** A site address writes a yes/no filter as `verified=1` (or 0); the list endpoints take it so, and as true/false. */
export function oneOrZeroAsBoolean(query: Record<string, unknown>, fields: readonly string[]): void {
  for (const key of fields) {
    if (query[key] === '1') query[key] = 'true';
    else if (query[key] === '0') query[key] = 'false';
  }
}

const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g; // ٠-٩ and the Persian ۰-۹

/**
 * An amount as people type it in a budget: Eastern Arabic digits, the Arabic decimal separator (٫) and group
 * separators (٬ , and spaces) become a plain number's text, which the query schema then checks like any other
 * ("١٬٥٠٠٬٠٠٠" → "1500000"). Anything else is left for the schema to refuse.
 */
export function westernAmounts(query: Record<string, unknown>, fields: readonly string[]): void {
  for (const key of fields) {
    const v = query[key];
    if (typeof v !== 'string') continue;
    query[key] = westernNumber(v);
  }
}

/** A number as typed, with Western digits, a point for the Arabic decimal separator and no group separators. */
export function westernNumber(text: string): string {
  return text
    .trim()
    .replace(EASTERN_DIGITS, (d) => String(d.codePointAt(0)! - (d >= '\u06F0' ? 0x06f0 : 0x0660)))
    .replace(/\u066B/g, '.')
    .replace(/[\u066C,\s\u00A0\u202F]/g, '');
}
