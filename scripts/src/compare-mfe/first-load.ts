// What a first visit to a page downloads: every request until the page shows its listing (the route's selector) and
// then no request is in flight for 1.5 s, on a cold cache, at a phone's viewport (which decides the lazy images
// loaded), without throttling (the bytes do not depend on it). Waiting for the listing too matters on a busy machine:
// a composed page can be quiet for half a second between two steps of its request chain.
import type { Browser } from 'playwright-core';
import { gzipSize } from '../lib/local-site.js';
import { PHONE_VIEWPORT } from './interactive.js';
import type { Lang } from '../../../shared/src/i18n/languages.js';

export interface FirstLoad {
  jsGzipBytes: number;
  transferBytes: number;
  requests: number;
  /** Every request as `<type> <path> <bytes transferred>`, for --files. */
  files: string[];
}

const QUIET_MS = 1500;

export async function measureFirstLoad(
  browser: Browser,
  url: string,
  options: { selector: string; lang: Lang },
): Promise<FirstLoad> {
  const { lang } = options;
  // A first visit: the language is the browser's own (navigator.languages, Accept-Language), nothing stored.
  const context = await browser.newContext({
    viewport: PHONE_VIEWPORT,
    isMobile: true,
    hasTouch: true,
    locale: lang === 'ar' ? 'ar-SY' : 'en-US',
  });
  try {
    const page = await context.newPage();
    const pending: Promise<{ line: string; transfer: number; jsGzip: number }>[] = [];
    let requests = 0;
    let inFlight = 0;
    let lastActivity = Date.now();
    page.on('request', () => {
      requests += 1;
      inFlight += 1;
      lastActivity = Date.now();
    });
    page.on('requestfailed', () => {
      inFlight -= 1;
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      inFlight -= 1;
      lastActivity = Date.now();
      pending.push(
        (async () => {
          const sizes = await request.sizes();
          const transfer = sizes.responseBodySize + sizes.responseHeadersSize;
          let jsGzip = 0;
          if (request.resourceType() === 'script') {
            const body = await request
              .response()
              .then((response) => response?.body())
              .catch(() => null);
            if (body) jsGzip = gzipSize(body);
            else console.warn(`${url}: the body of ${request.url()} could not be read; its JavaScript is not counted`);
          }
          return {
            line: `${request.resourceType()}\t${new URL(request.url()).pathname}\t${transfer}`,
            transfer,
            jsGzip,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector(options.selector, { state: 'visible', timeout: 120_000 });
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const done = await Promise.all(pending);
    return {
      jsGzipBytes: done.reduce((sum, r) => sum + r.jsGzip, 0),
      transferBytes: done.reduce((sum, r) => sum + r.transfer, 0),
      requests,
      files: done.map((r) => r.line),
    };
  } finally {
    await context.close();
  }
}
