// Browser journeys for the platform: language and direction, remotes mounting, and the site
// staying usable when the remote registry or a remote's server fails, and refusing to be framed by another site.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { newVisitor } from './lib/browser.js';
import { startSiteAndBrowser } from './lib/journey.js';
import { siteApi } from './lib/site-api.js';
import { ROOT, type RunningSite } from './lib/site.js';
import { serveFolder } from './lib/static-server.js';

let site: RunningSite;
let browser: Browser;

const registryFile = () => path.join(site.cdnDir, 'remotes.json');
const readRegistry = () => JSON.parse(fs.readFileSync(registryFile(), 'utf8'));
const writeRegistry = (doc: unknown) =>
  fs.writeFileSync(registryFile(), typeof doc === 'string' ? doc : JSON.stringify(doc, null, 2));

async function htmlDirLang(page: Page): Promise<string> {
  return page.evaluate(() => `${document.documentElement.dir} ${document.documentElement.lang}`);
}

async function expectShellFrame(page: Page): Promise<void> {
  await page.locator('header a[href="/property"]').first().waitFor();
  await page.locator('footer').first().waitFor();
}

function digestTree(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

startSiteAndBrowser((started) => {
  ({ site, browser } = started);
});

describe('language and direction', () => {
  test('a first visit from an Arabic browser opens in Arabic, right to left', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY' });
    await page.goto(site.url);
    await expectShellFrame(page);
    assert.equal(await htmlDirLang(page), 'rtl ar');
    assert.ok(await page.getByRole('link', { name: 'العقارات' }).first().isVisible());
    await context.close();
  });

  test('a browser in a language the site does not offer gets Arabic', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'fr-FR' });
    await page.goto(site.url);
    await expectShellFrame(page);
    assert.equal(await htmlDirLang(page), 'rtl ar');
    await context.close();
  });

  test('switching to English lays the page out left to right, and a reload keeps it', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY' });
    await page.goto(site.url);
    await expectShellFrame(page);
    await page.locator('header button[lang="en"]').first().click();
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    assert.equal(await htmlDirLang(page), 'ltr en');
    await page.reload();
    await expectShellFrame(page);
    assert.equal(await htmlDirLang(page), 'ltr en');
    assert.ok(await page.getByRole('link', { name: 'Property' }).first().isVisible());
    await context.close();
  });

  test('a stored Arabic choice on an English browser that lost the language cookie stays Arabic', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'en-US' });
    await page.goto(`${site.url}/about`);
    await expectShellFrame(page);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'ar'));
    await context.clearCookies();
    // The server can only guess from Accept-Language: it writes the page in English…
    const served = await page.goto(`${site.url}/property`);
    assert.equal(served?.headers()['content-language'], 'en');
    await expectShellFrame(page);
    // …and the app follows the stored choice, right to left, keeps it and writes the cookie again.
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    assert.equal(await htmlDirLang(page), 'rtl ar');
    assert.ok(await page.getByRole('link', { name: 'العقارات' }).first().isVisible());
    const kept = await page.evaluate(() => ({
      stored: localStorage.getItem('i18nextLng'),
      cookie: document.cookie,
      title: document.title,
    }));
    assert.equal(kept.stored, 'ar');
    assert.match(kept.cookie, /(^|; )i18next=ar(;|$)/);
    assert.match(kept.title, /سوق/);
    // The next page comes from the server in Arabic already.
    const next = await page.reload();
    assert.equal(next?.headers()['content-language'], 'ar');
    await expectShellFrame(page);
    assert.equal(await htmlDirLang(page), 'rtl ar');
    // A link naming its language is an explicit choice: it opens in English and becomes the stored setting.
    await page.goto(`${site.url}/property?lang=en`);
    await expectShellFrame(page);
    assert.equal(await htmlDirLang(page), 'ltr en');
    assert.equal(await page.evaluate(() => localStorage.getItem('i18nextLng')), 'en');
    await context.close();
  });

  test('a tampered language and a garbage stored user fall back to safe defaults', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'fr-FR' });
    await context.addInitScript(() => {
      localStorage.setItem('i18nextLng', '<script>window.__pwned = 1</script>');
      localStorage.setItem('userData', '{not json');
      localStorage.setItem('accessToken', 'x');
      document.cookie = 'i18next=<img src=x onerror=alert(1)>';
    });
    await page.goto(site.url);
    await expectShellFrame(page);
    assert.equal(await htmlDirLang(page), 'rtl ar');
    assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), undefined);
    // The broken session counts as logged out: the login button is offered.
    assert.ok(await page.locator('header').getByRole('button', { name: 'تسجيل الدخول' }).first().isVisible());
    await context.close();
  });
});

