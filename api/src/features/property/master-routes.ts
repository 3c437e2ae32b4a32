import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import '../../seed/geography-tables.js';
import { catalogue, childListRoute, REFERENCE_CACHE } from '../listing-shared/catalogue-routes.js';
import { COMMON_MASTER, CONTACT_CHANNELS } from '../listing-shared/master-common.js';
import {
  AMENITIES,
  CATEGORIES,
  FURNISHED_OPTIONS,
  LISTING_TYPES,
  OWNERSHIP_DOCUMENTS,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SORT_OPTIONS,
  STATUSES,
  TYPES_WITHOUT_ROOMS,
} from './master-data.js';
import { MSG } from './messages.js';
import {
  CitiesQuery,
  NeighborhoodsQuery,
  PlaceListResponse,
  type PropertyMasterData,
  PropertyMasterResponse,
  SubNeighborhoodsQuery,
} from './schemas.js';
import { PROPERTY } from './kind.js';

const MASTER = {
  property_types: PROPERTY_TYPES,
  listing_types: LISTING_TYPES,
  rent_periods: RENT_PERIODS,
  types_without_rooms: TYPES_WITHOUT_ROOMS,
  amenities: AMENITIES,
  furnished_options: FURNISHED_OPTIONS,
  ownership_documents: OWNERSHIP_DOCUMENTS,
  categories: CATEGORIES,
  statuses: STATUSES,
  sort_options: SORT_OPTIONS,
  contact_channels: CONTACT_CHANNELS,
  room_options: [1, 2, 3, 4, 5],
  ...COMMON_MASTER,
};

// Vocabularies and the location cascade (governorate → city → neighbourhood → sub-neighbourhood) for filters
// and the listing form (cacheable reference data).
const masterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const places = { 200: PlaceListResponse };

  app.get(
    '/property/property-master',
    { schema: { tags: [PROPERTY.name], summary: 'Property vocabularies', response: { 200: PropertyMasterResponse } } },
    async (req, reply) => {
      reply.headers(REFERENCE_CACHE);
      // The rate is the site's current one (admins set it), not the default in COMMON_MASTER.
      const data = {
        ...MASTER,
        syp_per_usd: await app.exchangeRate.sypPerUsd(req.tenantId),
        old_pounds_per_new: app.config.SYP_REDENOMINATION_FACTOR,
      };
      return { success: true, message: MSG.masterData, data: data as unknown as Static<typeof PropertyMasterData> };
    },
  );

  const governorates = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.headers(REFERENCE_CACHE);
    return { success: true, message: MSG.governorates, data: await catalogue(app, 'governorates') };
  };
  // The product rules spell it "goveronates"; the correct spelling answers the same.
  app.get(
    '/property/goveronates',
    { schema: { tags: [PROPERTY.name], summary: 'The 14 governorates', response: places } },
    governorates,
  );
  app.get(
    '/property/governorates',
    { schema: { tags: [PROPERTY.name], summary: 'The 14 governorates', response: places } },
    governorates,
  );

  const cascade = { tag: PROPERTY.name, response: PlaceListResponse, notFound: MSG.placeNotFound };
  childListRoute(app, {
    ...cascade,
    path: '/property/cities',
    summary: 'Cities of a governorate',
    querystring: CitiesQuery,
    parent: { table: 'governorates', key: 'governorate_id' },
    children: 'cities',
    message: MSG.cities,
  });
  childListRoute(app, {
    ...cascade,
    path: '/property/neighborhoods',
    summary: 'Neighbourhoods of a city',
    querystring: NeighborhoodsQuery,
    parent: { table: 'cities', key: 'city_id' },
    children: 'neighborhoods',
    message: MSG.neighborhoods,
  });
  childListRoute(app, {
    ...cascade,
    path: '/property/sub-neighborhoods',
    summary: 'Sub-neighbourhoods of a neighbourhood',
    querystring: SubNeighborhoodsQuery,
    parent: { table: 'neighborhoods', key: 'neighborhood_id' },
    children: 'sub_neighborhoods',
    message: MSG.subNeighborhoods,
  });
};

export default masterRoutes;
