import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { httpError } from '../../lib/errors.js';
import { languageOf } from '../../lib/validation-messages.js';
import '../auto/auto-tables.js';
import '../property/property-tables.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import type { ListingKind } from '../listing-kinds/registry.js';
import { KindSchema } from '../saved-searches/schemas.js';
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
    listing: Type.Object({ id: Type.Integer(), kind: KindSchema, title: Type.String(), status: Status }),
    days: Type.Array(Type.Object({ date: Type.String(), ...Counts })),
    totals: Type.Object(Counts),
  }),
);
const ListingsResponse = envelope(
  Type.Object({
    items: Type.Array(
      Type.Object({
        kind: KindSchema,
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

  // A sold car is still 'active' (shown with its badge); its owner sees it as sold.
  const autos = (tenantId: number) =>
    app.db
      .selectFrom('autos as a')
      .where('a.tenant_id', '=', tenantId)
      .select([
        'a.id',
        'a.owner_id',
        'a.name',
        'a.name_ar',
        'a.created_at',
        'a.views_count',
        'a.contacts_count',
        sql<string>`CASE WHEN a.status = 'active' AND a.vehicle_status = 'sold' THEN 'sold' ELSE a.status END`.as(
          'status',
        ),
        (eb) =>
          eb
            .selectFrom('auto_favourites as f')
            .select((f) => f.fn.countAll<number>().as('n'))
            .whereRef('f.auto_id', '=', 'a.id')
            .as('favourites'),
      ]);
  const properties = (tenantId: number) =>
    app.db
      .selectFrom('properties as p')
      .where('p.tenant_id', '=', tenantId)
      .select([
        'p.id',
        'p.owner_id',
        'p.name',
        'p.name_ar',
        'p.status',
        'p.created_at',
        'p.views_count',
        'p.contacts_count',
        (eb) =>
          eb
            .selectFrom('property_favourites as f')
            .select((f) => f.fn.countAll<number>().as('n'))
            .whereRef('f.property_id', '=', 'p.id')
            .as('favourites'),
      ]);

  app.get(
    '/listing-statistics',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Views, contacts by channel and favourites of one of your listings, per day for the last 30 days (UTC)',
        querystring: Type.Object({ kind: KindSchema, id: Id }),
        response: { 200: StatisticsResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { kind, id } = req.query as { kind: ListingKind; id: number };
      const listing = (
        kind === 'property'
          ? await properties(req.tenantId).where('p.id', '=', id).executeTakeFirst()
          : await autos(req.tenantId).where('a.id', '=', id).executeTakeFirst()
      ) as ListingRow | undefined;
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
      const [props, cars] = await Promise.all([
        properties(req.tenantId).where('p.owner_id', '=', req.user.id).execute(),
        autos(req.tenantId).where('a.owner_id', '=', req.user.id).execute(),
      ]);
      const all = [
        ...props.map((r) => ({ kind: 'property' as const, row: r as ListingRow })),
        ...cars.map((r) => ({ kind: 'auto' as const, row: r as ListingRow })),
      ].sort(
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
