import { isHttpError } from '@souq/shared';

/**
 * The text to show beside a form after a failed call: the server's own message, or null when there is
 * nothing to say (docs/product/errors.md: a network failure only re-enables the button; a cancelled call is silent).
 */
export function serverMessage(error: unknown): string | null {
  if (!isHttpError(error)) return null;
  if (error.kind === 'network' || error.kind === 'cancelled') return null;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() !== '' ? body.message : error.message;
}

/** Field → messages of a 400 response (`errors`), for showing each next to its input. */
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
