import fc from 'fast-check';
import { loadCatalogue, insertAutos } from '../features/auto/test-autos.js';
import { insertListings, loadPlaces } from '../features/property/test-listings.js';
import { seedContent } from '../seed/seed-content.js';
import { seedPlans } from '../seed/seed-plans.js';
import { bearer, signUp } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import {
  type FuzzRequest,
  type Operation,
  operations,
  requestArbitrary,
  type Role,
  unknownTenantArbitrary,
} from './fuzz-requests.js';
import { watchWrites, writeMark, writesSince } from './write-snapshot.js';

// Every operation of the API, driven from its own schemas with generated inputs (shaped and hostile): no input may
// make it fail with a 5xx, every 400 has docs/product/errors.md's shape, and a refused request writes nothing. Under an unknown
// X-Tenant every tenant-owned operation answers 'Tenant not found.' (docs/product/errors.md) whatever it is sent.
// FUZZ_RUNS sets the inputs per operation with a body. Within `pnpm test:unit` it is a sample (10: every operation,
// a few inputs each); `pnpm test:fuzz` runs the full budget (200). FUZZ_SEED replays a failure's seed.

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const OPERATIONS = operations();
// A body has the most to get wrong; an address's few parameters are covered with half as many inputs, and under an
// unknown tenant (refused before any of the input is read) a quarter.
const runsFor = (op: Operation) => (op.body ? RUNS : Math.max(1, Math.round(RUNS / 2)));
const TENANT_RUNS = Math.max(1, Math.round(RUNS / 4));

// Refusals that must write: a wrong one-time code counts an attempt, so guessing stops after a few (docs/product/validation.md codes).
const WRITING_REFUSALS: Record<string, string> = {
  'POST /api/otp-verify': 'UPDATE one_time_codes',
  'POST /api/verify-reset-code': 'UPDATE one_time_codes',
  'POST /api/reset-password': 'UPDATE one_time_codes',
};

// Routes that serve every tenant alike (config tenant:false or the tenancy plugin's shared prefixes). The payment
// provider's webhook names no tenant: the session it pays for belongs to one.
const TENANT_FREE = [
  '/api/docs',
  '/api/health',
  '/api/content/banner-art/',
  '/api/client-reports/',
  '/api/payments/hosted-checkout/webhook',
];
const TENANT_NOT_FOUND = '{"success":false,"message":"Tenant not found."}';

let t: TestApp;
const tokens: Partial<Record<Role, string>> = {};
const accounts: number[] = [];
let sent = 0;

beforeAll(async () => {
  t = await createTestApp();
  const places = await loadPlaces(t);
  const catalogue = await loadCatalogue(t);
  await seedContent(t.db, t.tenant.id);
  await seedPlans(t.db, t.tenant.id);
  // A member who sells both kinds, an admin, and another agent: small ids in generated inputs reach their rows.
  const member = await signUp(t, 'member@example.com', {
    name: 'Member',
    user_type: 'Agent',
    listing_category: 'both',
  });
  const admin = await signUp(t, 'admin@example.com', { name: 'Admin' });
  const other = await signUp(t, 'agent@example.com', { name: 'Agent', user_type: 'Agent', listing_category: 'both' });
  await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(admin.user.id)).execute();
  tokens.member = member.token;
  tokens.admin = admin.token;
  accounts.push(Number(member.user.id), Number(admin.user.id));
  const damascus = { governorate_id: places.gov('Damascus'), city_id: places.city('Damascus') };
  const model = catalogue.model(
    (await t.db.selectFrom('auto_models').select('code').orderBy('id').executeTakeFirstOrThrow()).code,
  );
  for (const owner of [Number(member.user.id), Number(other.user.id)]) {
    await insertListings(t, owner, [
      damascus,
      { ...damascus, listing_type: 'rent' },
      { ...damascus, status: 'paused' },
    ]);
    await insertAutos(t, owner, [{ model }, { model, status: 'paused' }]);
  }
  await watchWrites(t.db);
}, 300_000);

afterAll(async () => {
  await t?.close();
  const inputs = OPERATIONS.reduce((sum, op) => sum + runsFor(op), 0);
  console.info(
    `fuzzing: ${OPERATIONS.length} operations, ${inputs} generated inputs (${RUNS} per body, ${Math.round(RUNS / 2)} per address) ` +
      `and ${OPERATIONS.length * TENANT_RUNS} under unknown tenants: ${sent} requests sent, shrinking included`,
  );
});

/** Brings the fuzzer's own accounts back (a generated logout or suspension may have signed them out). */
async function restoreAccounts(): Promise<void> {
  await t.db
    .updateTable('users')
    .set({ suspended_at: null })
    .where('id', 'in', accounts)
    .where('suspended_at', 'is not', null)
    .execute();
  await t.db
    .updateTable('sessions')
    .set({ revoked_at: null })
    .where('user_id', 'in', accounts)
    .where('revoked_at', 'is not', null)
    .execute();
}

