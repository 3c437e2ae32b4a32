import type { FastifyInstance } from 'fastify';
import { languageOf } from './validation-messages.js';

/** People reading Arabic get a feature's messages in Arabic, field errors included (as the listing routes do). */
export function arabicMessages(app: FastifyInstance, translate: (message: string) => string | null): void {
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (languageOf(req.headers['accept-language']) !== 'ar' || !payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown; errors?: Record<string, string[]> };
    const message = typeof body.message === 'string' ? translate(body.message) : null;
    const errors =
      body.errors &&
      Object.fromEntries(Object.entries(body.errors).map(([k, list]) => [k, list.map((m) => translate(m) ?? m)]));
    if (!message && !errors) return payload;
    return { ...body, ...(message && { message }), ...(errors && { errors }) };
  });
}
