/**
 * One Lighthouse run of one page, the way docs/performance.md measures it: Lighthouse's default mobile configuration
 * (a mid-range phone, simulated slow 4G and 4× CPU slowdown — what PageSpeed Insights uses), the performance
 * category only, in Debian's Chromium with a fresh profile for every run.
 *
 * The visitor is honest about language and session:
 * - the language is the browser's own (Chromium's `--lang`/`--accept-lang`, so `navigator.languages` and the
 *   Accept-Language header both say it); the site reads it as a first visit would (docs/product/overview.md), nothing is stored;
 * - a signed-in visitor has the session in localStorage as the sign-in leaves it (`accessToken`, `userData`),
 *   placed on the site's origin before the measured navigation. Lighthouse's own reset keeps localStorage (it
 *   clears caches, service workers and cache storage only), so the page load is still a cold one.
 * Every run checks where it ended: the page's `<html lang>` must be the asked language, the path the asked one
 * (a page that bounced a signed-out visitor to / would measure the wrong page) and a signed-in visitor still signed in.
 */
import lighthouse, { Gatherer, type Config, type Flags, type Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import type { Lang } from '../../../shared/src/i18n/languages.js';
import type { LighthouseFigures } from './figures.js';

export { median, type LighthouseFigures } from './figures.js';

/** The session's keys in localStorage (docs/product/data.md; shared/src/session/storage-keys.ts). */
const TOKEN_KEY = 'accessToken';
const USER_KEY = 'userData';

export interface StorageState {
  /** Items placed in the site origin's localStorage before the measured navigation. */
  localStorage: Record<string, string>;
}

export interface RunOptions {
  lang: Lang;
  /** A signed-in visitor (see `signIn`); a first-time, signed-out visitor without it. */
  storageState?: StorageState;
  /** The remote-debugging port Chromium listens on; a free one when left out. */
  port?: number;
  chromePath?: string;
}

export interface RunResult extends LighthouseFigures {
  /** Lighthouse's CPU benchmark of this machine at the time of the run (a quiet 2020 laptop ≈ 1000–2000). */
  benchmarkIndex: number;
  /** Audits that could not run (this Chromium's trace engine breaks a few diagnostics; the metrics are unaffected). */
  auditErrors: string[];
  lhr: Result;
}

/** The flags the project runs its headless Chromium with. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The browser's language preference of a visitor reading the site in `lang`. */
const BROWSER_LANGUAGES: Record<Lang, string> = { ar: 'ar-SY,ar', en: 'en-US,en' };

const PAGE_STATE = 'SouqPageState';
const PAGE_STATE_AUDIT = 'souq-page-state';

interface PageState {
  lang: string;
  path: string;
  /** Whether a session is still stored after the load (the app clears one the API refused). */
  signedIn: boolean;
}

/**
 * Where the measured navigation ended, read from the page after Lighthouse has finished observing it, and
 * handed to the result by an informative audit of weight 0 (it does not count in the score). Lighthouse's
 * typings know only its own artifacts, hence the casts.
 */
class PageStateGatherer extends Gatherer {
  override meta: Gatherer['meta'] = { supportedModes: ['navigation'] };

  override getArtifact(context: Parameters<Gatherer['getArtifact']>[0]): ReturnType<Gatherer['getArtifact']> {
    // An expression, not a function: what runs in the page must not depend on how this file was compiled.
    const state = context.driver.executionContext.evaluateAsync(
      `({ lang: document.documentElement.lang, path: location.pathname, signedIn: Boolean(localStorage.getItem('${TOKEN_KEY}')) })`,
    );
    return state as ReturnType<Gatherer['getArtifact']>;
  }
}

const pageStateAudit = {
  meta: {
    id: PAGE_STATE_AUDIT,
    title: 'Where the page load ended',
    description: 'The language and path of the measured page.',
    scoreDisplayMode: 'informative',
    requiredArtifacts: [PAGE_STATE],
  },
  audit(artifacts: Record<string, unknown>) {
    const state = artifacts[PAGE_STATE] as PageState;
    return { score: null, displayValue: `${state.lang} ${state.path}`, details: { type: 'debugdata', ...state } };
  },
};

function lighthouseConfig(): Config {
  const config = {
    extends: 'lighthouse:default',
    settings: { onlyCategories: ['performance'] },
    artifacts: [{ id: PAGE_STATE, gatherer: { instance: new PageStateGatherer() } }],
    audits: [{ implementation: pageStateAudit }],
    categories: { performance: { title: 'Performance', auditRefs: [{ id: PAGE_STATE_AUDIT, weight: 0 }] } },
  };
  return config as unknown as Config;
}

const METRIC_AUDITS = [
  'largest-contentful-paint',
  'cumulative-layout-shift',
  'total-blocking-time',
  'first-contentful-paint',
  'total-byte-weight',
  'network-requests',
];

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(
      `${lhr.requestedUrl}: Lighthouse has no value for ${id} (${lhr.audits[id]?.errorMessage ?? 'missing'})`,
    );
  return value;
}

