import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Routes that serve every tenant alike (config tenant:false or the shared prefixes of the tenancy plugin, the public
// uploaded files among them).
// The payment provider's webhook names no tenant: the session it pays for belongs to one.
const TENANT_FREE = [
  '/api/docs',
  '/api/health',
  '/api/uploaded-files/',
  '/api/content/banner-art/',
  '/api/client-reports/',
  '/api/payments/hosted-checkout/webhook',
];

describe('an unknown tenant', () => {
  it("is answered 200 'Tenant not found.' by every tenant-owned route, and no route fails with a 5xx", async () => {
    const routes = t.routes.filter((r) => !r.path.includes('*'));
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', path: '/api/property/get-property-list' },
        { method: 'GET', path: '/api/property/property-detail/:id' },
        { method: 'GET', path: '/api/auto/auto-detail/:id' },
        { method: 'POST', path: '/api/add-auto' },
      ]),
    );
    const failures: string[] = [];
    for (const { method, path } of routes) {
      const url = path.replace(/:[A-Za-z_]+/g, '1');
      const res = await t.app.inject({
        method,
        url,
        headers: { 'x-tenant': 'no-such-site' },
        ...(method !== 'GET' ? { payload: {} } : {}),
      });
      const tenantFree = TENANT_FREE.some((prefix) => path === prefix || path.startsWith(prefix));
      if (res.statusCode >= 500) failures.push(`${method} ${path}: ${res.statusCode}`);
      else if (
        !tenantFree &&
        (res.statusCode !== 200 || res.body !== '{"success":false,"message":"Tenant not found."}')
      ) {
        failures.push(`${method} ${path}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
