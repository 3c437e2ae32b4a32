import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { httpError } from '../../lib/errors.js';
import { adminOnly } from '../content/require-admin.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { ADMIN_MSG } from './admin-messages.js';
import { adminMessageAr } from './admin-messages-ar.js';
import {
  AgentDecideBody,
  AgentDecisionResponse,
  AgentReportsResponse,
  QueuePageQuery,
  ReviewDecideBody,
  ReviewDecisionResponse,
  ReviewReportsResponse,
} from './admin-schemas.js';
import { recordAudit } from './audit.js';
import { alreadyDecided, requiredReason } from './decisions.js';
import { memberSuspendedNotice, reviewHiddenNotice, reviewShownNotice } from './emails.js';
import { sendNotice } from '../../lib/member-notice.js';
import { suspendWithin } from './suspend.js';

const bearer = [{ bearer: [] }];
const tags = ['admin reports'];
const fullName = (alias: string) =>
  sql<string>`concat_ws(' ', ${sql.ref(`${alias}.name`)}, ${sql.ref(`${alias}.surname`)})`;

type ReportTable = 'review_reports' | 'agent_reports';
const KEY = { review_reports: 'review_id', agent_reports: 'agent_id' } as const;

/**
 * The reports of each subject (review or agent), oldest first, with their reporter (admins see who reported): the
 * undecided ones, or those decided at `decidedAt` (the answer to a decision).
 */
async function reportsOf(db: Kysely<Database>, tenantId: number, table: ReportTable, ids: number[], decidedAt?: Date) {
  if (!ids.length) return new Map<number, never[]>();
  const key = KEY[table];
  const rows = (await (db as unknown as Kysely<any>)
    .selectFrom(`${table} as r`)
    .innerJoin('users as u', 'u.id', 'r.reporter_id')
    .select([
      `r.${key} as subject_id`,
      'r.reason',
      'r.text',
      'r.created_at',
      'u.id as reporter_id',
      fullName('u').as('reporter_name'),
    ])
    .where('r.tenant_id', '=', tenantId)
    .where(`r.${key}`, 'in', ids)
    .where('r.decided_at', decidedAt ? '=' : 'is', decidedAt ?? null)
    .orderBy('r.created_at')
    .orderBy('u.id')
    .execute()) as {
    subject_id: number;
    reason: string;
    text: string | null;
    created_at: Date;
    reporter_id: number;
    reporter_name: string;
  }[];
  const out = new Map<
    number,
    { reason: string; text: string | null; created_at: string; reporter: { id: number; name: string } }[]
  >();
  for (const r of rows) {
    const list = out.get(r.subject_id) ?? [];
    list.push({
      reason: r.reason,
      text: r.text,
      created_at: r.created_at.toISOString(),
      reporter: { id: r.reporter_id, name: r.reporter_name },
    });
    out.set(r.subject_id, list);
  }
  return out;
}

/** A queue's page: the subjects with undecided reports, the most reported first, then the longest waiting. */
async function queuePage(
  db: Kysely<Database>,
  tenantId: number,
  table: ReportTable,
  query: { page?: number; per_page?: number },
) {
  const page = paging(query.page, query.per_page);
  const key = KEY[table];
  const open = (db as unknown as Kysely<any>)
    .selectFrom(table)
    .where('tenant_id', '=', tenantId)
    .where('decided_at', 'is', null);
  const [rows, total] = await Promise.all([
    open
      .select([`${key} as id`, sql<string>`count(*)`.as('n'), sql`min(created_at)`.as('first')])
      .groupBy(key)
      .orderBy(sql`count(*)`, 'desc')
      .orderBy(sql`min(created_at)`)
      .orderBy(key)
      .limit(page.perPage)
      .offset(page.offset)
      .execute() as Promise<{ id: number }[]>,
    open.select(sql<string>`count(distinct ${sql.ref(key)})`.as('n')).executeTakeFirstOrThrow() as Promise<{
      n: string;
    }>,
  ]);
  return { ids: rows.map((r) => r.id), pagination: paginationView(page, Number(total.n)) };
}

