/** One field an action changed: its value before and after (undefined where the side had no such field). */
export interface ChangedField {
  key: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs between `before` and `after`, in the order they first appear. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ChangedField[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((key) => ({ key, before: before?.[key], after: after?.[key] }))
    .filter((field) => !same(field.before, field.after));
}

const LIMIT = 120;

/** A value as a short line of text: strings as they are, others as JSON, long ones cut; null for none. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text;
}
