// `pnpm bench:api`: property search under load. Builds a database of 100,000 seeded listings (PostgreSQL when
// DATABASE_URL is set, in a dedicated database next to it; otherwise a temporary embedded database), starts the
// API on it, and for three typical searches runs autocannon with 50 connections against the API and the same SQL
// directly through `pg` at the same concurrency, over a pool and over pipelined connections as the API sends it.
// Prints p50/p95/p99 latency, requests per second and CPU time per request for each.
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDatabase, named } from '../../api/src/db/database.js';
import { migrateToLatest } from '../../api/src/db/migrate.js';
import { PipelinedConnections } from '../../api/src/db/pipelined-connections.js';
import { paging } from '../../api/src/features/listing-shared/pagination.js';
import type { SearchQueryInput } from '../../api/src/features/property/schemas.js';
import { searchQuery } from '../../api/src/features/property/search-repository.js';
import { seed } from '../../api/src/seed/seed.js';
import { seedProperties } from '../../api/src/seed/seed-properties.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4090);
// The API's connections to PostgreSQL (its DATABASE_POOL_SIZE, passed on to it), and the direct SQL's.
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 10);
// The API's pipelined connections for searches (DATABASE_PIPELINE_CONNECTIONS), and the pipelined direct SQL's.
const PIPELINE_CONNECTIONS = Number(process.env.DATABASE_PIPELINE_CONNECTIONS ?? 2);
const BENCH_DB = 'souq_bench';

function benchDatabaseUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

async function ensurePostgresDatabase(base: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DB]);
    // Arabic trigrams need a UTF-8 ctype (DESIGN §4).
    if (!exists.rowCount) await admin.query(`CREATE DATABASE ${BENCH_DB} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`);
  } finally {
    await admin.end();
  }
}

interface Search {
  label: string;
  filters: SearchQueryInput;
}

function toQueryString(f: SearchQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(f)) {
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else if (value !== undefined) params.set(key, String(value));
  }
  return params.toString();
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Figures { p50: number; p95: number; p99: number; rps: number; errors: number; cpu?: CpuShare | null }

// ---------- where the CPU goes (Linux /proc; skipped elsewhere) ----------
//
// On 2 cores the API, PostgreSQL and the load generator share the machine, so requests per second alone do not say
// whose work limits them. Each run also reports the CPU time each side spent per request.

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuTicks(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  try {
    return readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}

interface CpuShare { api: number; postgres: number; client: number }

/** CPU ticks so far of the API process, each PostgreSQL process (by pid) and this one (the load generator). */
interface CpuReading { api: number; postgres: Map<number, number>; client: number }

function cpuNow(apiPid: number | undefined): CpuReading | null {
  if (process.platform !== 'linux') return null;
  return { api: apiPid ? cpuTicks(apiPid) : 0, postgres: new Map(postgresPids().map((pid) => [pid, cpuTicks(pid)])), client: cpuTicks(process.pid) };
}

/**
 * Milliseconds of CPU per request of each side between two readings. PostgreSQL's side is the sum over the processes
 * alive at the end (a connection opened meanwhile counts from zero; one closed meanwhile is missed).
 */
function cpuPerRequest(before: CpuReading | null, after: CpuReading | null, requests: number): CpuShare | null {
  if (!before || !after || !requests) return null;
  let postgres = 0;
  for (const [pid, ticks] of after.postgres) postgres += ticks - (before.postgres.get(pid) ?? 0);
  const ms = (ticks: number) => (ticks / TICKS_PER_SECOND) * 1000 / requests;
  return { api: ms(after.api - before.api), postgres: ms(postgres), client: ms(after.client - before.client) };
}

function figures(latencies: number[], seconds: number, errors: number): Figures {
  const s = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), rps: latencies.length / seconds, errors };
}

async function runApi(url: string, apiPid: number | undefined): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = Date.now();
  const cpuBefore = cpuNow(apiPid);
  const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-language': 'en' } });
  instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    if (status !== 200) errors += 1;
    latencies.push(time);
  });
  const result = await instance;
  errors += result.errors + result.timeouts;
  return { ...figures(latencies, (Date.now() - started) / 1000, errors), cpu: cpuPerRequest(cpuBefore, cpuNow(apiPid), latencies.length) };
}