/** Places the storage on the site's origin: a same-origin JSON address, so no page code runs and nothing is cached. */
async function placeStorage(port: number, url: string, state: StorageState): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, state.localStorage);
    await page.close();
  } finally {
    // Over CDP this only disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

/** One Lighthouse navigation of `url` as a visitor reading the site in `options.lang`. */
export async function runLighthouse(url: string, options: RunOptions): Promise<RunResult> {
  const languages = BROWSER_LANGUAGES[options.lang];
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath ?? CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, `--lang=${languages.split(',')[0]}`, `--accept-lang=${languages}`],
    port: options.port,
    logLevel: 'silent',
    // The caller stops it on Ctrl-C (stopBrowsers), after which it still has its own servers to stop.
    handleSIGINT: false,
  });
  try {
    if (options.storageState) await placeStorage(chrome.port, url, options.storageState);
    const flags: Flags = { port: chrome.port, logLevel: 'silent', output: 'json' };
    const result = await lighthouse(url, flags, lighthouseConfig());
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const state = (lhr.audits[PAGE_STATE_AUDIT]?.details ?? {}) as Partial<PageState>;
    const asked = new URL(url).pathname;
    if (state.lang !== options.lang)
      throw new Error(`${url}: the page loaded in '${state.lang}', not '${options.lang}'`);
    if (state.path !== asked) throw new Error(`${url}: the page ended on ${state.path}, not ${asked}`);
    if (options.storageState && !state.signedIn) throw new Error(`${url}: the visitor was signed out during the load`);
    const network = lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined;
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`${url}: no performance score`);
    return {
      score: Math.round(score * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      bytes: numeric(lhr, 'total-byte-weight'),
      requests: network?.items?.length ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      auditErrors: Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === 'error' && !METRIC_AUDITS.includes(a.id))
        .map((a) => a.id),
      lhr,
    };
  } finally {
    await stopChrome(chrome);
  }
}

/** Kills Chromium and waits for it to be gone, so that the next run may take the same debugging port. */
async function stopChrome(chrome: chromeLauncher.LaunchedChrome): Promise<void> {
  const { process: child } = chrome;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  chrome.kill();
  await exited;
}

/** Stops every Chromium a run has started and not yet stopped (for a Ctrl-C in the middle of a run). */
export function stopBrowsers(): void {
  chromeLauncher.killAll();
}

/**
 * The session a visitor has after signing in: the API's answer stored under the keys the app reads (docs/product/data.md).
 * `siteUrl` is the site (its /api) or the API itself.
 */
export async function signIn(siteUrl: string, credentials: { email: string; password: string }): Promise<StorageState> {
  const answer = await fetch(new URL('/api/login', siteUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!answer.ok) throw new Error(`signing in as ${credentials.email}: HTTP ${answer.status}`);
  const { data } = (await answer.json()) as { data: { token: string; user: unknown } };
  return { localStorage: { [TOKEN_KEY]: data.token, [USER_KEY]: JSON.stringify(data.user) } };
}
