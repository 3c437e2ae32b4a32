import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql, type Transaction } from 'kysely';
import { Type } from 'typebox';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import type { MailMessage } from '../../lib/mailer.js';
import { attributeLabel, languageOf, validationText } from '../../lib/validation-messages.js';
import { trimText } from '../agents/text-input.js';
import { memberWriteLimit } from '../agents/write-limit.js';
import { adminOnly } from '../content/require-admin.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { lifetimesOf } from '../listings/expiry.js';
import { KINDS, LISTING_KINDS, type ListingKind, listingPath } from '../listing-kinds/registry.js';
import { ListingKindSchema } from '../listing-kinds/kind-schema.js';
import { isPublic } from '../listings/lifecycle.js';
import type { ListingReportReason, ReportDecision } from './moderation-tables.js';
import { recordAudit } from './audit.js';
import { alreadyDecided, requiredReason } from './decisions.js';
import { listingRefs, listingRefsOfAll } from './listing-ref.js';
import { refView } from './listing-ref-view.js';
import { decisionNotice, REPORT_MSG, reportMessageAr, underReviewNotice } from './listing-report-texts.js';
import { hideListing, listingState, restoreListing } from './listing-visibility.js';
import { memberNotice } from '../../lib/member-notice.js';
import { MODERATION_MSG } from './messages.js';
import { ListingRefSchema, paged, PageQuery, Reason } from './schemas.js';
import { DateTime, Id, Nullable } from '../../lib/schema-types.js';
import { envelope } from '../../lib/envelope.js';
import './moderation-tables.js';

const bearer = [{ bearer: [] }];
const tags = ['listing reports'];
const LISTING_REPORT_REASONS = [
  'fake',
  'sold',
  'wrong_price',
  'wrong_place',
  'offensive',
  'duplicate',
  'other',
] as const satisfies readonly ListingReportReason[];

const ListingTarget = { kind: ListingKindSchema, id: Id };
/** The report's listing still exists, in its kind's table. */
const listingExists = sql<boolean>`CASE r.listing_kind ${sql.join(
  KINDS.map(
    (k) => sql`WHEN ${sql.lit(k.name)} THEN EXISTS (SELECT 1 FROM ${sql.table(k.table)} l WHERE l.id = r.listing_id)`,
  ),
  sql` `,
)} ELSE false END`;
const ReportBody = Type.Object({
  ...ListingTarget,
  reason: Type.Enum([...LISTING_REPORT_REASONS]),
  /** Required when the reason is 'other'. */
  text: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});
const MyReport = Type.Object({ reason: Type.String(), created_at: DateTime });
const QueueItem = Type.Object({
  listing: ListingRefSchema,
  reports: Type.Array(
    Type.Object({
      reason: Type.String(),
      text: Nullable(Type.String()),
      created_at: DateTime,
      reporter: Type.Object({ id: Id, name: Type.String() }),
    }),
  ),
  reports_count: Type.Integer(),
});
const DecideBody = Type.Object({
  ...ListingTarget,
  decision: Type.Enum(['hide', 'restore', 'dismiss']),
  reason: Type.Optional(Nullable(Reason)),
});
const DECIDED: Record<'hide' | 'restore' | 'dismiss', ReportDecision> = {
  hide: 'hidden',
  restore: 'restored',
  dismiss: 'dismissed',
};

type Trx = Transaction<Database>;

