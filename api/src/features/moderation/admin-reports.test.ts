import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MODERATION_MSG } from './messages.js';
import { admin, adminGet, asAdmin, auditOf, mails, type Member, member } from './test-moderation.js';

let t: TestApp;
let boss: Member;
let second: Member;
let agent: Member;
let company: Member;
let arabicReviewer: Member;
let reviewer: Member;
let reporters: Member[];
let shownReview: number;
let hiddenReview: number;

const reviewRow = (id: number) =>
  t.db
    .selectFrom('agent_reviews')
    .select(['hidden_at', 'hidden_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const reviewDecisions = async (id: number) =>
  (
    await t.db
      .selectFrom('review_reports')
      .select('decision')
      .where('review_id', '=', id)
      .orderBy('reporter_id')
      .execute()
  ).map((r) => r.decision);
const agentDecisions = async (id: number) =>
  (
    await t.db
      .selectFrom('agent_reports')
      .select('decision')
      .where('agent_id', '=', id)
      .orderBy('reporter_id')
      .execute()
  ).map((r) => r.decision);
const reportReview = (who: Member, id: number) =>
  post(t, '/api/report-review', { review_id: id, reason: 'fake' }, bearer(who.token));
const insertReview = async (by: Member, of: Member, text: string) =>
  (
    await t.db
      .insertInto('agent_reviews')
      .values({
        tenant_id: t.tenant.id,
        agent_id: of.id,
        reviewer_id: by.id,
        overall_experience: 2,
        transparency: 2,
        professionalism: 2,
        responsiveness: 2,
        text,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp({ config: { REVIEW_REPORT_THRESHOLD: 2 } });
  boss = await admin(t, 'boss@example.com');
  second = await admin(t, 'second@example.com');
  agent = await member(t, 'agent@example.com', { user_type: 'Agent', listing_category: 'both', language: 'en' });
  company = await member(t, 'company@example.com', {
    user_type: 'Corporate',
    listing_category: 'both',
    language: 'ar',
  });
  arabicReviewer = await member(t, 'huda@example.com', { language: 'ar' });
  reviewer = await member(t, 'omar@example.com', { language: 'en' });
  reporters = [await member(t, 'r1@example.com'), await member(t, 'r2@example.com'), await member(t, 'r3@example.com')];
  shownReview = await insertReview(arabicReviewer, agent, 'Never answered the phone');
  hiddenReview = await insertReview(reviewer, company, 'Rude and slow');
  for (const who of reporters.slice(0, 2)) expect((await reportReview(who, shownReview)).statusCode).toBe(200);
  expect((await reportReview(reporters[0]!, hiddenReview)).statusCode).toBe(200);
  for (const who of reporters.slice(0, 2)) {
    expect(
      (await post(t, '/api/report-agent', { agent_id: agent.id, reason: 'spam' }, bearer(who.token))).statusCode,
    ).toBe(200);
  }
  expect(
    (
      await post(
        t,
        '/api/report-agent',
        { agent_id: company.id, reason: 'other', text: 'Fake company' },
        bearer(reporters[2]!.token),
      )
    ).statusCode,
  ).toBe(200);
});
afterAll(async () => t.close());

describe('the dashboard', () => {
  it('counts the open items of every queue', async () => {
    await t.db
      .insertInto('listing_reports')
      .values([
        {
          tenant_id: t.tenant.id,
          listing_kind: 'property',
          listing_id: 7,
          reporter_id: reporters[0]!.id,
          reason: 'sold',
        },
        {
          tenant_id: t.tenant.id,
          listing_kind: 'property',
          listing_id: 7,
          reporter_id: reporters[1]!.id,
          reason: 'sold',
        },
        { tenant_id: t.tenant.id, listing_kind: 'auto', listing_id: 7, reporter_id: reporters[1]!.id, reason: 'sold' },
        {
          tenant_id: t.tenant.id,
          listing_kind: 'auto',
          listing_id: 8,
          reporter_id: reporters[1]!.id,
          reason: 'sold',
          decided_at: new Date(),
          decision: 'dismissed',
        },
      ])
      .execute();
    await t.db
      .insertInto('payments')
      .values({
        tenant_id: t.tenant.id,
        user_id: agent.id,
        purpose: 'featured_listing',
        plan_id: null,
        billing: null,
        listing_kind: 'property',
        listing_id: 7,
        currency: 'USD',
        amount: 10,
        method: 'bank_transfer',
        status: 'awaiting_confirmation',
        reference: 'TR-9',
        receipt_path: null,
        receipt_type: null,
        provider_session: null,
        reject_reason: null,
        decided_by: null,
        decided_at: null,
      })
      .execute();
    await t.db
      .insertInto('verification_requests')
      .values({
        tenant_id: t.tenant.id,
        subject_kind: 'agent',
        subject_id: agent.id,
        owner_id: agent.id,
        document_type: 'licence',
        document_path: 'x/licence.pdf',
        document_mime: 'application/pdf',
        document_name: null,
        reason: null,
        decided_by: null,
        decided_at: null,
      })
      .execute();
    await t.db
      .insertInto('listing_duplicates')
      .values([
        {
          tenant_id: t.tenant.id,
          listing_kind: 'property',
          listing_id: 7,
          original_id: 8,
          basis: 'photos',
          decided_by: null,
          decided_at: null,
          reason: null,
        },
        {
          tenant_id: t.tenant.id,
          listing_kind: 'property',
          listing_id: 9,
          original_id: 8,
          basis: 'text',
          decided_by: null,
          decided_at: null,
          reason: null,
        },
      ])
      .execute();
    const res = await adminGet(t, boss, '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      listing_reports: 2,
      review_reports: 2,
      agent_reports: 2,
      payments: 1,
      verification: 1,
      duplicates: 2,
    });
    // The member's page counts the open reports against them and their payments.
    expect((await adminGet(t, boss, `/api/admin/members/${agent.id}`)).json().data).toMatchObject({
      reports_against: 2,
      payments_count: 1,
    });
  });
});

describe('reported reviews', () => {
  it('lists reviews with undecided reports, the most reported first, with who reported them', async () => {
    expect(await reviewRow(shownReview)).toMatchObject({ hidden_reason: 'reports' });
    const res = await adminGet(t, boss, '/api/admin/review-reports');
    expect(res.statusCode).toBe(200);
    const { data, pagination } = res.json().data;
    expect(pagination).toMatchObject({ total: 2 });
    expect(data.map((i: { review: { id: number } }) => i.review.id)).toEqual([shownReview, hiddenReview]);
    expect(data[0]).toMatchObject({
      review: {
        id: shownReview,
        agent: { id: agent.id, name: 'agent' },
        reviewer: { id: arabicReviewer.id, name: 'huda' },
        text: 'Never answered the phone',
        overall_experience: 2,
        hidden_reason: 'reports',
      },
      reports_count: 2,
    });
    expect(data[0].reports.map((r: { reporter: { id: number }; reason: string }) => [r.reporter.id, r.reason])).toEqual(
      reporters.slice(0, 2).map((r) => [r.id, 'fake']),
    );
  });

  it('dismisses the reports: a review hidden by them shows again and its writer hears it in their language', async () => {
    const res = await asAdmin(t, boss, '/api/admin/review-reports/decide', {
      review_id: shownReview,
      decision: 'dismiss',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      review: { id: shownReview, hidden_at: null, hidden_reason: null },
      reports_count: 2,
    });
    expect(await reviewRow(shownReview)).toEqual({ hidden_at: null, hidden_reason: null });
    expect(await reviewDecisions(shownReview)).toEqual(['dismissed', 'dismissed']);
    expect((await mails(t, arabicReviewer.email))[0]!.subject).toBe('عاد تقييمك للظهور');
    const [entry] = await auditOf(t, 'review', shownReview);
    expect(entry).toMatchObject({
      action: 'review_reports.dismiss',
      admin_id: boss.id,
      before: { hidden_reason: 'reports' },
      after: { hidden_at: null, reports_decided: 2 },
    });
    // Another admin at the same moment: the first decision stands.
    const late = await asAdmin(t, second, '/api/admin/review-reports/decide', {
      review_id: shownReview,
      decision: 'hide',
      reason: 'Fake',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MODERATION_MSG.alreadyDecided);
    expect(await reviewRow(shownReview)).toEqual({ hidden_at: null, hidden_reason: null });
  });

  it('counts a report made after the decision anew, and only the undecided ones toward hiding', async () => {
    expect((await reportReview(reporters[0]!, shownReview)).statusCode).toBe(200);
    expect(await reviewRow(shownReview)).toEqual({ hidden_at: null, hidden_reason: null });
    const queue = (await adminGet(t, boss, '/api/admin/review-reports')).json().data.data;
    expect(queue.find((i: { review: { id: number } }) => i.review.id === shownReview)).toMatchObject({
      reports_count: 1,
    });
    expect((await reportReview(reporters[2]!, shownReview)).statusCode).toBe(200);
    expect(await reviewRow(shownReview)).toMatchObject({ hidden_reason: 'reports' });
  });

  it('hides a review with the reason its writer is emailed; a reason is required', async () => {
    const empty = await asAdmin(t, boss, '/api/admin/review-reports/decide', {
      review_id: hiddenReview,
      decision: 'hide',
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['reason']);
    const res = await asAdmin(t, boss, '/api/admin/review-reports/decide', {
      review_id: hiddenReview,
      decision: 'hide',
      reason: 'Insults',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.review).toMatchObject({ hidden_at: expect.any(String), hidden_reason: 'moderator' });
    expect(await reviewRow(hiddenReview)).toMatchObject({ hidden_at: expect.any(Date), hidden_reason: 'moderator' });
    const reviews = await get(t, `/api/agent-review-listing?agent_id=${company.id}`, bearer(reporters[1]!.token));
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().data.items).toEqual([]);
    const [mail] = await mails(t, reviewer.email);
    expect(mail!.subject).toBe('Your review is hidden');
    expect(mail!.text).toContain('Reason: Insults');
    expect(mail!.text).not.toContain('r1');
    expect((await auditOf(t, 'review', hiddenReview))[0]).toMatchObject({
      action: 'review.hide',
      reason: 'Insults',
      after: { hidden_reason: 'moderator' },
    });
    expect(
      (await asAdmin(t, second, '/api/admin/review-reports/decide', { review_id: hiddenReview, decision: 'dismiss' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await asAdmin(t, boss, '/api/admin/review-reports/decide', { review_id: 999_999, decision: 'dismiss' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('reported agents', () => {
  it('lists agents with undecided reports and their reports', async () => {
    const res = await adminGet(t, boss, '/api/admin/agent-reports');
    expect(res.statusCode).toBe(200);
    const { data } = res.json().data;
    expect(data.map((i: { agent: { id: number } }) => i.agent.id)).toEqual([agent.id, company.id]);
    expect(data[0]).toMatchObject({
      agent: { id: agent.id, email: 'agent@example.com', user_type: 'Agent', suspended_at: null },
      reports_count: 2,
    });
    expect(data[1].reports).toEqual([
      expect.objectContaining({
        reason: 'other',
        text: 'Fake company',
        reporter: { id: reporters[2]!.id, name: 'r3' },
      }),
    ]);
  });

  it('suspends a reported agent with the reason: reports decided, signed out, emailed, audited twice', async () => {
    const empty = await asAdmin(t, boss, '/api/admin/agent-reports/decide', {
      agent_id: agent.id,
      decision: 'suspend',
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(['reason']);
    const res = await asAdmin(t, boss, '/api/admin/agent-reports/decide', {
      agent_id: agent.id,
      decision: 'suspend',
      reason: 'Takes deposits and disappears',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      agent: { id: agent.id, suspended_at: expect.any(String) },
      reports_count: 2,
    });
    expect(await agentDecisions(agent.id)).toEqual(['hidden', 'hidden']);
    expect((await get(t, '/api/my-account', bearer(agent.token))).statusCode).toBe(401);
    expect((await mails(t, agent.email))[0]!.subject).toBe('Your Souq account is suspended');
    expect((await auditOf(t, 'member', agent.id)).map((e) => e.action)).toEqual(['member.suspend']);
    expect((await auditOf(t, 'agent', agent.id))[0]).toMatchObject({
      action: 'agent_reports.suspend',
      reason: 'Takes deposits and disappears',
    });
    expect(
      (await asAdmin(t, second, '/api/admin/agent-reports/decide', { agent_id: agent.id, decision: 'dismiss' }))
        .statusCode,
    ).toBe(409);
  });

  it("dismisses an agent's reports and leaves the account as it is", async () => {
    const res = await asAdmin(t, second, '/api/admin/agent-reports/decide', {
      agent_id: company.id,
      decision: 'dismiss',
      reason: 'A real company',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ agent: { suspended_at: null }, reports_count: 1 });
    expect(await agentDecisions(company.id)).toEqual(['dismissed']);
    expect((await get(t, '/api/my-account', bearer(company.token))).statusCode).toBe(200);
    expect((await auditOf(t, 'agent', company.id))[0]).toMatchObject({
      action: 'agent_reports.dismiss',
      admin_id: second.id,
      reason: 'A real company',
    });
    expect((await adminGet(t, boss, '/api/admin/agent-reports')).json().data.data).toEqual([]);
    expect((await adminGet(t, boss, '/api/admin/dashboard')).json().data).toMatchObject({ agent_reports: 0 });
  });
});
