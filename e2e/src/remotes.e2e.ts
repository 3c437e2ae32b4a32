// Browser journeys for operating the remotes: publishing a new version of a remote and promoting it without
// touching the shell, a broken version refused by promote and survived by the site when forced in anyway,
// rollback, a canary that keeps each browser on one version, and a developer's per-browser override.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { canaryBucket } from '../../shell/src/lib/remotes/canary.js';
import { newVisitor } from './lib/browser.js';
import { startSiteAndBrowser } from './lib/journey.js';
import { ROOT, type RunningSite } from './lib/site.js';

let site: RunningSite;
let browser: Browser;
const shellDist = path.join(ROOT, 'shell', 'dist');

const registryFile = () => path.join(site.cdnDir, 'remotes.json');
const readRegistry = () => JSON.parse(fs.readFileSync(registryFile(), 'utf8'));
/** A remote's history: the operators' own document beside the registry, which the site does not serve. */
const historyOf = (remote: string) =>
  JSON.parse(fs.readFileSync(path.join(site.cdnDir, 'remotes-history.json'), 'utf8')).remotes[remote];

/** The operators' CLI against this site's CDN folder. */
function remotes(args: string[], env: Record<string, string> = {}): { status: number; out: string; err: string } {
  const result = spawnSync('pnpm', ['-s', 'remotes', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SOUQ_CDN_DIR: site.cdnDir, SOUQ_OPERATOR: 'e2e-operator', ...env },
  });
  return { status: result.status ?? -1, out: result.stdout, err: result.stderr };
}

function publish(label: string): string {
  const res = remotes(['publish', 'property'], { SOUQ_BUILD_LABEL: label });
  assert.equal(res.status, 0, res.err);
  const version = /published property (\S+)/.exec(res.out)?.[1];
  assert.ok(version, res.out);
  return version;
}

function digestTree(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/** The build label of the property remote shown on /property ('' for an unlabelled build). */
async function propertyBuild(page: Page): Promise<string> {
  const root = page.locator('[data-remote="property"]');
  await root.waitFor();
  return (await root.getAttribute('data-build')) ?? '';
}

/** A visitor whose browser already holds the given canary id. */
async function visitorWithCanaryId(id: string): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser, { locale: 'en-US' });
  await visitor.context.addInitScript((value) => localStorage.setItem('souqCanaryId', value), id);
  return visitor;
}

function idInBucket(test: (bucket: number) => boolean): string {
  for (let i = 0; ; i += 1) if (test(canaryBucket(`e2e-${i}`, 'property'))) return `e2e-${i}`;
}

startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

