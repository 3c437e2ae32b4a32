/**
 * `pnpm lighthouse`: Lighthouse (mobile, simulated slow 4G and 4× CPU slowdown) on the production build, for the
 * pages of docs/performance.md in Arabic and in English, several runs each; prints the median of every figure with the
 * spread of the runs, marked against the targets, and the same as a Markdown table for docs/performance.md.
 *
 * Without --url it builds what is missing (`--rebuild`: everything), then serves the site as `pnpm start` does,
 * on a fresh embedded database and a fresh local CDN, so every measurement starts from the same data.
 *   --url http://localhost:8080   measure a site that is already running instead (its /api must answer)
 *   --pages home,property         only these pages (home, property, property-detail, auto, auto-detail, my-listing)
 *   --lang en                     only this language (ar or en)
 *   --runs 5 (or RUNS=5)          runs per page and language (3)
 *   --json file.json              also write every run's figures to a file
 *   --check                       exit with 1 when a median misses a target
 *   PORT, API_PORT, CHROME_PORT   ports of the site, the API and Chromium's debugging (free ones by default)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { startEmbeddedApi, type RunningApi } from '../lib/api.js';
import { buildMissing } from '../lib/build.js';
import { ROOT } from '../lib/paths.js';
import { syncLocalBuilds } from '../remotes/sync.js';
import { runtimeConfigFromEnv } from '../site/runtime-config.js';
import { createSiteServer } from '../site/server.js';
import {
  CHROMIUM_PATH,
  median,
  runLighthouse,
  signIn,
  stopBrowsers,
  type LighthouseFigures,
  type RunResult,
  type StorageState,
} from './run-lighthouse.js';
import type { Lang } from '../../../shared/src/i18n/languages.js';
import { formatReport, type PageResult } from './report.js';
import { DEMO_AGENT } from '../lib/demo-accounts.js';
import { KIND_MODULES, listPath } from '../../../shared/src/listing-kinds/registry.js';

interface PageSpec {
  name: string;
  /** The path, or how to find it on the running site. */
  path: (site: string) => Promise<string>;
  signedIn?: boolean;
}

async function firstListing(site: string, list: string, detail: string): Promise<string> {
  const answer = await fetch(new URL(list, site), { headers: { accept: 'application/json' } });
  const body = (await answer.json().catch(() => null)) as { data?: { items?: Array<{ id: number | string }> } } | null;
  const id = body?.data?.items?.[0]?.id;
  if (id === undefined)
    throw new Error(`${list} lists no listing (HTTP ${answer.status}); a detail page cannot be measured`);
  return `${detail}${encodeURIComponent(String(id))}`;
}

