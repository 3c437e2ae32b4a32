import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Id } from '../../lib/schema-types.js';
import { TypicalPriceAnswer, typicalPropertyPrice } from '../listing-shared/typical-price.js';
import { LISTING_MSG } from '../listings/messages.js';
import { ListingTypeSchema, PropertyTypeSchema, RentPeriodSchema } from './schemas.js';
import { PROPERTY } from './kind.js';

const TypicalPriceQuery = Type.Object({
  listing_type: ListingTypeSchema,
  /** A rent's period; without it a rent has no typical price. */
  rent_period: Type.Optional(RentPeriodSchema),
  property_type: PropertyTypeSchema,
  size_sqm: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  city_id: Id,
  neighborhood_id: Type.Optional(Id),
  /** The listing being edited, which does not count among its own comparables. */
  id: Type.Optional(Id),
});

// The listing form asks as its poster fills it in, to point out a price far from what such a flat costs here.
const typicalPriceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/property/typical-price',
    {
      preHandler: app.authenticate,
      schema: {
        tags: [PROPERTY.name],
        summary:
          'What a property of this side, type and size usually costs here, and the range a price is plausible in',
        querystring: TypicalPriceQuery,
        security: [{ bearer: [] }],
        response: { 200: TypicalPriceAnswer },
      },
    },
    async (req) => ({
      success: true,
      message: LISTING_MSG.typicalPrice,
      data: await typicalPropertyPrice(app.db, req.tenantId, req.query, app.config.FAIR_PRICE_MIN_COMPARABLES),
    }),
  );
};

export default typicalPriceRoute;
