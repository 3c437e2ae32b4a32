import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import './agent-tables.js';

export const RATING_CATEGORIES = ['overall_experience', 'transparency', 'professionalism', 'responsiveness'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

export interface RatingBrief {
  average: number;
  count: number;
}

export interface RatingSummary extends RatingBrief {
  categories: Record<RatingCategory, number>;
  /** Reviews by their own average rounded to whole stars, for the bars. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** A rating as the pages show it, to one decimal (4.25 → 4.3). */
export const oneDecimal = (n: unknown) => Math.round(Number(n ?? 0) * 10) / 10;
const reviewAverage = sql<number>`(overall_experience + transparency + professionalism + responsiveness) / 4.0`;

/** Reviews that count: hidden ones (reported to the threshold, or by a moderator) do not. */
function visibleReviews(db: Kysely<Database>, tenantId: number) {
  return db.selectFrom('agent_reviews').where('tenant_id', '=', tenantId).where('hidden_at', 'is', null);
}

/** Average (of each review's four ratings) and count per agent; agents without reviews get 0 and 0. */
export async function ratingBriefs(
  db: Kysely<Database>,
  tenantId: number,
  agentIds: readonly number[],
): Promise<Map<number, RatingBrief>> {
  const briefs = new Map(agentIds.map((id) => [id, { average: 0, count: 0 }]));
  if (agentIds.length === 0) return briefs;
  const rows = await visibleReviews(db, tenantId)
    .where('agent_id', 'in', [...agentIds])
    .groupBy('agent_id')
    .select([
      'agent_id',
      sql<number>`avg(${reviewAverage})`.as('average'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .execute();
  for (const r of rows) briefs.set(r.agent_id, { average: oneDecimal(r.average), count: Number(r.count) });
  return briefs;
}

/** One agent's summary: overall and per category, and how the reviews spread over one to five stars. */
export async function ratingSummary(db: Kysely<Database>, tenantId: number, agentId: number): Promise<RatingSummary> {
  const reviews = visibleReviews(db, tenantId).where('agent_id', '=', agentId);
  const [totals, spread] = await Promise.all([
    reviews
      .select([
        (eb) => eb.fn.countAll<number>().as('count'),
        sql<number>`avg(${reviewAverage})`.as('average'),
        ...RATING_CATEGORIES.map((c) => sql<number>`avg(${sql.ref(c)})`.as(c)),
      ])
      .executeTakeFirstOrThrow(),
    reviews
      .select([sql<number>`round(${reviewAverage})::int`.as('stars'), (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const s of spread) distribution[String(s.stars) as keyof typeof distribution] = Number(s.n);
  const row = totals as unknown as Record<string, unknown>;
  return {
    count: Number(totals.count),
    average: oneDecimal(totals.average),
    categories: Object.fromEntries(RATING_CATEGORIES.map((c) => [c, oneDecimal(row[c])])) as Record<
      RatingCategory,
      number
    >,
    distribution,
  };
}
