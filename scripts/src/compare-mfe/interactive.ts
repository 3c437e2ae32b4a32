// "The list is interactive": the time from navigation start until the page's first listing link is visible and
// the page would answer a click on it at once. Taken in Chromium with a phone's handicaps applied through the
// DevTools protocol — the CPU slowed 4× and Lighthouse's slow-4G link (562.5 ms per request, 1.47 Mbit/s down,
// 675 kbit/s up, the figures its DevTools throttling applies) — on a cold cache, at a phone's viewport.
//
// Definition, measured inside the page (so the probe adds no round trip of its own):
//   1. visible: on every animation frame, the first element matching the route's selector (a listing card's link,
//      or the detail's back-to-the-list link) is in the document, has a box (it may be below the fold, as the home page's
//      featured strip is on a phone) and is not hidden;
//   2. responds: from then on, a task posted to the main thread (a MessageChannel message, which runs like an
//      input event's handler would, after whatever work is already queued) runs within 50 ms of being posted —
//      the threshold Lighthouse uses for a long task. If it waited longer the main thread was busy (scripts still
//      running, React still committing), a click then would have waited too, and the probe is posted again.
// The figure is the time at which that answering probe ran. It is a proxy for a real tap, not a real tap: a
// synthetic input sent over the protocol would add its own latency under throttling.
import type { Browser } from 'playwright-core';
import type { Lang } from '../../../shared/src/i18n/languages.js';

export const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
export const PHONE_VIEWPORT = { width: 412, height: 823 };
const RESPONSIVE_WITHIN_MS = 50;

export interface InteractiveTiming {
  visibleMs: number;
  interactiveMs: number;
}

declare global {
  interface Window {
    __souqListInteractive?: InteractiveTiming;
  }
}

/**
 * Runs in the page before its own scripts. Plain text rather than a function: the script runner's transpiler
 * wraps named functions in a helper the page does not have.
 */
export function probeScript(selector: string, within: number): string {
  return `(() => {
  const selector = ${JSON.stringify(selector)};
  const within = ${JSON.stringify(within)};
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };
  const probe = (visibleMs) => {
    const posted = performance.now();
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const ran = performance.now();
      if (ran - posted <= within) window.__souqListInteractive = { visibleMs, interactiveMs: ran };
      else probe(visibleMs);
    };
    channel.port2.postMessage(null);
  };
  const check = () => {
    const element = document.querySelector(selector);
    if (element && visible(element)) probe(performance.now());
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;
}

/** One cold load of `url` under the phone's handicaps; resolves with the page's timing. */
export async function timeListInteractive(
  browser: Browser,
  url: string,
  options: { selector: string; lang: Lang; timeoutMs?: number },
): Promise<InteractiveTiming> {
  // A first visit: the language is the browser's own (navigator.languages, Accept-Language), nothing stored.
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    locale: options.lang === 'ar' ? 'ar-SY' : 'en-US',
  });
  try {
    await context.addInitScript({ content: probeScript(options.selector, RESPONSIVE_WITHIN_MS) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    // Polled from outside rather than with waitForFunction, whose predicate is evaluated from a string inside the
    // page: the site's Content-Security-Policy (no 'unsafe-eval') refuses that.
    const deadline = Date.now() + (options.timeoutMs ?? 120_000);
    for (;;) {
      const timing = (await page.evaluate('window.__souqListInteractive')) as InteractiveTiming | undefined;
      if (timing) return timing;
      if (Date.now() > deadline) throw new Error(`${url}: the list did not become interactive in time`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await context.close();
  }
}
