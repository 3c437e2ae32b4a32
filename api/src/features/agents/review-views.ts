import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import './agent-tables.js';
import { RATING_CATEGORIES } from './ratings.js';
import type { ReviewView } from './schemas.js';

/** The sum of a review's four ratings, for sorting by its average. */
export const ratingSum = sql<number>`(r.overall_experience + r.transparency + r.professionalism + r.responsiveness)`;

/**
 * Reviews of the site as the viewer sees them: visible ones, and the viewer's own even when hidden. Whether the viewer
 * reported each is read, never who else did.
 */
export function reviewsSeenBy(db: Kysely<Database>, tenantId: number, viewerId: number) {
  return db
    .selectFrom('agent_reviews as r')
    .innerJoin('users as u', 'u.id', 'r.reviewer_id')
    .where('r.tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('r.hidden_at', 'is', null), eb('r.reviewer_id', '=', viewerId)]));
}

export function selectReview(query: ReturnType<typeof reviewsSeenBy>, viewerId: number) {
  return query.select((eb) => [
    'r.id',
    'r.agent_id',
    'r.reviewer_id',
    'u.name as reviewer_name',
    'u.image as reviewer_image',
    'r.overall_experience',
    'r.transparency',
    'r.professionalism',
    'r.responsiveness',
    'r.text',
    'r.contact_channel',
    'r.contacted_at',
    'r.reply',
    'r.replied_at',
    'r.hidden_at',
    'r.created_at',
    'r.updated_at',
    eb
      .exists(
        eb
          .selectFrom('review_reports as rr')
          .select('rr.review_id')
          .whereRef('rr.review_id', '=', 'r.id')
          .where('rr.reporter_id', '=', viewerId),
      )
      .as('reported_by_me'),
  ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReview>['executeTakeFirstOrThrow']>>;

export function reviewView(row: ReviewRow, viewerId: number): ReviewView {
  const ratings = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, row[c]])) as ReviewView['ratings'];
  const sum = RATING_CATEGORIES.reduce((total, c) => total + row[c], 0);
  return {
    id: row.id,
    agent_id: row.agent_id,
    reviewer: { id: row.reviewer_id, name: row.reviewer_name, image: row.reviewer_image },
    ratings,
    average: Math.round((sum / 4) * 10) / 10,
    text: row.text,
    contact:
      row.contact_channel && row.contacted_at
        ? { channel: row.contact_channel, at: row.contacted_at.toISOString() }
        : null,
    reply: row.reply !== null && row.replied_at ? { text: row.reply, at: row.replied_at.toISOString() } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    is_mine: row.reviewer_id === viewerId,
    reported_by_me: Boolean(row.reported_by_me),
    hidden: row.hidden_at !== null,
  };
}

/** One review as the viewer sees it, or undefined when it is not there for them. */
export async function findReview(
  db: Kysely<Database>,
  tenantId: number,
  viewerId: number,
  where: { id: number } | { agentId: number; reviewerId: number },
) {
  let query = reviewsSeenBy(db, tenantId, viewerId);
  query =
    'id' in where
      ? query.where('r.id', '=', where.id)
      : query.where('r.agent_id', '=', where.agentId).where('r.reviewer_id', '=', where.reviewerId);
  const row = await selectReview(query, viewerId).executeTakeFirst();
  return row && reviewView(row, viewerId);
}
