import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LocalFolderTarget,
  readRegistryFrom,
  REGISTRY_LOCK_KEY,
  setCanary,
  setCurrent,
  writeRegistry,
  type Registry,
} from '@souq/remote-registry';
import { sql } from 'kysely';
import { bearer, get, post, signUp } from '../../test/accounts.js';
import { publishBuild, writeShellManifest } from '../../test/remote-builds.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { VersionHealth } from '../remote-health/figures.js';

// The canary analysis against a real registry folder, on constructed figures: it rolls back a failing canary and
// says why, waits on too little data, promotes only when asked to, and leaves alone what it does not judge.
let t: TestApp;
let dir: string;
let target: LocalFolderTarget;
let admin: Record<string, string>;
/** The figures each version has in the window (missing: none at all). */
let figures: Record<string, Partial<VersionHealth>> = {};
/** A version whose figures the database fails to read. */
let unreadable: string | null = null;
const asked: { remote: string; version: string; from: Date; to: Date }[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-canary-analysis-'));
  target = new LocalFolderTarget(dir);
  t = await createTestApp({
    config: {
      CDN_TARGET: target,
      SOUQ_SHELL_MANIFEST: writeShellManifest(path.join(dir, 'shell-mf-manifest.json')),
      CANARY_MIN_MOUNTS: 200,
      CANARY_MIN_BROWSERS: 20,
      CANARY_MIN_FAILING_BROWSERS: 5,
      CANARY_WINDOW_MINUTES: 30,
      CANARY_PROMOTE_AFTER_MINUTES: 10,
    },
    build: {
      remoteFigures: (db) => async (remote, version, from, to) => {
        asked.push({ remote, version, from, to });
        if (version === unreadable) await sql`SELECT 1 / 0`.execute(db);
        return {
          remote,
          version,
          browsers: 0,
          mounts: 0,
          failures: 0,
          failingBrowsers: 0,
          lcpP75Ms: null,
          clsP75: null,
          inpP75Ms: null,
          ...figures[version],
        };
      },
    },
    operator: true,
  });
  const a = await signUp(t, 'canary-admin@example.com', { name: 'Canary Admin' });
  await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(a.user.id)).execute();
  admin = bearer(a.token);
  // The canary each test starts is published, as promotion verifies it first.
  publishBuild(dir, 'property', '2.0.0');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const v = (remote: string, version: string) => ({
  version,
  manifest: `/remotes/${remote}/${version}/mf-manifest.json`,
});
/** property: 1.0.0 then 1.1.0 current, and a canary of 2.0.0 for 20% (judged unless `auto` is null). */
function publishRegistry(auto: { promote: boolean } | null = { promote: false }): Registry {
  let registry: Registry = { schemaVersion: 1, remotes: {} };
  registry = setCurrent(registry, 'property', v('property', '1.0.0'), 'rania');
  registry = setCurrent(registry, 'property', v('property', '1.1.0'), 'rania');
  registry = setCanary(
    registry,
    'property',
    v('property', '2.0.0'),
    20,
    'omar',
    auto ? { ...auto, now: t.app.clock.now() } : undefined,
  );
  registry = setCurrent(registry, 'auto', v('auto', '3.0.0'), 'rania');
  writeRegistry(path.join(dir, 'remotes.json'), registry);
  return registry;
}
const run = async () => {
  const res = await post(t, '/api/dev/canary-analysis/run', {});
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    ran: boolean;
    judged: { remote: string; version: string; applied: boolean; decision: { action: string; reason: string } }[];
    problems: string[];
  };
};
const property = async () => (await readRegistryFrom(target))!.remotes.property!;
const healthy = (mounts: number, failures: number, browsers = Math.round(mounts / 4)): Partial<VersionHealth> => ({
  mounts,
  failures,
  browsers,
  failingBrowsers: Math.min(failures, browsers),
  lcpP75Ms: 1500,
  clsP75: 0.01,
});

beforeEach(() => {
  unreadable = null;
  figures = {};
  asked.length = 0;
});