describe('phone menu', () => {
  for (const [locale, side, open] of [
    ['ar-SY', 'right', 'فتح القائمة'],
    ['en-US', 'left', 'Open menu'],
  ] as const) {
    test(`on a phone in ${locale} the menu slides in from the ${side}, where reading starts`, async () => {
      const { context, page } = await newVisitor(browser, { locale, mobile: true });
      await page.goto(site.url);
      await page.getByRole('button', { name: open }).click();
      const menu = page.locator('#souq-main-menu');
      await menu.getByRole('navigation').waitFor();
      // Once the slide has finished, the drawer touches the expected edge of the screen.
      await page.waitForFunction(
        () => getComputedStyle(document.getElementById('souq-main-menu')!).transform === 'none',
      );
      const box = (await menu.boundingBox())!;
      const width = page.viewportSize()!.width;
      if (side === 'right') assert.equal(Math.round(box.x + box.width), width);
      else assert.equal(Math.round(box.x), 0);
      assert.ok(box.width < width, 'a drawer, not the whole screen');
      await context.close();
    });
  }
});

describe('home banner', () => {
  test("on a phone each of the banner's pictures can be picked by tapping its dot, a target a finger can hit", async () => {
    const { context, page } = await newVisitor(browser, { locale: 'ar-SY', mobile: true });
    await page.goto(site.url);
    const picture = page.locator('.souq-home-banner img');
    const first = await picture.getAttribute('src');
    const second = page.getByRole('button', { name: 'الصورة 2 من 2' });
    const box = (await second.boundingBox())!;
    assert.ok(box.width >= 24 && box.height >= 24, `a 24 px target at least: ${box.width} × ${box.height}`);
    // A click lands where a finger would: on whatever is drawn on top of the dot at that point.
    await second.click();
    assert.equal(await second.getAttribute('aria-pressed'), 'true');
    assert.notEqual(await picture.getAttribute('src'), first);
    await context.close();
  });
});

describe('composition', () => {
  test('/property and /auto mount their remotes, sharing one @souq/shared with the shell', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'en-US' });
    for (const [route, remote] of [
      ['/property', 'property'],
      ['/auto', 'auto'],
    ] as const) {
      await page.goto(site.url + route);
      const root = page.locator(`[data-remote="${remote}"]`);
      await root.waitFor();
      const ids = await page
        .locator('[data-shared-instance]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-shared-instance')));
      assert.ok(ids.length >= 2, 'the shell and the remote both report their @souq/shared instance');
      assert.equal(new Set(ids).size, 1, `one @souq/shared instance on the page, saw ${ids.join(', ')}`);
      await expectShellFrame(page);
    }
    await context.close();
  });

  test('the page does not move while it loads: the app draws its frame where the first screen stood, and nothing shifts', async () => {
    // The first screen (the frame and skeleton the site server writes into the page) repeats the shell's classes:
    // drawn without the scripts and then by the app, the brand, the header's bar, the breadcrumbs and the page's
    // outlet must stand in the same place, and no visible element may move on the way (layout shifts, docs/performance.md).
    const first = (path: 'property' | 'auto') =>
      siteApi<{ items: { id: number }[] }>(site.url, `/${path}/get-${path}-list?per_page=1`).then(
        (list) => list.items[0]!.id,
      );
    const pages = [
      ['/', 'section[aria-labelledby="featured-properties"] article'],
      ['/property', 'main article'],
      [`/property/property-detail/${await first('property')}`, 'main h1'],
      ['/auto', 'main article'],
      [`/auto/auto-detail/${await first('auto')}`, 'main h1'],
    ] as const;
    const frame = (page: Page) =>
      page.evaluate(`JSON.stringify(['.souq-brand', '.souq-header__bar', '.souq-breadcrumbs', '.souq-outlet:not([hidden])'].map((selector) => {
      const element = document.querySelector(selector);
      const box = element && element.getBoundingClientRect();
      return box && [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width)];
    }))`);
    for (const [locale, mobile] of [
      ['ar-SY', true],
      ['en-US', false],
    ] as const) {
      for (const [path, drawn] of pages) {
        const { context, page } = await newVisitor(browser, { locale, mobile });
        await page.route(/\.js(\?|$)/, (route) => route.abort());
        await page.goto(site.url + path);
        await page.locator('.souq-outlet__placeholder [data-skeleton]').waitFor();
        const firstScreen = await frame(page);
        const loaded = await context.newPage();
        await loaded.addInitScript(`window.souqShifts = []; new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.souqShifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });`);
        await loaded.goto(site.url + path);
        await loaded.locator(drawn).first().waitFor();
        await loaded.waitForLoadState('load');
        // The pictures in view have arrived (the ones below the fold, or off to the side in a strip, load later).
        await loaded.waitForFunction(() =>
          Array.from(document.images).every((image) => {
            const box = image.getBoundingClientRect();
            return (
              image.complete || box.top >= innerHeight || box.bottom <= 0 || box.left >= innerWidth || box.right <= 0
            );
          }),
        );
        assert.equal(
          await frame(loaded),
          firstScreen,
          `${path} (${locale}): the frame stands where the first screen drew it`,
        );
        const shifted = (await loaded.evaluate('window.souqShifts')) as number[];
        const total = shifted.reduce((sum, value) => sum + value, 0);
        assert.ok(
          total <= 0.05,
          `${path} (${locale}): the page shifted by ${total.toFixed(3)} (${shifted.length} shifts)`,
        );
        await context.close();
      }
    }
  });

  test('a login-only route visited while logged out lands on the home page', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'en-US' });
    await page.goto(`${site.url}/my-account`);
    await page.waitForURL(`${site.url}/`);
    await expectShellFrame(page);
    await context.close();
  });

  test('an unknown path answers 404 and shows the not-found page inside the site frame', async () => {
    const { context, page } = await newVisitor(browser, { locale: 'en-US' });
    const res = await page.goto(`${site.url}/no-such-page`);
    assert.equal(res?.status(), 404);
    await expectShellFrame(page);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await context.close();
  });
});

