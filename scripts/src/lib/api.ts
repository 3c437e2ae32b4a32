import path from 'node:path';
import { startChild, stopChild, waitForHttp } from './run.js';

export interface RunningApi {
  url: string;
  stop(): void;
}

/**
 * The API on its own embedded database in `dataDir` (created and seeded on first start, demo accounts
 * included), with uploads kept beside it: a reproducible site for measurements, whatever DATABASE_URL says.
 */
export async function startEmbeddedApi(
  dataDir: string,
  port = 41000 + Math.floor(Math.random() * 2000),
): Promise<RunningApi> {
  const child = startChild('pnpm', ['--filter', '@souq/api', 'run', 'start'], {
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, child);
  return { url, stop: () => stopChild(child) };
}
