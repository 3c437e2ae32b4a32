import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { languageOf } from '../../lib/validation-messages.js';
import detailRoutes from './detail-routes.js';
import masterRoutes from './master-routes.js';
import { autoMemberRoutes } from './member-routes.js';
import { autoMessageAr } from './messages-ar.js';
import searchRoutes from './search-routes.js';
import writeRoutes from './write-routes.js';

// Auto marketplace endpoints, at the SPEC's paths under /api.
const autoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // People reading Arabic get the messages in Arabic, field errors included.
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (languageOf(req.headers['accept-language']) !== 'ar' || !payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown; errors?: Record<string, string[]> };
    const message = typeof body.message === 'string' ? autoMessageAr(body.message) : null;
    const errors = body.errors && Object.fromEntries(Object.entries(body.errors).map(([k, list]) => [k, list.map((m) => autoMessageAr(m) ?? m)]));
    if (!message && !errors) return payload;
    return { ...body, ...(message && { message }), ...(errors && { errors }) };
  });
  await app.register(masterRoutes);
  await app.register(searchRoutes);
  await app.register(detailRoutes);
  await app.register(writeRoutes);
  await app.register(autoMemberRoutes(app));
};

export default autoRoutes;
