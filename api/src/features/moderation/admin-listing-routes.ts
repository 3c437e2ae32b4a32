import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { httpError } from '../../lib/errors.js';
import { adminOnly } from '../content/require-admin.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { KIND_NAMES, LISTING_KINDS, type ListingKind, listingPath } from '../listing-kinds/registry.js';
import type { ListingStatus } from '../listings/lifecycle.js';
import { lifetimesOf } from '../listings/expiry.js';
import { ADMIN_MSG } from './admin-messages.js';
import { adminMessageAr } from './admin-messages-ar.js';
import {
  AdminListingResponse,
  AdminListingsQuery,
  AdminListingsResponse,
  ListingDecisionBody,
} from './admin-schemas.js';
import { recordAudit } from './audit.js';
import { alreadyDecided, requiredReason } from './decisions.js';
import { listingHiddenNotice, listingRestoredNotice } from './emails.js';
import { sendNotice } from '../../lib/member-notice.js';
import { containsPattern } from './like.js';
import { refView } from './listing-ref-view.js';
import { listingRefs } from './listing-ref.js';
import { hideListing, restoreListing } from './listing-visibility.js';

const bearer = [{ bearer: [] }];
const tags = ['admin listings'];
const KINDS = KIND_NAMES;
const MAX_ID = 2_147_483_647;

interface Filters {
  q?: string;
  status?: string;
  owner_id?: number;
  id?: number;
}

