import { signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ratingBriefs, ratingSummary } from './ratings.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('agent ratings', () => {
  it('averages the four categories, leaves hidden reviews out and spreads reviews over whole stars', async () => {
    const agent = await signUp(t, 'ratings-agent@example.com', { user_type: 'Agent', listing_category: 'both' });
    const other = await signUp(t, 'ratings-other@example.com', { user_type: 'Agent', listing_category: 'both' });
    const members = await Promise.all([1, 2, 3].map((i) => signUp(t, `ratings-member-${i}@example.com`)));
    const agentId = agent.user.id as number;
    const review = (i: number, r: [number, number, number, number], hidden = false) =>
      ({
        tenant_id: t.tenant.id,
        agent_id: agentId,
        reviewer_id: members[i]!.user.id as number,
        overall_experience: r[0],
        transparency: r[1],
        professionalism: r[2],
        responsiveness: r[3],
        ...(hidden && { hidden_at: new Date(), hidden_reason: 'reports' as const }),
      }) as never;
    await t.db
      .insertInto('agent_reviews')
      .values([review(0, [5, 5, 4, 4]), review(1, [3, 3, 3, 2]), review(2, [1, 1, 1, 1], true)])
      .execute();

    const summary = await ratingSummary(t.db, t.tenant.id, agentId);
    expect(summary).toEqual({
      count: 2,
      average: 3.6,
      categories: { overall_experience: 4, transparency: 4, professionalism: 3.5, responsiveness: 3 },
      distribution: { '1': 0, '2': 0, '3': 1, '4': 0, '5': 1 },
    });
    const briefs = await ratingBriefs(t.db, t.tenant.id, [agentId, other.user.id as number]);
    expect(briefs.get(agentId)).toEqual({ average: 3.6, count: 2 });
    expect(briefs.get(other.user.id as number)).toEqual({ average: 0, count: 0 });
  });

  it('refuses a rating outside one to five and a review of oneself', async () => {
    const agent = await signUp(t, 'ratings-self@example.com', { user_type: 'Agent', listing_category: 'both' });
    const id = agent.user.id as number;
    const row = (rating: number, reviewer: number) =>
      ({
        tenant_id: t.tenant.id,
        agent_id: id,
        reviewer_id: reviewer,
        overall_experience: rating,
        transparency: 3,
        professionalism: 3,
        responsiveness: 3,
      }) as never;
    const member = await signUp(t, 'ratings-six@example.com');
    await expect(
      t.db
        .insertInto('agent_reviews')
        .values(row(6, member.user.id as number))
        .execute(),
    ).rejects.toThrow();
    await expect(t.db.insertInto('agent_reviews').values(row(3, id)).execute()).rejects.toThrow();
  });
});
