import path from 'node:path';
import { startChild, stopChild, waitForHttp } from './run.js';

export interface RunningApi {
  url: string;
  stop(): void;
}

/**
 * Starts the API on an embedded database in `dataDir`: an empty directory gives a freshly seeded database.
 * `port` defaults to a random one above 41000.
 */
export async function startApi(dataDir: string, port = 41000 + Math.floor(Math.random() * 2000)): Promise<RunningApi> {
  const child = startChild('pnpm', ['--filter', '@souq/api', 'run', 'start'], {
    stdio: 'ignore',
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', UPLOADS_DIR: path.join(dataDir, 'uploads') },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, child);
  return { url, stop: () => stopChild(child) };
}
