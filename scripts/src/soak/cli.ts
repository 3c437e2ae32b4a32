/**
 * `pnpm soak`: the site under a steady mix of traffic for ten minutes (docs/operations/soak.md). Starts `pnpm start` on
 * a PostgreSQL database of its own (souq_soak, created fresh next to DATABASE_URL's and dropped at the end), signs up a
 * member per virtual user, warms up, then runs the mix (traffic.ts) and reports, minute by minute, the requests, errors
 * and p50/p95, the API's resident memory after the warm-up and at the end, and ✓/✗ against the targets (no error;
 * memory within 10%). Exits 1 when a target is missed. Not part of CI: it takes its minutes.
 *   --minutes N         measured minutes (10)
 *   --users N           virtual users (12)
 *   --think-ms N        mean pause between two things a user does (500)
 *   --warmup-seconds N  traffic before the measurement, not counted (60)
 *   --database-url URL  use this (existing) database instead, left in place afterwards
 *   --keep-database     leave souq_soak in place
 *   --out FILE          also write the report (Markdown) to FILE
 *   SOAK_PORT           the site's port (41600); the API's is the next one
 */
import { once } from 'node:events';
import fs from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startChild, stopChild, waitForHttp } from '../lib/run.js';
import { pidListeningOn, residentBytes } from './api-process.js';
import { Recorder, SiteClient } from './client.js';
import { memoryChange, renderReport, verdict, figuresOf, type MemorySample } from './report.js';
import { Market, SIGN_IN_EVERY_MS, VirtualUser } from './traffic.js';

const DATABASE = 'souq_soak';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

function whole(name: string, fallback: number, min: number): number {
  const raw = option(name);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min} (got ${raw})`);
  return value;
}

/** Creates souq_soak afresh on DATABASE_URL's server; returns its URL and how to drop it. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  // Arabic trigrams need a UTF-8 ctype (docs/architecture.md).
  await admin(`CREATE DATABASE ${DATABASE} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`);
  const url = new URL(base);
  url.pathname = `/${DATABASE}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const minutes = whole('--minutes', 10, 1);
  const users = whole('--users', 12, 1);
  const thinkMs = whole('--think-ms', 500, 0);
  const warmupSeconds = whole('--warmup-seconds', 60, 0);
  const out = option('--out');
  const sitePort = Number(process.env.SOAK_PORT ?? 41600);
  const apiPort = sitePort + 1;
  // The API takes 30 sign-ins a minute from one address: the members' sign-ins must stay well under.
  if ((users * 60_000) / SIGN_IN_EVERY_MS > 20)
    throw new Error(`--users ${users} would sign in more often than the API allows from one address`);

  const given = option('--database-url');
  const database = given ? { url: given, drop: async () => undefined } : await freshDatabase();
  const dir = fs.mkdtempSync(path.join(tmpdir(), 'souq-soak-'));
  const logFile = path.join(dir, 'start.log');
  const log = fs.openSync(logFile, 'a');
  console.log(
    `[soak] pnpm start on ${given ? 'the given database' : DATABASE} (site :${sitePort}, API :${apiPort}); its output goes to ${logFile}`,
  );
  const site = startChild('pnpm', ['start'], {
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(sitePort),
      API_PORT: String(apiPort),
      DATABASE_URL: database.url,
      UPLOADS_DIR: path.join(dir, 'uploads'),
    },
  });
  let failed = true;
  const cleanUp = async () => {
    if (site.exitCode === null && site.signalCode === null) {
      const exited = once(site, 'exit');
      stopChild(site);
      await Promise.race([exited, sleep(15_000)]);
    }
    if (!given && !process.argv.includes('--keep-database')) await database.drop();
    if (!failed) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`[soak] kept ${dir} (the site's log)`);
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

  try {
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    // A first start builds what is missing and seeds the database: minutes on a busy machine.
    await waitForHttp(`${siteUrl}/api/health`, site, 4 * 60 * 20);
    const apiPid = pidListeningOn(apiPort);
    if (!apiPid) throw new Error(`no process listens on the API's port ${apiPort}`);
    const rss = () => residentBytes(apiPid) ?? Number.NaN;
    console.log(`[soak] the API is process ${apiPid} (${(rss() / 1024 / 1024).toFixed(0)} MB resident)`);

    const recorder = new Recorder();
    const client = new SiteClient(siteUrl, recorder);
    const market = new Market(client);
    await market.load();
    const members: VirtualUser[] = [];
    // Sign-ups take two calls each of the 30 a minute the API allows one address: past 14, they are spread out.
    for (let i = 0; i < users; i++) {
      const member = new VirtualUser(client, market, { index: i, runId: Date.now().toString(36), thinkMs });
      await member.signUp();
      members.push(member);
      if (users > 14) await sleep(4_500);
    }
    console.log(`[soak] ${users} members signed up; warming up for ${warmupSeconds} s`);
    const warmupEnd = Date.now() + warmupSeconds * 1000;
    await Promise.all(members.map((m) => m.run(warmupEnd)));

    const loadBefore = loadavg();
    const memory: MemorySample[] = [];
    recorder.startMeasuring();
    const startedAt = Date.now();
    memory.push({ at: 0, rssBytes: rss() });
    const sampler = setInterval(() => memory.push({ at: Date.now() - startedAt, rssBytes: rss() }), 5_000);
    const progress = setInterval(() => {
      const f = figuresOf(recorder.measured);
      console.log(
        `[soak] ${((Date.now() - startedAt) / 60_000).toFixed(1)} min: ${f.count} requests, ${f.errors} errors, API ${(rss() / 1024 / 1024).toFixed(0)} MB`,
      );
    }, 60_000);
    await Promise.all(members.map((m) => m.run(startedAt + minutes * 60_000)));
    clearInterval(sampler);
    clearInterval(progress);
    const runMs = Date.now() - startedAt;
    memory.push({ at: runMs, rssBytes: rss() });
    const loadAfter = loadavg();

    const warm = figuresOf(recorder.warmup);
    const change = memoryChange(memory, runMs);
    const when = new Date(startedAt).toISOString().slice(0, 16).replace('T', ' ');
    const report = renderReport({
      samples: recorder.measured,
      memory,
      minutes,
      change,
      header: [
        `Soak ${when} UTC: ${minutes} min measured after ${warmupSeconds} s of warm-up, ${users} virtual users (${thinkMs} ms mean pause), ` +
          `\`pnpm start\` on PostgreSQL, Node ${process.version}.`,
        `Warm-up (and sign-ups): ${warm.count} requests, ${warm.errors} errors. Listings posted: ${market.posted.size}, deleted: ${market.deleted.size}.`,
        `Load average (1/5/15 min) at the start ${loadBefore.map((l) => l.toFixed(1)).join('/')}, at the end ${loadAfter.map((l) => l.toFixed(1)).join('/')}.`,
      ],
    });
    console.log(`\n${report}`);
    if (out) fs.writeFileSync(out, `${report}\n`);
    const v = verdict(figuresOf(recorder.measured).errors, change);
    failed = false;
    if (!v.errorsOk || !v.memoryOk) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((err: unknown) => {
  console.error(`[soak] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exitCode = 1;
});
