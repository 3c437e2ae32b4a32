import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LocalFolderTarget,
  readRegistryFrom,
  setCanary,
  setCurrent,
  writeRegistry,
  type Registry,
} from '@souq/remote-registry';
import { post } from '../../test/accounts.js';
import { publishBuild, writeShellManifest } from '../../test/remote-builds.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The canary analysis on the health reports browsers send, as stored (no constructed figures): reports that come in
// during the minute the analysis started count, so a canary that fails in its first minute is rolled back in it.
let t: TestApp;
let dir: string;
let target: LocalFolderTarget;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-canary-stored-'));
  target = new LocalFolderTarget(dir);
  t = await createTestApp({
    config: {
      CDN_TARGET: target,
      SOUQ_SHELL_MANIFEST: writeShellManifest(path.join(dir, 'shell-mf-manifest.json')),
      CANARY_MIN_MOUNTS: 2,
      CANARY_MIN_BROWSERS: 2,
      CANARY_MIN_FAILING_BROWSERS: 2,
      CANARY_WINDOW_MINUTES: 30,
      CANARY_PROMOTE_AFTER_MINUTES: 1,
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const v = (version: string) => ({ version, manifest: `/remotes/property/${version}/mf-manifest.json` });
const browserId = (n: number) => `stored-browser-${String(n).padStart(8, '0')}`;

/** property 1.0.0 current, `canary` judged by the analysis for half the visitors from now. */
function startCanary(canary: string, promote: boolean): void {
  let registry: Registry = { schemaVersion: 1, remotes: {} };
  registry = setCurrent(registry, 'property', v('1.0.0'), 'rania');
  registry = setCanary(registry, 'property', v(canary), 50, 'omar', { promote, now: t.app.clock.now() });
  writeRegistry(path.join(dir, 'remotes.json'), registry);
}

/** One browser's beacon: it showed `version` and, when `fails`, its error boundary caught an error. */
async function report(browser: number, version: string, build: 'current' | 'canary', fails: boolean): Promise<void> {
  const item = {
    remote: 'property',
    version,
    build,
    mounts: fails ? 0 : 1,
    loadFailures: 0,
    boundaryErrors: fails ? 1 : 0,
    uncaughtErrors: 0,
  };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/client-reports/remote-health',
    payload: { browser: browserId(browser), items: [item] },
    remoteAddress: `10.9.0.${browser}`,
  });
  expect(res.statusCode).toBe(202);
}

const run = async () =>
  (await post(t, '/api/dev/canary-analysis/run', {})).json().data as {
    judged: { applied: boolean; decision: { action: string; reason: string } }[];
  };

/** Moves the clock to 40 seconds past a minute, so the analysis starts mid-minute. */
function midMinute(): void {
  const ms = t.app.clock.now().getTime() % 60_000;
  t.app.clock.advance(((40_000 - ms + 60_000) % 60_000) + 60_000);
}

describe('the canary analysis on stored health reports', () => {
  it('rolls back a canary whose mounts fail in the minute its analysis started', async () => {
    midMinute();
    startCanary('2.0.0-bad', false);
    t.app.clock.advance(5_000);
    await report(1, '2.0.0-bad', 'canary', true);
    await report(2, '2.0.0-bad', 'canary', true);
    await report(3, '1.0.0', 'current', false);
    await report(4, '1.0.0', 'current', false);

    const pass = await run();
    expect(pass.judged).toEqual([
      expect.objectContaining({
        applied: true,
        decision: {
          action: 'rollback',
          reason: expect.stringMatching(
            /canary 2\.0\.0-bad: 100\.00% \(2 failures in 2 mounts, 2 browsers\) vs current 1\.0\.0: 0\.00%/,
          ),
          detail: { kind: 'error-rate', values: { canaryRate: 1, currentRate: 0, margin: 0.01, failingBrowsers: 2 } },
        },
      }),
    ]);
    const entry = (await readRegistryFrom(target))!.remotes.property!;
    expect(entry.canary).toBeNull();
    expect(entry.current.version).toBe('1.0.0');
  });

  it('promotes a healthy canary asked to, once watched long enough, and not before', async () => {
    publishBuild(dir, 'property', '2.1.0-good');
    midMinute();
    startCanary('2.1.0-good', true);
    t.app.clock.advance(5_000);
    await report(5, '2.1.0-good', 'canary', false);
    await report(6, '2.1.0-good', 'canary', false);
    await report(7, '1.0.0', 'current', false);
    await report(8, '1.0.0', 'current', false);
    expect((await run()).judged.map((j) => j.decision.action)).toEqual(['healthy']);

    t.app.clock.advance(60_000);
    expect((await run()).judged).toEqual([
      expect.objectContaining({ applied: true, decision: expect.objectContaining({ action: 'promote' }) }),
    ]);
    expect((await readRegistryFrom(target))!.remotes.property!).toMatchObject({
      current: v('2.1.0-good'),
      previous: v('1.0.0'),
      canary: null,
    });
  });
});
