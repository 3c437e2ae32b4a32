// `pnpm drill:postgres` (docs/operations/faults.md): PostgreSQL restarted under load. Starts a private PostgreSQL
// cluster (DRILL_PG_PORT, 41500) and the API on it, puts reads (the property list) and acknowledged writes (contact
// clicks, whose answer carries the running count) on it from DRILL_WORKERS workers, stops PostgreSQL for
// DRILL_OUTAGE_SECONDS, starts it again, and reports: what the API answered during the outage (status, JSON or not,
// slowest answer, any request left hanging), how long it took to answer 200 again once PostgreSQL was back, and how
// many acknowledged writes PostgreSQL lost (every count the API answered 200 with must be in the database afterwards).
// Exits non-zero when an answer was neither 200 nor a 503 JSON, when a request hung, or when a write was lost.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_AGENT } from '../lib/demo-accounts.js';
import { ROOT } from '../lib/paths.js';
import { stopChild, waitForHttp } from '../lib/run.js';
import { privatePostgres } from './private-services.js';

const PG_PORT = Number(process.env.DRILL_PG_PORT ?? 41500);
const API_PORT = Number(process.env.DRILL_API_PORT ?? 41510);
const OUTAGE_SECONDS = Number(process.env.DRILL_OUTAGE_SECONDS ?? 10);
const WORKERS = Number(process.env.DRILL_WORKERS ?? 8);
/** Load before the outage, and after PostgreSQL is back. */
const STEADY_SECONDS = 5;
/** An answer slower than this counts as a hung request (the API promises far less: see the pool's timeout). */
const HUNG_MS = 30_000;

