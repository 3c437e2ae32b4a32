import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LocalFolderTarget,
  readRegistryFrom,
  REGISTRY_LOCK_KEY,
  setCurrent,
  writeRegistry,
  type Registry,
} from '@souq/remote-registry';
import { bearer, get, post, signUp } from '../../test/accounts.js';
import { publishBuild, writeShellManifest } from '../../test/remote-builds.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The versions dashboard's actions on a real registry folder: promotions, rollbacks and canaries guarded by the same
// verification as `pnpm remotes` (files present, shared singletons fitting the shell build), recorded with the admin
// in the registry's history and in the audit log; and a version's figures over time from the stored reports.
let t: TestApp;
let dir: string;
let target: LocalFolderTarget;
let admin: Record<string, string>;
let adminId = '';
let member: Record<string, string>;

/** Publishes a small but complete build of property under `version` (built against `react`). */
const publish = (version: string, react = '18.3.1', { missingChunk = false } = {}) =>
  publishBuild(path.join(dir, 'cdn'), 'property', version, { react, missingChunk });

const v = (version: string) => ({ version, manifest: `/remotes/property/${version}/mf-manifest.json` });
/** property: 1.0.0 then 1.1.0 current. */
function startRegistry(): Registry {
  let registry: Registry = { schemaVersion: 1, remotes: {} };
  registry = setCurrent(registry, 'property', v('1.0.0'), 'rania');
  registry = setCurrent(registry, 'property', v('1.1.0'), 'rania');
  writeRegistry(path.join(dir, 'cdn', 'remotes.json'), registry);
  return registry;
}
const property = async () => (await readRegistryFrom(target))!.remotes.property!;
const auditActions = async () =>
  await t.db
    .selectFrom('audit_log')
    .select(['action', 'subject_kind', 'subject_id', 'admin_name'])
    .where('subject_kind', '=', 'remote')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-versions-dashboard-'));
  target = new LocalFolderTarget(path.join(dir, 'cdn'));
  const shell = writeShellManifest(path.join(dir, 'shell-mf-manifest.json'));
  t = await createTestApp({
    config: { CDN_TARGET: target, SOUQ_SHELL_MANIFEST: shell, CANARY_ANALYSIS_INTERVAL_MS: 0 },
    operator: true,
  });
  const a = await signUp(t, 'versions-admin@example.com', { name: 'Rania' });
  adminId = String(a.user.id);
  await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(a.user.id)).execute();
  admin = bearer(a.token);
  member = bearer((await signUp(t, 'versions-member@example.com')).token);
  for (const version of ['1.0.0', '1.1.0', '2.0.0']) publish(version);
  publish('2.1.0', '19.0.0');
  publish('2.2.0', '18.3.1', { missingChunk: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => {
  startRegistry();
});

describe('the versions dashboard actions', () => {
  it('are refused to guests and members, changing nothing', async () => {
    const before = await readRegistryFrom(target);
    expect((await post(t, '/api/remote-health/versions/property/promote', { version: '2.0.0' })).statusCode).toBe(401);
    expect(
      (await post(t, '/api/remote-health/versions/property/promote', { version: '2.0.0' }, member)).statusCode,
    ).toBe(403);
    expect((await post(t, '/api/remote-health/versions/property/rollback', {}, member)).statusCode).toBe(403);
    expect(
      (await post(t, '/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 10 }, member))
        .statusCode,
    ).toBe(403);
    expect((await get(t, '/api/remote-health/versions/property/series?version=2.0.0', member)).statusCode).toBe(403);
    expect(await readRegistryFrom(target)).toEqual(before);
  });

  it("are refused to another tenant's admin: every tenant runs the same code, which is the operator's to change", async () => {
    const other = await t.db
      .insertInto('tenants')
      .values({ slug: `${t.tenant.slug}-other`, name: 'Other' })
      .returning('slug')
      .executeTakeFirstOrThrow();
    const otherSite = { ...t, headers: { 'x-tenant': other.slug } };
    const otherAdmin = await signUp(otherSite, 'versions-admin@example.com', { name: 'Other site admin' });
    await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(otherAdmin.user.id)).execute();
    const asOther = { ...bearer(otherAdmin.token), 'x-tenant': other.slug, 'accept-language': 'ar' };
    const before = await readRegistryFrom(target);
    const answers = [
      await post(t, '/api/remote-health/versions/property/promote', { version: '2.0.0' }, asOther),
      await post(t, '/api/remote-health/versions/property/rollback', {}, asOther),
      await post(t, '/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 10 }, asOther),
      await get(t, '/api/remote-health/versions/property/series?version=2.0.0', asOther),
      await get(t, '/api/remote-health/versions', asOther),
    ];
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual(
      Array(5).fill([403, 'ليس لديك صلاحية!']),
    );
    expect(await readRegistryFrom(target)).toEqual(before);
    expect(await auditActions()).toEqual([]);
    // The operator's own admin still reads it.
    expect((await get(t, '/api/remote-health/versions', admin)).statusCode).toBe(200);
  });

  it('refuse to promote a version that fails verification, naming the problems, in Arabic too; the registry is unchanged', async () => {
    const before = await readRegistryFrom(target);
    const res = await post(t, '/api/remote-health/versions/property/promote', { version: '2.1.0' }, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Refused: the version failed verification, so nothing was changed.',
      problems: expect.arrayContaining(['shared "react": the shell provides 18.3.1, this build requires ^19.0.0']),
    });
    const missing = await post(
      t,
      '/api/remote-health/versions/property/promote',
      { version: '2.2.0' },
      { ...admin, 'accept-language': 'ar' },
    );
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({
      message: 'رُفض الطلب: لم يجتز الإصدار التحقق، فلم يتغير شيء.',
      problems: ['missing file: property/2.2.0/app.220.js'],
    });
    const unpublished = await post(
      t,
      '/api/remote-health/versions/property/canary',
      { version: '9.9.9', percent: 10 },
      admin,
    );
    expect(unpublished.statusCode).toBe(409);
    expect(unpublished.json().problems[0]).toMatch(/property 9\.9\.9 is not published/);
    expect(await readRegistryFrom(target)).toEqual(before);
    expect(await auditActions()).toEqual([]);
  });

  it('promote a verified version, with the admin in the history and the audit log', async () => {
    const res = await post(t, '/api/remote-health/versions/property/promote', { version: '2.0.0' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The version is now current for every visitor.',
      data: { remote: 'property', current: '2.0.0', previous: '1.1.0', canary: null },
    });
    const entry = await property();
    expect(entry.current).toEqual(v('2.0.0'));
    expect(entry.history.at(-1)).toMatchObject({ action: 'promote', version: '2.0.0', by: `admin #${adminId}` });
    expect((await auditActions()).at(-1)).toEqual({
      action: 'remote.promote',
      subject_kind: 'remote',
      subject_id: 'property',
      admin_name: 'Rania',
    });
    // Once more: it is current already.
    const again = await post(t, '/api/remote-health/versions/property/promote', { version: '2.0.0' }, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This version is already current.');
  });

  it('roll back to the previous version, and refuse when there is none', async () => {
    const res = await post(t, '/api/remote-health/versions/property/rollback', {}, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ current: '1.0.0', previous: null });
    expect((await property()).history.at(-1)).toMatchObject({
      action: 'rollback',
      version: '1.0.0',
      from: '1.1.0',
      by: `admin #${adminId}`,
    });
    const none = await post(
      t,
      '/api/remote-health/versions/property/rollback',
      {},
      { ...admin, 'accept-language': 'ar' },
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('لا يوجد إصدار سابق للعودة إليه.');
    expect((await post(t, '/api/remote-health/versions/auto/rollback', {}, admin)).statusCode).toBe(409);
    expect((await auditActions()).at(-1)?.action).toBe('remote.rollback');
  });

  it('start, change and end a canary judged by the analysis', async () => {
    const started = await post(
      t,
      '/api/remote-health/versions/property/canary',
      { version: '2.0.0', percent: 10, auto: { promote: true } },
      admin,
    );
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      message: 'The canary is set.',
      data: { current: '1.1.0', canary: { version: '2.0.0', percent: 10, auto: { promote: true } } },
    });
    expect((await property()).history.at(-1)).toMatchObject({
      action: 'canary',
      version: '2.0.0',
      percent: 10,
      by: `admin #${adminId}`,
    });
    expect(
      (await post(t, '/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 30 }, admin)).json()
        .data.canary,
    ).toEqual({ version: '2.0.0', percent: 30, auto: null });
    const ended = await post(t, '/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 0 }, admin);
    expect(ended.json()).toMatchObject({
      message: 'The canary has ended: every visitor gets the current version.',
      data: { canary: null },
    });
    expect((await property()).history.at(-1)).toMatchObject({ action: 'canary end', version: '2.0.0' });
    expect(
      (await post(t, '/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 0 }, admin)).json()
        .message,
    ).toBe('No canary is running.');
    expect((await auditActions()).filter((a) => a.action === 'remote.canary')).toHaveLength(3);
  });

  it('refuse while another change holds the registry lock, changing nothing', async () => {
    const before = await readRegistryFrom(target);
    const release = await target.lock(REGISTRY_LOCK_KEY, 'another operator');
    try {
      const res = await post(t, '/api/remote-health/versions/property/promote', { version: '2.0.0' }, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'Another change to the registry is in progress; nothing was changed. Try again in a moment.',
        problems: [expect.stringMatching(/another operator/)],
      });
    } finally {
      await release();
    }
    expect(await readRegistryFrom(target)).toEqual(before);
  });

  it('refuse bad input with 400, never a 5xx', async () => {
    const bad: Array<[string, unknown]> = [
      ['/api/remote-health/versions/nosuch/promote', { version: '2.0.0' }],
      ['/api/remote-health/versions/property/promote', { version: '../etc' }],
      ['/api/remote-health/versions/property/promote', {}],
      ['/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 150 }],
      ['/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 5.5 }],
      ['/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 10, auto: { promote: 'yes' } }],
    ];
    for (const [url, body] of bad) expect([url, (await post(t, url, body, admin)).statusCode]).toEqual([url, 400]);
    for (const url of [
      '/api/remote-health/versions/property/series?version=2.0.0&hours=0',
      '/api/remote-health/versions/property/series?version=2.0.0&hours=169',
      '/api/remote-health/versions/property/series',
      '/api/remote-health/versions/nosuch/series?version=1.0.0',
    ]) {
      expect([url, (await get(t, url, admin)).statusCode]).toEqual([url, 400]);
    }
  });
});

describe('GET /api/remote-health/versions/:remote/series', () => {
  it("answers a version's points from the stored reports: mounts, failures and the vitals' p75", async () => {
    for (const [n, fails] of [
      [1, false],
      [2, false],
      [3, true],
    ] as const) {
      const item = {
        remote: 'property',
        version: '2.0.0',
        build: 'canary',
        mounts: fails ? 0 : 1,
        loadFailures: 0,
        boundaryErrors: fails ? 1 : 0,
        uncaughtErrors: 0,
        lcpMs: 1000 * n,
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client-reports/remote-health',
        payload: { browser: `series-browser-${String(n).padStart(8, '0')}`, items: [item] },
        remoteAddress: `10.8.0.${n}`,
      });
      expect(res.statusCode).toBe(202);
    }
    t.app.clock.advance(60_000);
    const res = await get(t, '/api/remote-health/versions/property/series?version=2.0.0&hours=1', admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ remote: 'property', version: '2.0.0', problem: null });
    expect(data.points).toEqual([
      expect.objectContaining({
        browsers: 3,
        mounts: 2,
        failures: 1,
        failingBrowsers: 1,
        lcpP75Ms: expect.any(Number),
      }),
    ]);
    expect(
      (await get(t, '/api/remote-health/versions/property/series?version=1.1.0', admin)).json().data.points,
    ).toEqual([]);
  });
});

describe('GET /api/remote-health/versions (the dashboard)', () => {
  it("carries each remote's history, newest first, and its published versions", async () => {
    await post(t, '/api/remote-health/versions/property/canary', { version: '2.0.0', percent: 5 }, admin);
    const res = await get(t, '/api/remote-health/versions', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.configured).toBe(true);
    const prop = res.json().data.remotes.find((r: { remote: string }) => r.remote === 'property');
    expect(prop.history[0]).toMatchObject({ action: 'canary', version: '2.0.0', percent: 5, by: `admin #${adminId}` });
    expect(prop.history.at(-1)).toMatchObject({ action: 'promote', version: '1.0.0' });
    expect(prop.published).toEqual(['1.0.0', '1.1.0', '2.0.0', '2.1.0', '2.2.0']);
  });
});

describe('without a registry', () => {
  it('answers 404 with a localised message to the actions, and says so in the versions answer', async () => {
    const bare = await createTestApp({ config: { CDN_TARGET: null }, operator: true });
    try {
      const a = await signUp(bare, 'bare-admin@example.com', { name: 'Bare' });
      await bare.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', Number(a.user.id)).execute();
      const res = await post(
        bare,
        '/api/remote-health/versions/property/promote',
        { version: '2.0.0' },
        { ...bearer(a.token), 'accept-language': 'ar' },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('لم يُضبط سجل لإصدارات الواجهات في الخادم (SOUQ_CDN_DIR أو SOUQ_CDN_S3_BUCKET).');
      expect((await get(bare, '/api/remote-health/versions', bearer(a.token))).json().data).toMatchObject({
        configured: false,
        remotes: [],
      });
    } finally {
      await bare.close();
    }
  });
});
