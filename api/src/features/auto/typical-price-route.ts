import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id } from '../../lib/schema-types.js';
import { TypicalPriceAnswer, typicalAutoPrice } from '../listing-shared/typical-price.js';
import { LISTING_MSG } from '../listings/messages.js';
import { MIN_YEAR } from './master-data.js';
import { VehicleTypeSchema } from './schemas.js';
import { AUTO } from './kind.js';

const TypicalPriceQuery = Type.Object({
  /** A car unless told. */
  vehicle_type: Type.Optional(VehicleTypeSchema),
  brand_id: Type.Optional(Id),
  model_id: Type.Optional(Id),
  year: Type.Optional(Type.Integer({ minimum: MIN_YEAR, maximum: 2100 })),
  /** The listing being edited, which does not count among its own comparables. */
  id: Type.Optional(Id),
});

// The listing form asks as its seller fills it in, to point out a price far from what such a car costs.
const typicalPriceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/auto/typical-price',
    {
      preHandler: app.authenticate,
      schema: {
        tags: [AUTO.name],
        summary: 'What a car of this model and year usually costs, and the range a price is plausible in',
        querystring: TypicalPriceQuery,
        security: [{ bearer: [] }],
        response: { 200: TypicalPriceAnswer },
      },
    },
    async (req) => ({
      success: true,
      message: LISTING_MSG.typicalPrice,
      data: await typicalAutoPrice(
        app.db,
        req.tenantId,
        { ...req.query, vehicle_type: req.query.vehicle_type ?? 'car' },
        app.config.FAIR_PRICE_MIN_COMPARABLES,
      ),
    }),
  );
};

export default typicalPriceRoute;