/** One kind's listings matching the admin's filters (any status). */
function matching(db: Kysely<Database>, tenantId: number, kind: ListingKind, f: Filters) {
  let q = (db as unknown as Kysely<any>)
    .selectFrom(`${LISTING_KINDS[kind].table} as l`)
    .where('l.tenant_id', '=', tenantId);
  if (f.status) q = q.where('l.status', '=', f.status);
  if (f.owner_id) q = q.where('l.owner_id', '=', f.owner_id);
  if (f.id) q = q.where('l.id', '=', f.id);
  const text = f.q?.trim().replace(/^#/, '');
  if (text) {
    const pattern = containsPattern(text);
    const asId = /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID ? Number(text) : null;
    q = q.where((eb: any) =>
      eb.or([
        eb('l.name', 'ilike', pattern),
        eb('l.name_ar', 'ilike', pattern),
        ...(asId ? [eb('l.id', '=', asId)] : []),
      ]),
    );
  }
  return q;
}

/** The admin view of listings (in the order given): the queue's listing view and how many undecided reports each has. */
async function adminItems(db: Kysely<Database>, tenantId: number, listings: { kind: ListingKind; id: number }[]) {
  const byKind = await Promise.all(
    KINDS.map(async (kind) => {
      const ids = listings.filter((l) => l.kind === kind).map((l) => l.id);
      const [refs, reports] = await Promise.all([
        listingRefs(db, tenantId, kind, ids),
        ids.length
          ? db
              .selectFrom('listing_reports')
              .select(['listing_id', (eb) => eb.fn.countAll<string>().as('n')])
              .where('tenant_id', '=', tenantId)
              .where('listing_kind', '=', kind)
              .where('listing_id', 'in', ids)
              .where('decided_at', 'is', null)
              .groupBy('listing_id')
              .execute()
          : [],
      ]);
      const open = new Map(reports.map((r) => [r.listing_id, Number(r.n)]));
      return [kind, { refs, open }] as const;
    }),
  );
  const found = new Map(byKind);
  return listings.flatMap(({ kind, id }) => {
    const ref = found.get(kind)!.refs.get(id);
    return ref ? [{ ...refView(ref), reports_open: found.get(kind)!.open.get(id) ?? 0 }] : [];
  });
}

// Admins find any listing and hide or restore it.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, adminMessageAr);
  const admin = adminOnly(app);

  app.get(
    '/admin/listings',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        querystring: AdminListingsQuery,
        response: { 200: AdminListingsResponse },
        summary: 'Any listing in any status, newest first: by kind, name or number, status, owner (admins)',
      },
    },
    async (req) => {
      const page = paging(req.query.page, req.query.per_page);
      const kinds = req.query.kind ? [req.query.kind] : KINDS;
      // Both kinds: each kind's newest up to the end of the page, merged.
      const window =
        kinds.length === 1
          ? { limit: page.perPage, offset: page.offset }
          : { limit: page.offset + page.perPage, offset: 0 };
      const found = await Promise.all(
        kinds.map(async (kind) => {
          const q = matching(app.db, req.tenantId, kind, req.query);
          const [rows, total] = await Promise.all([
            q
              .select(['l.id', 'l.created_at'])
              .orderBy('l.created_at', 'desc')
              .orderBy('l.id', 'desc')
              .limit(window.limit)
              .offset(window.offset)
              .execute(),
            q.select((eb: any) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow() as Promise<{ n: string }>,
          ]);
          return {
            rows: (rows as { id: number; created_at: Date }[]).map((r) => ({ kind, ...r })),
            total: Number(total.n),
          };
        }),
      );
      const merged = found
        .flatMap((f) => f.rows)
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id);
      const pageRows = kinds.length === 1 ? merged : merged.slice(page.offset, page.offset + page.perPage);
      const total = found.reduce((sum, f) => sum + f.total, 0);
      return {
        success: true,
        message: ADMIN_MSG.listings,
        data: { data: await adminItems(app.db, req.tenantId, pageRows), pagination: paginationView(page, total) },
      };
    },
  );

  /** Locks the listing for the decision; 404 when there is none. */
  const lockListing = async (trx: Kysely<Database>, tenantId: number, kind: ListingKind, id: number) => {
    const row = (await (trx as unknown as Kysely<any>)
      .selectFrom(LISTING_KINDS[kind].table)
      .select(['id', 'owner_id', 'name', 'name_ar', 'status', 'status_before_hidden', 'hidden_reason'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()) as
      | {
          id: number;
          owner_id: number;
          name: string;
          name_ar: string | null;
          status: ListingStatus;
          status_before_hidden: ListingStatus | null;
          hidden_reason: string | null;
        }
      | undefined;
    if (!row) throw httpError(404, ADMIN_MSG.listingNotFound);
    return row;
  };
  const noticeVars = (
    kind: ListingKind,
    row: { id: number; name: string; name_ar: string | null },
    reason: string,
  ) => ({
    name: row.name,
    name_ar: row.name_ar,
    url: `${app.config.PUBLIC_SITE_URL}${listingPath(kind, row.id)}`,
    reason,
  });

  app.post(
    '/admin/listings/hide',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: ListingDecisionBody,
        response: { 200: AdminListingResponse },
        summary: 'Hide a listing with the reason its owner is emailed; its open reports are decided (admins)',
      },
    },
    async (req) => {
      const reason = requiredReason(req, req.body.reason);
      const { kind, id } = req.body;
      const now = app.clock.now();
      const row = await app.db.transaction().execute(async (trx) => {
        const listing = await lockListing(trx, req.tenantId, kind, id);
        if (listing.status === 'hidden' && listing.hidden_reason === 'moderator') alreadyDecided();
        await hideListing(trx, kind, req.tenantId, id, 'moderator', true);
        await trx
          .updateTable('listing_reports')
          .set({ decided_at: now, decision: 'hidden' })
          .where('tenant_id', '=', req.tenantId)
          .where('listing_kind', '=', kind)
          .where('listing_id', '=', id)
          .where('decided_at', 'is', null)
          .execute();
        await recordAudit(trx, req, {
          action: 'listing.hide',
          subject: { kind, id },
          reason,
          before: { status: listing.status, hidden_reason: listing.hidden_reason },
          after: { status: 'hidden', hidden_reason: 'moderator' },
        });
        return listing;
      });
      await sendNotice(app, req.tenantId, row.owner_id, listingHiddenNotice(noticeVars(kind, row, reason)));
      const [item] = await adminItems(app.db, req.tenantId, [{ kind, id }]);
      return { success: true, message: ADMIN_MSG.listingHidden, data: item! };
    },
  );

  app.post(
    '/admin/listings/restore',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: ListingDecisionBody,
        response: { 200: AdminListingResponse },
        summary:
          'Restore a hidden listing to the status it had, with the reason its owner is emailed; its open reports are decided (admins)',
      },
    },
    async (req) => {
      const reason = requiredReason(req, req.body.reason);
      const { kind, id } = req.body;
      const now = app.clock.now();
      const row = await app.db.transaction().execute(async (trx) => {
        const listing = await lockListing(trx, req.tenantId, kind, id);
        if (listing.status !== 'hidden') alreadyDecided();
        const owner = await trx
          .selectFrom('users')
          .select('suspended_at')
          .where('id', '=', listing.owner_id)
          .executeTakeFirst();
        if (owner?.suspended_at) throw httpError(400, ADMIN_MSG.ownerSuspended);
        const to = listing.status_before_hidden ?? 'active';
        await restoreListing(trx, kind, req.tenantId, id, { now, lifetimes: lifetimesOf(app.config) });
        await trx
          .updateTable('listing_reports')
          .set({ decided_at: now, decision: 'restored' })
          .where('tenant_id', '=', req.tenantId)
          .where('listing_kind', '=', kind)
          .where('listing_id', '=', id)
          .where('decided_at', 'is', null)
          .execute();
        await recordAudit(trx, req, {
          action: 'listing.restore',
          subject: { kind, id },
          reason,
          before: { status: 'hidden', hidden_reason: listing.hidden_reason },
          after: { status: to, hidden_reason: null },
        });
        return listing;
      });
      await sendNotice(app, req.tenantId, row.owner_id, listingRestoredNotice(noticeVars(kind, row, reason)));
      const [item] = await adminItems(app.db, req.tenantId, [{ kind, id }]);
      return { success: true, message: ADMIN_MSG.listingRestored, data: item! };
    },
  );
};

export default routes;
