import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { sendNotice } from '../../lib/member-notice.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { findAgent, latestContact, profileNameOf } from './agents.js';
import type { AgentReviewsTable } from './agent-tables.js';
import { MSG } from './messages.js';
import { type RatingCategory, ratingSummary } from './ratings.js';
import { newReviewNotice, reviewReplyNotice } from './review-emails.js';
import { findReview, ratingSum, reviewsSeenBy, reviewView, selectReview } from './review-views.js';
import {
  NullResponse,
  ReplyBody,
  ReplyParams,
  ReviewBody,
  ReviewIdParams,
  ReviewListQuery,
  ReviewListResponse,
  ReviewResponse,
} from './schemas.js';
import { trimText } from './text-input.js';
import { memberWriteLimit } from './write-limit.js';

const bearer = [{ bearer: [] }];
const tags = ['agent reviews'];
type Rating = AgentReviewsTable['overall_experience'];

/** A review the member may act on: one of the site's, and not hidden unless it is their own. */
export async function reviewFor(req: FastifyRequest, id: number) {
  const row = await req.server.db
    .selectFrom('agent_reviews')
    .select(['id', 'agent_id', 'reviewer_id', 'hidden_at', 'hidden_reason'])
    .where('tenant_id', '=', req.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || (row.hidden_at !== null && row.reviewer_id !== req.user.id)) throw httpError(404, MSG.reviewNotFound);
  return row;
}

