// Browser journey for the remote health reports: a page showing a remote sends, once hidden, one beacon with that
// remote's version, its mount and the page's Web Vitals, and the API takes it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { newVisitor } from './lib/browser.js';
import { startSiteAndBrowser } from './lib/journey.js';
import type { RunningSite } from './lib/site.js';

let site: RunningSite;
let browser: Browser;

// Fixed ports when asked for (SOUQ_E2E_PORT and the next one for the API), free ones otherwise.
const fixedPort = Number(process.env.SOUQ_E2E_PORT);
startSiteAndBrowser(
  (started) => {
    ({ site, browser } = started);
  },
  fixedPort > 0 ? { PORT: String(fixedPort), API_PORT: String(fixedPort + 1) } : {},
);

describe('remote health reports', () => {
  test('a page that showed the property remote reports its mount and Web Vitals in one beacon when hidden', async () => {
    const version = JSON.parse(fs.readFileSync(path.join(site.cdnDir, 'remotes.json'), 'utf8')).remotes.property.current
      .version as string;
    const { context, page } = await newVisitor(browser, { locale: 'en-US' });
    // The browser does not show a beacon's body to the journey: keep a copy of what the page sends.
    await context.addInitScript(
      'const send = navigator.sendBeacon.bind(navigator); window.souqBeacons = []; navigator.sendBeacon = (url, data) => { data.text().then((t) => window.souqBeacons.push(t)); return send(url, data); };',
    );
    await page.goto(`${site.url}/property?city=1`);
    await page.locator('[data-remote="property"]').waitFor({ timeout: 60_000 });
    // The Web Vitals observers load once the page is idle.
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').some((e) => /web-vitals/.test(e.name)),
      undefined,
      { timeout: 30_000 },
    );

    const beacon = page.waitForRequest((req) => req.url().endsWith('/api/client-reports/remote-health'), {
      timeout: 30_000,
    });
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/client-reports/remote-health'), {
      timeout: 30_000,
    });
    // As when the visitor switches to another tab.
    await page.evaluate(
      "Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' }); document.dispatchEvent(new Event('visibilitychange'))",
    );
    await beacon;
    assert.equal((await answer).status(), 202);
    const sent = (await page.evaluate('window.souqBeacons')) as string[];
    assert.equal(sent.length, 1);
    const body = JSON.parse(sent[0]!);
    assert.match(body.browser, /^[0-9a-f]{32}$/);
    const item = body.items.find((i: { remote: string }) => i.remote === 'property');
    assert.deepEqual(
      { ...item, lcpMs: undefined, cls: undefined, inpMs: undefined },
      {
        remote: 'property',
        version,
        build: 'current',
        mounts: 1,
        loadFailures: 0,
        boundaryErrors: 0,
        uncaughtErrors: 0,
        lcpMs: undefined,
        cls: undefined,
        inpMs: undefined,
      },
    );
    assert.equal(typeof item.lcpMs, 'number');
    assert.ok(!JSON.stringify(body).includes('city='), 'no page address goes with the report');
    await context.close();
  });
});
