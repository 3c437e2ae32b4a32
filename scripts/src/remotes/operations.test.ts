import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  LocalFolderTarget,
  LockBusyError,
  readRegistryFrom,
  REGISTRY_LOCK_KEY,
  RegistryError,
  type FederationManifest,
} from '@souq/remote-registry';
import {
  canary,
  OperatorError,
  promote,
  publishBuild,
  rollback,
  statusText,
  verify,
  type OperatorContext,
} from './operations.js';

const shared = (name: string, version: string, requiredVersion = `^${version}`) => ({
  name,
  version,
  singleton: true,
  requiredVersion,
  assets: { js: { sync: [`${name.replace(/\W/g, '')}.1111aaaa22.js`], async: [] }, css: { sync: [], async: [] } },
});

const shellManifest: FederationManifest = {
  name: 'shell',
  metaData: { pluginVersion: '2.9.2' },
  shared: [shared('react', '18.3.1'), shared('@souq/shared', '1.0.0')],
};

/** Writes a small but complete remote build, the way webpack lays one out. */
function writeBuild(dir: string, label: string, reactVersion = '18.3.1'): void {
  fs.mkdirSync(dir, { recursive: true });
  const manifest = {
    id: 'property',
    name: 'property',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [shared('react', reactVersion), shared('@souq/shared', '1.0.0')],
    remotes: [],
    exposes: [
      {
        id: 'property:app',
        name: 'app',
        path: './app',
        assets: { js: { sync: [`app.${label}00000000.js`], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${label} */`);
  for (const file of [...manifest.shared.map((s) => s.assets.js.sync[0]!), manifest.exposes[0]!.assets.js.sync[0]!]) {
    fs.writeFileSync(path.join(dir, file), `/* ${file} */`);
  }
}

describe('remote operations on the local CDN', () => {
  let work: string;
  let ctx: OperatorContext;
  const build = (label: string, react?: string) => {
    const dir = path.join(work, `build-${label}`);
    writeBuild(dir, label, react);
    return dir;
  };

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-ops-'));
    ctx = { target: new LocalFolderTarget(path.join(work, 'cdn')), by: 'rania', shell: shellManifest };
  });
  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('publishes a build under package version + commit, and a different build of the same commit beside it', async () => {
    const first = await publishBuild(ctx, 'property', build('a1'));
    expect(first.version).toMatch(/^1\.0\.0-[0-9a-z]+$/);
    expect(first.manifest).toBe(`/remotes/property/${first.version}/mf-manifest.json`);
    expect(await publishBuild(ctx, 'property', build('a1'))).toEqual({ ...first, published: false });
    const second = await publishBuild(ctx, 'property', build('b2'));
    expect(second.version).toMatch(new RegExp(`^${first.version}-[0-9a-f]{7}$`));
    // The first version's files are untouched.
    expect(fs.readFileSync(path.join(work, 'cdn', 'property', first.version, 'remoteEntry.js'), 'utf8')).toBe(
      '/* a1 */',
    );
  });

  it('verify lists a missing chunk, and promote then refuses the version and leaves the registry alone', async () => {
    const good = await publishBuild(ctx, 'property', build('a1'));
    await promote(ctx, 'property', good.version);
    const broken = await publishBuild(ctx, 'property', build('b2'));
    fs.rmSync(path.join(work, 'cdn', 'property', broken.version, 'app.b200000000.js'));
    const result = await verify(ctx, 'property', broken.version);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([`missing file: property/${broken.version}/app.b200000000.js`]);
    await expect(promote(ctx, 'property', broken.version)).rejects.toThrow(/refusing to promote[\s\S]*missing file/);
    expect((await readRegistryFrom(ctx.target))?.remotes.property?.current.version).toBe(good.version);
  });

  it('refuses a build made against another React major than the shell provides', async () => {
    const other = await publishBuild(ctx, 'property', build('r19', '19.0.0'));
    const result = await verify(ctx, 'property', other.version);
    expect(result.problems).toContain('shared "react": the shell provides 18.3.1, this build requires ^19.0.0');
    await expect(promote(ctx, 'property', other.version)).rejects.toThrow(OperatorError);
  });

  it('refuses an unknown version, naming the published ones, and checks nothing without a shell build', async () => {
    const good = await publishBuild(ctx, 'property', build('a1'));
    expect((await verify(ctx, 'property', '9.9.9-nope')).problems[0]).toContain(`(published: ${good.version})`);
    const noShell = await verify(
      { ...ctx, shell: null, shellSource: '/nowhere/mf-manifest.json' },
      'property',
      good.version,
    );
    expect(noShell.problems).toEqual([expect.stringContaining('no shell build manifest at /nowhere/mf-manifest.json')]);
  });

  it('a canary started with --auto is marked for the canary analysis, and status shows its live figures and verdict', async () => {
    const v1 = await publishBuild(ctx, 'property', build('a1'));
    const v2 = await publishBuild(ctx, 'property', build('b2'));
    await promote(ctx, 'property', v1.version);
    const entry = (await canary(ctx, 'property', v2.version, 20, { promote: true })).remotes.property!;
    expect(entry.canary).toMatchObject({
      version: v2.version,
      percent: 20,
      auto: { rollback: true, promote: true, since: expect.any(String) },
    });
    const figures = (version: string, mounts: number, failures: number) => ({
      version,
      mounts,
      failures,
      browsers: 40,
      failingBrowsers: 3,
      lcpP75Ms: 1510,
      clsP75: 0.012,
      inpP75Ms: null,
    });
    const text = await statusText(ctx.target, {
      analysis: 'on',
      window_minutes: 30,
      from: '2026-05-01T09:30:00.000Z',
      to: '2026-05-01T10:00:00.000Z',
      problem: null,
      remotes: [
        {
          remote: 'property',
          current: figures(v1.version, 800, 4),
          previous: null,
          canary: {
            figures: figures(v2.version, 200, 10),
            percent: 20,
            auto: { promote: true, since: entry.canary!.auto!.since },
            decision: { action: 'wait', reason: 'too little data: canary has 200 of 500 mounts' },
          },
        },
      ],
    });
    expect(text).toContain(
      `current:   ${v1.version}\n             800 mounts, 4 failures (0.50%), 40 browsers, LCP p75 1510 ms, CLS p75 0.012`,
    );
    expect(text).toContain(
      `judged by the canary analysis since ${entry.canary!.auto!.since} (promoted when healthy)\n             200 mounts, 10 failures (5.00%)`,
    );
    expect(text).toContain('analysis:  wait: too little data: canary has 200 of 500 mounts');
    expect(await statusText(ctx.target, 'the API answered 401')).toContain(
      'live figures: unavailable, the API answered 401',
    );
  });

  it('promote, canary and rollback keep an append-only history of who did what', async () => {
    const v1 = await publishBuild(ctx, 'property', build('a1'));
    const v2 = await publishBuild(ctx, 'property', build('b2'));
    const v3 = await publishBuild(ctx, 'property', build('c3'));
    await promote(ctx, 'property', v1.version);
    await promote(ctx, 'property', v2.version);
    await canary({ ...ctx, by: 'omar' }, 'property', v3.version, 50);
    const rolled = await rollback(ctx, 'property');
    const entry = rolled.remotes.property!;
    expect(entry.current.version).toBe(v1.version);
    expect(entry.canary).toBeNull();
    expect(entry.history.map((h) => [h.action, h.version, h.by])).toEqual([
      ['promote', v1.version, 'rania'],
      ['promote', v2.version, 'rania'],
      ['canary', v3.version, 'omar'],
      ['rollback', v1.version, 'rania'],
    ]);
    expect(entry.history.every((h) => !Number.isNaN(Date.parse(h.at)))).toBe(true);
  });

  it('refuses a change while another holds the lock, naming the holder, and goes through once it is released', async () => {
    const v1 = await publishBuild(ctx, 'property', build('a1'));
    const v2 = await publishBuild(ctx, 'property', build('b2'));
    await promote(ctx, 'property', v1.version);
    const release = await ctx.target.lock(REGISTRY_LOCK_KEY, 'first');
    await expect(promote({ ...ctx, by: 'second' }, 'property', v2.version)).rejects.toThrow(LockBusyError);
    await expect(promote(ctx, 'property', v2.version)).rejects.toThrow(
      /another change to the registry is in progress \(first, pid \d+/,
    );
    await release();
    await promote(ctx, 'property', v2.version);
    expect((await readRegistryFrom(ctx.target))?.remotes.property?.history.map((h) => h.version)).toEqual([
      v1.version,
      v2.version,
    ]);
    expect(fs.readdirSync(path.join(work, 'cdn')).sort()).toEqual(['property', 'remotes-history.json', 'remotes.json']);
  });

  it('two promotes started together: each either lands in the registry or is refused, none is lost silently', async () => {
    const v1 = await publishBuild(ctx, 'property', build('a1'));
    const v2 = await publishBuild(ctx, 'property', build('b2'));
    const v3 = await publishBuild(ctx, 'property', build('c3'));
    await promote(ctx, 'property', v1.version);
    const results = await Promise.allSettled([
      promote(ctx, 'property', v2.version),
      promote(ctx, 'property', v3.version),
    ]);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(LockBusyError);
    const landed = [v2, v3].filter((_v, i) => results[i]!.status === 'fulfilled').map((v) => v.version);
    const history = (await readRegistryFrom(ctx.target))!.remotes.property!.history.map((h) => h.version);
    expect(history.slice(1).sort()).toEqual(landed.sort());
  });

  it('takes over a lock left behind by a process that no longer runs', async () => {
    const v1 = await publishBuild(ctx, 'property', build('a1'));
    fs.writeFileSync(
      path.join(work, 'cdn', 'remotes.json.lock'),
      JSON.stringify({ owner: 'gone', pid: 2 ** 22 + 12345, at: '2020-01-01' }),
    );
    await promote(ctx, 'property', v1.version);
    expect(fs.existsSync(path.join(work, 'cdn', 'remotes.json.lock'))).toBe(false);
  });

  it('refuses to change a malformed registry, saying what is wrong', async () => {
    const v1 = await publishBuild(ctx, 'property', build('a1'));
    fs.writeFileSync(
      path.join(work, 'cdn', 'remotes.json'),
      '{"schemaVersion": 1, "remotes": {"property": {"current": {"version": "x"}}}}',
    );
    await expect(promote(ctx, 'property', v1.version)).rejects.toThrow(RegistryError);
    await expect(promote(ctx, 'property', v1.version)).rejects.toThrow(
      /remotes.json in folder .* is malformed: registry.remotes.property.current.manifest/,
    );
    fs.writeFileSync(path.join(work, 'cdn', 'remotes.json'), '{ not json');
    await expect(rollback(ctx, 'property')).rejects.toThrow('is not valid JSON');
  });
});
