import { PASSWORD, bearer, get, post, signUp } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The signed-in user says whether they run the site's code, so the admin area offers the versions dashboard only
// to those the API lets in (operator-only.ts): an admin of the operator's tenant.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ operator: true });
});
afterAll(async () => {
  await t.close();
});

async function makeAdmin(site: TestApp, email: string) {
  const account = await signUp(site, email, { name: 'Admin' });
  await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(account.user.id)).execute();
  return account;
}

describe('site_operator in the signed-in user', () => {
  it("is true for the operator's admins when they log in and when the site refreshes the session", async () => {
    const admin = await makeAdmin(t, 'operator-admin@example.com');
    const login = await post(t, '/api/login', { email: 'operator-admin@example.com', password: PASSWORD });
    expect(login.json().data.user).toMatchObject({ user_type: 'Admin', site_operator: true });
    expect((await get(t, '/api/my-account', bearer(admin.token))).json().data.site_operator).toBe(true);
  });

  it("is false for another tenant's admin, who is refused the versions dashboard", async () => {
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-other`, name: 'Other' })
      .returning('slug')
      .executeTakeFirstOrThrow();
    const otherSite = { ...t, headers: { 'x-tenant': other.slug } };
    const admin = await makeAdmin(otherSite, 'other-admin@example.com');
    const login = await post(otherSite, '/api/login', { email: 'other-admin@example.com', password: PASSWORD });
    expect(login.json().data.user).toMatchObject({ user_type: 'Admin', site_operator: false });
    expect((await get(otherSite, '/api/my-account', bearer(admin.token))).json().data.site_operator).toBe(false);
    expect((await get(otherSite, '/api/remote-health/versions', bearer(admin.token))).statusCode).toBe(403);
  });

  it("is false for the operator's members, from sign-up on", async () => {
    const member = await signUp(t, 'member@example.com', {
      name: 'Member',
      user_type: 'Agent',
      listing_category: 'both',
    });
    expect(member.user.site_operator).toBe(false);
    expect((await get(t, '/api/my-account', bearer(member.token))).json().data.site_operator).toBe(false);
  });
});
