import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { httpError } from '../../lib/errors.js';
import '../../seed/geography-tables.js';
import { COMMON_MASTER } from '../listing-shared/master-common.js';
import { AMENITIES, CATEGORIES, CONTACT_CHANNELS, FURNISHED_OPTIONS, LISTING_TYPES, PROPERTY_TYPES, RENT_PERIODS, SORT_OPTIONS, STATUSES, TYPES_WITHOUT_ROOMS } from './master-data.js';
import { MSG } from './messages.js';
import { CitiesQuery, NeighborhoodsQuery, PlaceListResponse, type PropertyMasterData, PropertyMasterResponse, SubNeighborhoodsQuery } from './schemas.js';

const MASTER = {
  property_types: PROPERTY_TYPES,
  listing_types: LISTING_TYPES,
  rent_periods: RENT_PERIODS,
  types_without_rooms: TYPES_WITHOUT_ROOMS,
  amenities: AMENITIES,
  furnished_options: FURNISHED_OPTIONS,
  categories: CATEGORIES,
  statuses: STATUSES,
  sort_options: SORT_OPTIONS,
  contact_channels: CONTACT_CHANNELS,
  room_options: [1, 2, 3, 4, 5],
  ...COMMON_MASTER,
};

const PLACE_COLUMNS = ['id', 'code', 'name_en', 'name_ar'] as const;

// Vocabularies and the location cascade (governorate → city → neighbourhood → sub-neighbourhood) for filters
// and the listing form. Reference data: the same for every visitor, so it may be cached.
const masterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = { 'cache-control': 'public, max-age=300' };
  const places = { 200: PlaceListResponse };

  app.get('/property/property-master', { schema: { tags: ['property'], summary: 'Property vocabularies', response: { 200: PropertyMasterResponse } } }, async (_req, reply) => {
    reply.headers(cache);
    return { success: true, message: MSG.masterData, data: MASTER as unknown as Static<typeof PropertyMasterData> };
  });

  const governorates = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.headers(cache);
    const data = await app.db.selectFrom('governorates').select(PLACE_COLUMNS).orderBy('sort_order').orderBy('id').execute();
    return { success: true, message: MSG.governorates, data };
  };
  // The SPEC spells it "goveronates"; the correct spelling answers the same.
  app.get('/property/goveronates', { schema: { tags: ['property'], summary: 'The 14 governorates', response: places } }, governorates);
  app.get('/property/governorates', { schema: { tags: ['property'], summary: 'The 14 governorates', response: places } }, governorates);

  app.get('/property/cities', { schema: { tags: ['property'], summary: 'Cities of a governorate', querystring: CitiesQuery, response: places } }, async (req, reply) => {
    const parent = await app.db.selectFrom('governorates').select('id').where('id', '=', req.query.governorate_id).executeTakeFirst();
    if (!parent) throw httpError(404, MSG.placeNotFound);
    reply.headers(cache);
    const data = await app.db.selectFrom('cities').select(PLACE_COLUMNS).where('governorate_id', '=', parent.id).orderBy('sort_order').orderBy('id').execute();
    return { success: true, message: MSG.cities, data };
  });

  app.get('/property/neighborhoods', { schema: { tags: ['property'], summary: 'Neighbourhoods of a city', querystring: NeighborhoodsQuery, response: places } }, async (req, reply) => {
    const parent = await app.db.selectFrom('cities').select('id').where('id', '=', req.query.city_id).executeTakeFirst();
    if (!parent) throw httpError(404, MSG.placeNotFound);
    reply.headers(cache);
    const data = await app.db.selectFrom('neighborhoods').select(PLACE_COLUMNS).where('city_id', '=', parent.id).orderBy('sort_order').orderBy('id').execute();
    return { success: true, message: MSG.neighborhoods, data };
  });

  app.get('/property/sub-neighborhoods', { schema: { tags: ['property'], summary: 'Sub-neighbourhoods of a neighbourhood', querystring: SubNeighborhoodsQuery, response: places } }, async (req, reply) => {
    const parent = await app.db.selectFrom('neighborhoods').select('id').where('id', '=', req.query.neighborhood_id).executeTakeFirst();
    if (!parent) throw httpError(404, MSG.placeNotFound);
    reply.headers(cache);
    const data = await app.db.selectFrom('sub_neighborhoods').select(PLACE_COLUMNS).where('neighborhood_id', '=', parent.id).orderBy('sort_order').orderBy('id').execute();
    return { success: true, message: MSG.subNeighborhoods, data };
  });
};

export default masterRoutes;