describe('failures stay contained', () => {
  test('a corrupt remotes.json leaves the shell working and remote routes show the unavailable card', async () => {
    const good = fs.readFileSync(registryFile(), 'utf8');
    try {
      writeRegistry('{ this is not json');
      const { context, page } = await newVisitor(browser, { locale: 'en-US' });
      await page.goto(site.url);
      await expectShellFrame(page);
      await page.goto(`${site.url}/property`);
      await page.getByText('This section is unavailable').first().waitFor();
      assert.ok(
        await page
          .getByRole('button', { name: /try again|retry/i })
          .first()
          .isVisible(),
      );
      await expectShellFrame(page);
      await context.close();
    } finally {
      writeRegistry(good);
    }
  });

  test('with the property remote’s server stopped, the rest of the site keeps working', async () => {
    const good = fs.readFileSync(registryFile(), 'utf8');
    const registry = readRegistry();
    const current = registry.remotes.property.current;
    // Serve the property remote from its own origin, as a team deploying it separately would.
    const own = await serveFolder(path.join(site.cdnDir, 'property', current.version));
    try {
      registry.remotes.property = {
        ...registry.remotes.property,
        current: { version: current.version, manifest: `${own.url}/mf-manifest.json` },
        previous: null,
      };
      writeRegistry(registry);
      const first = await newVisitor(browser, { locale: 'en-US' });
      await first.page.goto(`${site.url}/property`);
      await first.page.locator('[data-remote="property"]').waitFor();
      await first.context.close();

      await own.close();
      const { context, page } = await newVisitor(browser, { locale: 'en-US' });
      await page.goto(`${site.url}/property`);
      await page.getByText('This section is unavailable').first().waitFor();
      await expectShellFrame(page);
      await page.locator('header a[href="/auto"]').first().click();
      await page.locator('[data-remote="auto"]').waitFor();
      await page.locator('header a[href="/"]').first().click();
      await page.getByRole('search').first().waitFor();
      await context.close();
    } finally {
      await own.close().catch(() => undefined);
      writeRegistry(good);
    }
  });

  test('pointing remotes.json at another build changes what loads, without rebuilding the shell', async () => {
    const shellDist = path.join(ROOT, 'shell', 'dist');
    const shellBefore = digestTree(shellDist);
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-property-v2-'));
    const good = fs.readFileSync(registryFile(), 'utf8');
    try {
      // A second build of the property remote, as its team would ship it, into its own folder.
      execFileSync('pnpm', ['--filter', 'mfe-property', 'run', 'build'], {
        cwd: ROOT,
        stdio: 'pipe',
        env: { ...process.env, SOUQ_BUILD_LABEL: 'e2e-v2', SOUQ_OUT_DIR: out },
      });
      fs.cpSync(out, path.join(site.cdnDir, 'property', '2.0.0-e2e'), { recursive: true });
      const registry = readRegistry();
      registry.remotes.property = {
        ...registry.remotes.property,
        previous: registry.remotes.property.current,
        current: { version: '2.0.0-e2e', manifest: '/remotes/property/2.0.0-e2e/mf-manifest.json' },
      };
      writeRegistry(registry);

      const { context, page } = await newVisitor(browser, { locale: 'en-US' });
      await page.goto(`${site.url}/property`);
      await page.locator('[data-remote="property"][data-build="e2e-v2"]').waitFor();
      await context.close();
      assert.equal(digestTree(shellDist), shellBefore, 'the shell build is untouched');
    } finally {
      writeRegistry(good);
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('framing', () => {
  test('another site cannot show the site’s pages, and their sign-in, inside a frame of its own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-framing-'));
    fs.writeFileSync(
      path.join(dir, 'frame.html'),
      `<!doctype html><title>Not Souq</title><iframe name="souq" src="${site.url}/" width="800" height="600"></iframe>`,
    );
    const other = await serveFolder(dir);
    try {
      const { context, page } = await newVisitor(browser, { locale: 'en-US' });
      const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
      await page.goto(`${other.url}/frame.html`);
      await refused;
      const frame = page.frame({ name: 'souq' });
      assert.ok(frame, 'the frame is on the page');
      assert.equal(
        await frame.locator('header a[href="/property"]').count(),
        0,
        'nothing of the site shows in the frame',
      );
      await context.close();
      // The same page opened as itself shows as usual.
      const visitor = await newVisitor(browser, { locale: 'en-US' });
      await visitor.page.goto(site.url);
      await expectShellFrame(visitor.page);
      await visitor.context.close();
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
