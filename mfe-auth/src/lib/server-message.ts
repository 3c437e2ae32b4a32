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