type Statement = { name: string; sql: string; parameters: readonly unknown[] };
type Runner = (s: Statement) => Promise<unknown>;
const overPool = (pool: pg.Pool): Runner => (s) => pool.query({ name: s.name, text: s.sql, values: s.parameters as unknown[] });
const overPipelines = (pipes: PipelinedConnections): Runner => (s) => pipes.query(s.sql, s.parameters, s.name);

/** The search's own statement, run as a named statement (over a pool, or pipelined as the API runs it), by 50 concurrent clients. */
async function runSql(run: Runner, statements: Statement[]): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const until = Date.now() + DURATION * 1000;
  const started = Date.now();
  const cpuBefore = cpuNow(undefined);
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < until) {
      const t0 = performance.now();
      try {
        await Promise.all(statements.map(run));
        latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  }));
  return { ...figures(latencies, (Date.now() - started) / 1000, errors), cpu: cpuPerRequest(cpuBefore, cpuNow(undefined), latencies.length) };
}

async function waitForApi(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('the API exited while starting');
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the API did not start within a minute');
}

async function main(): Promise<void> {
  const baseUrl = process.env.DATABASE_URL?.trim() || null;
  let tempDir: string | null = null;
  let databaseUrl: string | null = null;
  let pgliteDir = '';
  if (baseUrl) {
    await ensurePostgresDatabase(baseUrl);
    databaseUrl = benchDatabaseUrl(baseUrl);
  } else {
    tempDir = mkdtempSync(path.join(tmpdir(), 'souq-bench-'));
    pgliteDir = path.join(tempDir, 'db');
  }
  const uploads = path.join(tmpdir(), 'souq-bench-uploads');
  process.env.UPLOADS_DIR = uploads;

  console.log(`Database: ${databaseUrl ? `PostgreSQL (${BENCH_DB})` : `embedded PGlite (${pgliteDir})`}`);
  const handle = await createDatabase({ DATABASE_URL: databaseUrl, PGLITE_DATA_DIR: pgliteDir });
  let child: ChildProcess | null = null;
  try {
    await migrateToLatest(handle.db);
    const t0 = Date.now();
    const report = await seed(handle.db, { tenantSlug: 'default' });
    await seedProperties(handle.db, report.tenantId, LISTINGS);
    const { n } = await handle.db.selectFrom('properties').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    // A bulk load leaves the visibility map empty until autovacuum gets round to it, and index-only scans then visit
    // the table for every row; a live database has been vacuumed, so measure that state, not the minute after a load.
    await handle.db.executeQuery({ sql: 'VACUUM ANALYZE', parameters: [], query: { kind: 'RawNode', sqlFragments: ['VACUUM ANALYZE'], parameters: [] } } as never);
    console.log(`Listings: ${n} (ready in ${((Date.now() - t0) / 1000).toFixed(1)} s)`);

    const places = async (table: 'governorates' | 'cities', code: string) =>
      (await handle.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
    const searches: Search[] = [
      { label: 'Apartments for sale in Damascus governorate, newest', filters: { listing_type: 'sale', governorate_id: await places('governorates', 'damascus'), property_type: ['apartment'], sort: 'newest' } },
      { label: 'Rent in Aleppo, 200–1,000 USD, 2+ bedrooms, cheapest', filters: { listing_type: 'rent', city_id: await places('cities', 'aleppo'), currency: 'USD', min_price: 200, max_price: 1000, min_bedrooms: 2, sort: 'price_asc' } },
      { label: 'Keyword "المزه" (folded), for sale, with parking', filters: { keyword: 'المزه', listing_type: 'sale', amenities: ['parking'], sort: 'newest' } },
    ];

    // The API in its own process, as it runs in production (its own event loop, DATABASE_POOL_SIZE connections, 10 by default).
    // BENCH_QUIET=1 runs it without per-request logs (the test environment's warn level), to see what they cost.
    const quiet = process.env.BENCH_QUIET === '1';
    const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl ?? '', PGLITE_DATA_DIR: pgliteDir, NODE_ENV: quiet ? 'test' : 'development' };
    if (!databaseUrl) {
      // PGlite is one process's database: close it here before the API opens it.
      await handle.close();
    }
    // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the API (open it in Chrome DevTools) when it stops.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : [];
    child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    const base = `http://127.0.0.1:${PORT}`;
    await waitForApi(base, child);

    const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE }) : null;
    const pipes = databaseUrl && PIPELINE_CONNECTIONS > 0 ? new PipelinedConnections({ connectionString: databaseUrl }, PIPELINE_CONNECTIONS, 200) : null;
    const rows: string[] = [];
    // BENCH_ONLY=1,3 runs only those of the three searches (numbered from 1).
    const only = process.env.BENCH_ONLY?.split(',').map(Number);
    for (const search of searches.filter((_, i) => !only || only.includes(i + 1))) {
      const url = `${base}/api/property/get-property-list?${toQueryString(search.filters)}`;
      const first = await fetch(url);
      const body = await first.text();
      const probe = JSON.parse(body) as { data: { pagination: { total: number; total_is_estimate?: boolean } } };
      const matches = `${probe.data.pagination.total}${probe.data.pagination.total_is_estimate ? '+' : ''}`;
      const loadBefore = loadavg()[0]!;
      await runApi(url, child.pid); // warm-up, not counted
      const api = await runApi(url, child.pid);
      let direct: Figures | null = null;
      let piped: Figures | null = null;
      if (pool && databaseUrl) {
        // The statement exactly as the endpoint sends it, under a name of its own, as the API's database module does.
        const { sort = 'newest', page, per_page, ...filters } = search.filters;
        const compiled = named(searchQuery(handle.db, report.tenantId, filters, sort, filters.currency ?? 'SYP', paging(page, per_page)).compile(handle.db), 'property_search');
        const statements = [{ name: `bench_search_${rows.length}`, sql: compiled.sql, parameters: compiled.parameters }];
        await runSql(overPool(pool), statements);
        direct = await runSql(overPool(pool), statements);
        if (pipes) {
          await runSql(overPipelines(pipes), statements);
          piped = await runSql(overPipelines(pipes), statements);
        }
      }
      const load = `${loadBefore.toFixed(1)}–${loadavg()[0]!.toFixed(1)}`;
      const fmt = (f: Figures) => `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, ${f.rps.toFixed(0)} req/s${f.errors ? `, ${f.errors} errors` : ''}`;
      const share = (f: Figures | null, of: Figures | null) => (f && of ? `${((f.rps / of.rps) * 100).toFixed(0)}%` : '–');
      console.log(`\n${search.label} (${matches} matches, ${(Buffer.byteLength(body) / 1024).toFixed(1)} KB per response, load average ${load})`);
      const cpu = (c: CpuShare | null | undefined, server: string, client: string) =>
        c ? `\n              CPU per request: ${server ? `${server} ${c.api.toFixed(3)} ms, ` : ''}PostgreSQL ${c.postgres.toFixed(3)} ms, ${client} ${c.client.toFixed(3)} ms` : '';
      console.log(`  API:        ${fmt(api)}   → ${share(api, direct)} of SQL${cpu(api.cpu, 'API', 'autocannon')}`);
      if (direct) console.log(`  SQL (pg):   ${fmt(direct)}${cpu(direct.cpu, '', 'pg client')}`);
      if (piped) console.log(`  SQL piped:  ${fmt(piped)}   → API ${share(api, piped)} of it${cpu(piped.cpu, '', 'pg client')}`);
      const lat = (f: Figures | null) => (f ? `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)} / ${f.p99.toFixed(1)}` : '–');
      const rps = (f: Figures | null) => (f ? f.rps.toFixed(0) : '–');
      rows.push(`| ${search.label} | ${matches} | ${lat(api)} | ${rps(api)} | ${lat(direct)} | ${rps(direct)} | ${share(api, direct)} | ${rps(piped)} | ${share(api, piped)} | ${load} |`);
    }
    await pool?.end();
    await pipes?.end();

    console.log('\n| Search | Matches | API p50 / p95 / p99 (ms) | API req/s | SQL p50 / p95 / p99 (ms) | SQL req/s | API / SQL | SQL piped req/s | API / SQL piped | Load |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    if (databaseUrl) await handle.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exitCode = 1;
});