describe('the canary analysis job', () => {
  it('rolls back a canary failing far more often than current, and records why in the history', async () => {
    publishRegistry();
    figures = { '2.0.0': healthy(1000, 50), '1.1.0': healthy(4000, 20) };
    const pass = await run();
    expect(pass).toMatchObject({
      ran: true,
      problems: [],
      judged: [{ remote: 'property', version: '2.0.0', applied: true, decision: { action: 'rollback' } }],
    });
    const entry = await property();
    expect(entry.canary).toBeNull();
    expect(entry.current.version).toBe('1.1.0');
    expect(entry.history.at(-1)).toMatchObject({
      by: 'canary-analysis',
      action: 'canary rollback',
      version: '2.0.0',
      reason: expect.stringMatching(/error rate worse .* canary 2\.0\.0: 5\.00% .* current 1\.1\.0: 0\.50%/),
    });
    // Both versions were read over the same minutes, ending now.
    const [canaryAsked, currentAsked] = asked;
    expect(canaryAsked).toMatchObject({ remote: 'property', version: '2.0.0' });
    expect(currentAsked).toMatchObject({
      remote: 'property',
      version: '1.1.0',
      from: canaryAsked!.from,
      to: canaryAsked!.to,
    });
    expect(fs.existsSync(path.join(dir, REGISTRY_LOCK_KEY))).toBe(false);
    // Nothing left to judge: the next pass changes nothing.
    expect((await run()).judged).toEqual([]);
  });

  it('waits, changing nothing, on too little data however bad it looks', async () => {
    const before = publishRegistry();
    figures = { '2.0.0': healthy(100, 100), '1.1.0': healthy(4000, 20) };
    const pass = await run();
    expect(pass.judged).toEqual([
      expect.objectContaining({
        applied: false,
        decision: expect.objectContaining({
          action: 'wait',
          reason: expect.stringMatching(/too little data: canary has 100 of 200 mounts/),
        }),
      }),
    ]);
    expect(await readRegistryFrom(target)).toEqual(before);
  });

  it('waits on no figures at all (the reports not stored yet)', async () => {
    const before = publishRegistry();
    expect((await run()).judged.map((j) => j.decision.action)).toEqual(['wait']);
    expect(await readRegistryFrom(target)).toEqual(before);
  });

  it('promotes a canary healthy for the window only when it was asked to', async () => {
    publishRegistry({ promote: false });
    figures = { '2.0.0': healthy(1000, 5), '1.1.0': healthy(4000, 20) };
    t.app.clock.advance(11 * 60_000);
    expect((await run()).judged.map((j) => j.decision.action)).toEqual(['healthy']);
    expect((await property()).current.version).toBe('1.1.0');

    publishRegistry({ promote: true });
    expect((await run()).judged.map((j) => j.decision.action)).toEqual(['healthy']);
    t.app.clock.advance(11 * 60_000);
    const pass = await run();
    expect(pass.judged).toEqual([
      expect.objectContaining({
        applied: true,
        decision: expect.objectContaining({
          action: 'promote',
          reason: expect.stringMatching(/^healthy for 11 minutes/),
        }),
      }),
    ]);
    const entry = await property();
    expect(entry).toMatchObject({ current: v('property', '2.0.0'), previous: v('property', '1.1.0'), canary: null });
    expect(entry.history.at(-1)).toMatchObject({ by: 'canary-analysis', action: 'promote', version: '2.0.0' });
  });

  it('does not promote a healthy canary that no longer passes verification, and says why', async () => {
    const chunk = path.join(dir, 'property', '2.0.0', 'app.200.js');
    fs.rmSync(chunk);
    try {
      const before = publishRegistry({ promote: true });
      figures = { '2.0.0': healthy(1000, 5), '1.1.0': healthy(4000, 20) };
      t.app.clock.advance(11 * 60_000);
      const pass = await run();
      expect(pass.judged).toEqual([
        expect.objectContaining({
          applied: false,
          decision: {
            action: 'wait',
            reason: 'healthy, but not promoted: it fails verification (missing file: property/2.0.0/app.200.js)',
            detail: { kind: 'not-verified', values: { problems: 'missing file: property/2.0.0/app.200.js' } },
          },
        }),
      ]);
      expect(pass.problems).toEqual(['property: 2.0.0 not promoted: missing file: property/2.0.0/app.200.js']);
      expect(await readRegistryFrom(target)).toEqual(before);
    } finally {
      publishBuild(dir, 'property', '2.0.0');
    }
  });

  it('leaves a canary it does not judge, remotes without one, and versions it was not told of alone', async () => {
    const before = publishRegistry(null);
    figures = { '2.0.0': healthy(1000, 500), '1.1.0': healthy(4000, 20), '9.9.9': healthy(1000, 1000) };
    expect(await run()).toEqual({ ran: true, judged: [], problems: [] });
    expect(await readRegistryFrom(target)).toEqual(before);
    expect(asked).toEqual([]);
  });

  it('reports a malformed registry or a busy lock instead of failing, and tries again next pass', async () => {
    fs.writeFileSync(path.join(dir, 'remotes.json'), '{"schemaVersion": 1, "remotes": {"property": {"current": 7}}}');
    expect(await run()).toEqual({
      ran: true,
      judged: [],
      problems: [expect.stringMatching(/remotes\.json .* is malformed/)],
    });

    publishRegistry();
    figures = { '2.0.0': healthy(1000, 50), '1.1.0': healthy(4000, 20) };
    const release = await target.lock(REGISTRY_LOCK_KEY, 'another operator');
    try {
      const pass = await run();
      expect(pass.judged).toEqual([
        expect.objectContaining({ applied: false, decision: expect.objectContaining({ action: 'rollback' }) }),
      ]);
      expect(pass.problems).toEqual([
        expect.stringMatching(/property: another change to the registry is in progress \(another operator/),
      ]);
      expect((await property()).canary?.version).toBe('2.0.0');
    } finally {
      await release();
    }
    expect((await run()).judged).toEqual([expect.objectContaining({ applied: true })]);
    expect((await property()).canary).toBeNull();
  });

  it('rolls a canary back once when several passes run at once (one holds the lock, or finds it already done)', async () => {
    publishRegistry();
    figures = { '2.0.0': healthy(1000, 50), '1.1.0': healthy(4000, 20) };
    const passes = await Promise.all([run(), run(), run()]);
    expect(passes.flatMap((p) => p.judged).filter((j) => j.applied)).toHaveLength(1);
    const entry = await property();
    expect(entry.canary).toBeNull();
    expect(entry.history.filter((h) => h.by === 'canary-analysis')).toHaveLength(1);
  });

  it('reports a version whose figures cannot be read, judges the other remotes, and decides nothing on it', async () => {
    let registry = publishRegistry();
    registry = setCanary(registry, 'auto', v('auto', '3.1.0'), 10, 'omar', { promote: false, now: t.app.clock.now() });
    writeRegistry(path.join(dir, 'remotes.json'), registry);
    unreadable = '2.0.0';
    figures = { '3.1.0': healthy(1000, 60), '3.0.0': healthy(4000, 20) };
    const pass = await run();
    expect(pass.problems).toEqual([
      expect.stringMatching(/^property: its figures could not be read \(division by zero\)/),
    ]);
    expect(pass.judged).toEqual([
      expect.objectContaining({
        remote: 'auto',
        applied: true,
        decision: expect.objectContaining({ action: 'rollback' }),
      }),
    ]);
    expect((await property()).canary?.version).toBe('2.0.0');
  });
});

describe('GET /api/remote-health/versions', () => {
  it("answers an admin each live version's figures and the analysis's decision, in Arabic too", async () => {
    publishRegistry({ promote: true });
    figures = { '2.0.0': healthy(100, 0), '1.1.0': healthy(4000, 20), '1.0.0': healthy(10, 0) };
    const res = await get(t, '/api/remote-health/versions', { ...admin, 'accept-language': 'ar' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('صحة إصدارات الواجهات.');
    expect(body.data).toMatchObject({ window_minutes: 30, problem: null });
    const [auto, prop] = [
      body.data.remotes.find((r: { remote: string }) => r.remote === 'auto'),
      body.data.remotes.find((r: { remote: string }) => r.remote === 'property'),
    ];
    expect(auto).toMatchObject({ current: { version: '3.0.0', mounts: 0 }, previous: null, canary: null });
    expect(prop).toMatchObject({
      current: { version: '1.1.0', mounts: 4000, failures: 20 },
      previous: { version: '1.0.0', mounts: 10 },
      canary: {
        percent: 20,
        auto: { promote: true },
        figures: { version: '2.0.0', mounts: 100 },
        decision: { action: 'wait' },
      },
    });
    // Only looking: the registry is unchanged.
    expect((await property()).canary?.version).toBe('2.0.0');
  });

  it('is refused to guests and members', async () => {
    expect((await get(t, '/api/remote-health/versions')).statusCode).toBe(401);
    const m = await signUp(t, 'canary-member@example.com');
    expect((await get(t, '/api/remote-health/versions', bearer(m.token))).statusCode).toBe(403);
  });
});
