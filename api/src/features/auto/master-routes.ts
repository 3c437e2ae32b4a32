import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { catalogue, childListRoute, REFERENCE_CACHE } from '../listing-shared/catalogue-routes.js';
import { COMMON_MASTER, CONTACT_CHANNELS } from '../listing-shared/master-common.js';
import './auto-tables.js';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  CYLINDERS,
  DRIVE_TYPES,
  FUEL_TYPES,
  IMPORT_ORIGINS,
  MIN_YEAR,
  SEAT_TYPES,
  SORT_OPTIONS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  currentYear,
} from './master-data.js';
import { MSG } from './messages.js';
import {
  type AutoMasterData,
  AutoMasterResponse,
  BrandClassesQuery,
  CatalogueResponse,
  ClassModelsQuery,
} from './schemas.js';
import { AUTO } from './kind.js';

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

// Vocabularies and the brand → class → model cascade for filters and the listing form (cacheable reference data).
const masterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/auto/auto-master',
    {
      schema: { tags: [AUTO.name], summary: 'Auto vocabularies and the brands', response: { 200: AutoMasterResponse } },
    },
    async (req, reply) => {
      const brands = await catalogue(app, 'auto_brands');
      reply.headers(REFERENCE_CACHE);
      // The rate is the site's current one (admins set it), not the default in COMMON_MASTER.
      const data = {
        ...VOCABULARIES,
        brands,
        years: { min: MIN_YEAR, max: currentYear() },
        syp_per_usd: await app.exchangeRate.sypPerUsd(req.tenantId),
        old_pounds_per_new: app.config.SYP_REDENOMINATION_FACTOR,
      };
      return { success: true, message: MSG.masterData, data: data as unknown as Static<typeof AutoMasterData> };
    },
  );

  const cascade = { tag: AUTO.name, response: CatalogueResponse };
  childListRoute(app, {
    ...cascade,
    path: '/auto/brand-classes',
    summary: 'Classes of a brand',
    querystring: BrandClassesQuery,
    parent: { table: 'auto_brands', key: 'brand_id' },
    children: 'auto_classes',
    notFound: MSG.brandNotFound,
    message: MSG.classes,
  });
  childListRoute(app, {
    ...cascade,
    path: '/auto/class-models',
    summary: 'Models of a class',
    querystring: ClassModelsQuery,
    parent: { table: 'auto_classes', key: 'class_id' },
    children: 'auto_models',
    notFound: MSG.classNotFound,
    message: MSG.models,
  });
};

export default masterRoutes;
