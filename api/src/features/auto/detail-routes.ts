import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findAuto } from './detail-repository.js';
import { openListing } from '../listings/open-listing.js';
import { MSG } from './messages.js';
import { CurrencyQuery, DetailResponse, IdParams, IdQuery } from './schemas.js';
import { currencyOf, normaliseAutoQuery } from './search-input.js';
import { AUTO } from './kind.js';

// A listing's page: everything about it, its gallery and video, and who to contact. Open to guests; the seller's
// phone, WhatsApp and email are for signed-in visitors only.
const detailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function detail(req: FastifyRequest, reply: FastifyReply, id: number, currencyParam: string | undefined) {
    const view = await openListing(app, req, reply, AUTO.name, id, (viewer) =>
      findAuto(app.db, req.tenantId, id, currencyOf({ currency: currencyParam }), viewer, app.clock.now()),
    );
    return { success: true, message: MSG.detail, data: view };
  }

  const schema = (summary: string) => ({ tags: [AUTO.name], summary, response: { 200: DetailResponse } });
  app.get(
    '/auto/auto-detail/:id',
    {
      preValidation: normaliseAutoQuery,
      schema: {
        ...schema('A listing with gallery, video and seller card (counts a view)'),
        params: IdParams,
        querystring: CurrencyQuery,
      },
    },
    async (req, reply) => detail(req, reply, req.params.id, req.query.currency),
  );
  app.get(
    '/auto/auto-detail',
    {
      preValidation: normaliseAutoQuery,
      schema: { ...schema('A listing by ?id= (same answer as /auto/auto-detail/{id})'), querystring: IdQuery },
    },
    async (req, reply) => detail(req, reply, req.query.id, req.query.currency),
  );
  app.get(
    '/auto/feature-auto-details',
    {
      preValidation: normaliseAutoQuery,
      schema: { ...schema('A featured listing by ?id= (same answer as auto-detail)'), querystring: IdQuery },
    },
    async (req, reply) => detail(req, reply, req.query.id, req.query.currency),
  );
};

export default detailRoutes;
