import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { httpError } from '../../lib/errors.js';
import { CHANNEL_COUNTER, recordListingStat } from '../listing-stats/record-stat.js';
import { contactLink } from '../listing-shared/contact-link.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { cardView } from './auto-views.js';
import { MSG } from './messages.js';
import { ContactBody, PageQuery, WishlistBody } from './schemas.js';
import { currencyOf, normaliseAutoQuery } from './search-input.js';
import { type AutoQuery, selectCards } from './search-repository.js';

const bearer = [{ bearer: [] }];

// What a signed-in member keeps: saved autos (favourites) and the autos they contacted.
const memberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const activeAuto = async (tenantId: number, id: number) => {
    const row = await app.db.selectFrom('autos').select(['id', 'owner_id', 'name', 'status']).where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
    if (!row || row.status !== 'active') throw httpError(404, MSG.notFound);
    return row;
  };

  app.post(
    '/add-remove-wishlist',
    { preHandler: app.authenticate, schema: { tags: ['auto'], summary: 'Save an auto, or unsave it when already saved', body: WishlistBody, security: bearer } },
    async (req) => {
      const { auto_id: id } = req.body;
      const removed = await app.db.deleteFrom('auto_favourites').where('user_id', '=', req.user.id).where('auto_id', '=', id)
        .where('tenant_id', '=', req.tenantId).executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return { success: true, message: MSG.removedFromWishlist, data: { auto_id: id, is_favourite: false } };
      const listing = await activeAuto(req.tenantId, id);
      const added = await app.db.insertInto('auto_favourites').values({ tenant_id: req.tenantId, user_id: req.user.id, auto_id: id })
        .onConflict((oc) => oc.columns(['user_id', 'auto_id']).doNothing()).executeTakeFirst();
      if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0 && listing.owner_id !== req.user.id) await recordListingStat(app.db, req.tenantId, 'auto', id, 'favourites');
      return { success: true, message: MSG.addedToWishlist, data: { auto_id: id, is_favourite: true } };
    },
  );

  app.get(
    '/get-wishlist',
    { preHandler: app.authenticate, preValidation: normaliseAutoQuery, schema: { tags: ['auto'], summary: 'Saved autos, most recently saved first', querystring: PageQuery, security: bearer } },
    async (req) => {
      const currency = currencyOf(req.query);
      const p = paging(req.query.page, req.query.per_page);
      const saved = app.db.selectFrom('autos as a').innerJoin('auto_favourites as f', 'f.auto_id', 'a.id')
        .where('f.user_id', '=', req.user.id).where('a.tenant_id', '=', req.tenantId) as unknown as AutoQuery;
      const [{ n }, rows] = await Promise.all([
        saved.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        selectCards(saved).select(sql<Date>`f.created_at`.as('saved_at')).orderBy(sql`f.created_at`, 'desc').orderBy('a.id', 'desc')
          .limit(p.perPage).offset(p.offset).execute(),
      ]);
      const items = rows.map((r) => ({ ...cardView(r, currency), is_favourite: true, saved_at: new Date((r as unknown as { saved_at: Date }).saved_at).toISOString() }));
      return { success: true, message: MSG.wishlist, data: { items, pagination: paginationView(p, Number(n)) } };
    },
  );

  app.post(
    '/auto/contact',
    { preHandler: app.authenticate, schema: { tags: ['auto'], summary: "Record that the member contacted an auto's seller by call, email or WhatsApp", body: ContactBody, security: bearer } },
    async (req) => {
      const { id, channel } = req.body;
      const listing = await activeAuto(req.tenantId, id);
      const owner = await app.db.selectFrom('users').select(['phone', 'whatsapp', 'email']).where('id', '=', listing.owner_id).executeTakeFirstOrThrow();
      const times = await app.db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('auto_contacts').values({ tenant_id: req.tenantId, user_id: req.user.id, auto_id: id, channel })
          .onConflict((oc) => oc.columns(['user_id', 'auto_id', 'channel']).doUpdateSet({ times: sql`auto_contacts.times + 1`, last_contacted_at: new Date() }))
          .returning('times').executeTakeFirstOrThrow();
        // Counted for the seller's statistics; sellers trying their own buttons are not.
        if (listing.owner_id !== req.user.id) {
          await trx.updateTable('autos').set({ contacts_count: sql`contacts_count + 1` }).where('id', '=', id).execute();
          await recordListingStat(trx, req.tenantId, 'auto', id, CHANNEL_COUNTER[channel]);
        }
        return row.times;
      });
      return { success: true, message: MSG.contactSaved, data: { auto_id: id, channel, link: contactLink(channel, owner, listing.name), times } };
    },
  );

  app.get(
    '/auto/contacted',
    { preHandler: app.authenticate, preValidation: normaliseAutoQuery, schema: { tags: ['auto'], summary: 'Autos the member contacted, most recent first', querystring: PageQuery, security: bearer } },
    async (req) => {
      const currency = currencyOf(req.query);
      const p = paging(req.query.page, req.query.per_page);
      const contacted = app.db.selectFrom('auto_contacts as c').where('c.user_id', '=', req.user.id).where('c.tenant_id', '=', req.tenantId)
        .groupBy('c.auto_id')
        .select(['c.auto_id', sql<string[]>`array_agg(c.channel ORDER BY c.channel)`.as('channels'), sql<Date>`max(c.last_contacted_at)`.as('last_at')]);
      const [{ n }, page] = await Promise.all([
        app.db.selectFrom(contacted.as('x')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        contacted.orderBy(sql`max(c.last_contacted_at)`, 'desc').orderBy('c.auto_id', 'desc').limit(p.perPage).offset(p.offset).execute(),
      ]);
      const ids = page.map((r) => r.auto_id);
      const rows = ids.length ? await selectCards(app.db.selectFrom('autos as a').where('a.id', 'in', ids) as unknown as AutoQuery).execute() : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const items = page.flatMap((c) => {
        const r = byId.get(c.auto_id);
        return r ? [{ ...cardView(r, currency), contacted_channels: c.channels, last_contacted_at: new Date(c.last_at).toISOString() }] : [];
      });
      return { success: true, message: MSG.contacted, data: { items, pagination: paginationView(p, Number(n)) } };
    },
  );
};

export default memberRoutes;