// Reviews of agents and companies (documented paths /agent-review, /agent-review-listing): one per member per agent, after a
// recorded contact, four ratings and an optional text; the reviewed agent may answer each with one public reply.
const reviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const reviewLimit = memberWriteLimit(app, 'agent-review', 30);
  const replyLimit = memberWriteLimit(app, 'agent-review-reply', 60);

  /** A review of the signed-in agent: only they may reply to it. */
  const reviewOfMe = async (req: FastifyRequest, id: number) => {
    const review = await reviewFor(req, id);
    if (review.agent_id !== req.user.id) throw httpError(403, FORBIDDEN_MESSAGE);
    return review;
  };

  // A reviewer by their first name, as their reviews show them.
  const nameOf = async (req: FastifyRequest, id: number) =>
    (
      await db
        .selectFrom('users')
        .select('name')
        .where('tenant_id', '=', req.tenantId)
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).name;
  // The profile opened at its reviews (the site's `?view=reviews`): what these mails are about.
  const agentPageUrl = (agentId: number) => `${app.config.PUBLIC_SITE_URL}/agent-details/${agentId}?view=reviews`;

  // Deleting a review and writing it again (or a reply) is a new one: so that doing it over and over cannot fill the
  // other side's mailbox, each member tells each agent of a review (each agent each review of a reply) once a day.
  const oncePerDay = (key: (req: FastifyRequest) => string) => {
    const limit = app.createRateLimit({ max: 1, timeWindow: 24 * 3_600_000, keyGenerator: key });
    return async (req: FastifyRequest) => {
      const result = await limit(req);
      return result.isAllowed || !result.isExceeded;
    };
  };
  const reviewMailDue = oncePerDay(
    (req) => `review-mail:${req.tenantId}:${req.user.id}:${(req.body as { agent_id: number }).agent_id}`,
  );
  const replyMailDue = oncePerDay(
    (req) => `reply-mail:${req.tenantId}:${req.user.id}:${(req.body as { review_id: number }).review_id}`,
  );

  /** The agent hears of a new review of them; the review is saved whether or not the mail goes out. */
  const tellOfReview = async (
    req: FastifyRequest,
    agentId: number,
    review: { ratings: Record<RatingCategory, number>; text: string | null },
  ) => {
    if (!(await reviewMailDue(req))) return;
    await sendNotice(
      app,
      req.tenantId,
      agentId,
      newReviewNotice({ reviewer: await nameOf(req, req.user.id), ...review, agentPageUrl: agentPageUrl(agentId) }),
    );
  };

  /** The reviewer hears of the agent's first reply to their review. */
  const tellOfReply = async (req: FastifyRequest, reviewerId: number, reply: string) => {
    if (!(await replyMailDue(req))) return;
    await sendNotice(
      app,
      req.tenantId,
      reviewerId,
      reviewReplyNotice({
        agent: await profileNameOf(db, req.tenantId, req.user.id),
        text: reply,
        agentPageUrl: agentPageUrl(req.user.id),
      }),
    );
  };

  const answer = async (req: FastifyRequest, id: number, message: string) => {
    const review = await findReview(db, req.tenantId, req.user.id, { id });
    if (!review) throw httpError(404, MSG.reviewNotFound);
    return { success: true, message, data: review };
  };

  app.get(
    '/agent-review-listing',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "An agent's reviews (newest, highest or lowest first) with the rating summary",
        querystring: ReviewListQuery,
        response: { 200: ReviewListResponse },
        security: bearer,
      },
    },
    async (req) => {
      const agent = await findAgent(db, req.tenantId, req.query.agent_id);
      const viewer = req.user.id;
      const p = paging(req.query.page, req.query.per_page);
      const reviews = reviewsSeenBy(db, req.tenantId, viewer).where('r.agent_id', '=', agent.id);
      let ordered = selectReview(reviews, viewer);
      if (req.query.sort === 'highest') ordered = ordered.orderBy(ratingSum, 'desc');
      if (req.query.sort === 'lowest') ordered = ordered.orderBy(ratingSum, 'asc');
      const [{ n }, rows, summary] = await Promise.all([
        reviews.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        ordered.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(p.perPage).offset(p.offset).execute(),
        ratingSummary(db, req.tenantId, agent.id),
      ]);
      return {
        success: true,
        message: MSG.reviews,
        data: { items: rows.map((r) => reviewView(r, viewer)), pagination: paginationView(p, Number(n)), summary },
      };
    },
  );

  app.post(
    '/agent-review',
    {
      preHandler: [app.authenticate, reviewLimit],
      preValidation: trimText('null'),
      schema: {
        tags,
        summary: 'Review an agent (after contacting them), or edit your review of them',
        body: ReviewBody,
        response: { 200: ReviewResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { agent_id: agentId, text, ...ratings } = req.body;
      const agent = await findAgent(db, req.tenantId, agentId);
      if (agent.id === req.user.id) throw httpError(403, MSG.selfReview);
      const contact = await latestContact(db, req.tenantId, req.user.id, agent.id);
      if (!contact) throw httpError(403, MSG.needContact);
      const values = {
        overall_experience: ratings.overall_experience as Rating,
        transparency: ratings.transparency as Rating,
        professionalism: ratings.professionalism as Rating,
        responsiveness: ratings.responsiveness as Rating,
        // Stored as typed: the site shows markup as text.
        text: text ?? null,
        contact_channel: contact.channel,
        contacted_at: contact.at,
      };
      const existing = await db
        .selectFrom('agent_reviews')
        .select('id')
        .where('agent_id', '=', agent.id)
        .where('reviewer_id', '=', req.user.id)
        .executeTakeFirst();
      // One review per member and agent (a unique key): sending again edits it.
      const saved = await db
        .insertInto('agent_reviews')
        .values({ tenant_id: req.tenantId, agent_id: agent.id, reviewer_id: req.user.id, ...values })
        .onConflict((oc) => oc.columns(['agent_id', 'reviewer_id']).doUpdateSet({ ...values, updated_at: new Date() }))
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!existing) await tellOfReview(req, agent.id, { ratings: values, text: values.text });
      return answer(req, saved.id, existing ? MSG.reviewUpdated : MSG.reviewSaved);
    },
  );

  app.delete(
    '/agent-review/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete your review',
        params: ReviewIdParams,
        response: { 200: NullResponse },
        security: bearer,
      },
    },
    async (req) => {
      const review = await reviewFor(req, req.params.id);
      if (review.reviewer_id !== req.user.id) throw httpError(403, FORBIDDEN_MESSAGE);
      await db.deleteFrom('agent_reviews').where('id', '=', review.id).where('reviewer_id', '=', req.user.id).execute();
      return { success: true, message: MSG.reviewDeleted, data: null };
    },
  );

  app.post(
    '/agent-review/reply',
    {
      preHandler: [app.authenticate, replyLimit],
      preValidation: trimText('empty'),
      schema: {
        tags,
        summary: 'Reply publicly to a review of you (once; sending again edits the reply)',
        body: ReplyBody,
        response: { 200: ReviewResponse },
        security: bearer,
      },
    },
    async (req) => {
      const review = await reviewOfMe(req, req.body.review_id);
      const { replied_at: repliedBefore } = await db
        .selectFrom('agent_reviews')
        .select('replied_at')
        .where('id', '=', review.id)
        .executeTakeFirstOrThrow();
      await db
        .updateTable('agent_reviews')
        .set({ reply: req.body.text, replied_at: new Date() })
        .where('id', '=', review.id)
        .execute();
      if (repliedBefore === null) await tellOfReply(req, review.reviewer_id, req.body.text);
      return answer(req, review.id, MSG.replySaved);
    },
  );

  app.delete(
    '/agent-review/reply/:review_id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Remove your reply to a review of you',
        params: ReplyParams,
        response: { 200: ReviewResponse },
        security: bearer,
      },
    },
    async (req) => {
      const review = await reviewOfMe(req, req.params.review_id);
      await db
        .updateTable('agent_reviews')
        .set({ reply: null, replied_at: null })
        .where('id', '=', review.id)
        .execute();
      return answer(req, review.id, MSG.replyDeleted);
    },
  );
};

export default reviewRoutes;
