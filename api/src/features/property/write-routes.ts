import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/errors.js';
import { initialStatus, normaliseStatus } from '../listings/lifecycle.js';
import { statusChange } from '../listings/status-change.js';
import { ownerRoutes } from '../listings/owner-routes.js';
import { changeOwnListing } from '../listings/change-listing.js';
import { ListingRefusal } from '../listings/schemas.js';
import { SubmissionHeaders } from '../listing-shared/submissions.js';
import { postListing } from '../listings/post-listing.js';
import { findDetail } from './detail-repository.js';
import { MSG } from './messages.js';
import type { PlacesCache } from './places-cache.js';
import { AddPropertyBody, type AddPropertyInput, PropertyCard, PropertyDetail, UpdatePropertyBody } from './schemas.js';
import { normaliseSearchQuery } from './search-input.js';
import { checkPlaces, listingColumns } from './write-repository.js';
import { propertyCards } from './property-cards.js';
import { PROPERTY } from './kind.js';

const bearer = [{ bearer: [] }];

// Posting, changing and removing listings: the owner only, every change in one transaction.
const writeRoutes: FastifyPluginAsyncTypebox<{ places: PlacesCache }> = async (app, { places }) => {
  const answer = async (req: FastifyRequest, id: number, message: string) => {
    const found = await findDetail(app.db, places, req.tenantId, id, 'SYP', req.user, app.clock.now());
    if (!found) throw httpError(404, MSG.notFound);
    const { owner_id: _o, image_ids, video_id, ...view } = found;
    return { success: true, message, data: { ...view, image_ids, video_id } };
  };

  app.post(
    '/add-property',
    // A new listing may be what someone's instant search alert waits for: a pass runs once the poster has the answer.
    {
      preHandler: app.authenticate,
      onResponse: app.searchAlerts.afterListingCreated,
      schema: {
        tags: [PROPERTY.name],
        summary: 'Post a listing (agents and companies)',
        body: AddPropertyBody,
        headers: SubmissionHeaders,
        security: bearer,
        response: { 400: ListingRefusal },
      },
    },
    async (req) => {
      const input = req.body;
      // Read before the transaction: the embedded database has one connection, which the transaction holds.
      const sypPerUsd = await app.exchangeRate.sypPerUsd(req.tenantId);
      const id = await postListing(
        app.db,
        req,
        { kind: PROPERTY.name, outsideCategory: MSG.outsideCategory },
        input,
        async (trx) => ({
          ...listingColumns(input, await checkPlaces(trx, input), sypPerUsd),
          status: initialStatus(input.status),
        }),
      );
      return answer(req, id, MSG.created);
    },
  );

  app.post(
    // A lower price may be what someone's instant drop alert waits for: a pass runs once the owner has the answer.
    '/property-update',
    {
      preHandler: app.authenticate,
      onResponse: app.searchAlerts.afterListingChanged,
      schema: {
        tags: [PROPERTY.name],
        summary: 'Change a listing (owner only; fields not sent stay as they are)',
        body: UpdatePropertyBody,
        security: bearer,
        response: { 400: ListingRefusal },
      },
    },
    async (req) => {
      const { id, ...patch } = req.body;
      const sypPerUsd = await app.exchangeRate.sypPerUsd(req.tenantId);
      await changeOwnListing<typeof PROPERTY.name, AddPropertyInput>(app.db, req, id, patch, {
        kind: PROPERTY.name,
        ownFields: (row) => ({
          additional_information: row.additional_information,
          governorate_id: row.governorate_id,
          city_id: row.city_id,
          neighborhood_id: row.neighborhood_id,
          sub_neighborhood_id: row.sub_neighborhood_id,
          property_type: row.property_type,
          listing_type: row.listing_type,
          rent_period: row.rent_period,
          category: row.category,
          bedrooms: row.bedrooms,
          bathrooms: row.bathrooms,
          size_sqm: row.size_sqm,
          furnished: row.furnished,
          floor_level: row.floor_level,
          amenities: row.amenities as AddPropertyInput['amenities'],
          ownership_document: row.ownership_document,
          latitude: row.latitude,
          longitude: row.longitude,
        }),
        columns: async (trx, merged, row) => {
          // Moving a listing to another city puts it at that city unless new coordinates come with it.
          if (patch.city_id !== undefined && patch.city_id !== row.city_id && patch.latitude === undefined) {
            delete merged.latitude;
            delete merged.longitude;
          }
          return listingColumns(merged, await checkPlaces(trx, merged), sypPerUsd);
        },
        // A new status goes through the listing lifecycle (checked against the listing's side after this change).
        status: (row, merged) =>
          statusChange(
            PROPERTY.name,
            { ...row, listing_type: merged.listing_type },
            normaliseStatus(patch.status) ?? row.status,
            'owner',
          ),
      });
      return answer(req, id, MSG.updated);
    },
  );

  // Delete, the edit form's copy and the owner's list: the listing core's, at the product rules' paths.
  await app.register(
    ownerRoutes({
      kind: PROPERTY.name,
      paths: { delete: '/property-delete', edit: '/property/edit', mine: '/property/my-properties' },
      nouns: { one: 'a listing', many: 'listings', owner: 'owner' },
      messages: { deleted: MSG.deleted, edit: MSG.edit, mine: MSG.myProperties },
      schemas: { Card: PropertyCard, Detail: PropertyDetail },
      normaliseQuery: normaliseSearchQuery,
      answer,
      cards: propertyCards(app.db, places, () => app.clock.now()),
    }),
  );
};

export default writeRoutes;
