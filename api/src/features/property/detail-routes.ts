import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findDetail } from './detail-repository.js';
import { openListing } from '../listings/open-listing.js';
import { MSG } from './messages.js';
import type { PlacesCache } from './places-cache.js';
import { CurrencyQuery, DetailResponse, IdParams, IdQuery } from './schemas.js';
import { currencyOf, normaliseSearchQuery } from './search-input.js';
import { PROPERTY } from './kind.js';

// A listing's page: everything about it, its gallery and video, and who to contact. Guests see it too (the site
// asks them to log in first); the owner's phone, WhatsApp and email are for signed-in visitors only.
const detailRoutes: FastifyPluginAsyncTypebox<{ places: PlacesCache }> = async (app, { places }) => {
  // Declared so the contract the pages are typed from (shared/src/api-contract) describes the answer; it is also the
  // serialiser, and PropertyDetailView (findDetail's type) holds exactly these fields.
  const response = { 200: DetailResponse };
  async function detail(req: FastifyRequest, reply: FastifyReply, id: number, currencyParam: string | undefined) {
    const view = await openListing(app, req, reply, PROPERTY.name, id, (viewer) =>
      findDetail(app.db, places, req.tenantId, id, currencyOf({ currency: currencyParam }), viewer, app.clock.now()),
    );
    return { success: true, message: MSG.detail, data: view };
  }

  app.get(
    '/property/property-detail/:id',
    {
      preValidation: normaliseSearchQuery,
      schema: {
        tags: [PROPERTY.name],
        summary: 'A listing with gallery, video and owner card (counts a view)',
        params: IdParams,
        querystring: CurrencyQuery,
        response,
      },
    },
    async (req, reply) => detail(req, reply, req.params.id, req.query.currency),
  );
  app.get(
    '/property/feature-property-details',
    {
      preValidation: normaliseSearchQuery,
      schema: {
        tags: [PROPERTY.name],
        summary: 'A featured listing by ?id= (same answer as property-detail)',
        querystring: IdQuery,
        response,
      },
    },
    async (req, reply) => detail(req, reply, req.query.id, req.query.currency),
  );
};

export default detailRoutes;
