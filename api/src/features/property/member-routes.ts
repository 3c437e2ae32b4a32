import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { httpError } from '../../lib/errors.js';
import { CHANNEL_COUNTER, recordListingStat } from '../listing-stats/record-stat.js';
import { contactLink } from '../listing-shared/contact-link.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { MSG } from './messages.js';
import type { PlacesCache } from './places-cache.js';
import { cardView, preparePlaces } from './property-views.js';
import { ContactBody, PageQuery, WishlistBody } from './schemas.js';
import { currencyOf, normaliseSearchQuery } from './search-input.js';
import { type PropertyQuery, selectCards } from './search-repository.js';

const bearer = [{ bearer: [] }];

// What a signed-in member keeps: saved listings (favourites) and the listings they contacted.
const memberRoutes: FastifyPluginAsyncTypebox<{ places: PlacesCache }> = async (app, { places }) => {
  const activeListing = async (tenantId: number, id: number) => {
    const row = await app.db.selectFrom('properties').select(['id', 'owner_id', 'name', 'status']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!row || row.status !== 'active') throw httpError(404, MSG.notFound);
    return row;
  };

  app.post(
    '/add-remove-property-wishlist',
    { preHandler: app.authenticate, schema: { tags: ['property'], summary: 'Save a listing, or unsave it when already saved', body: WishlistBody, security: bearer } },
    async (req) => {
      const { property_id: id } = req.body;
      const removed = await app.db.deleteFrom('property_favourites').where('user_id', '=', req.user.id).where('property_id', '=', id)
        .where('tenant_id', '=', req.tenantId).executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) {
        return { success: true, message: MSG.removedFromWishlist, data: { property_id: id, is_favourite: false } };
      }
      const listing = await activeListing(req.tenantId, id);
      const added = await app.db.insertInto('property_favourites').values({ tenant_id: req.tenantId, user_id: req.user.id, property_id: id })
        .onConflict((oc) => oc.columns(['user_id', 'property_id']).doNothing()).executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0 && listing.owner_id !== req.user.id) await recordListingStat(app.db, req.tenantId, 'property', id, 'favourites');
      return { success: true, message: MSG.addedToWishlist, data: { property_id: id, is_favourite: true } };
    },
  );

  app.get(
    '/get-property-wishlist',
    { preHandler: app.authenticate, preValidation: normaliseSearchQuery, schema: { tags: ['property'], summary: 'Saved listings, most recently saved first', querystring: PageQuery, security: bearer } },
    async (req) => {
      const currency = currencyOf(req.query);
      const p = paging(req.query.page, req.query.per_page);
      const saved = app.db.selectFrom('properties as p').innerJoin('property_favourites as f', 'f.property_id', 'p.id')
        .where('f.user_id', '=', req.user.id).where('p.tenant_id', '=', req.tenantId) as unknown as PropertyQuery;
      const [{ n }, rows] = await Promise.all([
        saved.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        selectCards(saved).select(sql<Date>`f.created_at`.as('saved_at')).orderBy(sql`f.created_at`, 'desc').orderBy('p.id', 'desc')
          .limit(p.perPage).offset(p.offset).execute(),
      ]);
      await preparePlaces(places, rows);
      const items = rows.map((r) => ({ ...cardView(r, places, currency), is_favourite: true, saved_at: (r as unknown as { saved_at: Date }).saved_at }));
      return { success: true, message: MSG.wishlist, data: { items, pagination: paginationView(p, Number(n)) } };
    },
  );

  app.post(
    '/property/contact',
    { preHandler: app.authenticate, schema: { tags: ['property'], summary: "Record that the member contacted a listing's owner by call, email or WhatsApp", body: ContactBody, security: bearer } },
    async (req) => {
      const { id, channel } = req.body;
      const listing = await activeListing(req.tenantId, id);
      const owner = await app.db.selectFrom('users').select(['phone', 'whatsapp', 'email']).where('id', '=', listing.owner_id).executeTakeFirstOrThrow();
      const times = await app.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('property_contacts').values({ tenant_id: req.tenantId, user_id: req.user.id, property_id: id, channel })
          .onConflict((oc) => oc.columns(['user_id', 'property_id', 'channel']).doUpdateSet({ times: sql`property_contacts.times + 1`, last_contacted_at: new Date() }))
          .returning('times').executeTakeFirstOrThrow();
        // Counted for the owner's statistics; owners trying their own buttons are not.
        if (listing.owner_id !== req.user.id) {
          await trx.updateTable('properties').set({ contacts_count: sql`contacts_count + 1` }).where('id', '=', id).execute();
          await recordListingStat(trx, req.tenantId, 'property', id, CHANNEL_COUNTER[channel]);
        }
        return row.times;
      });
      return { success: true, message: MSG.contactSaved, data: { property_id: id, channel, link: contactLink(channel, owner, listing.name), times } };
    },
  );

  app.get(
    '/property/contacted',
    { preHandler: app.authenticate, preValidation: normaliseSearchQuery, schema: { tags: ['property'], summary: 'Listings the member contacted, most recent first', querystring: PageQuery, security: bearer } },
    async (req) => {
      const currency = currencyOf(req.query);
      const p = paging(req.query.page, req.query.per_page);
      const contacted = app.db.selectFrom('property_contacts as c').where('c.user_id', '=', req.user.id).where('c.tenant_id', '=', req.tenantId)
        .groupBy('c.property_id')
        .select(['c.property_id', sql<string[]>`array_agg(c.channel ORDER BY c.channel)`.as('channels'), sql<Date>`max(c.last_contacted_at)`.as('last_at')]);
      const [{ n }, page] = await Promise.all([
        app.db.selectFrom(contacted.as('x')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        contacted.orderBy(sql`max(c.last_contacted_at)`, 'desc').orderBy('c.property_id', 'desc').limit(p.perPage).offset(p.offset).execute(),
      ]);
      const ids = page.map((r) => r.property_id);
      const rows = ids.length
        ? await selectCards(app.db.selectFrom('properties as p').where('p.id', 'in', ids) as unknown as PropertyQuery).execute()
        : [];
      await preparePlaces(places, rows);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items = page.flatMap((c) => {
        const r = byId.get(c.property_id);
        return r ? [{ ...cardView(r, places, currency), contacted_channels: c.channels, last_contacted_at: new Date(c.last_at).toISOString() }] : [];
      });
      return { success: true, message: MSG.contacted, data: { items, pagination: paginationView(p, Number(n)) } };
    },
  );
};

export default memberRoutes;
