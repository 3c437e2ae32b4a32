import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { httpError } from '../../lib/errors.js';
import { adminOnly } from '../content/require-admin.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { KIND_NAMES, LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { changeStatus } from '../listings/status-change.js';
import { recordAudit } from './audit.js';
import { alreadyDecided, requiredReason } from './decisions.js';
import { listingRefsOfAll } from './listing-ref.js';
import { memberNotice } from '../../lib/member-notice.js';
import { MODERATION_MSG } from './messages.js';
import type { ListingDuplicatesTable } from './moderation-tables.js';
import { duplicateHiddenNotice, TRUST_MSG, trustMessageAr } from './trust-messages.js';
import {
  DuplicateDecideBody,
  DuplicateItemResponse,
  type DuplicateItemT,
  DuplicateQueueQuery,
  DuplicateQueueResponse,
} from './trust-schemas.js';
import { listingName } from '../listings/listing-name.js';

const bearer = [{ bearer: [] }];
const tags = ['moderation'];

type DuplicateRow = Selectable<ListingDuplicatesTable>;

/** The queue's items: the flagged listing and the one it repeats, each as the admin's listing view (one query per kind). */
async function duplicateItems(db: Kysely<Database>, tenantId: number, rows: DuplicateRow[]): Promise<DuplicateItemT[]> {
  const refOf = await listingRefsOfAll(
    db,
    tenantId,
    rows.flatMap((r) => [
      { kind: r.listing_kind, id: r.listing_id },
      { kind: r.listing_kind, id: r.original_id },
    ]),
  );
  return rows.flatMap((r) => {
    const listing = refOf(r.listing_kind, r.listing_id);
    const original = refOf(r.listing_kind, r.original_id);
    if (!listing || !original) return [];
    return [
      {
        id: r.id,
        basis: r.basis,
        status: r.status,
        created_at: r.created_at.toISOString(),
        listing: { ...listing, created_at: listing.created_at.toISOString() },
        original: { ...original, created_at: original.created_at.toISOString() },
      },
    ];
  });
}

/** Both listings of a flag still exist (a listing removed by its owner leaves its flags behind). */
const bothExist = (kind: ListingKind) => {
  const table = sql.table(LISTING_KINDS[kind].table);
  return sql<boolean>`(d.listing_kind = ${kind} AND EXISTS (SELECT 1 FROM ${table} l WHERE l.id = d.listing_id) AND EXISTS (SELECT 1 FROM ${table} o WHERE o.id = d.original_id))`;
};

// Listings flagged as repeating someone else's active listing (listings/duplicates.ts): the admins' queue and its
// decisions — hide the repeat (its owner is emailed) or dismiss the flag.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, trustMessageAr);
  const admin = adminOnly(app);

  app.get(
    '/admin/duplicates',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        querystring: DuplicateQueueQuery,
        response: { 200: DuplicateQueueResponse },
        summary: "Listings flagged as repeating another member's listing, oldest first (admins)",
      },
    },
    async (req) => {
      const page = paging(req.query.page, req.query.per_page);
      const q = app.db
        .selectFrom('listing_duplicates as d')
        .where('d.tenant_id', '=', req.tenantId)
        .where('d.status', '=', 'pending')
        .where(sql<boolean>`(${sql.join(KIND_NAMES.map(bothExist), sql` OR `)})`);
      const [rows, total] = await Promise.all([
        q.selectAll('d').orderBy('d.created_at').orderBy('d.id').limit(page.perPage).offset(page.offset).execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        success: true,
        message: TRUST_MSG.duplicates,
        data: {
          data: await duplicateItems(app.db, req.tenantId, rows),
          pagination: paginationView(page, Number(total.n)),
        },
      };
    },
  );

  app.post(
    '/admin/duplicates/decide',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: DuplicateDecideBody,
        response: { 200: DuplicateItemResponse },
        summary: 'Hide a flagged repeat (its owner is emailed the reason) or dismiss the flag (admins)',
      },
    },
    async (req) => {
      const { id, decision } = req.body;
      const reason = decision === 'hide' ? requiredReason(req, req.body.reason) : req.body.reason?.trim() || null;
      const found = await app.db
        .selectFrom('listing_duplicates')
        .selectAll()
        .where('tenant_id', '=', req.tenantId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!found) throw httpError(404, TRUST_MSG.duplicateNotFound);
      const kind = found.listing_kind;
      const { table } = LISTING_KINDS[kind];
      const decided = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('listing_duplicates')
          .set({
            status: decision === 'hide' ? 'hidden' : 'dismissed',
            reason,
            decided_by: req.user.id,
            decided_at: app.clock.now(),
          })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .returningAll()
          .executeTakeFirst();
        if (!row) alreadyDecided();
        const loose = trx as unknown as Kysely<any>;
        const before = await loose
          .selectFrom(table)
          .select(['status', 'hidden_reason'])
          .where('id', '=', row.listing_id)
          .executeTakeFirst();
        // Already hidden (by reports, say): it stays hidden, now as a duplicate.
        if (decision === 'hide' && before)
          await changeStatus(trx, kind, { tenantId: req.tenantId, id: row.listing_id }, 'hidden', {
            by: 'moderator',
            hiddenReason: 'duplicate',
          });
        await recordAudit(trx, req, {
          action: `duplicate.${decision}`,
          subject: { kind, id: row.listing_id },
          reason,
          before: { flag: 'pending', status: before?.status ?? null, hidden_reason: before?.hidden_reason ?? null },
          after: {
            flag: row.status,
            original_id: row.original_id,
            basis: row.basis,
            ...(decision === 'hide' ? { status: 'hidden', hidden_reason: 'duplicate' } : {}),
          },
        });
        return row;
      });
      const [item] = await duplicateItems(app.db, req.tenantId, [decided]);
      if (decision === 'hide' && item) {
        const names = { en: listingName(item.listing, 'en'), ar: listingName(item.listing, 'ar') };
        const notice = await memberNotice(
          app.db,
          req.tenantId,
          item.listing.owner.id,
          duplicateHiddenNotice(names, reason!),
        );
        if (notice) await app.mailer.dispatch(notice);
      }
      if (!item) throw httpError(404, TRUST_MSG.duplicateNotFound);
      return { success: true, message: MODERATION_MSG.decided, data: item };
    },
  );
};

export default routes;
