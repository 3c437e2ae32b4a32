// `pnpm bench:api`: property search under load (docs/performance.md). For each database size in BENCH_LISTINGS
// (100,000 by default; `100000,1000000` runs both and prints the growth) it seeds a database of that many listings
// (PostgreSQL when DATABASE_URL is set, a database of its own next to it, reused by later runs; otherwise a temporary
// embedded one), starts the API in its own process on it, and a bare Node server (bench-bare-server.ts: `node:http`
// and the same named statement through `pg`) in another, and loads both with autocannon, 50 connections, for three
// typical searches. Prints p50/p95/p99, requests per second, the API's share of the bare server's, the growth of the
// p95 from the first size, the database's size and the load average, then all of it as a Markdown table.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../../api/src/config.js';
import { createDatabase } from '../../api/src/db/database.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { withCurrentRate } from '../../api/src/features/listing-shared/budget.js';
import { paging } from '../../api/src/features/listing-shared/pagination.js';
import type { SearchQueryInput } from '../../api/src/features/property/schemas.js';
import { compiledSearch } from '../../api/src/features/property/search-repository.js';
import { prepareBenchDatabase } from '../../api/src/seed/bench-listings.js';
import { seed } from '../../api/src/seed/seed.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SIZES = (process.env.BENCH_LISTINGS ?? '100000').split(',').map(Number);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4090);
const BARE_PORT = PORT + 1;
// BENCH_ONLY=1,3 runs only those of the three searches (numbered from 1).
const ONLY = process.env.BENCH_ONLY?.split(',').map(Number);

/** souq_bench for 100,000 listings (the size measured since the first benchmark), souq_bench_1m for a million. */
function databaseName(listings: number): string {
  if (listings === 100_000) return 'souq_bench';
  const label =
    listings % 1_000_000 === 0
      ? `${listings / 1_000_000}m`
      : listings % 1000 === 0
        ? `${listings / 1000}k`
        : String(listings);
  return `souq_bench_${label}`;
}

async function ensurePostgresDatabase(base: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    // Arabic trigrams need a UTF-8 ctype (docs/architecture.md).
    if (!exists.rowCount)
      await admin.query(
        `CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`,
      );
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

function toQueryString(f: SearchQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return -1; // no answer at all (every request failed or timed out)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** autocannon, 50 connections, for BENCH_SECONDS: every response's latency, and the requests per second. */
async function load(url: string): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = Date.now();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'accept-language': 'en' },
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status !== 200) errors += 1;
    latencies.push(time);
  });
  const result = await instance;
  const s = latencies.sort((a, b) => a - b);
  return {
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    rps: s.length / ((Date.now() - started) / 1000),
    errors: errors + result.errors + result.timeouts,
  };
}

