import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newSessionId, signAccessToken } from '../../features/accounts/tokens.js';

// Bad input never gives a 500: every route the API declares gets malformed and hostile input (broken JSON, wrong
// types, out-of-range numbers and ids, odd query strings), signed in as an administrator so the checks behind sign-in
// are reached too, and must answer it as the caller's mistake (4xx), never as a failure of its own. A fixed set of
// inputs per route bounds the run.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const user = await t.db
    .insertInto('users')
    .values({
      tenant_id: t.tenant.id,
      name: 'Admin',
      email: 'admin@bad-input.test',
      user_type: 'Admin',
      email_verified_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sessionId = newSessionId();
  const signed = await signAccessToken({ userId: user.id, tenantId: t.tenant.id, sessionId }, t.config);
  await t.db
    .insertInto('sessions')
    .values({ id: sessionId, tenant_id: t.tenant.id, user_id: user.id, expires_at: signed.expiresAt })
    .execute();
  token = signed.token;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Operation {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Values of the wrong kind for a declared type, and values of the right kind out of any sensible range. */
function hostile(schema: Schema | undefined, variant: number): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  const byType: Record<string, unknown[]> = {
    string: [12, '', 'x'.repeat(20_000), '\u0000\u202e<script>', ['a'], { a: 1 }],
    integer: ['abc', 1e308, -1, 2 ** 63, 1.5, null],
    number: ['NaN', -1e308, 1e308, 0, { n: 1 }, true],
    boolean: ['yes', 2, null, 'true', [], {}],
    array: ['x', [null, { a: 1 }], Array.from({ length: 500 }, (_, i) => i), [[]], {}, 7],
    object: ['x', [], { __proto__: { polluted: true }, constructor: 1 }, null, 5, { a: { b: { c: [] } } }],
  };
  const values = byType[type ?? 'string'] ?? byType.string!;
  return values[variant % values.length];
}

function bodyFor(schema: Schema | undefined, variant: number): unknown {
  if (!schema?.properties)
    return { id: hostile({ type: 'integer' }, variant), page: hostile({ type: 'integer' }, variant + 1) };
  return Object.fromEntries(Object.entries(schema.properties).map(([name, s], i) => [name, hostile(s, variant + i)]));
}

const PATH_VALUES = ['abc', '99999999999999999999', '-1', '0', '1.5', '%00', 'null', `${'9'.repeat(400)}`];
const QUERY_SUFFIXES = [
  'page=abc&per_page=1e9',
  'page=-1&sort[]=x&id=%00',
  'kind[]=a&kind[]=b&min_price=abc',
  'lat=999&lng=-999&q=%25%27%22',
];

it('answers malformed and hostile input to every route with a 4xx, never a 500', async () => {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const failures: string[] = [];
  let requests = 0;
  for (const [route, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(upper)) continue;
      const queryNames = (op.parameters ?? []).filter((p) => p.in === 'query');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const multipart = Boolean(op.requestBody?.content?.['multipart/form-data']);
      for (let variant = 0; variant < 6; variant += 1) {
        const url = route.replace(/\{[^}]+\}/g, PATH_VALUES[variant % PATH_VALUES.length]!);
        const declared = queryNames
          .map((p, i) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(hostile(p.schema, variant + i)))}`)
          .join('&');
        const query = [declared, QUERY_SUFFIXES[variant % QUERY_SUFFIXES.length]].filter(Boolean).join('&');
        const headers: Record<string, string> = { ...t.headers, authorization: `Bearer ${token}` };
        let payload: string | undefined;
        if (upper !== 'GET') {
          if (multipart) {
            headers['content-type'] = variant % 2 ? 'multipart/form-data; boundary=x' : 'multipart/form-data';
            payload =
              variant % 2
                ? '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated'
                : 'not multipart at all';
          } else {
            headers['content-type'] = 'application/json';
            payload =
              variant === 0
                ? '{"broken": '
                : variant === 1
                  ? '[1,2,3]'
                  : variant === 2
                    ? 'null'
                    : JSON.stringify(bodyFor(bodySchema, variant));
          }
        }
        const res = await t.app.inject({ method: upper as 'GET', url: `${url}?${query}`, headers, payload });
        requests += 1;
        if (res.statusCode >= 500)
          failures.push(`${upper} ${url} [variant ${variant}] → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
  }
  expect(requests).toBeGreaterThan(300);
  expect(failures).toEqual([]);
}, 600_000);

it("refuses a NUL character in text the database would have to store, in the caller's language, and keeps the old value", async () => {
  // A session of its own: the hostile inputs above may have signed the first one out.
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'admin@bad-input.test')
    .executeTakeFirstOrThrow();
  const sessionId = newSessionId();
  const signed = await signAccessToken({ userId: user.id, tenantId: t.tenant.id, sessionId }, t.config);
  await t.db
    .insertInto('sessions')
    .values({ id: sessionId, tenant_id: t.tenant.id, user_id: user.id, expires_at: signed.expiresAt })
    .execute();
  const token = signed.token;
  const before = await t.app.inject({
    method: 'GET',
    url: '/api/admin/listing-options',
    headers: { ...t.headers, authorization: `Bearer ${token}` },
  });
  const oldName = (before.json() as { data: { options: { code: string; name_ar: string }[] } }).data.options.find(
    (o) => o.code === 'premium_listing',
  )?.name_ar;
  for (const [lang, message] of [
    ['en', 'The text contains a character that cannot be stored (a NUL byte).'],
    ['ar', 'يحتوي النص على محرف لا يمكن حفظه (بايت NUL).'],
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/listing-options/update',
      headers: {
        ...t.headers,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': lang!,
      },
      payload: JSON.stringify({ code: 'premium_listing', name_ar: 'a\u0000b' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message, errors: { body: [message] } });
  }
  const after = await t.app.inject({
    method: 'GET',
    url: '/api/admin/listing-options',
    headers: { ...t.headers, authorization: `Bearer ${token}` },
  });
  expect(
    (after.json() as { data: { options: { code: string; name_ar: string }[] } }).data.options.find(
      (o) => o.code === 'premium_listing',
    )?.name_ar,
  ).toBe(oldName);
});
