import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { httpError } from '../../lib/errors.js';
import { recordListingStat } from '../listing-stats/record-stat.js';
import { firstViewToday } from '../listing-stats/view-marks.js';
import { optionalUser } from '../property/optional-user.js';
import { findAuto } from './detail-repository.js';
import { MSG } from './messages.js';
import { CurrencyQuery, DetailResponse, IdParams, IdQuery } from './schemas.js';
import { currencyOf, normaliseAutoQuery } from './search-input.js';
import { isPublic } from '../listings/lifecycle.js';

// A listing's page: everything about it, its gallery and video, and who to contact. Open to guests; the seller's
// phone, WhatsApp and email are for signed-in visitors only.
const detailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function detail(req: FastifyRequest, reply: FastifyReply, id: number, currencyParam: string | undefined) {
    const viewer = await optionalUser(app, req, reply);
    const found = await findAuto(app.db, req.tenantId, id, currencyOf({ currency: currencyParam }), viewer);
    // Only active listings are open to everyone; in any other status (sold included) the seller alone sees it.
    if (!found || (!isPublic(found.status) && viewer?.id !== found.owner_id)) throw httpError(404, MSG.notFound);
    const { owner_id: ownerId, image_ids: _images, video_id: _video, ...view } = found;
    if (viewer?.id !== ownerId && (await firstViewToday(app, req, 'auto', id, viewer?.id))) {
      // Counted for the seller's statistics once a day per visitor; a seller looking at their own listing is not a view.
      await app.db.updateTable('autos').set({ views_count: sql`views_count + 1` }).where('id', '=', id).execute();
      await recordListingStat(app.db, req.tenantId, 'auto', id, 'views');
      view.views_count += 1;
    }
    return { success: true, message: MSG.detail, data: view };
  }

  const schema = (summary: string) => ({ tags: ['auto'], summary, response: { 200: DetailResponse } });
  app.get('/auto/auto-detail/:id', { preValidation: normaliseAutoQuery, schema: { ...schema('A listing with gallery, video and seller card (counts a view)'), params: IdParams, querystring: CurrencyQuery } },
    async (req, reply) => detail(req, reply, req.params.id, req.query.currency));
  app.get('/auto/auto-detail', { preValidation: normaliseAutoQuery, schema: { ...schema('A listing by ?id= (same answer as /auto/auto-detail/{id})'), querystring: IdQuery } },
    async (req, reply) => detail(req, reply, req.query.id, req.query.currency));
  app.get('/auto/feature-auto-details', { preValidation: normaliseAutoQuery, schema: { ...schema('A featured listing by ?id= (same answer as auto-detail)'), querystring: IdQuery } },
    async (req, reply) => detail(req, reply, req.query.id, req.query.currency));
};

export default detailRoutes;