async function reviewItems(db: Kysely<Database>, tenantId: number, ids: number[], decidedAt?: Date) {
  if (!ids.length) return [];
  const [reviews, reports] = await Promise.all([
    db
      .selectFrom('agent_reviews as r')
      .innerJoin('users as a', 'a.id', 'r.agent_id')
      .innerJoin('users as w', 'w.id', 'r.reviewer_id')
      .select([
        'r.id',
        'r.text',
        'r.overall_experience',
        'r.hidden_at',
        'r.hidden_reason',
        'r.created_at',
        'a.id as agent_id',
        fullName('a').as('agent_name'),
        'w.id as reviewer_id',
        fullName('w').as('reviewer_name'),
      ])
      .where('r.tenant_id', '=', tenantId)
      .where('r.id', 'in', ids)
      .execute(),
    reportsOf(db, tenantId, 'review_reports', ids, decidedAt),
  ]);
  const byId = new Map(reviews.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const list = reports.get(id) ?? [];
    return [
      {
        review: {
          id: r.id,
          agent: { id: r.agent_id, name: r.agent_name },
          reviewer: { id: r.reviewer_id, name: r.reviewer_name },
          text: r.text,
          overall_experience: r.overall_experience,
          hidden_at: r.hidden_at?.toISOString() ?? null,
          hidden_reason: r.hidden_reason,
          created_at: r.created_at.toISOString(),
        },
        reports: list,
        reports_count: list.length,
      },
    ];
  });
}

async function agentItems(db: Kysely<Database>, tenantId: number, ids: number[], decidedAt?: Date) {
  if (!ids.length) return [];
  const [agents, reports] = await Promise.all([
    db
      .selectFrom('users as u')
      .select(['u.id', fullName('u').as('name'), 'u.email', 'u.user_type', 'u.suspended_at'])
      .where('u.tenant_id', '=', tenantId)
      .where('u.id', 'in', ids)
      .execute(),
    reportsOf(db, tenantId, 'agent_reports', ids, decidedAt),
  ]);
  const byId = new Map(agents.map((a) => [a.id, a]));
  return ids.flatMap((id) => {
    const a = byId.get(id);
    if (!a) return [];
    const list = reports.get(id) ?? [];
    return [
      {
        agent: { ...a, suspended_at: a.suspended_at?.toISOString() ?? null },
        reports: list,
        reports_count: list.length,
      },
    ];
  });
}

