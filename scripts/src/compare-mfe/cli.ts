/**
 * `pnpm compare:mfe`: the price of micro-frontends. Serves the composed site (the shell composing the remotes with
 * Module Federation, as `pnpm start` does) and the single bundle (`pnpm build:single`: the same pages with every
 * remote compiled into the shell) side by side against one API on a freshly seeded database, and measures both in
 * the same run for /, /property and a property detail: first-load bytes (JavaScript gzip, and everything
 * transferred), requests, Lighthouse LCP and TBT (mobile, simulated throttling) and the time until the list is
 * interactive (interactive.ts). The timed figures are the median of `--runs` (3) runs, the two builds taking turns
 * so that a busy moment of the machine does not fall on one of them only.
 *   --rebuild      build both again first (otherwise each is built only when missing)
 *   --runs N       runs per timed figure (3)
 *   --lang ar|en   the visitor's language (ar, the site's default)
 *   --files        list every request of each first load
 *   COMPARE_PORT   the composed site's port (8200); the single bundle's is the next one, Chromium's for Lighthouse
 *                  the 40 from COMPARE_PORT + 60
 *   COMPARE_API_PORT  the API's port (4200)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedApi } from '../lib/api.js';
import { buildMissing, buildSingleBundle, isSingleBundleBuilt, SINGLE_BUNDLE_DIR } from '../lib/build.js';
import { launchChromium, publishLocalRemotes, serveSite } from '../lib/local-site.js';
import { ROOT } from '../lib/paths.js';
import { runLighthouse } from '../lighthouse/run-lighthouse.js';
import { compareRoute, comparisonTable, sample, TARGET_RATIO, type PageFigures } from './figures.js';
import { measureFirstLoad } from './first-load.js';
import { timeListInteractive } from './interactive.js';

type Build = 'composed' | 'single';
const BUILDS: readonly Build[] = ['composed', 'single'];

interface Route {
  path: string;
  /** The first listing link of the page: what "the list is interactive" waits for. */
  selector: string;
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function firstPropertyId(apiUrl: string): Promise<number> {
  const answer = await fetch(`${apiUrl}/api/property/get-property-list?per_page=1`, {
    headers: { accept: 'application/json' },
  });
  const body = (await answer.json()) as { data?: { items?: { id: number }[] } };
  const id = body.data?.items?.[0]?.id;
  if (id === undefined) throw new Error('the seeded API lists no property');
  return id;
}

/** The builds in the order of run `i`: alternating, so each build goes first as often as the other. */
const turns = (i: number): readonly Build[] => (i % 2 === 0 ? BUILDS : [...BUILDS].reverse());

async function main(): Promise<void> {
  const runs = Number(option('--runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a whole number of at least 1, got ${option('--runs')}`);
  const lang = option('--lang') === 'en' ? 'en' : 'ar';
  const firstPort = Number(process.env.COMPARE_PORT ?? 8200);
  const apiPort = Number(process.env.COMPARE_API_PORT ?? 4200);
  const rebuild = process.argv.includes('--rebuild');
  await buildMissing(rebuild);
  if (rebuild || !isSingleBundleBuilt()) await buildSingleBundle();

  const loadAverage = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  const loadAtStart = loadAverage();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-compare-'));
  const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-compare-db-'));
  console.log('[souq] starting the API on a freshly seeded database…');
  const api = await startEmbeddedApi(dbDir, apiPort);
  const sites: Partial<Record<Build, Awaited<ReturnType<typeof serveSite>>>> = {};
  const browser = await launchChromium();
  try {
    publishLocalRemotes(work, 'pnpm compare:mfe');
    sites.composed = await serveSite({
      shellDir: path.join(ROOT, 'shell', 'dist'),
      cdnDir: work,
      apiUrl: api.url,
      port: firstPort,
    });
    // The single bundle loads no remote: it gets the same server, whose /remotes.json it never asks for.
    sites.single = await serveSite({ shellDir: SINGLE_BUNDLE_DIR, cdnDir: work, apiUrl: api.url, port: firstPort + 1 });
    const cardLink = '[data-testid="property-card"] a[href]';
    const routes: Route[] = [
      { path: '/', selector: cardLink },
      { path: '/property', selector: cardLink },
      {
        path: `/property/property-detail/${await firstPropertyId(api.url)}`,
        selector: '[data-testid="property-detail"] a[href]',
      },
    ];
    const rows = [];
    // Each Lighthouse run gets a debugging port of its own: the previous run's Chromium may still hold its port.
    let lighthouseRun = 0;
    for (const route of routes) {
      const figures = {} as Record<Build, PageFigures>;
      const timed: Record<Build, { lcp: number[]; tbt: number[]; interactive: number[] }> = {
        composed: { lcp: [], tbt: [], interactive: [] },
        single: { lcp: [], tbt: [], interactive: [] },
      };
      const url = (build: Build) => `${sites[build]!.base}${route.path}`;
      const loads = Object.fromEntries(
        await Promise.all(
          BUILDS.map(
            async (build) =>
              [build, await measureFirstLoad(browser, url(build), { selector: route.selector, lang })] as const,
          ),
        ),
      );
      for (let i = 0; i < runs; i += 1) {
        for (const build of turns(i)) {
          const timing = await timeListInteractive(browser, url(build), { selector: route.selector, lang });
          timed[build].interactive.push(timing.interactiveMs);
          console.log(
            `${route.path} ${build} run ${i + 1}: list visible ${Math.round(timing.visibleMs)} ms, interactive ${Math.round(timing.interactiveMs)} ms`,
          );
        }
      }
      for (let i = 0; i < runs; i += 1) {
        for (const build of turns(i)) {
          const lh = await runLighthouse(url(build), { lang, port: firstPort + 60 + (lighthouseRun++ % 40) });
          timed[build].lcp.push(lh.lcpMs);
          timed[build].tbt.push(lh.tbtMs);
          console.log(
            `${route.path} ${build} Lighthouse run ${i + 1}: LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms, score ${lh.score}, CPU benchmark ${Math.round(lh.benchmarkIndex)}`,
          );
        }
      }
      for (const build of BUILDS) {
        const load = loads[build]!;
        if (process.argv.includes('--files'))
          for (const line of load.files) console.log(`${route.path}\t${build}\t${line}`);
        figures[build] = {
          jsGzipBytes: load.jsGzipBytes,
          transferBytes: load.transferBytes,
          requests: load.requests,
          lcpMs: sample(timed[build].lcp),
          tbtMs: sample(timed[build].tbt),
          interactiveMs: sample(timed[build].interactive),
        };
      }
      rows.push(...compareRoute(route.path, figures.composed, figures.single));
    }
    console.log(
      `\nComposed (Module Federation) vs single bundle — ${lang}, median of ${runs} runs (range); load average (1, 5, 15 min) at the start ${loadAtStart}, at the end ${loadAverage()} on ${os.cpus().length} cores\n`,
    );
    console.log(comparisonTable(rows));
    const over = rows.filter((row) => !row.withinTarget);
    console.log(
      over.length
        ? `\n${over.length} figure(s) over ${TARGET_RATIO.toFixed(2)}×.`
        : `\nEvery figure within ${TARGET_RATIO.toFixed(2)}×.`,
    );
  } finally {
    await browser.close();
    await Promise.all(Object.values(sites).map((site) => site.close()));
    api.stop();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(dbDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
