import { bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertAutos, loadCatalogue } from '../auto/test-autos.js';
import { insertListings, loadPlaces } from '../property/test-listings.js';
import { ensureCatalogue } from '../plans/catalogue.js';
import { member, type Member, ratings } from './test-agents.js';

let t: TestApp;
let agent: Member, corporate: Member, individual: Member, visitor: Member;
let companyId: number;
let place: { governorate_id: number; city_id: number };
let tucson: { id: number; class_id: number; brand_id: number };

beforeAll(async () => {
  t = await createTestApp();
  const P = await loadPlaces(t);
  place = { governorate_id: P.gov('Damascus'), city_id: P.city('Damascus') };
  tucson = (await loadCatalogue(t)).model('hyundai-tucson');
  agent = await member(t, 'Agent', { name: 'Omar', phone: '+963 944 000 002', whatsapp: '+963 955 000 002' });
  corporate = await member(t, 'Corporate', { name: 'Rana', phone: null });
  individual = await member(t);
  visitor = await member(t);
  companyId = (
    await t.db
      .insertInto('companies')
      .values({
        tenant_id: t.tenant.id,
        user_id: corporate.id,
        company_name: 'Sham Real Estate',
        logo: '/api/uploaded-files/company_logo/sham.png',
        registration_number: 'DM-2026-0001',
        address: 'Abu Rummaneh, Damascus',
        website: 'https://sham.example',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

const profile = (id: number, who: Member, headers: Record<string, string> = {}) =>
  get(t, `/api/agent-profile?id=${id}`, { ...bearer(who.token), ...headers });

describe('agent profile', () => {
  it("shows an agent: who they are, which buttons exist, their active listings' counts and an empty rating", async () => {
    await insertListings(t, agent.id, [
      { ...place },
      { ...place },
      { ...place, status: 'paused' },
      { ...place, status: 'draft' },
    ]);
    await insertAutos(t, agent.id, [{ model: tucson }, { model: tucson, status: 'sold' }]);
    const res = await profile(agent.id, visitor);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: agent.id,
      user_type: 'Agent',
      name: 'Omar',
      surname: null,
      image: null,
      about_me: null,
      channels: { call: true, email: true, whatsapp: true },
      company: null,
      companies: [],
      agents: [],
      plan_badge: null,
      listing_counts: { property: 2, auto: 1 },
      rating: {
        count: 0,
        average: 0,
        categories: { overall_experience: 0, transparency: 0, professionalism: 0, responsiveness: 0 },
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      },
      review_permission: { allowed: false, reason: 'no_contact', contact: null },
      my_review: null,
      reported_by_me: false,
    });
    expect(new Date(data.member_since).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
    // Numbers are given only when a button is used (POST /agent-contact).
    expect(JSON.stringify(data)).not.toContain('944');
  });

  it("shows a paid plan's badge while the plan is live, and none once it has run out", async () => {
    const premium = await member(t, 'Agent', { name: 'Hiba' });
    await ensureCatalogue(t.db, t.tenant.id);
    const plan = await t.db
      .selectFrom('plans')
      .select('id')
      .where('tenant_id', '=', t.tenant.id)
      .where('code', '=', 'agent_premium')
      .executeTakeFirstOrThrow();
    const now = t.app.clock.now();
    const subscription = await t.db
      .insertInto('subscriptions')
      .values({
        tenant_id: t.tenant.id,
        user_id: premium.id,
        plan_id: plan.id,
        billing: 'monthly',
        starts_at: now,
        expires_at: new Date(now.getTime() + 5 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await profile(premium.id, visitor)).json().data.plan_badge).toEqual({
      tier: 'premium',
      name_en: 'Premium',
      name_ar: 'المميزة',
    });
    await t.db.updateTable('subscriptions').set({ expires_at: now }).where('id', '=', subscription.id).execute();
    expect((await profile(premium.id, visitor)).json().data.plan_badge).toBeNull();
  });

  it("shows a company with its details and its agents once they accepted, and an agent's companies", async () => {
    const pending = await member(t, 'Agent');
    const left = await member(t, 'Agent');
    await t.db
      .insertInto('company_agents')
      .values([
        {
          tenant_id: t.tenant.id,
          company_id: companyId,
          agent_id: agent.id,
          email: 'a@example.com',
          status: 'accepted',
          responded_at: new Date(),
        },
        { tenant_id: t.tenant.id, company_id: companyId, agent_id: pending.id, email: 'p@example.com' },
        { tenant_id: t.tenant.id, company_id: companyId, agent_id: left.id, email: 'l@example.com', status: 'ended' },
      ])
      .execute();
    await t.db
      .insertInto('agent_reviews')
      .values({
        tenant_id: t.tenant.id,
        agent_id: agent.id,
        reviewer_id: individual.id,
        overall_experience: 5,
        transparency: 4,
        professionalism: 5,
        responsiveness: 4,
      })
      .execute();

    const company = (await profile(corporate.id, visitor)).json().data;
    expect(company).toMatchObject({
      id: corporate.id,
      user_type: 'Corporate',
      channels: { call: false, email: true, whatsapp: false },
      company: {
        id: companyId,
        name: 'Sham Real Estate',
        logo: '/api/uploaded-files/company_logo/sham.png',
        registration_number: 'DM-2026-0001',
        address: 'Abu Rummaneh, Damascus',
        website: 'https://sham.example',
        owner_id: corporate.id,
      },
      companies: [],
      agents: [{ id: agent.id, name: 'Omar', surname: null, image: null, rating: { average: 4.5, count: 1 } }],
    });
    const ofAgent = (await profile(agent.id, visitor)).json().data;
    expect(ofAgent.companies).toEqual([
      {
        company_id: companyId,
        owner_id: corporate.id,
        name: 'Sham Real Estate',
        logo: '/api/uploaded-files/company_logo/sham.png',
      },
    ]);
    expect(ofAgent.rating).toMatchObject({ count: 1, average: 4.5, distribution: { 5: 1 } });
    expect((await profile(pending.id, visitor)).json().data.companies).toEqual([]);
    await t.db.deleteFrom('agent_reviews').where('agent_id', '=', agent.id).execute();
  });

  it('tells the agent viewing their own profile that they cannot review themselves', async () => {
    expect((await profile(agent.id, agent)).json().data.review_permission).toEqual({
      allowed: false,
      reason: 'self',
      contact: null,
    });
  });

  it("is not found for an unknown id, an Individual, an unverified account or another site's agent, in the visitor's language", async () => {
    await post(t, '/api/register', {
      name: 'Unverified',
      email: 'unverified-agent@example.com',
      password: 'correct-horse-9',
      user_type: 'Agent',
      listing_category: 'both',
    });
    const unverified = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'unverified-agent@example.com')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-other`, name: 'Other' })
      .returning('slug')
      .executeTakeFirstOrThrow();
    const elsewhere = await signUp({ ...t, headers: { 'x-tenant': other.slug } }, 'agent-elsewhere@example.com', {
      user_type: 'Agent',
      listing_category: 'both',
    });
    for (const id of [999_999, individual.id, unverified.id, elsewhere.user.id as number]) {
      const res = await profile(id, visitor);
      expect([id, res.statusCode, res.json()]).toEqual([id, 404, { success: false, message: 'Agent not found.' }]);
      expect(
        (await get(t, `/api/get-user-profile-property-listings?user_id=${id}`, bearer(visitor.token))).statusCode,
      ).toBe(404);
      expect(
        (await post(t, '/api/agent-contact', { agent_id: id, channel: 'call' }, bearer(visitor.token))).statusCode,
      ).toBe(404);
    }
    expect((await profile(individual.id, visitor, { 'accept-language': 'ar' })).json().message).toBe(
      'الوكيل غير موجود.',
    );
  });

  it('needs a login, a valid id and a known site', async () => {
    expect((await get(t, `/api/agent-profile?id=${agent.id}`)).statusCode).toBe(401);
    expect((await profile(0, visitor)).json().errors).toEqual({ id: ['The id field must be at least 1.'] });
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/agent-profile?id=${agent.id}`,
      headers: { 'x-tenant': 'no-such-site', ...bearer(visitor.token) },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([200, { success: false, message: 'Tenant not found.' }]);
  });
});

describe("an agent's listings on the profile", () => {
  it('lists only active property listings, newest first, as search cards in the chosen currency, with pages', async () => {
    const owner = await member(t, 'Agent');
    const [older, newer] = (await insertListings(t, owner.id, [
      { ...place, name: 'Older flat', created_at: new Date(Date.now() - 86_400_000) },
      { ...place, name: 'Newer flat', created_at: new Date() },
      { ...place, name: 'Paused flat', status: 'paused' },
      { ...place, name: 'Sold flat', status: 'sold' },
    ])) as [number, number];
    await post(t, '/api/add-remove-property-wishlist', { property_id: older }, bearer(visitor.token));
    const res = await get(
      t,
      `/api/get-user-profile-property-listings?user_id=${owner.id}&currency=usd`,
      bearer(visitor.token),
    );
    expect(res.statusCode).toBe(200);
    const { items, pagination } = res.json().data;
    expect(items.map((i: { id: number }) => i.id)).toEqual([newer, older]);
    expect(items[0]).toMatchObject({
      name: 'Newer flat',
      status: 'active',
      price: { currency: 'USD', amount: 100_000 },
      is_favourite: false,
      governorate: { name_en: 'Damascus' },
    });
    expect(items[1].is_favourite).toBe(true);
    expect(pagination).toEqual({ page: 1, per_page: 12, total: 2, last_page: 1 });
    const second = (
      await get(
        t,
        `/api/get-user-profile-property-listings?user_id=${owner.id}&page=2&per_page=1`,
        bearer(visitor.token),
      )
    ).json().data;
    expect(second.items.map((i: { id: number }) => i.id)).toEqual([older]);
    expect(second.items[0].price.currency).toBe('SYP');
    expect(second.pagination).toEqual({ page: 2, per_page: 1, total: 2, last_page: 2 });
  });

  it('lists only active cars on the auto tab', async () => {
    const owner = await member(t, 'Agent');
    const [active] = await insertAutos(t, owner.id, [
      { model: tucson, name: 'Tucson' },
      { model: tucson, status: 'paused' },
      { model: tucson, status: 'draft' },
    ]);
    const res = await get(
      t,
      `/api/get-user-profile-auto-listings?user_id=${owner.id}&currency=USD`,
      bearer(visitor.token),
    );
    expect(res.json().data.items).toEqual([
      expect.objectContaining({
        id: active,
        name: 'Tucson',
        brand: expect.objectContaining({ name_en: 'Hyundai' }),
        is_favourite: false,
      }),
    ]);
    expect(res.json().data.pagination.total).toBe(1);
    expect((await get(t, `/api/get-user-profile-auto-listings?user_id=${owner.id}`)).statusCode).toBe(401);
  });
});

describe('contacting an agent from the profile', () => {
  it('answers the link of each channel and lets the member review afterwards', async () => {
    const someone = await member(t);
    const as = bearer(someone.token);
    const call = await post(t, '/api/agent-contact', { agent_id: agent.id, channel: 'call' }, as);
    expect(call.json()).toEqual({
      success: true,
      message: 'Contact recorded.',
      data: { agent_id: agent.id, channel: 'call', link: 'tel:+963944000002' },
    });
    const wa = await post(
      t,
      '/api/agent-contact',
      { agent_id: agent.id, channel: 'whatsapp' },
      { ...as, 'accept-language': 'ar' },
    );
    expect(wa.json().message).toBe('تم تسجيل التواصل.');
    expect(wa.json().data.link).toBe(`https://wa.me/963955000002?text=${encodeURIComponent('بخصوص ملفك على سوق')}`);
    const mail = await post(t, '/api/agent-contact', { agent_id: agent.id, channel: 'email' }, as);
    expect(mail.json().data.link).toMatch(
      /^mailto:agent-\d+@example\.com\?subject=About%20your%20profile%20on%20Souq$/,
    );
    // No number, no link (the profile shows no call button).
    expect(
      (await post(t, '/api/agent-contact', { agent_id: corporate.id, channel: 'call' }, as)).json().data.link,
    ).toBeNull();

    const permission = (await profile(agent.id, someone)).json().data.review_permission;
    expect(permission).toMatchObject({ allowed: true, reason: null, contact: { channel: 'email' } });
    const times = await t.db
      .selectFrom('agent_contacts')
      .select(['channel', 'times'])
      .where('user_id', '=', someone.id)
      .where('agent_id', '=', agent.id)
      .orderBy('channel')
      .execute();
    expect(times).toEqual([
      { channel: 'call', times: 1 },
      { channel: 'email', times: 1 },
      { channel: 'whatsapp', times: 1 },
    ]);
    expect((await post(t, '/api/agent-review', { agent_id: agent.id, ...ratings() }, as)).statusCode).toBe(200);
  });

  it('answers an agent trying their own buttons without counting it as a contact', async () => {
    const res = await post(t, '/api/agent-contact', { agent_id: agent.id, channel: 'call' }, bearer(agent.token));
    expect(res.json().data.link).toBe('tel:+963944000002');
    expect(await t.db.selectFrom('agent_contacts').select('user_id').where('user_id', '=', agent.id).execute()).toEqual(
      [],
    );
  });

  it('refuses an unknown channel', async () => {
    const res = await post(t, '/api/agent-contact', { agent_id: agent.id, channel: 'fax' }, bearer(visitor.token));
    expect([res.statusCode, res.json().errors]).toEqual([400, { channel: ['The selected channel is invalid.'] }]);
  });
});