// The queue of reported reviews and agents, and the decisions on them. A decision closes every undecided report of
// its subject; a report made afterwards opens the subject again.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, adminMessageAr);
  const admin = adminOnly(app);

  app.get(
    '/admin/review-reports',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        querystring: QueuePageQuery,
        response: { 200: ReviewReportsResponse },
        summary: 'Reviews with undecided reports, the most reported first, with the reports and reporters (admins)',
      },
    },
    async (req) => {
      const { ids, pagination } = await queuePage(app.db, req.tenantId, 'review_reports', req.query);
      return {
        success: true,
        message: ADMIN_MSG.reviewReports,
        data: { data: await reviewItems(app.db, req.tenantId, ids), pagination },
      };
    },
  );

  app.post(
    '/admin/review-reports/decide',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: ReviewDecideBody,
        response: { 200: ReviewDecisionResponse },
        summary: 'Hide a reported review (with the reason its writer is emailed) or dismiss its reports (admins)',
      },
    },
    async (req) => {
      const { review_id: id, decision } = req.body;
      const reason = decision === 'hide' ? requiredReason(req, req.body.reason) : req.body.reason?.trim() || null;
      const now = app.clock.now();
      const outcome = await app.db.transaction().execute(async (trx) => {
        const review = await trx
          .selectFrom('agent_reviews as r')
          .innerJoin('users as a', 'a.id', 'r.agent_id')
          .select(['r.id', 'r.reviewer_id', 'r.hidden_at', 'r.hidden_reason', fullName('a').as('agent_name')])
          .where('r.tenant_id', '=', req.tenantId)
          .where('r.id', '=', id)
          .forUpdate('r')
          .executeTakeFirst();
        if (!review) throw httpError(404, ADMIN_MSG.reviewNotFound);
        const decided = await trx
          .updateTable('review_reports')
          .set({ decided_at: now, decision: decision === 'hide' ? 'hidden' : 'dismissed' })
          .where('tenant_id', '=', req.tenantId)
          .where('review_id', '=', id)
          .where('decided_at', 'is', null)
          .returning('reporter_id')
          .execute();
        if (!decided.length) alreadyDecided();
        const before = { hidden_at: review.hidden_at?.toISOString() ?? null, hidden_reason: review.hidden_reason };
        let after = before;
        if (decision === 'hide') {
          const hiddenAt = review.hidden_at ?? now;
          await trx
            .updateTable('agent_reviews')
            .set({ hidden_at: hiddenAt, hidden_reason: 'moderator' })
            .where('id', '=', id)
            .execute();
          after = { hidden_at: hiddenAt.toISOString(), hidden_reason: 'moderator' };
        } else if (review.hidden_reason === 'reports') {
          // Taken out of view by the reports alone: the reports dismissed, it shows again.
          await trx
            .updateTable('agent_reviews')
            .set({ hidden_at: null, hidden_reason: null })
            .where('id', '=', id)
            .execute();
          after = { hidden_at: null, hidden_reason: null };
        }
        await recordAudit(trx, req, {
          action: decision === 'hide' ? 'review.hide' : 'review_reports.dismiss',
          subject: { kind: 'review', id },
          reason,
          before,
          after: { ...after, reports_decided: decided.length },
        });
        return { review, shownAgain: before.hidden_at !== null && after.hidden_at === null };
      });
      const { review } = outcome;
      if (decision === 'hide')
        await sendNotice(app, req.tenantId, review.reviewer_id, reviewHiddenNotice(review.agent_name, reason!));
      else if (outcome.shownAgain)
        await sendNotice(app, req.tenantId, review.reviewer_id, reviewShownNotice(review.agent_name));
      const [item] = await reviewItems(app.db, req.tenantId, [id], now);
      return {
        success: true,
        message: decision === 'hide' ? ADMIN_MSG.reviewHidden : ADMIN_MSG.reportsDismissed,
        data: item!,
      };
    },
  );

  app.get(
    '/admin/agent-reports',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        querystring: QueuePageQuery,
        response: { 200: AgentReportsResponse },
        summary:
          'Agents and companies with undecided reports, the most reported first, with the reports and reporters (admins)',
      },
    },
    async (req) => {
      const { ids, pagination } = await queuePage(app.db, req.tenantId, 'agent_reports', req.query);
      return {
        success: true,
        message: ADMIN_MSG.agentReports,
        data: { data: await agentItems(app.db, req.tenantId, ids), pagination },
      };
    },
  );

  app.post(
    '/admin/agent-reports/decide',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: AgentDecideBody,
        response: { 200: AgentDecisionResponse },
        summary: "Dismiss an agent's reports, or suspend the agent with the reason they are emailed (admins)",
      },
    },
    async (req) => {
      const { agent_id: id, decision } = req.body;
      const reason = decision === 'suspend' ? requiredReason(req, req.body.reason) : req.body.reason?.trim() || null;
      const now = app.clock.now();
      const suspendedNow = await app.db.transaction().execute(async (trx) => {
        const agent = await trx
          .selectFrom('users')
          .select(['id', 'suspended_at'])
          .where('tenant_id', '=', req.tenantId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!agent) throw httpError(404, ADMIN_MSG.agentNotFound);
        const decided = await trx
          .updateTable('agent_reports')
          .set({ decided_at: now, decision: decision === 'suspend' ? 'hidden' : 'dismissed' })
          .where('tenant_id', '=', req.tenantId)
          .where('agent_id', '=', id)
          .where('decided_at', 'is', null)
          .returning('reporter_id')
          .execute();
        if (!decided.length) alreadyDecided();
        // Suspending someone suspended already only closes the reports.
        const suspend = decision === 'suspend' && agent.suspended_at === null;
        if (suspend) await suspendWithin(trx, req, id, reason!, now);
        await recordAudit(trx, req, {
          action: `agent_reports.${decision}`,
          subject: { kind: 'agent', id },
          reason,
          after: { reports_decided: decided.length },
        });
        return suspend;
      });
      if (suspendedNow) await sendNotice(app, req.tenantId, id, memberSuspendedNotice(reason!));
      const [item] = await agentItems(app.db, req.tenantId, [id], now);
      return {
        success: true,
        message: decision === 'suspend' ? ADMIN_MSG.agentSuspended : ADMIN_MSG.reportsDismissed,
        data: item!,
      };
    },
  );
};

export default routes;
