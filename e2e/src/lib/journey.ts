import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from './browser.js';
import { startSite, type RunningSite } from './site.js';

/** The site and the browser a file's journeys run against, there once the journeys have started. */
export interface Started {
  readonly site: RunningSite;
  readonly browser: Browser;
}

/**
 * Starts the site (as `pnpm start` does, on free ports with its own database and CDN folder) and Chromium before
 * a file's journeys, hands both to `ready` (and returns them), and stops them after the journeys. `env` is added to
 * the site's environment.
 */
export function startSiteAndBrowser(ready?: (started: Started) => void, env: Record<string, string> = {}): Started {
  let site: RunningSite | undefined;
  let browser: Browser | undefined;
  before(async () => {
    site = await startSite(env);
    browser = await launchBrowser();
    ready?.({ site, browser });
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });
  const started = (what: string): never => {
    throw new Error(`the ${what} is there once the journeys have started`);
  };
  return {
    get site() {
      return site ?? started('site');
    },
    get browser() {
      return browser ?? started('browser');
    },
  };
}

/** Screenshots for a person to look at, when asked for: SOUQ_E2E_SCREENSHOTS=<folder>. */
export async function snapshot(page: Page, name: string, fullPage = false): Promise<void> {
  const dir = process.env.SOUQ_E2E_SCREENSHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}

/** The toast (success or error) that says `text`. */
export const toast = (page: Page, text: string) => page.locator('.Toastify__toast', { hasText: text }).first();