type Phase = 'before' | 'outage' | 'after';
interface Answer {
  phase: Phase;
  at: number;
  ms: number;
  status: number | 'hung' | 'network';
  json: boolean;
  kind: 'read' | 'write';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const server = privatePostgres(PG_PORT);
  const workDir = mkdtempSync(path.join(tmpdir(), 'souq-drill-'));
  let api: ReturnType<typeof spawn> | undefined;
  try {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query(
      `CREATE DATABASE souq ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`,
    );
    await admin.end();
    const databaseUrl = server.url('souq');

    api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(API_PORT),
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
        SMTP_URL: '',
        UPLOADS_DIR: path.join(workDir, 'uploads'),
        SEARCH_ALERTS_INTERVAL_MS: '0',
        SUBSCRIPTIONS_JOB_INTERVAL_MS: '0',
        LISTINGS_JOB_INTERVAL_MS: '0',
      },
    });
    const base = `http://127.0.0.1:${API_PORT}/api`;
    await waitForHttp(`${base}/health`, api);

    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_AGENT),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const list = await fetch(`${base}/property/get-property-list?page=1`);
    const listings = ((await list.json()) as { data: { items: { id: number }[] } }).data.items
      .map((l) => l.id)
      .slice(0, 4);
    if (listings.length === 0) throw new Error('the seeded database has no listings to load');
    const channels = ['call', 'whatsapp', 'email'] as const;

    let phase: Phase = 'before';
    let stopping = false;
    const answers: Answer[] = [];
    /** Acknowledged contact counts per listing and channel: each is a write the API said was stored. */
    const acknowledged = new Map<string, number[]>();

    async function request(kind: 'read' | 'write', n: number): Promise<void> {
      const started = Date.now();
      const startedIn = phase;
      const id = listings[n % listings.length]!;
      const channel = channels[n % channels.length]!;
      const init: RequestInit =
        kind === 'read'
          ? { signal: AbortSignal.timeout(HUNG_MS) }
          : {
              method: 'POST',
              signal: AbortSignal.timeout(HUNG_MS),
              headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
              body: JSON.stringify({ id, channel }),
            };
      const url =
        kind === 'read' ? `${base}/property/get-property-list?page=${1 + (n % 3)}` : `${base}/property/contact`;
      try {
        const res = await fetch(url, init);
        const text = await res.text();
        let body: { success?: boolean; message?: string; data?: { times?: number } } | null = null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        answers.push({
          phase: startedIn,
          at: started,
          ms: Date.now() - started,
          status: res.status,
          json: body !== null && typeof body.message === 'string',
          kind,
        });
        if (kind === 'write' && res.status === 200 && typeof body?.data?.times === 'number') {
          const key = `${id}:${channel}`;
          acknowledged.set(key, [...(acknowledged.get(key) ?? []), body.data.times]);
        }
      } catch (err) {
        const hung = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        answers.push({
          phase: startedIn,
          at: started,
          ms: Date.now() - started,
          status: hung ? 'hung' : 'network',
          json: false,
          kind,
        });
      }
    }

    let counter = 0;
    const workers = Array.from({ length: WORKERS }, async (_, w) => {
      while (!stopping) {
        await request(w % 2 === 0 ? 'write' : 'read', counter++);
        // A short pause while nothing answers 200, so an outage is sampled rather than flooded.
        if (phase === 'outage') await sleep(50);
      }
    });

    await sleep(STEADY_SECONDS * 1000);
    phase = 'outage';
    const downAt = Date.now();
    server.stop();
    await sleep(OUTAGE_SECONDS * 1000);
    server.start();
    const upAt = Date.now();
    phase = 'after';
    await sleep(STEADY_SECONDS * 1000);
    stopping = true;
    await Promise.all(workers);

    // Every acknowledged count must be in the database: the stored count for a listing and channel is at least the
    // highest count the API answered with, and the acknowledged counts are distinct (one per committed click).
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const user = await check.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [DEMO_AGENT.email]);
    const stored = await check.query<{ property_id: number; channel: string; times: number }>(
      'SELECT property_id, channel, times FROM property_contacts WHERE user_id = $1',
      [user.rows[0]!.id],
    );
    await check.end();
    const storedTimes = new Map(stored.rows.map((r) => [`${r.property_id}:${r.channel}`, Number(r.times)]));
    let acknowledgedWrites = 0;
    let lost = 0;
    for (const [key, counts] of acknowledged) {
      acknowledgedWrites += counts.length;
      const inDb = storedTimes.get(key) ?? 0;
      lost += counts.filter((c) => c > inDb).length;
      if (new Set(counts).size !== counts.length) throw new Error(`one count acknowledged twice for ${key}`);
    }

    const during = answers.filter((a) => a.at >= downAt && a.at < upAt);
    const statuses = new Map<string, number>();
    for (const a of during) statuses.set(String(a.status), (statuses.get(String(a.status)) ?? 0) + 1);
    const bad = answers.filter(
      (a) => a.status === 'hung' || a.status === 'network' || (a.status !== 200 && !(a.status === 503 && a.json)),
    );
    const firstOk = answers
      .filter((a) => a.at >= upAt && a.status === 200)
      .sort((a, b) => a.at + a.ms - (b.at + b.ms))[0];
    const recoverMs = firstOk ? firstOk.at + firstOk.ms - upAt : null;
    const afterRecovery = answers.filter((a) => firstOk && a.at > firstOk.at + firstOk.ms);
    const maxMs = (list: Answer[]) => Math.max(0, ...list.map((a) => a.ms));

    const figures = {
      'outage (s)': OUTAGE_SECONDS,
      'requests during the outage': during.length,
      'answers during the outage': [...statuses].map(([s, n]) => `${n}× ${s}`).join(', '),
      'slowest answer during the outage (ms)': maxMs(during),
      'requests that hung (> 30 s)': answers.filter((a) => a.status === 'hung').length,
      'answers neither 200 nor 503 JSON': bad.length,
      'first 200 after PostgreSQL was back (ms)': recoverMs ?? 'never',
      'non-200 answers after that': afterRecovery.filter((a) => a.status !== 200).length,
      'acknowledged writes': acknowledgedWrites,
      'acknowledged writes lost': lost,
      'requests in all': answers.length,
      'load average (1 min) at the end': loadavg()[0]!.toFixed(1),
    };
    console.log('\nPostgreSQL restart under load');
    console.log('| figure | value |\n| --- | --- |');
    for (const [k, v] of Object.entries(figures)) console.log(`| ${k} | ${v} |`);
    if (bad.length > 0 || lost > 0 || recoverMs === null) process.exitCode = 1;
  } finally {
    stopChild(api);
    server.destroy();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
