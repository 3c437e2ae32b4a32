import { FORBIDDEN_MESSAGE, UNAUTHENTICATED_MESSAGE } from '../../lib/errors.js';
import { bearer } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { admin, type Member, member } from './test-moderation.js';

// Every /api/admin route the app serves, as its OpenAPI document lists them (the contract is made from the same
// document, so a new admin route is checked here the day it is added): guests 401, Individuals and Agents 403, Admins
// neither.
let t: TestApp;
let roles: { individual: Member; agent: Member; boss: Member };
let routes: { method: string; url: string; body: unknown }[];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
// Ids no row has, so an admin's request changes nothing that the next requests depend on.
const NO_ID = 999_999;
/** A concrete address for a route's path: every path parameter filled with a plausible value. */
const concrete = (path: string) =>
  path.replace(/\{[^}]+\}/g, (param) => (param === '{slug}' ? 'about' : String(NO_ID)));

interface Schema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

/**
 * The smallest value a body schema accepts (its required fields only), so validation passes and the role checks are
 * what answers: routes validate their input before the admin check runs.
 */
function sample(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sample(options.find((o) => o.type !== 'null') ?? options[0]!);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.maximum === undefined || schema.maximum >= NO_ID
        ? Math.max(NO_ID, schema.minimum ?? 0)
        : (schema.minimum ?? 0);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      const candidates = ['a'.repeat(Math.max(1, schema.minLength ?? 1)), '/a', 'https://example.com/a', '1'];
      return candidates.find((c) => !schema.pattern || new RegExp(schema.pattern).test(c)) ?? candidates[0];
    }
    default:
      return null;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  roles = {
    individual: await member(t, 'lina@example.com'),
    agent: await member(t, 'omar@example.com', { user_type: 'Agent', listing_category: 'both' }),
    boss: await admin(t, 'boss@example.com'),
  };
  type Operation = {
    requestBody?: { content: Record<string, { schema: Schema }> };
    parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  };
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  };
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      METHODS.flatMap((m) => {
        const op = ops[m];
        if (!op) return [];
        const query = (op.parameters ?? [])
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema)))}`);
        const schema = op.requestBody?.content['application/json']?.schema;
        return [
          {
            method: m.toUpperCase(),
            url: concrete(path) + (query.length ? `?${query.join('&')}` : ''),
            body: schema ? sample(schema) : undefined,
          },
        ];
      }),
    );
});
afterAll(async () => t.close());

const call = (route: (typeof routes)[number], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url,
    ...(route.body === undefined ? {} : { payload: route.body as object }),
    headers: { ...t.headers, ...headers },
  });

it('finds the admin routes, the moderation ones among them', () => {
  const urls = routes.map((r) => `${r.method} ${r.url}`);
  for (const expected of [
    'GET /api/admin/dashboard',
    'POST /api/admin/members/suspend',
    'GET /api/admin/members/999999',
    'POST /api/admin/listings/hide',
    'GET /api/admin/audit-log',
    'POST /api/admin/payments/confirm',
    'DELETE /api/admin/pages/about',
  ]) {
    expect(urls).toContain(expected);
  }
  // 21 before the moderation issue, 13 of the admin core; the queues of reports, verification and duplicates add theirs.
  expect(routes.length).toBeGreaterThanOrEqual(34);
});

it('answers every admin route by role: guest 401, Individual and Agent 403, Admin neither', async () => {
  const checks: string[] = [];
  for (const route of routes) {
    const guest = await call(route);
    expect([route.method, route.url, guest.statusCode, guest.json().message]).toEqual([
      route.method,
      route.url,
      401,
      UNAUTHENTICATED_MESSAGE,
    ]);
    for (const who of [roles.individual, roles.agent]) {
      const res = await call(route, bearer(who.token));
      expect([route.method, route.url, res.statusCode, res.json().message]).toEqual([
        route.method,
        route.url,
        403,
        FORBIDDEN_MESSAGE,
      ]);
    }
    const res = await call(route, bearer(roles.boss.token));
    expect([route.method, route.url, [401, 403].includes(res.statusCode)]).toEqual([route.method, route.url, false]);
    expect([route.method, route.url, res.statusCode < 500]).toEqual([route.method, route.url, true]);
    checks.push(`${route.method} ${route.url}`);
  }
  console.log(`admin routes checked: ${routes.length} routes × 4 roles = ${routes.length * 4} requests`);
  expect(checks).toHaveLength(routes.length);
});
