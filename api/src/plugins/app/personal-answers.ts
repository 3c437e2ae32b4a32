import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is someone's own though the request carries no token: a sign-in by link or by Google, an email's
     * one-click link, whether an address has an account, the development outbox. It is never stored (`no-store`).
     */
    personal?: boolean;
  }
}

/** What a personal answer is sent with: no browser, proxy or CDN keeps a copy of it, not even for the Back button. */
export const PERSONAL_CACHE_CONTROL = 'no-store';

/**
 * Whether an answer may hold someone's own data: the caller signed in (the route looked at who asks), sent a token at
 * all, wrote something (an answer to a POST, PUT, PATCH or DELETE is never one to keep: a sign-in's holds its token),
 * or the route says so. A guest's GET of a public page is none of these.
 */
export function isPersonalAnswer(req: FastifyRequest): boolean {
  if (req.user) return true;
  if (req.headers.authorization !== undefined) return true;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') return true;
  return req.routeOptions?.config?.personal === true;
}

function cacheControlOf(reply: FastifyReply): string | undefined {
  const value = reply.getHeader('cache-control');
  return value === undefined ? undefined : String(value);
}

/**
 * `Cache-Control: no-store` on every personal answer (my account, payments and their receipts, anything behind a
 * token), in one place rather than route by route, errors included. A route that states its own caching keeps it
 * when the answer is the same for everyone (the reference lists, banners, media files, even fetched with a token);
 * once the route has authenticated the caller, the answer may depend on them, and no-store wins.
 */
export default fp(async function personalAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!isPersonalAnswer(req)) return payload;
    const own = cacheControlOf(reply);
    if (own === undefined || (req.user && !/\bno-store\b/.test(own)))
      reply.header('cache-control', PERSONAL_CACHE_CONTROL);
    return payload;
  });
});
