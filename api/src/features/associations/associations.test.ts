import { loadCatalogue, insertAutos } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { INVITATIONS_PER_HOUR } from './messages.js';

let t: TestApp;
type Account = { token: string; id: number; email: string };
let corporate: Account;
let otherCorporate: Account;
let agent: Account;
let otherAgent: Account;
let individual: Account;

async function account(email: string, extra: Parameters<typeof signUp>[2] = {}): Promise<Account> {
  const { token, user } = await signUp(t, email, extra);
  return { token, id: user.id as number, email };
}

async function corporateWithCompany(email: string, company: string): Promise<Account> {
  const who = await account(email, { name: company, user_type: 'Corporate', listing_category: 'both', language: 'en' });
  const res = await post(t, '/api/user-company', { company_name: company }, bearer(who.token));
  if (res.statusCode !== 200) throw new Error(res.body);
  return who;
}

const del = (url: string, who: Account, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'DELETE', url, headers: { ...t.headers, ...bearer(who.token), ...headers } });
const invite = (who: Account, email: string, headers: Record<string, string> = {}) =>
  post(t, '/api/company-agent', { email }, { ...bearer(who.token), ...headers });
const companyList = async (who: Account) => (await get(t, '/api/company-agent', bearer(who.token))).json().data;
const agentList = async (who: Account) => (await get(t, '/api/agent-companies', bearer(who.token))).json().data;
const answer = (who: Account, id: number, action: 'accept' | 'decline') =>
  post(t, `/api/agent-companies/${id}/${action}`, {}, bearer(who.token));