/** A warm-up of the same length, not counted, then the measured run. */
async function measure(url: string): Promise<Figures> {
  await load(url);
  return load(url);
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`${what} exited while starting`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not start within a minute`);
}

/** The API and the bare server of the size being measured, stopped when it is done or the benchmark is interrupted. */
const children: ChildProcess[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(130);
  });
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en')} MB`;

interface Row {
  listings: number;
  search: string;
  matches: string;
  api: Figures;
  bare: Figures | null;
  load: string;
}

async function benchSize(listings: number, baseUrl: string | null): Promise<{ rows: Row[]; size: string }> {
  let tempDir: string | null = null;
  let databaseUrl: string | null = null;
  let pgliteDir = '';
  if (baseUrl) databaseUrl = await ensurePostgresDatabase(baseUrl, databaseName(listings));
  else {
    tempDir = mkdtempSync(path.join(tmpdir(), 'souq-bench-'));
    pgliteDir = path.join(tempDir, 'db');
  }
  process.env.UPLOADS_DIR = path.join(tmpdir(), 'souq-bench-uploads');
  console.log(
    `\n## ${listings.toLocaleString('en')} listings: ${databaseUrl ? `PostgreSQL (${databaseName(listings)})` : `embedded PGlite (${pgliteDir})`}`,
  );
  const handle = await createDatabase({ DATABASE_URL: databaseUrl, PGLITE_DATA_DIR: pgliteDir });
  try {
    await migrateToLatest(handle.db);
    const t0 = Date.now();
    const report = await seed(handle.db, { tenantSlug: 'default' });
    const ready = await prepareBenchDatabase(handle.db, report.tenantId, listings);
    const size = `database ${mb(ready.databaseBytes)}, listings table ${mb(ready.tableBytes)} + its indexes ${mb(ready.indexBytes)}`;
    const added = ready.added ? `${ready.added.toLocaleString('en')} added` : 'already there';
    console.log(
      `Listings: ${ready.listings.toLocaleString('en')} (${added}, ready in ${((Date.now() - t0) / 1000).toFixed(1)} s); ${size}`,
    );

    const places = async (table: 'governorates' | 'cities', code: string) =>
      (await handle.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const searches: { label: string; filters: SearchQueryInput }[] = [
      {
        label: 'Apartments for sale, Damascus governorate, newest',
        filters: {
          listing_type: 'sale',
          governorate_id: await places('governorates', 'damascus'),
          property_type: ['apartment'],
          sort: 'newest',
        },
      },
      {
        label: 'Rent in Aleppo, 200–1,000 USD, 2+ bedrooms, cheapest',
        filters: {
          listing_type: 'rent',
          city_id: await places('cities', 'aleppo'),
          currency: 'USD',
          min_price: 200,
          max_price: 1000,
          min_bedrooms: 2,
          sort: 'price_asc',
        },
      },
      {
        label: 'Keyword "المزه", for sale, with parking',
        filters: { keyword: 'المزه', listing_type: 'sale', amenities: ['parking'], sort: 'newest' },
      },
    ];
    if (!databaseUrl) await handle.close(); // PGlite is one process's database: the API opens it next.
    // The API in its own process, as it runs in production. BENCH_QUIET=1: without its per-request log line.
    // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the API (open it in Chrome DevTools) when it stops.
    const quiet = process.env.BENCH_QUIET === '1';
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
      : [];
    // The periodic jobs are off: a first pass over a freshly seeded market sends thousands of expiry reminders, work
    // that would land in the middle of the measurement and is not the search's.
    const jobsOff = {
      SEARCH_ALERTS_INTERVAL_MS: '0',
      LISTINGS_JOB_INTERVAL_MS: '0',
      SUBSCRIPTIONS_JOB_INTERVAL_MS: '0',
    };
    const env = {
      ...process.env,
      ...jobsOff,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl ?? '',
      PGLITE_DATA_DIR: pgliteDir,
    };
    const api = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
      env: { ...env, PORT: String(PORT), NODE_ENV: quiet ? 'test' : 'development' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(api);
    const apiBase = `http://127.0.0.1:${PORT}`;
    await waitFor(`${apiBase}/api/health`, api, 'The API');
    // The bare server needs a database other processes can reach: PostgreSQL only.
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    let bare: ChildProcess | null = null;
    if (databaseUrl) {
      // The statement each search sends, compiled by the API's own code with the API's settings and the site's current
      // rate (a budget is also compared in the other currency, and a price sort orders by the price at that rate:
      // listing-shared/budget.ts), for the bare server.
      const { SOLD_LISTING_SEARCH_DAYS } = loadConfig(process.env);
      const rate = ((await (await fetch(`${apiBase}/api/exchange-rate`)).json()) as { data: { syp_per_usd: number } })
        .data;
      const statements = await Promise.all(
        searches.map(async (search, i) => {
          const { sort = 'newest', page, per_page, ...query } = search.filters;
          const currency = query.currency ?? 'SYP';
          const filters = await withCurrentRate(
            { sypPerUsd: async () => rate.syp_per_usd },
            report.tenantId,
            query,
            currency,
            sort,
          );
          const compiled = compiledSearch(
            handle.db,
            report.tenantId,
            filters,
            sort,
            currency,
            paging(page, per_page),
            SOLD_LISTING_SEARCH_DAYS,
          );
          return { name: `bench_search_${i}`, text: compiled.sql, values: compiled.parameters };
        }),
      );
      bare = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/src/bench-bare-server.ts')], {
        env: { ...env, PORT: String(BARE_PORT), BENCH_STATEMENTS: JSON.stringify(statements) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.push(bare);
      await waitFor(`${bareBase}/0`, bare, 'The bare server');
    }

    const rows: Row[] = [];
    for (const [i, search] of searches.entries()) {
      if (ONLY && !ONLY.includes(i + 1)) continue;
      const url = `${apiBase}/api/property/get-property-list?${toQueryString(search.filters)}`;
      const body = await (await fetch(url)).text();
      const { pagination } = (
        JSON.parse(body) as { data: { pagination: { total: number; total_is_estimate?: boolean } } }
      ).data;
      const matches = `${pagination.total.toLocaleString('en')}${pagination.total_is_estimate ? '+' : ''}`;
      if (bare) {
        // The two servers must answer the same search: the same listings, in the same order.
        const apiIds = (JSON.parse(body) as { data: { items: { id: number }[] } }).data.items.map((item) => item.id);
        const bareIds = ((await (await fetch(`${bareBase}/${i}`)).json()) as { id: number | null }[])
          .map((row) => row.id)
          .filter((id) => id !== null);
        if (apiIds.join() !== bareIds.join())
          throw new Error(
            `${search.label}: the bare server's listings (${bareIds.join(', ')}) are not the API's (${apiIds.join(', ')})`,
          );
      }
      const loadBefore = loadavg()[0]!;
      const apiFigures = await measure(url);
      const bareFigures = bare ? await measure(`${bareBase}/${i}`) : null;
      const row: Row = {
        listings,
        search: search.label,
        matches,
        api: apiFigures,
        bare: bareFigures,
        load: `${loadBefore.toFixed(1)}–${loadavg()[0]!.toFixed(1)}`,
      };
      rows.push(row);
      const fmt = (f: Figures) =>
        `${f.p50 >= 0 ? `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms` : 'no answer'}, ${f.rps.toFixed(0)} req/s${f.errors ? `, ${f.errors} ERRORS` : ''}`;
      console.log(
        `\n${search.label} (${matches} matches, ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB a page, load average ${row.load})`,
      );
      console.log(`  API:   ${fmt(apiFigures)}`);
      if (bareFigures) console.log(`  bare:  ${fmt(bareFigures)}   → API ${share(row)} of it`);
    }
    return { rows, size };
  } finally {
    for (const child of children.splice(0)) await stop(child);
    if (databaseUrl) await handle.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

/** The API's requests per second as a share of the bare server's; none when either had errors (timeouts). */
const share = (row: Row) =>
  row.bare && !row.api.errors && !row.bare.errors ? `${((row.api.rps / row.bare.rps) * 100).toFixed(0)}%` : '–';

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL?.trim() || null;
  const runAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const results: { listings: number; rows: Row[]; size: string }[] = [];
  for (const listings of SIZES) results.push({ listings, ...(await benchSize(listings, baseUrl)) });

  const first = results[0]!;
  const lat = (f: Figures) => (f.p50 >= 0 ? `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} / ${f.p99.toFixed(1)}` : '–');
  const rps = (f: Figures) => `${f.rps.toFixed(0)}${f.errors ? ` (${f.errors} errors)` : ''}`;
  console.log(
    `\nRun ${runAt} UTC, ${CONNECTIONS} connections, ${DURATION} s measured after ${DURATION} s of warm-up, load average (1 min) before–after each search:\n`,
  );
  console.log(
    '| Run (UTC) | Listings | Search | Matches | API p50 / p95 / p99 (ms) | API req/s | Bare req/s | API / bare | p95 growth | Load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { listings, rows } of results) {
    for (const row of rows) {
      const from = first.rows.find((r) => r.search === row.search);
      const growth =
        listings !== first.listings && from && row.api.p95 >= 0 ? `${(row.api.p95 / from.api.p95).toFixed(2)}×` : '–';
      console.log(
        `| ${runAt} | ${listings.toLocaleString('en')} | ${row.search} | ${row.matches} | ${lat(row.api)} | ${rps(row.api)} | ${row.bare ? rps(row.bare) : '–'} | ${share(row)} | ${growth} | ${row.load} |`,
      );
    }
  }
  console.log('');
  for (const { listings, size } of results) console.log(`- ${listings.toLocaleString('en')} listings: ${size}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
});
