import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Type, type TObject } from 'typebox';
import { httpError } from '../../lib/errors.js';
import { CHANNEL_COUNTER, recordListingStat } from '../listing-stats/record-stat.js';
import { contactLink } from '../listing-shared/contact-link.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { isPublic } from './lifecycle.js';
import { cardPageResponse, ContactBody, ContactedMarks, PageQuery, SavedMarks } from './schemas.js';
import { Id } from '../../lib/schema-types.js';

const bearer = [{ bearer: [] }];

type Channel = keyof typeof CHANNEL_COUNTER;

/** What the member routes need of a kind besides its table: its paths, texts, schemas and cards. */
export interface MemberRoutesOf<Card> {
  kind: ListingKind;
  paths: { toggle: string; saved: string; contact: string; contacted: string };
  /** How the OpenAPI summaries name one listing of the kind, several, and whom a contact reaches. */
  nouns: { one: string; many: string; owner: string };
  messages: {
    notFound: string;
    addedToWishlist: string;
    removedFromWishlist: string;
    wishlist: string;
    contactSaved: string;
    contacted: string;
  };
  /** `Card`: the kind's card, which the saved and contacted lists answer with. */
  schemas: { Card: TObject };
  normaliseQuery: (req: FastifyRequest) => Promise<void> | void;
  /** The cards of these listings (any status) in the visitor's currency, by id. */
  cards(tenantId: number, ids: number[], query: Record<string, unknown>): Promise<Map<number, Card>>;
}

