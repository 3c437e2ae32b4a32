import { isHttpError } from '@souq/shared';

/** Field → first message of a 400 response (`errors`), to show each beside what it is about. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error) || error.kind !== 'validation') return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first = (Array.isArray(messages) ? messages : [messages]).find(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (first) out[field] = first;
  }
  return out;
}

/** The message of a failed call worth showing in place (a network failure or a cancel has none). */
export function failureMessage(error: unknown): string | null {
  if (!isHttpError(error) || error.kind === 'network' || error.kind === 'cancelled') return null;
  return error.message;
}
