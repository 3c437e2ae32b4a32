import type { FastifyRequest } from 'fastify';

/** preValidation: a body's `text` is kept without the spaces around it, and empty text is no text (null). */
export function trimText(emptyIs: 'null' | 'empty') {
  return async (req: FastifyRequest): Promise<void> => {
    const body = req.body as { text?: unknown } | undefined;
    if (!body || typeof body !== 'object' || typeof body.text !== 'string') return;
    const text = body.text.trim();
    body.text = text === '' && emptyIs === 'null' ? null : text;
  };
}
