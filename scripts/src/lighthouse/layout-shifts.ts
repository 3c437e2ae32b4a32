/**
 * `pnpm lighthouse:shifts <path|url>…`: where a page's layout shifts come from. Loads each page in Debian's Chromium
 * on a phone screen (412×823, as Lighthouse's mobile preset) with the CPU slowed down, and prints every
 * `layout-shift` entry (value, time, and each moved element with its box before → after), the cumulative layout
 * shift as Lighthouse counts it (the largest session window), and the largest contentful paint's element.
 *   --site URL       the site (http://localhost:8080) that paths are resolved against
 *   --lang ar|en     the browser's language (the site follows it, docs/product/overview.md); ar by default
 *   --signed-in      as the demo Agent (its session stored before the page loads, as after logging in)
 *   --cpu N          CPU slowdown (4); --wait MS how long to watch after the load (4000)
 *   --screenshot DIR a screenshot of each page once loaded
 * Needs `pnpm start` (or another production build) running.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_AGENT } from '../lib/demo-accounts.js';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, signIn, type StorageState } from './run-lighthouse.js';
import type { Lang } from '../../../shared/src/i18n/languages.js';

interface Options {
  site: string;
  lang: Lang;
  signedIn: boolean;
  cpu: number;
  wait: number;
  screenshots: string | null;
  pages: string[];
}

interface ShiftSource {
  node: string;
  previous: string;
  current: string;
}

interface Shift {
  value: number;
  time: number;
  hadRecentInput: boolean;
  sources: ShiftSource[];
}

interface Paint {
  time: number;
  size: number;
  element: string;
  url: string;
}

interface Observed {
  shifts: Shift[];
  paints: Paint[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    site: 'http://localhost:8080',
    lang: 'ar',
    signedIn: false,
    cpu: 4,
    wait: 4000,
    screenshots: null,
    pages: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const value = () => {
      i += 1;
      const next = argv[i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--site') options.site = value().replace(/\/$/, '');
    else if (arg === '--lang') {
      const lang = value();
      if (lang !== 'ar' && lang !== 'en') throw new Error('--lang is ar or en');
      options.lang = lang;
    } else if (arg === '--signed-in') options.signedIn = true;
    else if (arg === '--cpu') options.cpu = Number(value());
    else if (arg === '--wait') options.wait = Number(value());
    else if (arg === '--screenshot') options.screenshots = value();
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else options.pages.push(arg);
  }
  if (options.pages.length === 0) options.pages.push('/');
  return options;
}

/** Runs in the page before its own scripts: records shifts and paints as they happen, while their nodes are still there. */
function observeInPage(): void {
  const describe = (node: Node | null | undefined): string => {
    if (!node) return '(removed node)';
    if (!(node instanceof Element)) return `#text "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    const parts: string[] = [];
    let current: Element | null = node;
    for (let depth = 0; current && depth < 4; depth += 1) {
      let part = current.tagName.toLowerCase();
      if (current.id) part += `#${current.id}`;
      const classes = [...current.classList].slice(0, 2);
      if (classes.length) part += `.${classes.join('.')}`;
      parts.unshift(part);
      if (current.id) break;
      current = current.parentElement;
    }
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
  };
  const rect = (r: DOMRectReadOnly) =>
    `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`;
  const observed = { shifts: [] as unknown[], paints: [] as unknown[] };
  (window as unknown as { __souqObserved: unknown }).__souqObserved = observed;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      observed.shifts.push({
        value: entry.value,
        time: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map((s) => ({
          node: describe(s.node),
          previous: rect(s.previousRect),
          current: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      size: number;
      element: Element | null;
      url: string;
    })[]) {
      observed.paints.push({
        time: entry.startTime,
        size: entry.size,
        element: describe(entry.element),
        url: entry.url,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Lighthouse's CLS: the largest sum of shifts in a session window (gaps < 1 s, at most 5 s long). */
function largestSessionWindow(shifts: readonly Pick<Shift, 'value' | 'time' | 'hadRecentInput'>[]): number {
  let best = 0;
  let sum = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.hadRecentInput) continue;
    if (shift.time - last > 1000 || shift.time - start > 5000) {
      sum = 0;
      start = shift.time;
    }
    sum += shift.value;
    last = shift.time;
    best = Math.max(best, sum);
  }
  return best;
}

async function measure(
  browser: Browser,
  options: Options,
  target: string,
  session: StorageState | null,
): Promise<void> {
  const context = await browser.newContext({
    locale: options.lang === 'ar' ? 'ar-SY' : 'en-US',
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (session) {
      await context.addInitScript((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, session.localStorage);
    }
    // tsx keeps function names with a `__name` helper that the page does not have.
    await context.addInitScript({ content: `var __name = (target) => target;\n(${observeInPage.toString()})();` });
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
    const url = /^https?:/.test(target) ? target : `${options.site}${target}`;
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(options.wait);
    const observed = (await page.evaluate(
      () => (window as unknown as { __souqObserved: Observed }).__souqObserved,
    )) as Observed;
    const total = observed.shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
    console.log(`\n== ${url} (${options.lang}${session ? ', signed in' : ''}, CPU ×${options.cpu})`);
    console.log(
      `CLS (largest session window) ${largestSessionWindow(observed.shifts).toFixed(3)}; all shifts ${total.toFixed(3)}`,
    );
    for (const shift of observed.shifts) {
      console.log(
        `  shift ${shift.value.toFixed(4)} at ${Math.round(shift.time)} ms${shift.hadRecentInput ? ' (after input, not counted)' : ''}`,
      );
      for (const source of shift.sources)
        console.log(`    ${source.node}\n      ${source.previous} → ${source.current}`);
    }
    const lcp = observed.paints.at(-1);
    console.log(
      lcp
        ? `LCP ${Math.round(lcp.time)} ms: ${lcp.element}${lcp.url ? ` ${lcp.url}` : ''} (${lcp.size} px²)`
        : 'LCP: none observed',
    );
    if (options.screenshots) {
      await mkdir(options.screenshots, { recursive: true });
      const name = `${
        target
          .replace(/^https?:\/\/[^/]+/, '')
          .replace(/[^a-z0-9]+/gi, '-')
          .replace(/^-|-$/g, '') || 'home'
      }-${options.lang}.png`;
      await page.screenshot({ path: path.join(options.screenshots, name), fullPage: true });
    }
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const session = options.signedIn ? await signIn(options.site, DEMO_AGENT) : null;
    for (const target of options.pages) await measure(browser, options, target, session);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
