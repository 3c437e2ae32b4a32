import { seedDemoUsers } from '../../seed/seed.js';
import { DEMO_USERS } from '../../seed/demo-users.js';
import { bearer, get, post } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db, t.tenant.id);
});
afterAll(async () => {
  await t.close();
});

// The seed and the profile rules must agree: a demo account has to be able to save its own profile as it is.
describe.each(DEMO_USERS.map((demo) => [demo.userType, demo] as const))('the seeded %s account', (_type, demo) => {
  it('saves its profile unchanged', async () => {
    const login = await post(t, '/api/login', { email: demo.email, password: demo.password });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const account = (await get(t, '/api/my-account', bearer(token))).json().data;
    const {
      company,
      id: _id,
      email: _email,
      user_type: _ut,
      email_verified: _ev,
      google_linked: _gl,
      created_at: _ca,
      ...own
    } = account;
    const { id: _companyId, ...companyFields } = company ?? {};
    if (own.listing_category === null) delete own.listing_category;
    const res = await post(t, '/api/update-profile', { ...own, ...companyFields }, bearer(token));
    expect(res.json()).toMatchObject({ success: true });
    expect(res.statusCode).toBe(200);
    const after = (await get(t, '/api/my-account', bearer(token))).json().data;
    expect(after.company).toEqual(account.company);
    if (demo.company) expect(after.company.registration_number).toBe(demo.company.registrationNumber);
  });
});
