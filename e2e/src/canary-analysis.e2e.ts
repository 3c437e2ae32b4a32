// Browser journeys for canaries that judge themselves: a canary whose page throws on mount, shown to one of two
// browsers, is rolled back by the API's canary analysis on those browsers' health reports, and both then load
// current; a healthy canary started with --auto-promote becomes current by itself. Nobody touches the registry
// after starting the canary: the site's own analysis job decides.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
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

// The analysis as an operator would set it for a small test: a pass every 2 s, one browser each side is enough
// data (a real site keeps the defaults: 500 mounts, 50 browsers), promotion after one healthy minute. One
// browser's first paint says nothing about a build's speed (a cold cache, a busy machine), so the Web Vitals
// margins are set out of reach: these journeys are about errors.
startSiteAndBrowser(
  (started) => {
    ({ site, browser } = started);
  },
  {
    CANARY_ANALYSIS_INTERVAL_MS: '2000',
    CANARY_MIN_MOUNTS: '1',
    CANARY_MIN_BROWSERS: '1',
    CANARY_MIN_FAILING_BROWSERS: '1',
    CANARY_PROMOTE_AFTER_MINUTES: '1',
    CANARY_LCP_MARGIN_MS: '60000',
    CANARY_CLS_MARGIN: '10',
  },
);

const registryFile = () => path.join(site.cdnDir, 'remotes.json');
/** The property remote's entry in the registry, with its history (kept in a document of its own beside it). */
const property = () => ({
  ...JSON.parse(fs.readFileSync(registryFile(), 'utf8')).remotes.property,
  history: JSON.parse(fs.readFileSync(path.join(site.cdnDir, 'remotes-history.json'), 'utf8')).remotes.property,
});

function remotes(args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync('pnpm', ['-s', 'remotes', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, SOUQ_CDN_DIR: site.cdnDir, SOUQ_OPERATOR: 'e2e-operator', ...env },
  });
  assert.equal(result.status, 0, `pnpm remotes ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

function publish(label: string): string {
  const out = remotes(['publish', 'property'], { SOUQ_BUILD_LABEL: label });
  const version = /published property (\S+)/.exec(out)?.[1];
  assert.ok(version, out);
  return version;
}

/**
 * Makes a published build throw while its page renders: the build label is read in the remote's root component, so
 * the label's text in the built files becomes an expression that throws. Its files keep their names, so verify
 * passes and the canary can be started, as with a build whose bug only shows in browsers.
 */
function breakOnMount(version: string, label: string): void {
  const dir = path.join(site.cdnDir, 'property', version);
  let changed = 0;
  for (const name of fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'))) {
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    const broken = text.replace(
      new RegExp(`(["'])${label}\\1`, 'g'),
      '(()=>{throw new Error("this build breaks on mount")})()',
    );
    if (broken !== text) {
      fs.writeFileSync(file, broken);
      changed += 1;
    }
  }
  assert.ok(changed > 0, `the label ${label} is in the build's files`);
}

/** A visitor whose browser falls in (or out of) the property canary: its canary id is chosen for that. */
async function visitor(inCanary: boolean): Promise<{ context: BrowserContext; page: Page }> {
  let id = '';
  for (let i = 0; !id; i += 1)
    if (canaryBucket(`e2e-canary-${i}`, 'property') < 50 === inCanary) id = `e2e-canary-${i}`;
  const v = await newVisitor(browser, { locale: 'en-US' });
  await v.context.addInitScript((value) => localStorage.setItem('souqCanaryId', value), id);
  // The browser does not show a beacon's body to the journey: keep a copy of what the page sends.
  await v.context.addInitScript(
    'const send = navigator.sendBeacon.bind(navigator); window.souqBeacons = []; navigator.sendBeacon = (url, data) => { data.text().then((t) => window.souqBeacons.push(t)); return send(url, data); };',
  );
  return v;
}

interface SentItem {
  remote: string;
  version: string;
  build: string;
  mounts: number;
  loadFailures: number;
  boundaryErrors: number;
  uncaughtErrors: number;
}

/** Hides the page, as when the visitor switches tabs, and returns the property items of the beacon it sent (taken: 202). */
async function sendReport(page: Page): Promise<SentItem[]> {
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/client-reports/remote-health'), {
    timeout: 30_000,
  });
  await page.evaluate(
    "Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' }); document.dispatchEvent(new Event('visibilitychange'))",
  );
  assert.equal((await answer).status(), 202);
  const sent = (await page.evaluate('window.souqBeacons')) as string[];
  return sent
    .flatMap((body) => (JSON.parse(body) as { items: SentItem[] }).items)
    .filter((i) => i.remote === 'property');
}