async function mails(email: string): Promise<{ subject: string; text: string; html: string }[]> {
  return (await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`)).json().data;
}

beforeAll(async () => {
  t = await createTestApp();
  corporate = await corporateWithCompany('sham@example.com', 'Sham Real Estate');
  otherCorporate = await corporateWithCompany('halab@example.com', 'Halab Homes');
  agent = await account('omar@example.com', {
    name: 'Omar',
    user_type: 'Agent',
    listing_category: 'both',
    language: 'ar',
  });
  otherAgent = await account('sami@example.com', {
    name: 'Sami',
    user_type: 'Agent',
    listing_category: 'both',
    language: 'en',
  });
  individual = await account('lina@example.com', { name: 'Lina' });
});
afterAll(async () => {
  await t.close();
});

describe('an association from invitation to its end', () => {
  it('invites an agent, who is emailed in their language, accepts, and then each side lists the other', async () => {
    const res = await invite(corporate, 'Omar@Example.com');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Invitation sent.',
      data: { email: 'omar@example.com' },
    });
    const id = res.json().data.id as number;

    // The agent reads Arabic: the invitation says so, with the page where they answer it.
    const [mail] = await mails('omar@example.com');
    expect(mail!.subject).toBe('تدعوك Sham Real Estate للانضمام إلى وكلائها في سوق');
    expect(mail!.text).toContain(`${t.config.PUBLIC_SITE_URL}/associated-corporates`);
    expect(mail!.html).toContain('dir="rtl"');

    expect(await companyList(corporate)).toMatchObject({ agents: [], pending: [{ id, email: 'omar@example.com' }] });
    const invited = await agentList(agent);
    expect(invited).toMatchObject({
      companies: [],
      invitations: [{ id, company: { name: 'Sham Real Estate', owner_id: corporate.id } }],
    });

    const accepted = await answer(agent, id, 'accept');
    expect(accepted.json()).toEqual({ success: true, message: 'Invitation accepted.', data: null });
    expect(await agentList(agent)).toMatchObject({
      companies: [{ id, company: { name: 'Sham Real Estate', owner_id: corporate.id } }],
      invitations: [],
    });
    const list = await companyList(corporate);
    expect(list.pending).toEqual([]);
    expect(list.agents).toEqual([
      {
        id,
        agent: { id: agent.id, name: 'Omar', surname: null, image: null, email: 'omar@example.com' },
        listing_counts: { property: 0, auto: 0 },
        rating: { average: 0, count: 0 },
        since: expect.any(String),
      },
    ]);

    // The company hears of it, in its owner's language, with the way to its agents.
    const [told] = await mails('sham@example.com');
    expect(told!.subject).toBe('Omar accepted your invitation to Sham Real Estate');
    expect(told!.text).toContain(`${t.config.PUBLIC_SITE_URL}/associated-agent`);

    // Accepting twice is refused: the invitation has been answered.
    expect((await answer(agent, id, 'accept')).json()).toEqual({
      success: false,
      message: 'This invitation or association is no longer active.',
      errors: { request: ['This invitation or association is no longer active.'] },
    });
  });

  it("counts each agent's active listings of each kind and shows their rating", async () => {
    const places = await loadPlaces(t);
    const catalogue = await loadCatalogue(t);
    const where = { governorate_id: places.gov('Damascus'), city_id: places.city('Damascus') };
    await insertListings(t, agent.id, [where, where, { ...where, status: 'paused' }]);
    const model = catalogue.model('hyundai-tucson');
    await insertAutos(t, agent.id, [{ model }, { model, status: 'sold' }]);
    const reviewer = await account('reviewer@example.com');
    await t.db
      .insertInto('agent_reviews')
      .values({
        tenant_id: t.tenant.id,
        agent_id: agent.id,
        reviewer_id: reviewer.id,
        overall_experience: 5,
        transparency: 4,
        professionalism: 4,
        responsiveness: 3,
      })
      .execute();
    const [row] = (await companyList(corporate)).agents;
    expect(row).toMatchObject({ listing_counts: { property: 2, auto: 1 }, rating: { average: 4, count: 1 } });
  });

  it('lets the agent decline, after which the company may invite again', async () => {
    const first = (await invite(corporate, 'sami@example.com')).json().data.id as number;
    expect((await answer(otherAgent, first, 'decline')).json()).toEqual({
      success: true,
      message: 'Invitation declined.',
      data: null,
    });
    expect((await mails('sham@example.com'))[0]!.subject).toBe('Sami declined your invitation to Sham Real Estate');
    expect(await agentList(otherAgent)).toEqual({ companies: [], invitations: [] });
    expect((await companyList(corporate)).pending).toEqual([]);
    const again = await invite(corporate, 'sami@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).not.toBe(first);
    // The company cancels this one.
    const cancelled = await del(`/api/company-agent/${again.json().data.id}`, corporate);
    expect(cancelled.json()).toEqual({ success: true, message: 'Invitation cancelled.', data: null });
    expect(await agentList(otherAgent)).toEqual({ companies: [], invitations: [] });
    expect((await answer(otherAgent, again.json().data.id, 'accept')).statusCode).toBe(400);
  });

  it('ends by either side, and the company can invite the agent back', async () => {
    // Halab Homes has Sami; Sami leaves.
    const id = (await invite(otherCorporate, 'sami@example.com')).json().data.id as number;
    await answer(otherAgent, id, 'accept');
    const left = await del(`/api/agent-companies/${id}`, otherAgent);
    expect(left.json()).toEqual({ success: true, message: 'You have left the company.', data: null });
    expect((await companyList(otherCorporate)).agents).toEqual([]);
    expect((await agentList(otherAgent)).companies).toEqual([]);

    // Invited back and accepted; this time the company removes him.
    const back = (await invite(otherCorporate, 'sami@example.com')).json().data.id as number;
    await answer(otherAgent, back, 'accept');
    expect((await agentList(otherAgent)).companies).toHaveLength(1);
    const removed = await del(`/api/company-agent/${back}`, otherCorporate);
    expect(removed.json()).toEqual({
      success: true,
      message: 'The agent has been removed from your company.',
      data: null,
    });
    expect((await agentList(otherAgent)).companies).toEqual([]);
    expect((await del(`/api/company-agent/${back}`, otherCorporate)).statusCode).toBe(400);
  });

  it('lets an agent belong to several companies', async () => {
    const id = (await invite(otherCorporate, 'omar@example.com')).json().data.id as number;
    await answer(agent, id, 'accept');
    expect((await agentList(agent)).companies.map((c: { company: { name: string } }) => c.company.name).sort()).toEqual(
      ['Halab Homes', 'Sham Real Estate'],
    );
  });

  it("tells a company whose owner reads Arabic the agent's answer in Arabic", async () => {
    const arabic = await corporateWithCompany('dimashq@example.com', 'Dimashq Homes');
    await t.db.updateTable('users').set({ language: 'ar' }).where('id', '=', arabic.id).execute();
    const id = (await invite(arabic, 'sami@example.com')).json().data.id as number;
    await answer(otherAgent, id, 'accept');
    const [told] = await mails('dimashq@example.com');
    expect(told!.subject).toBe('قُبلت دعوتك إلى Sami للانضمام إلى Dimashq Homes');
    expect(told!.html).toContain('dir="rtl"');
  });
});

describe('an address with no agent account', () => {
  it('gets the same answer as an agent, an email inviting them to join, and the invitation once they register as an Agent', async () => {
    const res = await invite(corporate, 'newcomer@example.com', { 'accept-language': 'en' });
    const agentAnswer = await invite(otherCorporate, 'sami@example.com', { 'accept-language': 'en' });
    // Nothing in the answer tells the two apart but the address and the numbers.
    const shape = (body: { data: Record<string, unknown> }) => ({ ...body, data: Object.keys(body.data).sort() });
    expect(res.statusCode).toBe(agentAnswer.statusCode);
    expect(shape(res.json())).toEqual(shape(agentAnswer.json()));

    // Written in the inviter's language (English here), with the way to join.
    const [mail] = await mails('newcomer@example.com');
    expect(mail!.subject).toBe('Sham Real Estate invites you to join Souq as an agent');
    expect(mail!.text).toContain('Create an Agent account');
    expect(mail!.text).toContain(`${t.config.PUBLIC_SITE_URL}/associated-corporates`);
    expect(mail!.html).toContain('dir="ltr"');

    const newcomer = await account('newcomer@example.com', {
      name: 'Nadia',
      user_type: 'Agent',
      listing_category: 'real_estate',
    });
    const { invitations } = await agentList(newcomer);
    expect(invitations).toMatchObject([{ id: res.json().data.id, company: { name: 'Sham Real Estate' } }]);
    await answer(newcomer, res.json().data.id, 'accept');
    expect((await companyList(corporate)).agents.map((a: { agent: { name: string } }) => a.agent.name)).toContain(
      'Nadia',
    );
  });

  it('writes to an address nobody has used in Arabic when the inviter reads Arabic', async () => {
    await invite(corporate, 'someone-ar@example.com', { 'accept-language': 'ar' });
    const [mail] = await mails('someone-ar@example.com');
    expect(mail!.subject).toBe('تدعوك Sham Real Estate للانضمام إلى سوق كوكيل');
  });

  it('treats an unverified registration as no account, and nobody else can take the invitation', async () => {
    await post(t, '/api/register', {
      name: 'Half',
      email: 'half@example.com',
      password: 'correct-horse-9',
      user_type: 'Individual',
    });
    const res = await invite(corporate, 'half@example.com');
    expect(res.json().message).toBe('Invitation sent.');
    const id = res.json().data.id as number;
    const person = await account('someone-else@example.com');
    expect((await answer(person, id, 'accept')).statusCode).toBe(403);
  });
});

describe('refusals', () => {
  it('refuses to invite yourself, an Individual, a Corporate, or an agent already invited or associated', async () => {
    const cases: [string, string][] = [
      ['SHAM@example.com', 'You cannot invite yourself.'],
      ['lina@example.com', 'Only agents can join a company.'],
      ['halab@example.com', 'Only agents can join a company.'],
      ['omar@example.com', 'This agent is already associated with your company or invited.'],
      ['newcomer@example.com', 'This agent is already associated with your company or invited.'],
    ];
    await invite(corporate, 'pending-agent@example.com');
    cases.push(['pending-agent@example.com', 'This agent is already associated with your company or invited.']);
    for (const [email, message] of cases) {
      const res = await invite(corporate, email);
      expect({ email, status: res.statusCode, body: res.json() }).toEqual({
        email,
        status: 400,
        body: { success: false, message, errors: { email: [message] } },
      });
    }
    const arabic = await invite(corporate, 'lina@example.com', { 'accept-language': 'ar' });
    expect(arabic.json()).toEqual({
      success: false,
      message: 'يمكن للوكلاء فقط الانضمام إلى شركة.',
      errors: { email: ['يمكن للوكلاء فقط الانضمام إلى شركة.'] },
    });
  });

  it('validates the address', async () => {
    for (const [email, message] of [
      ['', 'The email field is required'],
      ['not-an-address', 'Please enter a valid email address'],
      [`${'a'.repeat(250)}@x.sy`, 'The email field may not be greater than 254 characters.'],
    ]) {
      const res = await invite(corporate, email!);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.email).toContain(message);
    }
    expect((await post(t, '/api/company-agent', {}, bearer(corporate.token))).json().errors).toEqual({
      email: ['The email field is required'],
    });
  });

  it('lets only a Corporate invite and list its agents, and only an Agent list or answer invitations', async () => {
    for (const who of [agent, individual]) {
      const res = await invite(who, 'x@example.com');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'You do not have permission!' });
      expect((await get(t, '/api/company-agent', bearer(who.token))).statusCode).toBe(403);
    }
    for (const who of [corporate, individual])
      expect((await get(t, '/api/agent-companies', bearer(who.token))).statusCode).toBe(403);
    expect((await get(t, '/api/company-agent')).statusCode).toBe(401);
    expect((await post(t, '/api/company-agent', { email: 'x@example.com' })).statusCode).toBe(401);
  });

  it('asks a Corporate without company details to add them first', async () => {
    const bare = await account('bare@example.com', { user_type: 'Corporate', listing_category: 'auto' });
    expect((await invite(bare, 'omar@example.com')).json().message).toBe(
      'Add your company details in My account before inviting agents.',
    );
    expect(await companyList(bare)).toEqual({ company: null, agents: [], pending: [] });
  });

  it('answers 403 to every write by someone else', async () => {
    const id = (await invite(otherCorporate, 'pending-for-sami@example.com')).json().data.id as number;
    const pendingForSami = (await invite(corporate, 'sami@example.com')).json();
    const samiId = (pendingForSami.data?.id ??
      (await companyList(corporate)).pending.find((p: { email: string }) => p.email === 'sami@example.com')
        .id) as number;
    const omarAtSham = (await companyList(corporate)).agents.find(
      (a: { agent: { id: number } }) => a.agent.id === agent.id,
    ).id as number;

    // An invitation meant for someone else: neither another agent nor anyone else accepts or declines it.
    for (const who of [agent, corporate, individual]) {
      expect((await answer(who, samiId, 'accept')).statusCode).toBe(403);
      expect((await answer(who, samiId, 'decline')).statusCode).toBe(403);
    }
    // Another company cannot cancel or end Sham's rows; an agent cannot use the company's route.
    expect((await del(`/api/company-agent/${samiId}`, otherCorporate)).statusCode).toBe(403);
    expect((await del(`/api/company-agent/${omarAtSham}`, otherCorporate)).json()).toEqual({
      success: false,
      message: 'You do not have permission!',
    });
    expect((await del(`/api/company-agent/${omarAtSham}`, agent)).statusCode).toBe(403);
    // Only the agent leaves; the company and other agents cannot use the agent's route.
    for (const who of [otherAgent, corporate, individual])
      expect((await del(`/api/agent-companies/${omarAtSham}`, who)).statusCode).toBe(403);
    expect((await del(`/api/company-agent/${id}`, corporate)).statusCode).toBe(403);

    // Nothing changed.
    expect((await agentList(agent)).companies).toHaveLength(2);
    expect((await agentList(otherAgent)).invitations.map((i: { id: number }) => i.id)).toContain(samiId);
    expect((await del('/api/company-agent/999999', corporate)).json()).toEqual({
      success: false,
      message: 'Invitation not found.',
    });
    expect((await answer(agent, 999999, 'accept')).statusCode).toBe(404);
    expect((await answer(agent, 0, 'accept')).statusCode).toBe(400);
  });

  it("answers 'Tenant not found.' for an unknown X-Tenant", async () => {
    for (const [method, url] of [
      ['GET', '/api/company-agent'],
      ['POST', '/api/company-agent'],
      ['GET', '/api/agent-companies'],
      ['POST', '/api/agent-companies/1/accept'],
      ['DELETE', '/api/company-agent/1'],
      ['DELETE', '/api/agent-companies/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { email: 'x@example.com' } : undefined,
        headers: { 'x-tenant': 'no-such-tenant', ...bearer(corporate.token) },
      });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 200,
        body: { success: false, message: 'Tenant not found.' },
      });
    }
  });

  it(`limits a company to ${INVITATIONS_PER_HOUR} invitations an hour`, async () => {
    const busy = await corporateWithCompany('busy@example.com', 'Busy Estates');
    for (let i = 0; i < INVITATIONS_PER_HOUR; i += 1)
      expect((await invite(busy, `lead-${i}@example.com`)).statusCode).toBe(200);
    const res = await invite(busy, 'one-more@example.com');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      success: false,
      message: 'You have sent too many invitations. Please try again later.',
    });
    expect(await mails('one-more@example.com')).toEqual([]);
    // Other companies are not held back.
    expect((await invite(corporate, 'someone-new@example.com')).statusCode).toBe(200);
  });
});
