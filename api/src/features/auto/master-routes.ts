import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { httpError } from '../../lib/errors.js';
import { COMMON_MASTER } from '../listing-shared/master-common.js';
import './auto-tables.js';
import {
  BODY_TYPES, COLORS, CONDITIONS, CONTACT_CHANNELS, CYLINDERS, DRIVE_TYPES, FUEL_TYPES, IMPORT_ORIGINS, MIN_YEAR, SEAT_TYPES, SORT_OPTIONS,
  TRANSMISSIONS, VEHICLE_STATUSES, VEHICLE_TYPES, currentYear,
} from './master-data.js';
import { MSG } from './messages.js';
import { type AutoMasterData, AutoMasterResponse, BrandClassesQuery, CatalogueResponse, ClassModelsQuery } from './schemas.js';

const VOCABULARIES = {
  vehicle_types: VEHICLE_TYPES,
  conditions: CONDITIONS,
  transmissions: TRANSMISSIONS,
  seat_types: SEAT_TYPES,
  cylinders: CYLINDERS,
  import_origins: IMPORT_ORIGINS,
  fuel_types: FUEL_TYPES,
  body_types: BODY_TYPES,
  drive_types: DRIVE_TYPES,
  colors: COLORS,
  vehicle_statuses: VEHICLE_STATUSES,
  sort_options: SORT_OPTIONS,
  contact_channels: CONTACT_CHANNELS,
  ...COMMON_MASTER,
};

const COLUMNS = ['id', 'code', 'name_en', 'name_ar'] as const;

// Vocabularies and the brand → class → model cascade for filters and the listing form. Reference data: the same for
// every visitor, so it may be cached.
const masterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = { 'cache-control': 'public, max-age=300' };

  app.get('/auto/auto-master', { schema: { tags: ['auto'], summary: 'Auto vocabularies and the brands', response: { 200: AutoMasterResponse } } }, async (_req, reply) => {
    const brands = await app.db.selectFrom('auto_brands').select(COLUMNS).orderBy('sort_order').orderBy('id').execute();
    reply.headers(cache);
    const data = { ...VOCABULARIES, brands, years: { min: MIN_YEAR, max: currentYear() } };
    return { success: true, message: MSG.masterData, data: data as unknown as Static<typeof AutoMasterData> };
  });

  app.get(
    '/auto/brand-classes',
    { schema: { tags: ['auto'], summary: 'Classes of a brand', querystring: BrandClassesQuery, response: { 200: CatalogueResponse } } },
    async (req, reply) => {
      const brand = await app.db.selectFrom('auto_brands').select('id').where('id', '=', req.query.brand_id).executeTakeFirst();
      if (!brand) throw httpError(404, MSG.brandNotFound);
      reply.headers(cache);
      const data = await app.db.selectFrom('auto_classes').select(COLUMNS).where('brand_id', '=', brand.id).orderBy('sort_order').orderBy('id').execute();
      return { success: true, message: MSG.classes, data };
    },
  );

  app.get(
    '/auto/class-models',
    { schema: { tags: ['auto'], summary: 'Models of a class', querystring: ClassModelsQuery, response: { 200: CatalogueResponse } } },
    async (req, reply) => {
      const klass = await app.db.selectFrom('auto_classes').select('id').where('id', '=', req.query.class_id).executeTakeFirst();
      if (!klass) throw httpError(404, MSG.classNotFound);
      reply.headers(cache);
      const data = await app.db.selectFrom('auto_models').select(COLUMNS).where('class_id', '=', klass.id).orderBy('sort_order').orderBy('id').execute();
      return { success: true, message: MSG.models, data };
    },
  );
};

export default masterRoutes;