describe('operating the property remote', () => {
  let v1 = '';
  let v2 = '';
  let v3 = '';
  const shellBefore = () => digestTree(shellDist);
  let shellDigest = '';

  test('a published and promoted version shows on the next reload, with the shell’s files untouched', async () => {
    shellDigest = shellBefore();
    v1 = readRegistry().remotes.property.current.version;
    const { context, page } = await newVisitor(browser, { locale: 'en-US' });
    await page.goto(`${site.url}/property`);
    assert.notEqual(await propertyBuild(page), 'e2e-v2');

    v2 = publish('e2e-v2');
    assert.ok(fs.existsSync(path.join(site.cdnDir, 'property', v2, 'mf-manifest.json')));
    const promoted = remotes(['promote', 'property', v2]);
    assert.equal(promoted.status, 0, promoted.err);

    await page.reload();
    await page.locator('[data-remote="property"][data-build="e2e-v2"]').waitFor();
    await context.close();
    const entry = readRegistry().remotes.property;
    assert.equal(entry.previous.version, v1);
    assert.equal(entry.history, undefined, 'the registry browsers read carries no history');
    const history = historyOf('property');
    assert.deepEqual(history.at(-1), { ...history.at(-1), by: 'e2e-operator', action: 'promote', version: v2 });
    assert.equal(digestTree(shellDist), shellDigest, 'the shell build is untouched');
  });

  test('promote refuses a version with a chunk missing, and the registry stays as it was', () => {
    v3 = publish('e2e-v3');
    const manifest = JSON.parse(fs.readFileSync(path.join(site.cdnDir, 'property', v3, 'mf-manifest.json'), 'utf8'));
    const chunk = manifest.exposes
      .find((e: { name: string }) => e.name === 'app')
      .assets.js.sync.find((f: string) => f.includes('expose_app'));
    fs.rmSync(path.join(site.cdnDir, 'property', v3, chunk));

    const verify = remotes(['verify', 'property', v3]);
    assert.equal(verify.status, 1);
    assert.match(verify.err, new RegExp(`missing file: property/${v3}/${chunk.replace(/\./g, '\\.')}`));
    const refused = remotes(['promote', 'property', v3]);
    assert.equal(refused.status, 1);
    assert.match(refused.err, /refusing to promote property/);
    assert.equal(readRegistry().remotes.property.current.version, v2);
  });

  test('forced into the registry anyway, the broken version falls back to the previous one and the site keeps working', async () => {
    const registry = readRegistry();
    registry.remotes.property.previous = registry.remotes.property.current;
    registry.remotes.property.current = { version: v3, manifest: `/remotes/property/${v3}/mf-manifest.json` };
    fs.writeFileSync(registryFile(), JSON.stringify(registry, null, 2));

    const { context, page } = await newVisitor(browser, { locale: 'en-US' });
    const reported = page.waitForRequest(
      (req) => req.url().endsWith('/api/client-reports/remote-load') && req.method() === 'POST',
    );
    await page.goto(`${site.url}/property`);
    await page.locator('[data-remote="property"][data-build="e2e-v2"]').waitFor();
    const report = JSON.parse((await reported).postData() ?? '{}');
    assert.equal(report.remote, 'property');
    assert.equal(report.version, v3);
    assert.equal(report.outcome, 'fallback');
    await page.locator('header a[href="/auto"]').first().click();
    await page.locator('[data-remote="auto"]').waitFor();
    await context.close();
  });

  test('rollback returns everyone to the previous version', async () => {
    const res = remotes(['rollback', 'property']);
    assert.equal(res.status, 0, res.err);
    const entry = readRegistry().remotes.property;
    assert.equal(entry.current.version, v2);
    assert.equal(entry.previous.version, v1, 'the broken version never becomes the fallback');
    assert.equal(historyOf('property').at(-1).action, 'rollback');
    const { context, page } = await newVisitor(browser, { locale: 'en-US' });
    const reports: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/client-reports/')) reports.push(req.url());
    });
    await page.goto(`${site.url}/property`);
    assert.equal(await propertyBuild(page), 'e2e-v2');
    assert.deepEqual(reports, [], 'nothing failed to load');
    await context.close();
  });

  test('a 50% canary: two browsers in different buckets see different versions, each on every reload', async () => {
    const res = remotes(['canary', 'property', v1, '50']);
    assert.equal(res.status, 0, res.err);
    const inCanary = await visitorWithCanaryId(idInBucket((b) => b < 50));
    const outside = await visitorWithCanaryId(idInBucket((b) => b >= 50));
    for (let load = 0; load < 3; load += 1) {
      await (load ? inCanary.page.reload() : inCanary.page.goto(`${site.url}/property`));
      await (load ? outside.page.reload() : outside.page.goto(`${site.url}/property`));
      assert.notEqual(await propertyBuild(inCanary.page), 'e2e-v2', `canary browser, load ${load + 1}`);
      assert.equal(await propertyBuild(outside.page), 'e2e-v2', `other browser, load ${load + 1}`);
    }
    await inCanary.context.close();
    await outside.context.close();
  });

  test('a developer override is remembered in that browser only, and only for allowed origins', async () => {
    const { context, page } = await visitorWithCanaryId(idInBucket((b) => b >= 50));
    await page.goto(`${site.url}/property?remote:property=/remotes/property/${v1}/mf-manifest.json`);
    assert.notEqual(await propertyBuild(page), 'e2e-v2');
    await page.goto(`${site.url}/property`);
    assert.notEqual(await propertyBuild(page), 'e2e-v2', 'remembered across pages');
    await page.goto(`${site.url}/property?remote:property=https://evil.example/mf-manifest.json`);
    assert.equal(await propertyBuild(page), 'e2e-v2', 'an origin off the allow-list is ignored');
    await page.goto(`${site.url}/property?remote:property=off`);
    assert.equal(await propertyBuild(page), 'e2e-v2');
    await context.close();

    const other = await visitorWithCanaryId(idInBucket((b) => b >= 50));
    await other.page.goto(`${site.url}/property`);
    assert.equal(await propertyBuild(other.page), 'e2e-v2', 'other browsers are not affected');
    await other.context.close();
    assert.equal(digestTree(shellDist), shellDigest, 'the shell build is still untouched');
  });
});