/** The members whose reports of the listing no moderator has decided on yet. */
const openReporters = async (db: Kysely<Database> | Trx, tenantId: number, kind: ListingKind, id: number) =>
  Number(
    (
      await db
        .selectFrom('listing_reports')
        .select((eb) => eb.fn.count<number>('reporter_id').distinct().as('n'))
        .where('tenant_id', '=', tenantId)
        .where('listing_kind', '=', kind)
        .where('listing_id', '=', id)
        .where('decided_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The reason 'other' says nothing by itself: its text is required. */
function reportText(req: FastifyRequest, body: { reason: ListingReportReason; text?: string | null }): string | null {
  const text = body.text ?? null;
  if (body.reason === 'other' && text === null) {
    const lang = languageOf(req.headers['accept-language']);
    const message = validationText('required', lang, { attribute: attributeLabel('text', lang) });
    throw httpError(400, message, { text: [message] });
  }
  return text;
}

// Members report a listing (once, withdrawable while no moderator has decided): LISTING_REPORT_THRESHOLD members'
// open reports hide it "under review" and tell its owner, who never learns who reported. Admins' queue of reported
// listings, most reported first, and their decision: hide it, restore it, or dismiss the reports.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, reportMessageAr);
  const db = app.db;
  const threshold = app.config.LISTING_REPORT_THRESHOLD;
  const limit = memberWriteLimit(app, 'listing-report', 30);
  const siteUrl = (kind: ListingKind, id: number) => `${app.config.PUBLIC_SITE_URL}${listingPath(kind, id)}`;
  const myListingsUrl = `${app.config.PUBLIC_SITE_URL}/my-listing`;
  const send = async (mail: MailMessage | null) => {
    if (!mail) return;
    try {
      await app.mailer.dispatch(mail);
    } catch (err) {
      app.log.error({ err }, 'listing report notice could not be sent');
    }
  };

  app.post(
    '/listing-reports',
    {
      preHandler: [app.authenticate, limit],
      preValidation: trimText('null'),
      schema: {
        tags,
        summary: 'Report a listing (once); enough reports hide it until a moderator decides',
        body: ReportBody,
        response: { 200: envelope(MyReport) },
        security: bearer,
      },
    },
    async (req) => {
      const { kind, id, reason } = req.body;
      const text = reportText(req, req.body);
      const { owner, hidden, created_at } = await db.transaction().execute(async (trx) => {
        const listing = await listingState(trx, kind, req.tenantId, id);
        if (!listing || !isPublic(listing.status)) throw httpError(404, LISTING_KINDS[kind].notFound);
        if (listing.owner_id === req.user.id) throw httpError(400, REPORT_MSG.own);
        const added = await trx
          .insertInto('listing_reports')
          .values({
            tenant_id: req.tenantId,
            listing_kind: kind,
            listing_id: id,
            reporter_id: req.user.id,
            reason,
            text,
          })
          .onConflict((oc) => oc.columns(['listing_kind', 'listing_id', 'reporter_id']).doNothing())
          .returning('created_at')
          .executeTakeFirst();
        if (!added) throw httpError(409, REPORT_MSG.already);
        const reachesThreshold = (await openReporters(trx, req.tenantId, kind, id)) >= threshold;
        if (reachesThreshold) await hideListing(trx, kind, req.tenantId, id, 'reports', false);
        return { owner: listing, hidden: reachesThreshold, created_at: added.created_at };
      });
      if (hidden)
        await send(await memberNotice(db, req.tenantId, owner.owner_id, underReviewNotice(owner, myListingsUrl)));
      return {
        success: true,
        message: REPORT_MSG.reported,
        data: { reason, created_at: new Date(created_at).toISOString() },
      };
    },
  );

  app.post(
    '/listing-reports/withdraw',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags,
        summary: 'Withdraw your report of a listing (while no moderator has decided on it)',
        body: Type.Object(ListingTarget),
        response: { 200: envelope(Type.Null()) },
        security: bearer,
      },
    },
    async (req) => {
      const { kind, id } = req.body;
      await db.transaction().execute(async (trx) => {
        // The listing first, as a report takes it, so a report and a withdrawal at once apply one after the other.
        await listingState(trx, kind, req.tenantId, id);
        const removed = await trx
          .deleteFrom('listing_reports')
          .where('tenant_id', '=', req.tenantId)
          .where('listing_kind', '=', kind)
          .where('listing_id', '=', id)
          .where('reporter_id', '=', req.user.id)
          .where('decided_at', 'is', null)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw httpError(400, REPORT_MSG.notReported);
        // Hidden by reports, now below the threshold, and no moderator decided: back as it was.
        const state = await listingState(trx, kind, req.tenantId, id);
        if (state?.hidden_reason === 'reports' && (await openReporters(trx, req.tenantId, kind, id)) < threshold) {
          await restoreListing(trx, kind, req.tenantId, id, {
            now: app.clock.now(),
            lifetimes: lifetimesOf(app.config),
          });
        }
      });
      return { success: true, message: REPORT_MSG.withdrawn, data: null };
    },
  );

  app.get(
    '/admin/listing-reports',
    {
      preHandler: adminOnly(app),
      schema: {
        tags,
        summary: 'Listings with reports no moderator has decided on, most reported first (admins)',
        querystring: Type.Object(PageQuery),
        response: { 200: paged(QueueItem) },
        security: bearer,
      },
    },
    async (req) => {
      const p = paging(req.query.page, req.query.per_page ?? 20);
      // Reports of listings that still exist (a deleted listing's reports have nothing left to decide).
      const open = db
        .selectFrom('listing_reports as r')
        .where('r.tenant_id', '=', req.tenantId)
        .where('r.decided_at', 'is', null)
        .where(listingExists);
      const [{ n }, groups] = await Promise.all([
        db
          .selectFrom(
            open.select(['r.listing_kind', 'r.listing_id']).groupBy(['r.listing_kind', 'r.listing_id']).as('g'),
          )
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        open
          .select([
            'r.listing_kind',
            'r.listing_id',
            (eb) => eb.fn.countAll<number>().as('c'),
            (eb) => eb.fn.max('r.created_at').as('latest'),
          ])
          .groupBy(['r.listing_kind', 'r.listing_id'])
          .orderBy('c', 'desc')
          .orderBy('latest', 'desc')
          .orderBy('r.listing_kind')
          .orderBy('r.listing_id')
          .limit(p.perPage)
          .offset(p.offset)
          .execute(),
      ]);
      const [refOf, reports] = await Promise.all([
        listingRefsOfAll(
          db,
          req.tenantId,
          groups.map((g) => ({ kind: g.listing_kind, id: g.listing_id })),
        ),
        groups.length
          ? db
              .selectFrom('listing_reports as r')
              .innerJoin('users as u', 'u.id', 'r.reporter_id')
              .select([
                'r.listing_kind',
                'r.listing_id',
                'r.reason',
                'r.text',
                'r.created_at',
                'u.id as reporter_id',
                sql<string>`concat_ws(' ', u.name, u.surname)`.as('reporter_name'),
              ])
              .where('r.tenant_id', '=', req.tenantId)
              .where('r.decided_at', 'is', null)
              .where((eb) =>
                eb.or(
                  groups.map((g) =>
                    eb.and([eb('r.listing_kind', '=', g.listing_kind), eb('r.listing_id', '=', g.listing_id)]),
                  ),
                ),
              )
              .orderBy('r.created_at', 'desc')
              .execute()
          : [],
      ]);
      const data = groups.flatMap((g) => {
        const listing = refOf(g.listing_kind, g.listing_id);
        if (!listing) return [];
        const own = reports
          .filter((r) => r.listing_kind === g.listing_kind && r.listing_id === g.listing_id)
          .map((r) => ({
            reason: r.reason,
            text: r.text,
            created_at: new Date(r.created_at).toISOString(),
            reporter: { id: r.reporter_id, name: r.reporter_name },
          }));
        return [{ listing: refView(listing), reports: own, reports_count: own.length }];
      });
      return { success: true, message: REPORT_MSG.queue, data: { data, pagination: paginationView(p, Number(n)) } };
    },
  );

  app.post(
    '/admin/listing-reports/decide',
    {
      preHandler: adminOnly(app),
      schema: {
        tags,
        summary: "Decide on a listing's open reports: hide it, restore it, or dismiss them (admins)",
        body: DecideBody,
        response: { 200: envelope(ListingRefSchema) },
        security: bearer,
      },
    },
    async (req) => {
      const { kind, id, decision } = req.body;
      const reason =
        decision === 'dismiss' ? (req.body.reason ?? '').trim() || null : requiredReason(req, req.body.reason);
      const { notice, listing } = await db.transaction().execute(async (trx) => {
        const before = await listingState(trx, kind, req.tenantId, id);
        if (!before) throw httpError(404, LISTING_KINDS[kind].notFound);
        const decided = await trx
          .updateTable('listing_reports')
          .set({ decided_at: app.clock.now(), decision: DECIDED[decision] })
          .where('tenant_id', '=', req.tenantId)
          .where('listing_kind', '=', kind)
          .where('listing_id', '=', id)
          .where('decided_at', 'is', null)
          .executeTakeFirst();
        const count = Number(decided.numUpdatedRows);
        if (count === 0) alreadyDecided();
        const at = { now: app.clock.now(), lifetimes: lifetimesOf(app.config) };
        let notice: 'hidden' | 'restored' | null = null;
        if (decision === 'hide') {
          await hideListing(trx, kind, req.tenantId, id, 'moderator', true);
          notice = 'hidden';
        } else if (decision === 'restore') {
          await restoreListing(trx, kind, req.tenantId, id, at);
          notice = 'restored';
        } else if (before.hidden_reason === 'reports' && (await restoreListing(trx, kind, req.tenantId, id, at))) {
          // Dismissed reports that had hidden the listing: it is back, and its owner is told so.
          notice = 'restored';
        }
        const after = (await listingState(trx, kind, req.tenantId, id))!;
        await recordAudit(trx, req, {
          action: `listing_reports.${decision}`,
          subject: { kind, id },
          reason,
          before: { status: before.status, hidden_reason: before.hidden_reason, open_reports: count },
          after: { status: after.status, hidden_reason: after.hidden_reason },
        });
        return { notice, listing: before };
      });
      if (notice)
        await send(
          await memberNotice(
            db,
            req.tenantId,
            listing.owner_id,
            decisionNotice(listing, notice, reason, siteUrl(kind, id)),
          ),
        );
      const ref = (await listingRefs(db, req.tenantId, kind, [id])).get(id)!;
      return { success: true, message: MODERATION_MSG.decided, data: refView(ref) };
    },
  );
};

export default routes;