const PAGES: PageSpec[] = [
  { name: 'home', path: async () => '/' },
  // Each kind's list, and the first listing a visitor sees on it, as they would open it.
  ...KIND_MODULES.flatMap(({ name, pages, api }): PageSpec[] => [
    { name: pages.list, path: async () => listPath(name) },
    { name: pages.detail, path: (site) => firstListing(site, `/api${api.list}`, `/${pages.list}/${pages.detail}/`) },
  ]),
  { name: 'my-listing', path: async () => '/my-listing', signedIn: true },
];

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function parseArgs() {
  const pageNames = option('pages')
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = pageNames?.filter((n) => !PAGES.some((p) => p.name === n)) ?? [];
  if (unknown.length)
    throw new Error(`unknown page(s) ${unknown.join(', ')}; known: ${PAGES.map((p) => p.name).join(', ')}`);
  const lang = option('lang');
  if (lang !== undefined && lang !== 'ar' && lang !== 'en') throw new Error('--lang is ar or en');
  const runs = Number(option('runs') ?? process.env.RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs is a whole number ≥ 1');
  return {
    url: option('url'),
    pages: pageNames ? PAGES.filter((p) => pageNames.includes(p.name)) : PAGES,
    langs: (lang ? [lang] : ['ar', 'en']) as Lang[],
    runs,
    json: option('json'),
    check: process.argv.includes('--check'),
    rebuild: process.argv.includes('--rebuild'),
  };
}

const load = (): number => os.loadavg()[0] ?? 0;
const port = (name: string): number | undefined => (process.env[name] ? Number(process.env[name]) : undefined);

interface Site {
  url: string;
  stop(): void;
}

/** The production build served as `pnpm start` serves it, on a fresh database and a fresh local CDN. */
async function startSite(rebuild: boolean): Promise<Site> {
  await buildMissing(rebuild);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-lighthouse-'));
  const cdnDir = path.join(work, 'cdn');
  let api: RunningApi | undefined;
  const cleanUp = () => {
    api?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    await syncLocalBuilds({ cdnDir });
    console.log('[lighthouse] starting the API on a fresh embedded database…');
    api = await startEmbeddedApi(path.join(work, 'db'), port('API_PORT'));
    const server = createSiteServer({
      shellDir: path.join(ROOT, 'shell', 'dist'),
      cdnDir,
      apiTarget: api.url,
      runtimeConfig: runtimeConfigFromEnv(),
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port('PORT') ?? 0, '127.0.0.1', resolve);
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      url,
      stop: () => {
        server.close();
        cleanUp();
      },
    };
  } catch (err) {
    cleanUp();
    throw err;
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return CHROMIUM_PATH;
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function describeRun(f: LighthouseFigures): string {
  return `score ${f.score}, LCP ${seconds(f.lcpMs)}, CLS ${f.cls.toFixed(3)}, TBT ${Math.round(f.tbtMs)} ms, FCP ${seconds(f.fcpMs)}, ${(f.bytes / 1024).toFixed(0)} KB in ${f.requests} requests`;
}

async function main(): Promise<void> {
  const args = parseArgs();
  const site: Site = args.url
    ? { url: args.url.replace(/\/$/, ''), stop: () => undefined }
    : await startSite(args.rebuild);
  const stopAndExit = () => {
    stopBrowsers();
    site.stop();
    process.exit(130);
  };
  process.on('SIGINT', stopAndExit);
  process.on('SIGTERM', stopAndExit);
  const results: PageResult[] = [];
  const allRuns: Array<{ page: string; path: string; lang: Lang; runs: Array<Omit<RunResult, 'lhr'>> }> = [];
  const loadBefore = load();
  try {
    console.log(
      `[lighthouse] measuring ${site.url}: ${args.pages.map((p) => p.name).join(', ')} in ${args.langs.join(' and ')}, ${args.runs} run(s) each`,
    );
    let session: StorageState | undefined;
    const reportedErrors = new Set<string>();
    for (const page of args.pages) {
      const pagePath = await page.path(site.url);
      if (page.signedIn) session ??= await signIn(site.url, DEMO_AGENT);
      for (const lang of args.langs) {
        const runs: RunResult[] = [];
        for (let i = 1; i <= args.runs; i += 1) {
          const run = await runLighthouse(site.url + pagePath, {
            lang,
            storageState: page.signedIn ? session : undefined,
            port: port('CHROME_PORT'),
          });
          runs.push(run);
          // This Chromium's trace engine breaks a few diagnostic audits (the metrics are unaffected); named once.
          const failed = run.auditErrors.filter((id) => !reportedErrors.has(id));
          for (const id of failed) reportedErrors.add(id);
          const notes = failed.length ? ` (diagnostics that could not run, not counted: ${failed.join(', ')})` : '';
          console.log(
            `[lighthouse] ${pagePath} ${lang} ${i}/${args.runs}: ${describeRun(run)}; CPU benchmark ${Math.round(run.benchmarkIndex)}${notes}`,
          );
        }
        results.push({
          page: page.name,
          path: pagePath,
          lang,
          median: median(runs),
          benchmarkIndex: runs.map((r) => r.benchmarkIndex),
        });
        allRuns.push({ page: page.name, path: pagePath, lang, runs: runs.map(({ lhr: _lhr, ...figures }) => figures) });
      }
    }
  } finally {
    site.stop();
  }
  const conditions = {
    date: new Date().toISOString(),
    site: args.url ? site.url : 'production build (pnpm start), fresh embedded database',
    chromium: chromiumVersion(),
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}`,
    load: `load average ${loadBefore.toFixed(1)} before, ${load().toFixed(1)} after`,
    runs: args.runs,
  };
  const report = formatReport(results, conditions);
  console.log(report.text);
  if (args.json) fs.writeFileSync(args.json, JSON.stringify({ conditions, results, runs: allRuns }, null, 2));
  if (args.check && report.misses > 0) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(`[lighthouse] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
