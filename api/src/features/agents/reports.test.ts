import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { member, type Member, ratings } from './test-agents.js';

let t: TestApp;
let agent: Member, author: Member, reporters: Member[];
let reviewId: number;

const report = (who: Member, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(t, '/api/report-review', { review_id: reviewId, reason: 'spam', ...body }, { ...bearer(who.token), ...headers });
const withdraw = (who: Member, id = reviewId) =>
  post(t, '/api/report-review/withdraw', { review_id: id }, bearer(who.token));
const listing = async (who: Member) =>
  (await get(t, `/api/agent-review-listing?agent_id=${agent.id}`, bearer(who.token))).json().data;

beforeAll(async () => {
  t = await createTestApp();
  agent = await member(t, 'Agent');
  author = await member(t, 'Individual', { name: 'Author' });
  // Distinctive names: no answer may ever carry them.
  reporters = [];
  for (const n of [1, 2, 3, 4]) reporters.push(await member(t, 'Individual', { name: `Zedreporter${n}` }));
  await post(t, '/api/agent-contact', { agent_id: agent.id, channel: 'email' }, bearer(author.token));
  reviewId = (
    await post(
      t,
      '/api/agent-review',
      { agent_id: agent.id, ...ratings({}, 2), text: 'Never again.' },
      bearer(author.token),
    )
  ).json().data.id;
});
afterAll(async () => {
  await t.close();
});

describe('reporting a review', () => {
  it("takes one report per member, refuses one's own review, and lets the reviewed agent report", async () => {
    const first = await report(reporters[0]!, {});
    expect(first.json()).toEqual({
      success: true,
      message: 'Report sent.',
      data: { review_id: reviewId, reported_by_me: true },
    });
    const again = await report(reporters[0]!, { reason: 'fake' });
    expect([again.statusCode, again.json()]).toEqual([
      400,
      {
        success: false,
        message: 'You have already reported this review.',
        errors: { request: ['You have already reported this review.'] },
      },
    ]);
    expect((await report(reporters[0]!, {}, { 'accept-language': 'ar' })).json().message).toBe(
      'لقد أبلغت عن هذا التقييم من قبل.',
    );
    const own = await report(author, {});
    expect([own.statusCode, own.json().message]).toEqual([400, 'You cannot report your own review.']);
    expect((await listing(reporters[0]!)).items[0].reported_by_me).toBe(true);
    expect((await listing(reporters[1]!)).items[0].reported_by_me).toBe(false);

    expect((await report(agent, { reason: 'conflict_of_interest' })).statusCode).toBe(200);
    expect((await withdraw(agent)).json()).toEqual({
      success: true,
      message: 'Report withdrawn.',
      data: { review_id: reviewId, reported_by_me: false },
    });
    expect((await withdraw(reporters[0]!)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('review_reports').select('reporter_id').where('review_id', '=', reviewId).execute(),
    ).toEqual([]);
  });

  it('needs a reason, and a text when the reason is "other"', async () => {
    const m = reporters[3]!;
    const none = await report(m, { reason: undefined });
    expect([none.statusCode, none.json().errors]).toEqual([400, { reason: ['The reason field is required'] }]);
    expect((await report(m, { reason: 'rude' })).json().errors).toEqual({
      reason: ['The selected reason is invalid.'],
    });
    const other = await report(m, { reason: 'other', text: '  ' });
    expect([other.statusCode, other.json().errors]).toEqual([400, { text: ['The text field is required'] }]);
    expect((await report(m, { reason: 'other' }, { 'accept-language': 'ar' })).json().errors).toEqual({
      text: ['حقل النص مطلوب'],
    });
    expect((await report(m, { reason: 'other', text: 'z'.repeat(1001) })).json().errors).toEqual({
      text: ['The text field may not be greater than 1000 characters.'],
    });
    expect((await report(m, { reason: 'other', text: ' Written by his cousin. ' })).statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('review_reports')
      .select(['reason', 'text'])
      .where('reporter_id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ reason: 'other', text: 'Written by his cousin.' });
    await withdraw(m);
  });

  it('refuses to withdraw a report that was never made, and a review that does not exist', async () => {
    const res = await withdraw(reporters[1]!);
    expect([res.statusCode, res.json().message]).toEqual([400, 'You have not reported this review.']);
    expect((await report(reporters[1]!, { review_id: 999_999 })).statusCode).toBe(404);
    expect((await post(t, '/api/report-review', { review_id: reviewId, reason: 'spam' })).statusCode).toBe(401);
  });

  it('hides a review at three distinct reporters and shows it again when a withdrawal takes it below', async () => {
    await report(reporters[0]!, {});
    await report(reporters[1]!, { reason: 'offensive' });
    expect((await listing(reporters[3]!)).items).toHaveLength(1);
    await report(reporters[2]!, { reason: 'fake' });

    // Out of view for everyone but its author, and out of the rating.
    for (const who of [reporters[3]!, agent, reporters[0]!]) {
      const data = await listing(who);
      expect([data.items, data.pagination.total, data.summary.count]).toEqual([[], 0, 0]);
    }
    const own = await listing(author);
    expect(own.items).toEqual([expect.objectContaining({ id: reviewId, hidden: true, is_mine: true })]);
    expect((await get(t, `/api/agent-profile?id=${agent.id}`, bearer(author.token))).json().data).toMatchObject({
      my_review: { id: reviewId, hidden: true },
      rating: { count: 0 },
    });
    const row = await t.db
      .selectFrom('agent_reviews')
      .select(['hidden_at', 'hidden_reason'])
      .where('id', '=', reviewId)
      .executeTakeFirstOrThrow();
    expect(row.hidden_reason).toBe('reports');
    expect(row.hidden_at).toBeInstanceOf(Date);
    // A hidden review is no longer there to report, reply to or delete for anyone but its author.
    expect((await report(reporters[3]!, {})).statusCode).toBe(404);
    expect(
      (await post(t, '/api/agent-review/reply', { review_id: reviewId, text: 'Hi' }, bearer(agent.token))).statusCode,
    ).toBe(404);

    expect((await withdraw(reporters[1]!)).statusCode).toBe(200);
    const shown = await listing(reporters[3]!);
    expect([shown.items.map((r: { id: number }) => r.id), shown.summary.count]).toEqual([[reviewId], 1]);
    expect(shown.items[0].hidden).toBe(false);
  });

  it("leaves a moderator's decision alone when reports are withdrawn", async () => {
    await t.db
      .updateTable('agent_reviews')
      .set({ hidden_at: new Date(), hidden_reason: 'moderator' })
      .where('id', '=', reviewId)
      .execute();
    await withdraw(reporters[0]!);
    expect((await listing(reporters[3]!)).items).toEqual([]);
    await t.db
      .updateTable('agent_reviews')
      .set({ hidden_at: null, hidden_reason: null })
      .where('id', '=', reviewId)
      .execute();
  });
});

describe('reporting an agent', () => {
  it('takes one report per member, refuses oneself and non-agents, and can be withdrawn', async () => {
    const m = reporters[3]!;
    const as = bearer(m.token);
    const first = await post(t, '/api/report-agent', { agent_id: agent.id, reason: 'fake' }, as);
    expect(first.json()).toEqual({
      success: true,
      message: 'Report sent.',
      data: { agent_id: agent.id, reported_by_me: true },
    });
    expect((await get(t, `/api/agent-profile?id=${agent.id}`, as)).json().data.reported_by_me).toBe(true);
    const again = await post(t, '/api/report-agent', { agent_id: agent.id, reason: 'spam' }, as);
    expect([again.statusCode, again.json().message]).toEqual([400, 'You have already reported this agent.']);
    const self = await post(
      t,
      '/api/report-agent',
      { agent_id: agent.id, reason: 'spam' },
      { ...bearer(agent.token), 'accept-language': 'ar' },
    );
    expect([self.statusCode, self.json().message]).toEqual([400, 'لا يمكنك الإبلاغ عن نفسك.']);
    expect((await post(t, '/api/report-agent', { agent_id: author.id, reason: 'spam' }, as)).statusCode).toBe(404);
    expect(
      (await post(t, '/api/report-agent', { agent_id: agent.id, reason: 'other' }, bearer(reporters[2]!.token))).json()
        .errors,
    ).toEqual({ text: ['The text field is required'] });

    expect((await post(t, '/api/report-agent/withdraw', { agent_id: agent.id }, as)).json()).toEqual({
      success: true,
      message: 'Report withdrawn.',
      data: { agent_id: agent.id, reported_by_me: false },
    });
    expect((await get(t, `/api/agent-profile?id=${agent.id}`, as)).json().data.reported_by_me).toBe(false);
    const none = await post(t, '/api/report-agent/withdraw', { agent_id: agent.id }, as);
    expect([none.statusCode, none.json().message]).toEqual([400, 'You have not reported this agent.']);
  });
});

describe('reporters', () => {
  it('are never named in any answer the reported or anyone else gets', async () => {
    await report(reporters[0]!, {});
    await post(t, '/api/report-agent', { agent_id: agent.id, reason: 'spam' }, bearer(reporters[1]!.token));
    const answers = [];
    for (const who of [agent, author, reporters[0]!, reporters[1]!]) {
      answers.push((await get(t, `/api/agent-review-listing?agent_id=${agent.id}`, bearer(who.token))).body);
      answers.push((await get(t, `/api/agent-profile?id=${agent.id}`, bearer(who.token))).body);
    }
    answers.push(
      (await post(t, '/api/agent-review/reply', { review_id: reviewId, text: 'Thanks' }, bearer(agent.token))).body,
    );
    for (const body of answers) {
      expect(body).not.toMatch(/Zedreporter|reporter/i);
      for (const r of reporters) expect(body).not.toContain(`"id":${r.id},`);
    }
  });
});

describe('a flood of reports', () => {
  it('is stopped after thirty in ten minutes from one member, in their language', async () => {
    const flooder = await member(t);
    for (let i = 0; i < 30; i += 1) expect((await withdraw(flooder)).statusCode).toBe(400);
    const stopped = await post(
      t,
      '/api/report-agent',
      { agent_id: agent.id, reason: 'spam' },
      { ...bearer(flooder.token), 'accept-language': 'ar' },
    );
    expect([stopped.statusCode, stopped.json().message]).toEqual([429, 'محاولات كثيرة جدًا. يرجى المحاولة لاحقًا.']);
    // Others are not held up by it.
    expect((await withdraw(reporters[2]!)).statusCode).not.toBe(429);
  });
});

describe('an unknown site', () => {
  it("answers every report route with 'Tenant not found.'", async () => {
    for (const url of [
      '/api/report-review',
      '/api/report-review/withdraw',
      '/api/report-agent',
      '/api/report-agent/withdraw',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { review_id: reviewId, agent_id: agent.id, reason: 'spam' },
        headers: { 'x-tenant': 'nowhere', ...bearer(author.token) },
      });
      expect([url, res.statusCode, res.json()]).toEqual([url, 200, { success: false, message: 'Tenant not found.' }]);
    }
  });
});
