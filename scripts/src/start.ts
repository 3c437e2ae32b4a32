/**
 * `pnpm start`: builds what is missing, starts the API on the embedded database (or DATABASE_URL),
 * and serves the whole site on http://localhost:8080. Ctrl-C stops everything.
 *   --rebuild      build every app again first
 *   PORT           site port (8080); API_PORT the API's (4000)
 */
import path from 'node:path';
import { buildMissing } from './lib/build.js';
import { CDN_DIR, ROOT } from './lib/paths.js';
import { startChild, stopChild, waitForHttp } from './lib/run.js';
import { syncLocalBuilds } from './remotes/sync.js';
import { runtimeConfigFromEnv } from './site/runtime-config.js';
import { mediaOriginsFromEnv } from './site/security-headers.js';
import { createSiteServer } from './site/server.js';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4000);

async function main(): Promise<void> {
  await buildMissing(process.argv.includes('--rebuild'));
  await syncLocalBuilds();

  console.log('[souq] starting the API…');
  const api = startChild('pnpm', ['--filter', '@souq/api', 'run', 'start'], {
    // The API sits behind the site's /api on this machine only; links in its emails point at this site.
    env: { HOST: '127.0.0.1', PUBLIC_SITE_URL: `http://localhost:${port}`, ...process.env, PORT: String(apiPort) },
  });
  const stop = (code: number) => {
    stopChild(api);
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  api.on('exit', (code) => {
    console.error(`[souq] the API stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, api);

  const server = createSiteServer({
    shellDir: path.join(ROOT, 'shell', 'dist'),
    cdnDir: CDN_DIR,
    apiTarget: `http://127.0.0.1:${apiPort}`,
    runtimeConfig: runtimeConfigFromEnv(),
    mediaOrigins: mediaOriginsFromEnv(),
  });
  server.listen(port, () => console.log(`[souq] the site is up on http://localhost:${port}`));
}

main().catch((err: unknown) => {
  console.error(`[souq] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
