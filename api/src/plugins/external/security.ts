import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's security headers for the API's options. They do not depend on the request, so they are worked out once
 * at start: Fastify's helmet plugin rebuilds Helmet's middleware (parsing its policies again) on every request,
 * which was a few per cent of a search request's time.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet({ crossOriginResourcePolicy: { policy: 'same-site' } })(
    {} as IncomingMessage,
    res as unknown as ServerResponse,
    (err?: unknown) => {
      if (err) throw err;
    },
  );
  return headers;
}

// Security headers on every response (a route may replace one, as media files do with their own CSP), and
// cross-origin calls only from the configured origins.
export default fp(async function security(app: FastifyInstance) {
  const headers = Object.entries(securityHeaders());
  app.addHook('onRequest', (_req, reply, done) => {
    // On the raw response, as Helmet does: a route or the static file server may set its own value afterwards.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  const allowed = new Set(app.config.CORS_ORIGINS);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Tenant',
      'Accept-Language',
      'Idempotency-Key',
      'X-Proof-Of-Work',
    ],
    // A private file's name (the admin pages save a PDF under it) when the site calls an API on another origin.
    exposedHeaders: ['Content-Disposition'],
    maxAge: 600,
  });
});
