import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedSiteData } from './lib/seeded-site-data.js';
import { SEEDED_DATA_ENV } from './lib/site.js';

// `pnpm test:e2e`: seeds one embedded database, then runs the journeys one file at a time (each on its own site
// started from a copy of that database). Arguments name journey files to run instead of all of them.

const HERE = path.dirname(fileURLToPath(import.meta.url));
const files = process.argv.slice(2);
const journeys = files.length
  ? files
  : fs
      .readdirSync(HERE)
      .filter((name) => name.endsWith('.e2e.ts'))
      .sort()
      .map((name) => path.join(HERE, name));

const seeded = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-seeded-'));
try {
  // A site on PostgreSQL (DATABASE_URL) seeds that database itself; the copy is for the embedded one.
  const env = { ...process.env };
  if (!process.env.DATABASE_URL) {
    await seedSiteData(seeded);
    env[SEEDED_DATA_ENV] = seeded;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...journeys], {
    stdio: 'inherit',
    env,
  });
  process.exitCode = await new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
} finally {
  fs.rmSync(seeded, { recursive: true, force: true });
}