// What a signed-in member keeps of any listing kind: saved listings (favourites) and the listings they contacted,
// with the owner's counters and statistics. Written once; each kind brings its paths and cards.
export function memberRoutes<Card extends object>(of: MemberRoutesOf<Card>): FastifyPluginAsyncTypebox {
  const { table } = LISTING_KINDS[of.kind];
  const favourites = `${of.kind}_favourites`;
  const contacts = `${of.kind}_contacts`;
  // The body key of the saved-listing toggle and of the answers (property_id, auto_id: the product rules' shapes).
  const fk = `${of.kind}_id`;
  const WishlistBody = Type.Object({ [fk]: Id });
  const tags = [of.kind];
  const { one, many, owner: whom } = of.nouns;
  const summaries = {
    toggle: `Save ${one}, or unsave it when already saved`,
    saved: `Saved ${many}, most recently saved first`,
    contact: `Record that the member contacted ${whom} by call, email or WhatsApp`,
    contacted: `${many[0]!.toUpperCase()}${many.slice(1)} the member contacted, most recent first`,
  };

  return async (app) => {
    // Dynamic table names: the kind decides them, so the statements are typed loosely here and checked by the tests.
    const db = app.db as unknown as Kysely<any>;
    const publicListing = async (tenantId: number, id: number) => {
      const row = await db
        .selectFrom(table)
        .select(['id', 'owner_id', 'name', 'status'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || !isPublic(row.status)) throw httpError(404, of.messages.notFound);
      return row as { id: number; owner_id: number; name: string };
    };

    app.post(
      of.paths.toggle,
      {
        preHandler: app.authenticate,
        schema: { tags, summary: summaries.toggle, body: WishlistBody, security: bearer },
      },
      async (req) => {
        const id = (req.body as Record<string, number>)[fk]!;
        const removed = await db
          .deleteFrom(favourites)
          .where('user_id', '=', req.user.id)
          .where(fk, '=', id)
          .where('tenant_id', '=', req.tenantId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0)
          return { success: true, message: of.messages.removedFromWishlist, data: { [fk]: id, is_favourite: false } };
        const listing = await publicListing(req.tenantId, id);
        const added = await db
          .insertInto(favourites)
          .values({ tenant_id: req.tenantId, user_id: req.user.id, [fk]: id })
          .onConflict((oc) => oc.columns(['user_id', fk]).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0 && listing.owner_id !== req.user.id)
          await recordListingStat(app.db, req.tenantId, of.kind, id, 'favourites');
        return { success: true, message: of.messages.addedToWishlist, data: { [fk]: id, is_favourite: true } };
      },
    );

    app.get(
      of.paths.saved,
      {
        preHandler: app.authenticate,
        preValidation: of.normaliseQuery,
        schema: {
          tags,
          summary: summaries.saved,
          querystring: PageQuery,
          response: { 200: cardPageResponse(of.schemas.Card, SavedMarks) },
          security: bearer,
        },
      },
      async (req) => {
        const query = req.query as { page?: number; per_page?: number };
        const p = paging(query.page, query.per_page);
        // Saved listings of this site only, in any status (the member sees what became of them).
        const saved = db
          .selectFrom(`${favourites} as f`)
          .innerJoin(`${table} as l`, 'l.id', `f.${fk}`)
          .where('f.user_id', '=', req.user.id)
          .where('l.tenant_id', '=', req.tenantId);
        const [{ n }, page] = await Promise.all([
          saved.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
          saved
            .select(['l.id as id', 'f.created_at as saved_at'])
            .orderBy('f.created_at', 'desc')
            .orderBy('l.id', 'desc')
            .limit(p.perPage)
            .offset(p.offset)
            .execute(),
        ]);
        const cards = await of.cards(
          req.tenantId,
          page.map((r) => r.id),
          req.query as Record<string, unknown>,
        );
        const items = page.flatMap((r) => {
          const card = cards.get(r.id);
          return card ? [{ ...card, is_favourite: true, saved_at: new Date(r.saved_at).toISOString() }] : [];
        });
        return {
          success: true,
          message: of.messages.wishlist,
          data: { items, pagination: paginationView(p, Number(n)) },
        };
      },
    );

    app.post(
      of.paths.contact,
      {
        preHandler: app.authenticate,
        schema: { tags, summary: summaries.contact, body: ContactBody, security: bearer },
      },
      async (req) => {
        const { id, channel } = req.body as { id: number; channel: Channel };
        const listing = await publicListing(req.tenantId, id);
        const owner = await app.db
          .selectFrom('users')
          .select(['phone', 'whatsapp', 'email'])
          .where('id', '=', listing.owner_id)
          .executeTakeFirstOrThrow();
        const times = await app.db.transaction().execute(async (t) => {
          const trx = t as unknown as Kysely<any>;
          const row = await trx
            .insertInto(contacts)
            .values({ tenant_id: req.tenantId, user_id: req.user.id, [fk]: id, channel })
            .onConflict((oc) =>
              oc
                .columns(['user_id', fk, 'channel'])
                .doUpdateSet({ times: sql`${sql.table(contacts)}.times + 1`, last_contacted_at: new Date() }),
            )
            .returning('times')
            .executeTakeFirstOrThrow();
          // Counted for the owner's statistics; owners trying their own buttons are not.
          if (listing.owner_id !== req.user.id) {
            await trx
              .updateTable(table)
              .set({ contacts_count: sql`contacts_count + 1` })
              .where('id', '=', id)
              .execute();
            await recordListingStat(t, req.tenantId, of.kind, id, CHANNEL_COUNTER[channel]);
          }
          return row.times as number;
        });
        return {
          success: true,
          message: of.messages.contactSaved,
          data: { [fk]: id, channel, link: contactLink(channel, owner, listing.name), times },
        };
      },
    );

    app.get(
      of.paths.contacted,
      {
        preHandler: app.authenticate,
        preValidation: of.normaliseQuery,
        schema: {
          tags,
          summary: summaries.contacted,
          querystring: PageQuery,
          response: { 200: cardPageResponse(of.schemas.Card, ContactedMarks) },
          security: bearer,
        },
      },
      async (req) => {
        const query = req.query as { page?: number; per_page?: number };
        const p = paging(query.page, query.per_page);
        const contacted = db
          .selectFrom(`${contacts} as c`)
          .where('c.user_id', '=', req.user.id)
          .where('c.tenant_id', '=', req.tenantId)
          .groupBy(`c.${fk}`)
          .select([
            `c.${fk} as id`,
            sql<string[]>`array_agg(c.channel ORDER BY c.channel)`.as('channels'),
            sql<Date>`max(c.last_contacted_at)`.as('last_at'),
          ]);
        const [{ n }, page] = await Promise.all([
          db
            .selectFrom(contacted.as('x'))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
          contacted
            .orderBy(sql`max(c.last_contacted_at)`, 'desc')
            .orderBy(`c.${fk}`, 'desc')
            .limit(p.perPage)
            .offset(p.offset)
            .execute(),
        ]);
        const cards = await of.cards(
          req.tenantId,
          page.map((r) => r.id),
          req.query as Record<string, unknown>,
        );
        const items = page.flatMap((c) => {
          const card = cards.get(c.id);
          return card
            ? [{ ...card, contacted_channels: c.channels, last_contacted_at: new Date(c.last_at).toISOString() }]
            : [];
        });
        return {
          success: true,
          message: of.messages.contacted,
          data: { items, pagination: paginationView(p, Number(n)) },
        };
      },
    );
  };
}
