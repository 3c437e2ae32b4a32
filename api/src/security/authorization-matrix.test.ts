import type { LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { bearer } from '../test/accounts.js';
import { routeCollector } from '../test/registered-routes.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { type Actor, buildWorld, freshToken, type Role, ROLES, type World } from './matrix-world.js';
import { type Call, type Expect, ROUTE_RULES, type RouteRule } from './route-rules.js';

// Every route of the running app, called as the owner of what it names, another member of the same site, a member
// of another site, a guest and an admin; each answer checked against the route's declared rule (route-rules.ts).

const DECLARED = Object.keys(ROUTE_RULES).length;

let t: TestApp;
let w: World;
let uploads: string;
// Hang detectors, not timing assertions: two sites, their places and catalogue, a dozen members signing up, then
// close to a thousand requests, on a machine other test files share.
const SLOW_MS = 300_000;
beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), 'souq-matrix-'));
  // This site is the operator's: its admin runs the site's code, the other site's admin does not.
  t = await createTestApp({ config: { UPLOADS_DIR: uploads }, operator: true });
  w = await buildWorld(t);
}, SLOW_MS);
afterAll(async () => {
  await t.close();
  await rm(uploads, { recursive: true, force: true });
});

/** What each role must be answered under a rule, before the rule's exceptions. */
function expectations(rule: RouteRule): Record<Role, Expect> {
  const signedIn = (e: Expect) => ({ owner: e, member: e, otherTenant: e, admin: e });
  const base: Record<Role, Expect> = (() => {
    switch (rule.access) {
      case 'public':
      case 'dev':
        return { ...signedIn('allowed'), guest: 'allowed' };
      case 'member':
        return { ...signedIn('allowed'), guest: 401 };
      // The other site's caller is its admin (World.otherAdmin): allowed on its own site, refused this site's things.
      case 'admin':
        return { owner: 403, member: 403, otherTenant: 'allowed', admin: 'allowed', guest: 401 };
      case 'mine':
        return { ...signedIn(200), guest: 401 };
      case 'owner':
        return { owner: 200, ...rule.refused, guest: 401 };
    }
  })();
  return { ...base, ...rule.except };
}

const meets = (status: number, e: Expect) =>
  e === 'allowed' ? status < 500 && status !== 401 && status !== 403 : status === e;

/** The roles in the order they call: the one allowed to change the thing last, so it still proves the refusals. */
const ORDER: Record<'owner' | 'admin', Role[]> = {
  owner: ['guest', 'otherTenant', 'member', 'admin', 'owner'],
  admin: ['guest', 'otherTenant', 'member', 'owner', 'admin'],
};

function describeCall(call: Call): string {
  return 'send' in call ? call.input : `${call.url}${call.payload ? ` ${JSON.stringify(call.payload)}` : ''}`;
}

async function send(method: string, call: Call, site: TestApp, token: string | null): Promise<LightMyRequestResponse> {
  const auth = token ? bearer(token) : {};
  if ('send' in call) return call.send(site, auth);
  return site.app.inject({
    method: method as 'GET',
    url: call.url,
    headers: { ...site.headers, ...auth },
    ...(call.payload !== undefined ? { payload: call.payload } : {}),
  });
}

/** The actor a role calls as for this route (the resource's own owner when it is not the world's). */
function actorOf(role: Role, rule: RouteRule, owner: Actor): Actor | null {
  if (role === 'guest') return null;
  if (role === 'otherTenant' && rule.access === 'admin') return w.otherAdmin;
  return role === 'owner' ? owner : w[role];
}

