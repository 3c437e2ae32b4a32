import { bearer, get, outboxCount, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { del, member, type Member, ratings } from './test-agents.js';

let t: TestApp;
let agent: Member, otherAgent: Member, reviewer: Member;
let flat: number, car: number;

/** A member who contacted the agent from the profile, so may review them. */
async function contacted(of: Member = agent): Promise<Member> {
  const m = await member(t);
  await post(t, '/api/agent-contact', { agent_id: of.id, channel: 'whatsapp' }, bearer(m.token));
  return m;
}
const review = (who: Member, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post(t, '/api/agent-review', { agent_id: agent.id, ...ratings(), ...body }, { ...bearer(who.token), ...headers });
const list = async (who: Member, query = '') =>
  (await get(t, `/api/agent-review-listing?agent_id=${agent.id}${query}`, bearer(who.token))).json().data;

beforeAll(async () => {
  t = await createTestApp();
  const P = await loadPlaces(t);
  const C = await loadCatalogue(t);
  agent = await member(t, 'Agent', { name: 'Omar' });
  otherAgent = await member(t, 'Agent');
  [flat] = (await insertListings(t, agent.id, [
    { governorate_id: P.gov('Homs'), city_id: P.city('Homs'), name: 'Flat in Homs' },
  ])) as [number];
  [car] = (await insertAutos(t, agent.id, [{ model: C.model('hyundai-tucson') }])) as [number];
  reviewer = await member(t, 'Individual', { name: 'Lina' });
});
afterAll(async () => {
  await t.close();
});

describe('who may review', () => {
  it('refuses a member who never contacted the agent, and says why in their language', async () => {
    const res = await review(reviewer, {});
    expect([res.statusCode, res.json()]).toEqual([
      403,
      { success: false, message: 'You can review an agent after contacting them by call, email or WhatsApp.' },
    ]);
    const ar = await review(reviewer, {}, { 'accept-language': 'ar' });
    expect(ar.json().message).toBe('يمكنك تقييم الوكيل بعد التواصل معه عبر الاتصال أو البريد الإلكتروني أو واتساب.');
    // A contact with another agent's listing does not count.
    await post(t, '/api/agent-contact', { agent_id: otherAgent.id, channel: 'call' }, bearer(reviewer.token));
    expect((await review(reviewer, {})).statusCode).toBe(403);
  });

  it("lets a member review after contacting one of the agent's listings, and shows the contact it relies on", async () => {
    const res = await post(t, '/api/property/contact', { id: flat, channel: 'whatsapp' }, bearer(reviewer.token));
    expect(res.statusCode).toBe(200);
    const saved = await review(reviewer, {
      overall_experience: 5,
      transparency: 4,
      professionalism: 5,
      responsiveness: 3,
      text: '  Quick and honest.  ',
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Review saved.',
      data: {
        agent_id: agent.id,
        reviewer: { id: reviewer.id, name: 'Lina', image: null },
        ratings: { overall_experience: 5, transparency: 4, professionalism: 5, responsiveness: 3 },
        average: 4.3,
        text: 'Quick and honest.',
        contact: { channel: 'whatsapp' },
        reply: null,
        is_mine: true,
        reported_by_me: false,
        hidden: false,
      },
    });
    const contact = await t.db
      .selectFrom('property_contacts')
      .select('last_contacted_at')
      .where('user_id', '=', reviewer.id)
      .executeTakeFirstOrThrow();
    expect(body.data.contact.at).toBe(contact.last_contacted_at.toISOString());
    expect((await get(t, `/api/agent-profile?id=${agent.id}`, bearer(reviewer.token))).json().data).toMatchObject({
      my_review: { id: body.data.id, text: 'Quick and honest.' },
      review_permission: { allowed: true },
      rating: { count: 1, average: 4.3 },
    });
  });

  it("counts a contact with one of the agent's cars too", async () => {
    const m = await member(t);
    await post(t, '/api/auto/contact', { id: car, channel: 'call' }, bearer(m.token));
    const res = await review(m, {});
    expect(res.json().data.contact.channel).toBe('call');
  });

  it('refuses a review of oneself, and of someone who is no agent', async () => {
    const self = await review(agent, {});
    expect([self.statusCode, self.json().message]).toEqual([403, 'You cannot review yourself.']);
    expect((await review(agent, {}, { 'accept-language': 'ar' })).json().message).toBe('لا يمكنك تقييم نفسك.');
    const individual = await member(t);
    const res = await post(t, '/api/agent-review', { agent_id: individual.id, ...ratings() }, bearer(reviewer.token));
    expect([res.statusCode, res.json().message]).toEqual([404, 'Agent not found.']);
    expect((await post(t, '/api/agent-review', { agent_id: agent.id, ...ratings() })).statusCode).toBe(401);
  });
});

describe('writing a review', () => {
  it('keeps one review per member: sending again edits it', async () => {
    const m = await contacted();
    const first = (await review(m, { text: 'Fine.' })).json().data;
    const again = await review(m, { overall_experience: 2, text: '' });
    expect(again.json()).toMatchObject({
      message: 'Review updated.',
      data: { id: first.id, ratings: { overall_experience: 2, transparency: 4 }, text: null },
    });
    // Sent without a text, the review has none.
    await review(m, { text: 'Back again.' });
    expect((await review(m, {})).json().data.text).toBeNull();
    const rows = await t.db.selectFrom('agent_reviews').select('id').where('reviewer_id', '=', m.id).execute();
    expect(rows).toEqual([{ id: first.id }]);
  });

  it.each([
    ['zero', { overall_experience: 0 }, { overall_experience: ['The overall experience field must be at least 1.'] }],
    ['six', { transparency: 6 }, { transparency: ['The transparency field may not be greater than 5.'] }],
    ['a half', { professionalism: 2.5 }, { professionalism: ['The professionalism field must be an integer.'] }],
    ['text', { responsiveness: 'five' }, { responsiveness: ['The responsiveness field must be a number.'] }],
    [
      'missing',
      { overall_experience: undefined, responsiveness: undefined },
      {
        overall_experience: ['The overall experience field is required'],
        responsiveness: ['The responsiveness field is required'],
      },
    ],
    [
      'too long a text',
      { text: 'x'.repeat(2001) },
      { text: ['The text field may not be greater than 2000 characters.'] },
    ],
  ])('refuses a rating or text that is wrong (%s), naming the field', async (_case, body, errors) => {
    const m = await contacted();
    const res = await review(m, body);
    expect([res.statusCode, res.json().errors]).toEqual([400, errors]);
    expect(await t.db.selectFrom('agent_reviews').select('id').where('reviewer_id', '=', m.id).execute()).toEqual([]);
  });

  it('names the field in Arabic for an Arabic reader, and takes a text of exactly 2,000 characters', async () => {
    const m = await contacted();
    const res = await review(m, { professionalism: 2.5 }, { 'accept-language': 'ar' });
    expect(res.json().errors).toEqual({ professionalism: ['يجب أن يكون حقل الاحترافية عددًا صحيحًا.'] });
    expect((await review(m, { text: 'x'.repeat(2000) })).json().data.text).toHaveLength(2000);
  });

  it('stores markup and scripts as typed and gives them back as text', async () => {
    const m = await contacted();
    const text = '<script>alert("x")</script> <b>great</b> & "honest"';
    expect((await review(m, { text })).json().data.text).toBe(text);
    const mine = (await list(m)).items.find((r: { is_mine: boolean }) => r.is_mine);
    expect(mine.text).toBe(text);
  });

  it('lets only the author delete a review', async () => {
    const m = await contacted();
    const id = (await review(m, {})).json().data.id;
    for (const other of [agent, reviewer]) {
      const res = await del(t, `/api/agent-review/${id}`, bearer(other.token));
      expect([res.statusCode, res.json()]).toEqual([403, { success: false, message: 'You do not have permission!' }]);
    }
    expect(
      (await del(t, `/api/agent-review/${id}`, { ...bearer(reviewer.token), 'accept-language': 'ar' })).json().message,
    ).toBe('ليس لديك صلاحية!');
    expect((await del(t, `/api/agent-review/${id}`, bearer(m.token))).json()).toEqual({
      success: true,
      message: 'Review deleted.',
      data: null,
    });
    expect((await del(t, `/api/agent-review/${id}`, bearer(m.token))).statusCode).toBe(404);
    // The member may write a new one.
    expect((await review(m, {})).json().message).toBe('Review saved.');
  });
});

describe("the agent's reply", () => {
  it('is posted by the reviewed agent only, once, and edited by sending again', async () => {
    const m = await contacted();
    const id = (await review(m, { text: 'Slow to answer.' })).json().data.id;
    for (const other of [m, reviewer, otherAgent]) {
      const res = await post(
        t,
        '/api/agent-review/reply',
        { review_id: id, text: 'Not mine to answer' },
        bearer(other.token),
      );
      expect([res.statusCode, res.json().message]).toEqual([403, 'You do not have permission!']);
      expect((await del(t, `/api/agent-review/reply/${id}`, bearer(other.token))).statusCode).toBe(403);
    }
    const first = await post(
      t,
      '/api/agent-review/reply',
      { review_id: id, text: ' Sorry, I was travelling. ' },
      bearer(agent.token),
    );
    expect(first.json()).toMatchObject({
      message: 'Reply saved.',
      data: { id, reply: { text: 'Sorry, I was travelling.' }, is_mine: false },
    });
    const edit = await post(
      t,
      '/api/agent-review/reply',
      { review_id: id, text: 'Sorry, I was away.' },
      bearer(agent.token),
    );
    expect(edit.json().data.reply.text).toBe('Sorry, I was away.');
    expect((await list(m)).items.find((r: { id: number }) => r.id === id).reply.text).toBe('Sorry, I was away.');

    const empty = await post(t, '/api/agent-review/reply', { review_id: id, text: '   ' }, bearer(agent.token));
    expect([empty.statusCode, empty.json().errors]).toEqual([400, { text: ['The text field is required'] }]);
    const long = await post(
      t,
      '/api/agent-review/reply',
      { review_id: id, text: 'y'.repeat(2001) },
      bearer(agent.token),
    );
    expect(long.json().errors).toEqual({ text: ['The text field may not be greater than 2000 characters.'] });

    const removed = await del(t, `/api/agent-review/reply/${id}`, bearer(agent.token));
    expect(removed.json()).toMatchObject({ message: 'Reply deleted.', data: { id, reply: null } });
    expect(
      (await post(t, '/api/agent-review/reply', { review_id: 999_999, text: 'Hi' }, bearer(agent.token))).statusCode,
    ).toBe(404);
  });
});

/** The mails in a member's outbox whose subject matches, newest first. */
async function mailsTo(who: Member, subject: RegExp): Promise<{ subject: string; text: string; html: string }[]> {
  const { email } = await t.db.selectFrom('users').select('email').where('id', '=', who.id).executeTakeFirstOrThrow();
  const res = await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`);
  return (res.json().data as { subject: string; text: string; html: string }[]).filter((mail) =>
    subject.test(mail.subject),
  );
}

describe('what the other side hears', () => {
  it('tells the agent of a new review, in their language, with its ratings, its text and the way to reply; not of an edit', async () => {
    const ana = await member(t, 'Agent', { name: 'Rana' });
    await t.db.updateTable('users').set({ language: 'ar' }).where('id', '=', ana.id).execute();
    const m = await contacted(ana);
    const { name } = await t.db.selectFrom('users').select('name').where('id', '=', m.id).executeTakeFirstOrThrow();
    await post(
      t,
      '/api/agent-review',
      { agent_id: ana.id, ...ratings({ overall_experience: 5, responsiveness: 3 }), text: 'ردّت بسرعة <وبأمانة>' },
      bearer(m.token),
    );
    const [mail, ...more] = await mailsTo(ana, /تقييم جديد/);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`تقييم جديد لك على سوق من ${name}: 4.0 من 5`);
    expect(mail!.text).toContain('(التجربة العامة 5، الشفافية 4، الاحترافية 4، سرعة الاستجابة 3)');
    expect(mail!.text).toContain('«ردّت بسرعة <وبأمانة>»');
    expect(mail!.text).toContain(`${t.config.PUBLIC_SITE_URL}/agent-details/${ana.id}?view=reviews`);
    expect(mail!.html).toContain('ردّت بسرعة &#60;وبأمانة&#62;');
    // Editing the review tells nothing new.
    const { email } = await t.db.selectFrom('users').select('email').where('id', '=', ana.id).executeTakeFirstOrThrow();
    const before = await outboxCount(t, email);
    await post(t, '/api/agent-review', { agent_id: ana.id, ...ratings(), text: null }, bearer(m.token));
    expect(await outboxCount(t, email)).toBe(before);
  });

  it("tells the reviewer of the agent's first reply, not of its edits", async () => {
    const m = await contacted();
    await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', m.id).execute();
    const id = (await review(m, { text: 'Helpful.' })).json().data.id;
    await post(
      t,
      '/api/agent-review/reply',
      { review_id: id, text: 'Thank you, it was a pleasure.' },
      bearer(agent.token),
    );
    await post(t, '/api/agent-review/reply', { review_id: id, text: 'Thank you!' }, bearer(agent.token));
    const mails = await mailsTo(m, /replied to your review/);
    expect(mails.map((mail) => mail.subject)).toEqual(['Omar replied to your review on Souq']);
    expect(mails[0]!.text).toContain('"Thank you, it was a pleasure."');
    expect(mails[0]!.text).toContain(`${t.config.PUBLIC_SITE_URL}/agent-details/${agent.id}?view=reviews`);
    // A reply removed and written again is not mailed again the same day.
    await del(t, `/api/agent-review/reply/${id}`, bearer(agent.token));
    await post(t, '/api/agent-review/reply', { review_id: id, text: 'Thanks again.' }, bearer(agent.token));
    expect(await mailsTo(m, /replied to your review/)).toHaveLength(1);
  });

  it('names the one who replied as their page goes by: a company by its name, an agent by their full name', async () => {
    const company = await member(t, 'Corporate', { name: 'Rana' });
    await t.db
      .insertInto('companies')
      .values({ tenant_id: t.tenant.id, user_id: company.id, company_name: 'Sham Real Estate' })
      .execute();
    const named = await member(t, 'Agent', { name: 'Sami' });
    await t.db.updateTable('users').set({ surname: 'Khoury' }).where('id', '=', named.id).execute();
    for (const [who, subject] of [
      [company, 'Sham Real Estate replied to your review on Souq'],
      [named, 'Sami Khoury replied to your review on Souq'],
    ] as const) {
      const m = await contacted(who);
      await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', m.id).execute();
      const id = (await post(t, '/api/agent-review', { agent_id: who.id, ...ratings() }, bearer(m.token))).json().data
        .id;
      await post(t, '/api/agent-review/reply', { review_id: id, text: 'Thank you.' }, bearer(who.token));
      expect((await mailsTo(m, /replied to your review/)).map((mail) => mail.subject)).toEqual([subject]);
    }
  });

  it('tells the agent of one review a day from the same member, however often it is deleted and written again', async () => {
    const m = await contacted();
    const reviewMails = async () => (await mailsTo(agent, /reviewed you|تقييم جديد/)).length;
    const before = await reviewMails();
    for (const text of ['First.', 'Second.', 'Third.']) {
      const id = (await review(m, { text })).json().data.id;
      expect((await del(t, `/api/agent-review/${id}`, bearer(m.token))).statusCode).toBe(200);
    }
    expect(await reviewMails()).toBe(before + 1);
  });
});

describe('the list of reviews', () => {
  it('pages and sorts the reviews, with the summary, and says which one is mine', async () => {
    const fresh = await member(t, 'Agent');
    const scores = [5, 1, 3];
    const members: Member[] = [];
    for (const score of scores) {
      const m = await contacted(fresh);
      members.push(m);
      await post(t, '/api/agent-review', { agent_id: fresh.id, ...ratings({}, score) }, bearer(m.token));
    }
    const of = (who: Member, query: string) =>
      get(t, `/api/agent-review-listing?agent_id=${fresh.id}${query}`, bearer(who.token));
    const newest = (await of(members[0]!, '')).json();
    expect(newest.message).toBe('Reviews');
    expect(newest.data.items.map((r: { average: number }) => r.average)).toEqual([3, 1, 5]);
    expect(newest.data.items.map((r: { is_mine: boolean }) => r.is_mine)).toEqual([false, false, true]);
    expect(newest.data.summary).toEqual({
      count: 3,
      average: 3,
      categories: { overall_experience: 3, transparency: 3, professionalism: 3, responsiveness: 3 },
      distribution: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 },
    });
    expect(newest.data.pagination).toEqual({ page: 1, per_page: 12, total: 3, last_page: 1 });
    expect(
      (await of(members[0]!, '&sort=highest')).json().data.items.map((r: { average: number }) => r.average),
    ).toEqual([5, 3, 1]);
    const lowest = (await of(members[0]!, '&sort=lowest&per_page=2&page=2')).json().data;
    expect([lowest.items.map((r: { average: number }) => r.average), lowest.pagination]).toEqual([
      [5],
      { page: 2, per_page: 2, total: 3, last_page: 2 },
    ]);
    expect((await of(members[0]!, '&sort=best')).json().errors).toEqual({ sort: ['The selected sort is invalid.'] });
    const empty = await member(t, 'Corporate');
    expect(
      (await get(t, `/api/agent-review-listing?agent_id=${empty.id}`, bearer(reviewer.token))).json().data.items,
    ).toEqual([]);
  });

  it("answers an unknown site's request with 'Tenant not found.'", async () => {
    for (const res of [
      await t.app.inject({
        method: 'GET',
        url: `/api/agent-review-listing?agent_id=${agent.id}`,
        headers: { 'x-tenant': 'no-such-site', ...bearer(reviewer.token) },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/agent-review',
        payload: { agent_id: agent.id, ...ratings() },
        headers: { 'x-tenant': 'no-such-site', ...bearer(reviewer.token) },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: '/api/agent-review/1',
        headers: { 'x-tenant': 'no-such-site', ...bearer(reviewer.token) },
      }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([200, { success: false, message: 'Tenant not found.' }]);
    }
  });
});
