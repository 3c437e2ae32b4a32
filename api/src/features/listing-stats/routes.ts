import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { Type } from 'typebox';
import { httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import type { KindModule } from '../listing-kinds/kind-module.js';
import { KIND_NAMES, LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { ListingKindSchema } from '../listing-kinds/kind-schema.js';
import { lastDays } from './days.js';
import './listing-stats-table.js';
import { listingStatsMessageAr, MSG } from './messages.js';
import { envelope } from '../../lib/envelope.js';
import { Id } from '../../lib/schema-types.js';
import { listingName, type NamedListing } from '../listings/listing-name.js';

const bearer = [{ bearer: [] }];
const tags = ['listing statistics'];
const Contacts = Type.Object({ call: Type.Integer(), email: Type.Integer(), whatsapp: Type.Integer() });
const Counts = { views: Type.Integer(), contacts: Contacts, favourites: Type.Integer() };
/** A listing's state as its owner knows it: active, inactive, sold or rented. */
const Status = Type.String();

const StatisticsResponse = envelope(
  Type.Object({
    listing: Type.Object({ id: Type.Integer(), kind: ListingKindSchema, title: Type.String(), status: Status }),
    days: Type.Array(Type.Object({ date: Type.String(), ...Counts })),
    totals: Type.Object(Counts),
  }),
);
const ListingsResponse = envelope(
  Type.Object({
    items: Type.Array(
      Type.Object({
        kind: ListingKindSchema,
        id: Type.Integer(),
        title: Type.String(),
        status: Status,
        views: Type.Integer(),
        contacts: Type.Integer(),
        favourites: Type.Integer(),
      }),
    ),
  }),
);

interface ListingRow {
  id: number;
  owner_id: number;
  name: string;
  name_ar: string | null;
  status: string;
  created_at: Date;
  views_count: number;
  contacts_count: number;
  favourites: number | string;
}

const titleFor = (req: FastifyRequest, row: NamedListing) =>
  listingName(row, languageOf(req.headers['accept-language']));

// Statistics of a member's own listings (documented route /listing-statistics): per day for the last 30 UTC days, and an
// overview of every listing with its all-time counters.
const listingStatsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, listingStatsMessageAr);

  /** A member's listings of one kind with their counters (a listing its kind marks sold is shown so to its owner). */
  const listingsOf = (kind: ListingKind, tenantId: number) => {
    const module: KindModule = LISTING_KINDS[kind];
    const status = module.soldBy
      ? sql<string>`CASE WHEN l.status = 'active' AND l.${sql.ref(module.soldBy)} = 'sold' THEN 'sold' ELSE l.status END`
      : sql<string>`l.status`;
    return (app.db as unknown as Kysely<any>)
      .selectFrom(`${module.table} as l`)
      .where('l.tenant_id', '=', tenantId)
      .select([
        'l.id',
        'l.owner_id',
        'l.name',
        'l.name_ar',
        'l.created_at',
        'l.views_count',
        'l.contacts_count',
        status.as('status'),
        (eb: any) =>
          eb
            .selectFrom(`${kind}_favourites as f`)
            .select((f: any) => f.fn.countAll().as('n'))
            .whereRef(`f.${kind}_id`, '=', 'l.id')
            .as('favourites'),
      ]);
  };

  app.get(
    '/listing-statistics',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Views, contacts by channel and favourites of one of your listings, per day for the last 30 days (UTC)',
        querystring: Type.Object({ kind: ListingKindSchema, id: Id }),
        response: { 200: StatisticsResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { kind, id } = req.query as { kind: ListingKind; id: number };
      const listing = (await listingsOf(kind, req.tenantId).where('l.id', '=', id).executeTakeFirst()) as
        ListingRow | undefined;
      if (!listing) throw httpError(404, MSG.notFound);
      if (listing.owner_id !== req.user.id) throw httpError(403, MSG.notOwner);

      const dates = lastDays(new Date());
      const rows = await app.db
        .selectFrom('listing_daily_stats')
        .select([
          sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'),
          'views',
          'calls',
          'emails',
          'whatsapps',
          'favourites',
        ])
        .where('tenant_id', '=', req.tenantId)
        .where('kind', '=', kind)
        .where('listing_id', '=', id)
        .where('day', '>=', dates[0]!)
        .where('day', '<=', dates[dates.length - 1]!)
        .execute();
      const byDate = new Map(rows.map((r) => [r.date, r]));
      const days = dates.map((date) => {
        const r = byDate.get(date);
        return {
          date,
          views: r?.views ?? 0,
          contacts: { call: r?.calls ?? 0, email: r?.emails ?? 0, whatsapp: r?.whatsapps ?? 0 },
          favourites: r?.favourites ?? 0,
        };
      });
      const totals = days.reduce(
        (t, d) => ({
          views: t.views + d.views,
          contacts: {
            call: t.contacts.call + d.contacts.call,
            email: t.contacts.email + d.contacts.email,
            whatsapp: t.contacts.whatsapp + d.contacts.whatsapp,
          },
          favourites: t.favourites + d.favourites,
        }),
        { views: 0, contacts: { call: 0, email: 0, whatsapp: 0 }, favourites: 0 },
      );
      return {
        success: true,
        message: MSG.statistics,
        data: { listing: { id, kind, title: titleFor(req, listing), status: listing.status }, days, totals },
      };
    },
  );

  app.get(
    '/listing-statistics/listings',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Your property and auto listings with their all-time views, contacts and current favourites, newest first',
        response: { 200: ListingsResponse },
        security: bearer,
      },
    },
    async (req) => {
      const byKind = await Promise.all(
        KIND_NAMES.map(async (kind) =>
          (
            (await listingsOf(kind, req.tenantId)
              .where('l.owner_id', '=', req.user.id)
              .execute()) as unknown as ListingRow[]
          ).map((row) => ({ kind, row })),
        ),
      );
      const all = byKind
        .flat()
        .sort(
          (x, y) => new Date(y.row.created_at).getTime() - new Date(x.row.created_at).getTime() || y.row.id - x.row.id,
        );
      const items = all.map(({ kind, row }) => ({
        kind,
        id: row.id,
        title: titleFor(req, row),
        status: row.status,
        views: row.views_count,
        contacts: row.contacts_count,
        favourites: Number(row.favourites),
      }));
      return { success: true, message: MSG.listings, data: { items } };
    },
  );
};

export default listingStatsRoutes;
