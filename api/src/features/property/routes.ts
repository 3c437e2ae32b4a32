import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { languageOf } from '../../lib/validation-messages.js';
import masterRoutes from './master-routes.js';
import { propertyMessageAr } from './messages-ar.js';
import { PlacesCache } from './places-cache.js';
import searchRoutes from './search-routes.js';
import detailRoutes from './detail-routes.js';
import { propertyMemberRoutes } from './member-routes.js';
import writeRoutes from './write-routes.js';

// Property marketplace endpoints, at the SPEC's paths under /api.
const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // People reading Arabic get the messages in Arabic, field errors included.
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (languageOf(req.headers['accept-language']) !== 'ar' || !payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown; errors?: Record<string, string[]> };
    const message = typeof body.message === 'string' ? propertyMessageAr(body.message) : null;
    const errors = body.errors && Object.fromEntries(Object.entries(body.errors).map(([k, list]) => [k, list.map((m) => propertyMessageAr(m) ?? m)]));
    if (!message && !errors) return payload;
    return { ...body, ...(message && { message }), ...(errors && { errors }) };
  });
  const places = new PlacesCache(app.db);
  await app.register(masterRoutes);
  await app.register(searchRoutes, { places });
  await app.register(detailRoutes, { places });
  await app.register(writeRoutes, { places });
  await app.register(propertyMemberRoutes(app, places));
};

export default propertyRoutes;
