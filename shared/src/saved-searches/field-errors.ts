import { fieldErrors, isHttpError } from '@souq/shared';

/** Field → first message of a 400 response (`errors`), to show each beside what it is about. */
export function firstFieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors(error)).map(([field, [first]]) => [field, first ?? '']));
}

/** The message of a failed call worth showing in place (a network failure or a cancel has none). */
export function failureMessage(error: unknown): string | null {
  if (!isHttpError(error) || error.kind === 'network' || error.kind === 'cancelled') return null;
  return error.message;
}
