import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the journeys' runner keeps a seeded database and uploads folder for the sites (run-journeys.ts). */
export const SEEDED_DATA_ENV = 'SOUQ_E2E_SEEDED_DATA';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningSite {
  url: string;
  apiUrl: string;
  /** This site's own CDN folder (published remotes and remotes.json), free for a test to change. */
  cdnDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  // Generous: a fresh machine builds six apps and creates and seeds the embedded database first.
  for (let i = 0; i < 2400; i += 1) {
    if (child.exitCode !== null) throw new Error(`the site exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Starts the site exactly as a newcomer does (`pnpm start`), on free ports unless `env` names them, with its own empty
 * embedded database and its own CDN folder so that journeys never share state.
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  // Ports given in `env` (PORT, API_PORT) are used as they are; free ones otherwise.
  const port = Number(env.PORT) || (await freePort());
  const apiPort = Number(env.API_PORT) || (await freePort());
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-'));
  const cdnDir = path.join(work, 'cdn');
  // The runner's seeded database and uploads, when it made them: the site finds them ready instead of seeding.
  const seeded = process.env[SEEDED_DATA_ENV];
  if (seeded && !env.PGLITE_DATA_DIR && !env.DATABASE_URL && !process.env.DATABASE_URL)
    fs.cpSync(seeded, work, { recursive: true });
  const child = spawn('pnpm', ['start'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      SOUQ_CDN_DIR: cdnDir,
      PGLITE_DATA_DIR: path.join(work, 'db'),
      UPLOADS_DIR: path.join(work, 'uploads'),
      NODE_ENV: 'development',
      ...env,
    },
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/remotes.json`, child);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n--- site output ---\n${log}`);
  }
  return {
    url,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    cdnDir,
    async stop() {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
