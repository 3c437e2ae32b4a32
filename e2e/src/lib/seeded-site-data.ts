import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, ROOT } from './site.js';

// Every journey's site starts on an embedded database of its own, and migrating and seeding an empty one (thousands
// of listings, their drawn photos, their fair prices) took most of a site's start. The runner has the API make one
// seeded database and uploads folder first; each journey's site starts from a copy of them (site.ts, SEEDED_DATA_ENV).

/**
 * Starts the API alone on `dir`/db and `dir`/uploads, as `pnpm start` would on a first run (it migrates, seeds and
 * computes fair prices before it listens), and stops it once it answers, so the data is whole on disk.
 */
export async function seedSiteData(dir: string): Promise<void> {
  const port = await freePort();
  // The server itself, not pnpm in front of it: its exit code says whether it closed the database.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_DATA_DIR: path.join(dir, 'db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      NODE_ENV: 'development',
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    for (let up = false; !up;) {
      if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode} while seeding`);
      up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (!up) await new Promise((r) => setTimeout(r, 250));
    }
  } catch (err) {
    throw new Error(`${(err as Error).message}\n--- API output ---\n${log}`);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
  // The API closes the database on SIGTERM; only a clean exit leaves it whole to copy.
  const code = await exited;
  if (code !== 0) throw new Error(`the API did not stop cleanly after seeding (exit ${code})\n${log}`);
}
