import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import {
  AlreadyPublishedError,
  changeRegistry,
  LockBusyError,
  readRegistryFrom,
  REGISTRY_LOCK_KEY,
  setCurrent,
  targetFromEnv,
  type CdnTarget,
  type FederationManifest,
} from '@souq/remote-registry';
import { canary, promote, publishBuild, rollback, statusText, verify, type OperatorContext } from './operations.js';

const shared = (name: string, version: string) => ({
  name,
  version,
  singleton: true,
  requiredVersion: `^${version}`,
  assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
});
const shellManifest: FederationManifest = {
  name: 'shell',
  metaData: { pluginVersion: '2.9.2' },
  shared: [shared('react', '18.3.1')],
};

/** A small remote build: its manifest, its entry and one hashed chunk in a subfolder. */
function writeBuild(dir: string, label: string): string[] {
  const chunk = `static/js/app.${label}00000000.js`;
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  const manifest = {
    id: 'property',
    name: 'property',
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [shared('react', '18.3.1')],
    remotes: [],
    exposes: [
      {
        id: 'property:app',
        name: 'app',
        path: './app',
        assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* entry ${label} */`);
  fs.writeFileSync(path.join(dir, chunk), `/* chunk ${label} */`);
  return ['mf-manifest.json', 'remoteEntry.js', chunk];
}

describe('publishing remotes to an S3-compatible bucket', () => {
  let server: S3rver;
  let work: string;
  let endpoint: string;
  let publicBase: string;
  let target: CdnTarget;
  let ctx: OperatorContext;
  let builds = 0;
  const bucket = 'souq-cdn';

  const build = (label: string) => {
    const dir = path.join(work, `build-${label}-${(builds += 1)}`);
    return { dir, files: writeBuild(dir, label) };
  };

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-s3-cdn-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: path.join(work, 's3'),
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  // Each test publishes under its own folder of the bucket, as SOUQ_CDN_S3_PREFIX allows.
  let folders = 0;
  beforeEach(() => {
    const prefix = `site-${(folders += 1)}`;
    publicBase = `${endpoint}/${bucket}/${prefix}`;
    target = targetFromEnv(
      {
        SOUQ_CDN_S3_BUCKET: bucket,
        SOUQ_CDN_S3_ENDPOINT: endpoint,
        SOUQ_CDN_S3_ACCESS_KEY_ID: 'S3RVER',
        SOUQ_CDN_S3_SECRET_ACCESS_KEY: 'S3RVER',
        SOUQ_CDN_S3_PREFIX: prefix,
        SOUQ_CDN_PUBLIC_URL: publicBase,
      },
      '/no-local-folder',
    );
    ctx = { target, by: 'rania', shell: shellManifest };
  });

  it('uploads every file of the build under <remote>/<version>/, each served with its type and caching', async () => {
    const { dir, files } = build('a1');
    const published = await publishBuild(ctx, 'property', dir);
    expect(published.published).toBe(true);
    expect(published.version).toMatch(/^1\.0\.0-[0-9a-z]+$/);
    expect(published.manifest).toBe(`${publicBase}/property/${published.version}/mf-manifest.json`);
    for (const file of files) {
      const res = await fetch(`${publicBase}/property/${published.version}/${file}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(fs.readFileSync(path.join(dir, file)))).toBe(true);
      expect(res.headers.get('content-type')).toBe(
        file.endsWith('.json') ? 'application/json; charset=utf-8' : 'text/javascript; charset=utf-8',
      );
      expect(res.headers.get('cache-control')).toBe(
        file.startsWith('static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    }
    expect(await verify(ctx, 'property', published.version)).toEqual({
      ok: true,
      files: ['remoteEntry.js', files[2]],
      problems: [],
    });
    // Publishing the very same build again changes nothing.
    expect(await publishBuild(ctx, 'property', dir)).toEqual({ ...published, published: false });
  });

  it('publishes a different build of the same commit beside the first, never over it', async () => {
    const first = await publishBuild(ctx, 'property', build('a1').dir);
    const other = build('b2');
    const second = await publishBuild(ctx, 'property', other.dir);
    expect(second.published).toBe(true);
    expect(second.version).toMatch(new RegExp(`^${first.version}-[0-9a-f]{7}$`));
    expect(await (await fetch(`${publicBase}/property/${first.version}/remoteEntry.js`)).text()).toBe('/* entry a1 */');
    expect(await (await fetch(`${publicBase}/property/${second.version}/remoteEntry.js`)).text()).toBe(
      '/* entry b2 */',
    );

    // Straight onto an existing version: refused, and the version keeps its files.
    await expect(target.publishFolder(`property/${first.version}`, other.dir)).rejects.toThrow(AlreadyPublishedError);
    for (const [file, text] of [
      ['remoteEntry.js', '/* entry a1 */'],
      ['static/js/app.a100000000.js', '/* chunk a1 */'],
    ] as const) {
      expect(await (await fetch(`${publicBase}/property/${first.version}/${file}`)).text()).toBe(text);
    }
  });

  it('refuses to publish over the files an interrupted upload left, and says how to clear them', async () => {
    const first = await publishBuild(ctx, 'property', build('a1').dir);
    // An upload of the next version stopped after one chunk, before its manifest.
    const next = `property/${first.version}-next`;
    const partial = path.join(work, `partial-${(builds += 1)}`);
    fs.mkdirSync(partial);
    fs.writeFileSync(path.join(partial, 'app.c300000000.js'), '/* partial */');
    await target.publishFolder(next, partial);
    const other = build('b2');
    await expect(target.publishFolder(next, other.dir)).rejects.toThrow(
      new RegExp(`${next}/.+ already exists .* without a manifest[\\s\\S]*delete s3://${bucket}/site-\\d+/${next}/`),
    );
    expect((await fetch(`${publicBase}/${next}/remoteEntry.js`)).status).toBe(404);
    expect(await (await fetch(`${publicBase}/${next}/app.c300000000.js`)).text()).toBe('/* partial */');
    expect(await target.list('property')).toEqual([first.version, `${first.version}-next`]);
  });

  it('lists published versions and keeps the registry in the bucket through promote, canary and rollback', async () => {
    expect(await target.list('property')).toEqual([]);
    expect(await readRegistryFrom(target)).toBeNull();
    const first = await publishBuild(ctx, 'property', build('a1').dir);
    const second = await publishBuild(ctx, 'property', build('b2').dir);
    expect(await target.list('property')).toEqual([first.version, second.version].sort());
    expect(await target.list('auth')).toEqual([]);

    await promote(ctx, 'property', first.version);
    await promote(ctx, 'property', second.version);
    await canary(ctx, 'property', first.version, 10);
    let entry = (await readRegistryFrom(target))!.remotes.property!;
    expect(entry.current).toEqual({ version: second.version, manifest: second.manifest });
    expect(entry.previous).toEqual({ version: first.version, manifest: first.manifest });
    expect(entry.canary).toEqual({ version: first.version, manifest: first.manifest, percent: 10 });
    await rollback(ctx, 'property');
    entry = (await readRegistryFrom(target))!.remotes.property!;
    expect(entry.current.version).toBe(first.version);
    expect(entry.canary).toBeNull();

    // Browsers read the same registry from the bucket, revalidating it every time.
    const res = await fetch(`${publicBase}/remotes.json`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(
      ((await res.json()) as { remotes: { property: { current: { version: string } } } }).remotes.property.current
        .version,
    ).toBe(first.version);
    expect(await statusText(target)).toContain(`published: ${[first.version, second.version].sort().join(', ')}`);
    // The lock is gone once a change is done.
    expect(await target.exists(REGISTRY_LOCK_KEY)).toBe(false);
  });

  it('refuses a registry change while another operator holds the lock, naming who', async () => {
    const first = await publishBuild(ctx, 'property', build('a1').dir);
    const release = await target.lock(REGISTRY_LOCK_KEY, 'omar');
    const change = changeRegistry(target, 'rania', (registry) => setCurrent(registry, 'property', first, 'rania'));
    await expect(change).rejects.toThrow(LockBusyError);
    await expect(change).rejects.toThrow(
      /another change to the registry is in progress \(omar, since .+\)[\s\S]*delete s3:\/\/souq-cdn\/site-\d+\/remotes\.json\.lock/,
    );
    expect(await readRegistryFrom(target)).toBeNull();
    await release();
    await changeRegistry(target, 'rania', (registry) => setCurrent(registry, 'property', first, 'rania'));
    expect((await readRegistryFrom(target))!.remotes.property!.current.version).toBe(first.version);
  });
});
