// `pnpm drill:disk` (docs/operations/faults.md): a full disk during an upload. Mounts a small tmpfs (needs root) as the
// API's UPLOADS_DIR, starts the API on an embedded database of its own, fills the disk to within a few kilobytes,
// uploads a photo as the demo Agent and reports: the answer (status, English and Arabic message), any file left behind
// in the uploads folder, any media row recorded; then frees the space and checks that the same upload succeeds.
// Exits non-zero when the answer is not a clear JSON error, or a file or a row is left behind.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createDatabase } from '../../../api/src/db/database.js';
import { DEMO_AGENT } from '../lib/demo-accounts.js';
import { ROOT } from '../lib/paths.js';
import { stopChild, waitForHttp } from '../lib/run.js';
import type { Lang } from '../../../shared/src/i18n/languages.js';

const API_PORT = Number(process.env.DRILL_API_PORT ?? 41520);
const DISK_BYTES = 4 * 1024 * 1024;
/** Room left on the disk: less than the stored photo needs. */
const LEFT_BYTES = 16 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A photo that stays large once stored (random pixels compress badly). */
async function photo(): Promise<Buffer> {
  const width = 1200;
  const height = 900;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = ((i * 2654435761) >>> 24) ^ (i & 0xff);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

function multipart(file: Buffer): { body: Buffer; type: string } {
  const boundary = `----souqdrill${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nproperty_image\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="flat.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(tmpdir(), 'souq-drill-disk-'));
  const uploads = path.join(work, 'uploads');
  const dataDir = path.join(work, 'db');
  mkdirSync(uploads);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${DISK_BYTES}`, 'tmpfs', uploads]);
  let api: ReturnType<typeof spawn> | undefined;
  try {
    api = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(API_PORT),
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        PGLITE_DATA_DIR: dataDir,
        UPLOADS_DIR: uploads,
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
    const file = await photo();
    const upload = async (lang: Lang) => {
      const { body, type } = multipart(file);
      const started = Date.now();
      const res = await fetch(`${base}/media/upload`, {
        method: 'POST',
        headers: { 'content-type': type, authorization: `Bearer ${token}`, 'accept-language': lang },
        body: new Uint8Array(body),
      });
      const text = await res.text();
      let message: string | null = null;
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? null;
      } catch {
        message = null;
      }
      return { status: res.status, message, ms: Date.now() - started };
    };

    // Fill the disk, leaving less room than the photo needs.
    const filler = path.join(uploads, 'filler.bin');
    const { bavail, bsize } = statfsSync(uploads);
    writeFileSync(filler, Buffer.alloc(Math.max(0, bavail * bsize - LEFT_BYTES)));
    const before = filesUnder(uploads);
    const fullAt = new Date();
    const full = await upload('en');
    const fullAr = await upload('ar');
    const leftBehind = filesUnder(uploads).filter((f) => !before.includes(f));

    rmSync(filler);
    const freed = await upload('en');
    stopChild(api);
    await new Promise((r) => api!.once('exit', r));
    api = undefined;

    const handle = await createDatabase({ DATABASE_URL: null, PGLITE_DATA_DIR: dataDir });
    const rows = await handle.db.selectFrom('media_files').select(['path', 'created_at']).execute();
    await handle.close();
    const storedFiles = filesUnder(uploads).map((f) => path.relative(uploads, f));
    const rowsWithoutFile = rows.filter((r) => !storedFiles.includes(r.path));

    const figures = {
      disk: `${DISK_BYTES / 1024 / 1024} MB tmpfs, ${LEFT_BYTES / 1024} KB left`,
      'photo uploaded': `${Math.round(file.length / 1024)} KB JPEG`,
      'answer on the full disk': `${full.status} in ${full.ms} ms: "${full.message}"`,
      'in Arabic': `${fullAr.status}: "${fullAr.message}"`,
      'files left behind': leftBehind.length,
      'media rows recorded by the uploads (full, then freed)': rows.filter((r) => r.created_at >= fullAt).length,
      'media rows whose file is missing': rowsWithoutFile.length,
      'answer once space is freed': `${freed.status} in ${freed.ms} ms`,
      'load average (1 min)': loadavg()[0]!.toFixed(1),
    };
    console.log('\nFull disk on upload');
    console.log('| figure | value |\n| --- | --- |');
    for (const [k, v] of Object.entries(figures)) console.log(`| ${k} | ${v} |`);
    const clear =
      full.status === 507 && full.message !== null && fullAr.status === 507 && fullAr.message !== full.message;
    if (
      !clear ||
      leftBehind.length > 0 ||
      rowsWithoutFile.length > 0 ||
      rows.filter((r) => r.created_at >= fullAt).length !== 1 ||
      freed.status !== 200
    )
      process.exitCode = 1;
  } finally {
    if (api) {
      stopChild(api);
      await Promise.race([new Promise((r) => api!.once('exit', r)), new Promise((r) => setTimeout(r, 10_000))]);
    }
    execFileSync('umount', [uploads]);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
