import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import { attributeLabel, languageOf, validationText } from '../../lib/validation-messages.js';
import { findAgent } from './agents.js';
import { MSG } from './messages.js';
import { reviewFor } from './review-routes.js';
import {
  AgentRefBody,
  ReportAgentBody,
  AgentReportResponse,
  REPORT_REASONS,
  ReportReviewBody,
  ReviewRefBody,
  ReviewReportResponse,
} from './schemas.js';
import { trimText } from './text-input.js';
import { memberWriteLimit } from './write-limit.js';

const bearer = [{ bearer: [] }];
const tags = ['agent reports'];

/** The reason 'other' says nothing by itself: its text is required. */
function reportText(
  req: FastifyRequest,
  body: { reason: (typeof REPORT_REASONS)[number]; text?: string | null },
): string | null {
  const text = body.text ?? null;
  if (body.reason === 'other' && text === null) {
    const lang = languageOf(req.headers['accept-language']);
    const message = validationText('required', lang, { attribute: attributeLabel('text', lang) });
    throw httpError(400, message, { text: [message] });
  }
  return text;
}

// Reports a moderator decided are closed: only the undecided ones count.
const distinctReporters = async (db: Kysely<Database>, reviewId: number) =>
  Number(
    (
      await db
        .selectFrom('review_reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('review_id', '=', reviewId)
        .where('decided_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

// Reports of reviews and of agents (documented paths /report-review, /report-agent), once per member each, and withdrawn at will.
// A review reported by REVIEW_REPORT_THRESHOLD members is taken out of view until a moderator decides; the reported
// never learn who reported them (answers only tell members whether they did).
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const threshold = app.config.REVIEW_REPORT_THRESHOLD;
  const limit = memberWriteLimit(app, 'agent-report', 30);

  app.post(
    '/report-review',
    {
      preHandler: [app.authenticate, limit],
      preValidation: trimText('null'),
      schema: {
        tags,
        summary: 'Report a review (once); enough reports hide it until a moderator decides',
        body: ReportReviewBody,
        response: { 200: ReviewReportResponse },
        security: bearer,
      },
    },
    async (req) => {
      const text = reportText(req, req.body);
      const review = await reviewFor(req, req.body.review_id);
      if (review.reviewer_id === req.user.id) throw httpError(400, MSG.ownReview);
      await db.transaction().execute(async (trx) => {
        // A member's report a moderator decided is closed: reporting again opens a new one.
        await trx
          .deleteFrom('review_reports')
          .where('review_id', '=', review.id)
          .where('reporter_id', '=', req.user.id)
          .where('decided_at', 'is not', null)
          .execute();
        const added = await trx
          .insertInto('review_reports')
          .values({
            tenant_id: req.tenantId,
            review_id: review.id,
            reporter_id: req.user.id,
            reason: req.body.reason,
            text,
          })
          .onConflict((oc) => oc.columns(['review_id', 'reporter_id']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw httpError(400, MSG.reviewReportedAlready);
        if ((await distinctReporters(trx, review.id)) >= threshold) {
          await trx
            .updateTable('agent_reviews')
            .set({ hidden_at: new Date(), hidden_reason: 'reports' })
            .where('id', '=', review.id)
            .where('hidden_at', 'is', null)
            .execute();
        }
      });
      return { success: true, message: MSG.reported, data: { review_id: review.id, reported_by_me: true } };
    },
  );

  app.post(
    '/report-review/withdraw',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags,
        summary: 'Withdraw your report of a review',
        body: ReviewRefBody,
        response: { 200: ReviewReportResponse },
        security: bearer,
      },
    },
    async (req) => {
      const reviewId = req.body.review_id;
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('review_reports')
          .where('tenant_id', '=', req.tenantId)
          .where('review_id', '=', reviewId)
          .where('reporter_id', '=', req.user.id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw httpError(400, MSG.reviewNotReported);
        // Hidden by reports and now below the threshold, with no moderator's decision: shown again.
        if ((await distinctReporters(trx, reviewId)) < threshold) {
          await trx
            .updateTable('agent_reviews')
            .set({ hidden_at: null, hidden_reason: null })
            .where('id', '=', reviewId)
            .where('hidden_reason', '=', 'reports')
            .execute();
        }
      });
      return { success: true, message: MSG.reportWithdrawn, data: { review_id: reviewId, reported_by_me: false } };
    },
  );

  app.post(
    '/report-agent',
    {
      preHandler: [app.authenticate, limit],
      preValidation: trimText('null'),
      schema: {
        tags,
        summary: 'Report an agent or a company (once)',
        body: ReportAgentBody,
        response: { 200: AgentReportResponse },
        security: bearer,
      },
    },
    async (req) => {
      const text = reportText(req, req.body);
      const agent = await findAgent(db, req.tenantId, req.body.agent_id);
      if (agent.id === req.user.id) throw httpError(400, MSG.selfReport);
      const added = await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('agent_reports')
          .where('agent_id', '=', agent.id)
          .where('reporter_id', '=', req.user.id)
          .where('decided_at', 'is not', null)
          .execute();
        return trx
          .insertInto('agent_reports')
          .values({
            tenant_id: req.tenantId,
            agent_id: agent.id,
            reporter_id: req.user.id,
            reason: req.body.reason,
            text,
          })
          .onConflict((oc) => oc.columns(['agent_id', 'reporter_id']).doNothing())
          .executeTakeFirst();
      });
      if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) throw httpError(400, MSG.agentReportedAlready);
      return { success: true, message: MSG.reported, data: { agent_id: agent.id, reported_by_me: true } };
    },
  );

  app.post(
    '/report-agent/withdraw',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags,
        summary: 'Withdraw your report of an agent or a company',
        body: AgentRefBody,
        response: { 200: AgentReportResponse },
        security: bearer,
      },
    },
    async (req) => {
      const removed = await db
        .deleteFrom('agent_reports')
        .where('tenant_id', '=', req.tenantId)
        .where('agent_id', '=', req.body.agent_id)
        .where('reporter_id', '=', req.user.id)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw httpError(400, MSG.agentNotReported);
      return {
        success: true,
        message: MSG.reportWithdrawn,
        data: { agent_id: req.body.agent_id, reported_by_me: false },
      };
    },
  );
};

export default reportRoutes;