async function send(req: FuzzRequest, tenant: string) {
  sent += 1;
  const token = req.role === 'guest' ? undefined : tokens[req.role];
  return t.app.inject({
    method: req.method,
    url: req.url,
    headers: { ...req.headers, 'x-tenant': tenant, ...(token ? bearer(token) : {}) },
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
}

function parsed(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** docs/product/errors.md: a 400 carries `errors`, each field naming a list of messages, beside its message. */
function spec400Problem(body: Record<string, unknown> | null): string | null {
  if (!body) return 'is not a JSON object';
  if (body.success !== false || typeof body.message !== 'string' || body.message === '')
    return 'has no success:false and message';
  const errors = body.errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return 'has no errors object';
  const entries = Object.entries(errors as Record<string, unknown>);
  if (entries.length === 0) return 'has an empty errors object';
  for (const [field, messages] of entries) {
    if (!Array.isArray(messages) || messages.length === 0 || messages.some((m) => typeof m !== 'string' || m === '')) {
      return `has errors.${field} that is not a list of messages`;
    }
  }
  return null;
}

const describeRequest = (req: FuzzRequest, status: number, body: string) =>
  `${req.role} ${req.method} ${req.url} headers=${JSON.stringify(req.headers)} payload=${req.payload?.slice(0, 300)} → ${status} ${body.slice(0, 300)}`;

/** Runs the property with fast-check; a failure names the operation, the shrunk input, the seed and the path. */
async function fuzz<Ts extends [unknown, ...unknown[]]>(op: Operation, runs: number, property: fc.IAsyncProperty<Ts>) {
  try {
    await fc.assert(property, { numRuns: runs, ...(SEED !== undefined ? { seed: SEED } : {}) });
  } catch (error) {
    // fast-check keeps what the property threw as the cause: the broken expectation, with the request and answer.
    const cause = (error as Error & { cause?: unknown }).cause;
    const why = cause instanceof Error ? cause.message : String(cause ?? '');
    throw new Error(
      `${op.method} ${op.path}: ${why}\n(replay with FUZZ_SEED=<seed below>)\n${(error as Error).message}`,
    );
  }
}

/**
 * An address the router cannot read (a broken %-escape, a path segment over its length limit) reaches no route, so
 * no tenant is looked up: it is refused as an address, in the envelope, before anything else.
 */
function unroutable(res: { statusCode: number; body: string }): boolean {
  const errors = parsed(res.body)?.errors as Record<string, unknown> | undefined;
  return (res.statusCode === 400 || res.statusCode === 414) && Array.isArray(errors?.url);
}

const label = (op: Operation) => `${op.method} ${op.path}`;

describe('every operation, sent generated inputs', () => {
  it('covers the whole API', () => {
    expect(OPERATIONS.length).toBeGreaterThan(150);
    expect(OPERATIONS.map(label)).toEqual(
      expect.arrayContaining([
        'POST /api/add-property',
        'PUT /api/admin/pages/{slug}',
        'DELETE /api/agent-review/{id}',
      ]),
    );
  });

  it.each(OPERATIONS.map((op) => [label(op), op] as const))(
    '%s: never a 5xx; a 400 in the documented shape; a refusal writes nothing',
    async (_name, op) => {
      let before = await writeMark(t.db);
      await fuzz(
        op,
        runsFor(op),
        fc.asyncProperty(requestArbitrary(op), async (req) => {
          const res = await send(req, t.tenant.slug);
          const after = await writeMark(t.db);
          // Each request is judged by its own writes: the mark moves on before any check can fail, so when fast-check
          // replays smaller requests to shrink a failure, an earlier request's writes are not counted against them.
          const since = before;
          before = after;
          const body = parsed(res.body);
          const refused = res.statusCode >= 400 || body?.success === false;
          const shown = describeRequest(req, res.statusCode, res.body);
          if (res.statusCode >= 500) throw new Error(`a ${res.statusCode}: ${shown}`);
          if (res.statusCode === 400) {
            const problem = spec400Problem(body);
            if (problem) throw new Error(`a 400 that ${problem}: ${shown}`);
          }
          if (refused && after !== since) {
            const writes = await writesSince(t.db, since);
            if (writes !== WRITING_REFUSALS[label(op)])
              throw new Error(`a refused request wrote (${writes}): ${shown}`);
          }
          if (!refused) {
            await restoreAccounts();
            before = await writeMark(t.db);
          }
        }),
      );
    },
    600_000,
  );
});

describe('every operation under an unknown X-Tenant', () => {
  it.each(OPERATIONS.map((op) => [label(op), op] as const))(
    "%s: 'Tenant not found.', and nothing written",
    async (_name, op) => {
      const tenantFree = TENANT_FREE.some((prefix) => op.path === prefix || op.path.startsWith(prefix));
      const before = await writeMark(t.db);
      const known = [t.tenant.slug, t.config.DEFAULT_TENANT];
      // A route that serves every tenant alike may take a request whatever X-Tenant says (a browser's health report
      // is stored as for any other page): such an accepted request writes as it would anywhere.
      let acceptedTenantFree = false;
      await fuzz(
        op,
        TENANT_RUNS,
        fc.asyncProperty(fc.tuple(requestArbitrary(op), unknownTenantArbitrary(known)), async ([req, tenant]) => {
          const res = await send(req, tenant);
          const shown = `X-Tenant ${JSON.stringify(tenant)}: ${describeRequest(req, res.statusCode, res.body)}`;
          if (res.statusCode >= 500) throw new Error(`a ${res.statusCode}: ${shown}`);
          if (tenantFree && res.statusCode < 400 && parsed(res.body)?.success !== false) acceptedTenantFree = true;
          if (tenantFree || unroutable(res)) return;
          if (res.statusCode !== 200 || res.body !== TENANT_NOT_FOUND)
            throw new Error(`not 'Tenant not found.': ${shown}`);
        }),
      );
      // Not one of the refused requests may write, so one look at the end covers them all.
      if (!acceptedTenantFree) expect(await writesSince(t.db, before)).toBe('');
    },
    600_000,
  );
});
