import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Security headers on every response, and cross-origin calls only from the configured origins.
export default fp(async function security(app: FastifyInstance) {
  await app.register(helmet, { global: true, crossOriginResourcePolicy: { policy: 'same-site' } });
  const allowed = new Set(app.config.CORS_ORIGINS);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Tenant', 'Accept-Language'],
    maxAge: 600,
  });
});
