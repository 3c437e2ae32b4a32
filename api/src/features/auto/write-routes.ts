import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/errors.js';
import { carStatusAsked, carStatusOnPosting, statusChange } from '../listings/status-change.js';
import { ownerRoutes } from '../listings/owner-routes.js';
import { changeOwnListing, pricesSent } from '../listings/change-listing.js';
import { SubmissionHeaders } from '../listing-shared/submissions.js';
import { postListing } from '../listings/post-listing.js';
import { ListingRefusal } from '../listings/schemas.js';
import { findAuto } from './detail-repository.js';
import { MSG } from './messages.js';
import { AddAutoBody, type AddAutoInput, AutoCard, AutoDetail, UpdateAutoBody } from './schemas.js';
import { normaliseAutoQuery } from './search-input.js';
import { autoColumns } from './write-repository.js';
import { autoCards } from './auto-cards.js';
import { AUTO } from './kind.js';

const bearer = [{ bearer: [] }];

// Posting, changing (including marking sold) and removing auto listings: the seller only, each change in one transaction.
const writeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (req: FastifyRequest, id: number, message: string) => {
    const found = await findAuto(app.db, req.tenantId, id, 'SYP', req.user, app.clock.now());
    if (!found) throw httpError(404, MSG.notFound);
    const { owner_id: _o, ...view } = found;
    return { success: true, message, data: view };
  };

  app.post(
    '/add-auto',
    // A new listing may be what someone's instant search alert waits for: a pass runs once the poster has the answer.
    {
      preHandler: app.authenticate,
      onResponse: app.searchAlerts.afterListingCreated,
      schema: {
        tags: [AUTO.name],
        summary: 'Post an auto listing (agents and companies)',
        body: AddAutoBody,
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
        { kind: AUTO.name, outsideCategory: MSG.outsideCategory },
        input,
        async (trx) => ({ ...(await autoColumns(trx, input, { sypPerUsd })), ...carStatusOnPosting(input) }),
      );
      return answer(req, id, MSG.created);
    },
  );

  app.post(
    // A lower price may be what someone's instant drop alert waits for: a pass runs once the owner has the answer.
    '/auto-update',
    {
      preHandler: app.authenticate,
      onResponse: app.searchAlerts.afterListingChanged,
      schema: {
        tags: [AUTO.name],
        summary: 'Change an auto listing, e.g. mark it sold (seller only; fields not sent stay as they are)',
        body: UpdateAutoBody,
        security: bearer,
        response: { 400: ListingRefusal },
      },
    },
    async (req) => {
      const { id, ...patch } = req.body;
      const sypPerUsd = await app.exchangeRate.sypPerUsd(req.tenantId);
      await changeOwnListing<typeof AUTO.name, AddAutoInput>(app.db, req, id, patch, {
        kind: AUTO.name,
        ownFields: (row) => ({
          vehicle_type: row.vehicle_type,
          brand_id: row.brand_id,
          class_id: row.class_id,
          model_id: row.model_id,
          trim: row.trim,
          year: row.year,
          condition: row.condition,
          transmission: row.transmission,
          seat_type: row.seat_type,
          cylinders: row.cylinders,
          import_origin: row.import_origin,
          fuel_type: row.fuel_type,
          mileage_km: row.mileage_km,
          body_type: row.body_type,
          color: row.color as AddAutoInput['color'],
          drive_type: row.drive_type,
          price_currency: row.currency,
        }),
        columns: (trx, merged) => {
          if (pricesSent(patch) && patch.price_currency === undefined)
            merged.price_currency = patch.price_usd != null ? 'USD' : 'SYP';
          // Only a year sent now is checked against the calendar (the listing's own year was checked when it was set).
          return autoColumns(trx, merged, { sypPerUsd, checkYear: patch.year !== undefined });
        },
        status: (row) => statusChange(AUTO.name, row, carStatusAsked(row.status, patch), 'owner'),
      });
      return answer(req, id, MSG.updated);
    },
  );

  // Delete, the edit form's copy and the seller's list: the listing core's, at the product rules' paths.
  await app.register(
    ownerRoutes({
      kind: AUTO.name,
      paths: { delete: '/auto-delete', edit: '/auto/edit', mine: '/auto/my-autos' },
      nouns: { one: 'an auto listing', many: 'auto listings', owner: 'seller' },
      messages: { deleted: MSG.deleted, edit: MSG.edit, mine: MSG.myAutos },
      schemas: { Card: AutoCard, Detail: AutoDetail },
      normaliseQuery: normaliseAutoQuery,
      answer,
      cards: autoCards(app.db, () => app.clock.now()),
    }),
  );
};

export default writeRoutes;