describe('the authorisation matrix', () => {
  it('declares a rule for every route the app registers, and none for a route that is gone', () => {
    const registered = t.routes.map((r) => `${r.method} ${r.path}`);
    const undeclared = registered.filter((key) => !(key in ROUTE_RULES));
    const gone = Object.keys(ROUTE_RULES).filter((key) => !registered.includes(key));
    // An undeclared route: add it to ROUTE_RULES in api/src/security/route-rules.ts with who may call it.
    expect({ undeclared, gone }).toEqual({ undeclared: [], gone: [] });
  });

  it('registers the development helpers outside production only', async () => {
    // The same database: only the route table is read.
    const collector = routeCollector();
    const production = await buildApp({
      config: { ...t.config, NODE_ENV: 'production' },
      db: t.db,
      logger: false,
      onRoute: collector.onRoute,
    });
    try {
      const registered = collector.routes.map((r) => `${r.method} ${r.path}`).sort();
      const expected = Object.entries(ROUTE_RULES)
        .filter(([, rule]) => rule.access !== 'dev')
        .map(([key]) => key)
        .sort();
      expect(registered).toEqual(expected);
    } finally {
      await production.close();
    }
  });

  it(
    `answers ${DECLARED} routes × ${ROLES.length} roles = ${DECLARED * ROLES.length} calls as each route's rule declares`,
    async () => {
      const failures: string[] = [];
      let calls = 0;
      for (const { method, path: route } of t.routes) {
        const key = `${method} ${route}`;
        const rule = ROUTE_RULES[key];
        if (!rule) continue; // reported by the coverage test above
        const owned = rule.access === 'owner' ? await rule.setup(w) : null;
        const mine = rule.access === 'mine' ? await rule.setup(w) : null;
        const administered = rule.access === 'admin' && rule.setup ? await rule.setup(w) : null;
        // This site's admin acting on a thing of the site is answered 200; the other site's admin as the case says.
        const expected = {
          ...expectations(rule),
          ...(administered && { admin: 200, otherTenant: administered.otherSite }),
        };
        const call: Call =
          owned?.call ??
          mine?.call ??
          administered?.call ??
          (rule.access !== 'owner' && rule.access !== 'mine' && rule.call
            ? await rule.call(w)
            : {
                url: route.replace(/:[A-Za-z_]+/g, '1').replace('*', 'x'),
                ...(method === 'GET' ? {} : { payload: {} }),
              });
        // Who changes the thing (and calls last), how it is read back, and who alone may see its mark.
        const changer = rule.access === 'admin' ? 'admin' : 'owner';
        const read = owned?.read ?? administered?.read;
        const before = read ? await read() : undefined;
        const mark = mine
          ? { text: mine.mark, holder: 'owner' }
          : administered?.mark
            ? { text: administered.mark, holder: 'admin' }
            : null;
        const fail = (role: Role, what: string) =>
          failures.push(`${key} as ${role} with ${describeCall(call)}: ${what}`);

        for (const role of ORDER[changer]) {
          if (role === changer && read) {
            // Nothing the others sent may have changed it.
            const after = await read();
            if (JSON.stringify(after) !== JSON.stringify(before))
              fail(
                role,
                `changed by the refused calls: ${JSON.stringify(before).slice(0, 200)} → ${JSON.stringify(after).slice(0, 200)}`,
              );
          }
          const actor = actorOf(role, rule, owned?.owner ?? mine?.owner ?? w.owner);
          const token = actor && (rule.freshSession ? await freshToken(actor) : actor.token);
          const res = await send(method, call, actor?.site ?? w.t, token);
          calls += 1;
          const want = expected[role];
          if (!meets(res.statusCode, want)) {
            fail(role, `expected ${want}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
            continue;
          }
          // Refusals carry the envelope the site's client reads (docs/product/errors.md).
          if (
            (res.statusCode === 401 || res.statusCode === 403 || res.statusCode === 404) &&
            res.headers['content-type']?.toString().includes('json') &&
            res.json().success !== false
          ) {
            fail(role, `refused without success:false: ${res.body.slice(0, 200)}`);
          }
          if (mark && res.body.includes(mark.text) !== (role === mark.holder)) {
            fail(
              role,
              role === mark.holder
                ? `${mark.text} is missing from the answer`
                : `sees ${mark.text}, which is not theirs to see`,
            );
          }
        }
      }
      console.log(
        `authorisation matrix: ${calls / ROLES.length} routes × ${ROLES.length} roles = ${calls} calls, ${failures.length} failing`,
      );
      expect(failures).toEqual([]);
      expect(calls).toBe(DECLARED * ROLES.length);
    },
    SLOW_MS,
  );
});
