import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TENANT_SLUG } from '../../config.js';
import { TENANT_NOT_FOUND_MESSAGE } from '../../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant's numeric id, resolved from the X-Tenant header (or the configured default). */
    tenantId: number;
  }
  interface FastifyInstance {
    /**
     * Whether a tenant is the site's operator (OPERATOR_TENANT), whose admins run the code every tenant runs; read
     * through the same short-lived cache of tenants the requests use.
     */
    isOperatorTenant: (tenantId: number) => Promise<boolean>;
  }
  interface FastifyContextConfig {
    /** Routes that serve every tenant alike (health, docs, static files) set this to false. */
    tenant?: boolean;
  }
}

const CACHE_MS = 60_000;
const TENANT_NOT_FOUND_BODY = JSON.stringify({ success: false, message: TENANT_NOT_FOUND_MESSAGE });

// Every tenant-owned query is scoped by req.tenantId. An unknown tenant answers 200 with 'Tenant not found.'
// because that is what the site's HTTP client reacts to (docs/product/errors.md).
export default fp(async function tenancy(app: FastifyInstance) {
  const cache = new Map<string, { id: number; at: number }>();
  app.decorateRequest('tenantId', 0);
  // Paths served to every tenant alike, including routes registered by third-party plugins.
  const shared = ['/api/docs', '/api/health', app.config.PUBLIC_UPLOADS_PATH];

  async function resolve(slug: string): Promise<number | null> {
    const hit = cache.get(slug);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.id;
    const row = await app.db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst();
    if (!row) return null;
    cache.set(slug, { id: row.id, at: Date.now() });
    return row.id;
  }
  app.decorate(
    'isOperatorTenant',
    async (tenantId: number) => tenantId === (await resolve(app.config.OPERATOR_TENANT)),
  );

  app.addHook('onRequest', async (req: FastifyRequest, reply) => {
    if (!req.url.startsWith('/api') || req.routeOptions.config?.tenant === false) return;
    if (
      shared.some(
        (prefix) => req.url === prefix || req.url.startsWith(`${prefix}/`) || req.url.startsWith(`${prefix}?`),
      )
    )
      return;
    const header = req.headers['x-tenant'];
    const slug = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() || app.config.DEFAULT_TENANT;
    const id = TENANT_SLUG.test(slug) ? await resolve(slug) : null;
    // Sent already serialized: the route's response schema describes its own success body (often requiring data)
    // and would otherwise turn this envelope into a serialization error, a 500.
    if (id === null) return reply.code(200).type('application/json; charset=utf-8').send(TENANT_NOT_FOUND_BODY);
    req.tenantId = id;
  });
});
