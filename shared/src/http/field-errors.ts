import { isHttpError } from './http-error';

/** Field → messages of a 400 response (`errors`), for showing each beside its input; empty for any other failure. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  if (!isHttpError(error) || error.kind !== 'validation') return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    );
    if (list.length > 0) out[field] = list;
  }
  return out;
}