/** Waits for the registry to say so, as the analysis job writes it (it runs every 2 s here). */
async function registryUntil(
  what: string,
  ok: (entry: ReturnType<typeof property>) => boolean,
  timeoutMs: number,
): Promise<ReturnType<typeof property>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const entry = property();
    if (ok(entry)) return entry;
    if (Date.now() > end)
      assert.fail(
        `${what}: the registry still says ${JSON.stringify({ current: entry.current, canary: entry.canary, last: entry.history.at(-1) })}`,
      );
    await new Promise((r) => setTimeout(r, 1000));
  }
}

const shownBuild = async (page: Page) =>
  (await page.locator('[data-remote="property"]').getAttribute('data-build')) ?? '';

describe('canaries the site judges by itself', () => {
  test('a canary whose page throws on mount is rolled back by the analysis, and both browsers then load current', async () => {
    const current = property().current.version as string;
    const broken = publish('e2e-broken');
    breakOnMount(broken, 'e2e-broken');
    assert.match(remotes(['canary', 'property', broken, '50', '--auto']), /canary analysis now judges it/);

    const inCanary = await visitor(true);
    const outside = await visitor(false);
    await outside.page.goto(`${site.url}/property`);
    await outside.page.locator('[data-remote="property"]').waitFor({ timeout: 60_000 });
    const currentBuild = await shownBuild(outside.page);
    await inCanary.page.goto(`${site.url}/property`);
    await inCanary.page.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 60_000 });
    assert.equal(
      await inCanary.page.locator('[data-remote="property"]').count(),
      0,
      'the broken canary shows the unavailable card',
    );

    const canarySent = await sendReport(inCanary.page);
    assert.deepEqual(
      canarySent.map((i) => ({
        version: i.version,
        build: i.build,
        errors: i.boundaryErrors + i.loadFailures + i.uncaughtErrors > 0,
      })),
      [{ version: broken, build: 'canary', errors: true }],
    );
    const outsideSent = await sendReport(outside.page);
    assert.deepEqual(
      outsideSent.map((i) => ({ version: i.version, build: i.build, mounts: i.mounts })),
      [{ version: current, build: 'current', mounts: 1 }],
    );

    const entry = await registryUntil('the broken canary is rolled back', (e) => e.canary === null, 60_000);
    assert.equal(entry.current.version, current);
    assert.deepEqual(
      { ...entry.history.at(-1), at: undefined, reason: undefined },
      {
        at: undefined,
        by: 'canary-analysis',
        action: 'canary rollback',
        version: broken,
        manifest: `/remotes/property/${broken}/mf-manifest.json`,
        percent: 50,
        reason: undefined,
      },
    );
    assert.match(entry.history.at(-1).reason, /error rate worse .* canary .*: 100\.00%/);

    for (const { page } of [inCanary, outside]) {
      await page.goto(`${site.url}/property`);
      await page.locator('[data-remote="property"]').waitFor({ timeout: 60_000 });
      assert.equal(await shownBuild(page), currentBuild);
    }
    await inCanary.context.close();
    await outside.context.close();
  });

  test('a healthy canary started with --auto-promote becomes current by itself', async () => {
    const before = property().current.version as string;
    const good = publish('e2e-good');
    assert.match(remotes(['canary', 'property', good, '50', '--auto', '--auto-promote']), /promotes it once healthy/);

    const inCanary = await visitor(true);
    const outside = await visitor(false);
    for (const { page } of [inCanary, outside]) {
      await page.goto(`${site.url}/property`);
      await page.locator('[data-remote="property"]').waitFor({ timeout: 60_000 });
    }
    assert.equal(await shownBuild(inCanary.page), 'e2e-good');
    assert.notEqual(await shownBuild(outside.page), 'e2e-good');
    assert.deepEqual(
      (await sendReport(inCanary.page)).map((i) => ({ version: i.version, mounts: i.mounts })),
      [{ version: good, mounts: 1 }],
    );
    assert.deepEqual(
      (await sendReport(outside.page)).map((i) => ({ version: i.version, mounts: i.mounts })),
      [{ version: before, mounts: 1 }],
    );

    // Healthy for the minute asked for (CANARY_PROMOTE_AFTER_MINUTES), then promoted by the analysis.
    const entry = await registryUntil('the healthy canary is promoted', (e) => e.current.version === good, 150_000);
    assert.equal(entry.previous.version, before);
    assert.equal(entry.canary, null);
    assert.deepEqual(
      { by: entry.history.at(-1).by, action: entry.history.at(-1).action },
      { by: 'canary-analysis', action: 'promote' },
    );

    for (const { page } of [inCanary, outside]) {
      await page.goto(`${site.url}/property`);
      await page.locator('[data-remote="property"][data-build="e2e-good"]').waitFor({ timeout: 60_000 });
    }
    await inCanary.context.close();
    await outside.context.close();
  });
});
