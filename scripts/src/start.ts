/**
 * `pnpm start`: builds what is missing, starts the API on the embedded database (or DATABASE_URL),
 * and serves the whole site on http://localhost:8080. Ctrl-C stops everything.
 *   --rebuild            build every app again first
 *   --api-instances N    N API processes on API_PORT, API_PORT+1, …, taken in turn by the site's /api
 *                        (needs DATABASE_URL and REDIS_URL: they share the database and the rate limits)
 *   PORT                 site port (8080); API_PORT the (first) API's (4000)
 *   SITE_TRUST_PROXY     proxies in front of the site that may say who the visitor is (none: the site is the edge)
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseProxyTrust } from '../../api/src/lib/proxy-trust.js';
import { apiInstances } from './lib/api-instances.js';
import { buildMissing } from './lib/build.js';
import { CDN_DIR, ROOT } from './lib/paths.js';
import { startChild, stopChild, waitForHttp } from './lib/run.js';
import { syncLocalBuilds } from './remotes/sync.js';
import { runtimeConfigFromEnv } from './site/runtime-config.js';
import { isProduction, mediaOriginsFromEnv } from './site/security-headers.js';
import { createSiteServer } from './site/server.js';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? 4000);

function startApi(instancePort: number): ChildProcess {
  return startChild('pnpm', ['--filter', '@souq/api', 'run', 'start'], {
    // The API sits behind the site's /api on this machine only, and trusts the site (on loopback) to say who the
    // visitor is; links in its emails point at this site. Its canary analysis judges the registry this site serves
    // (an S3 bucket instead when SOUQ_CDN_S3_* are set).
    env: {
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      PUBLIC_SITE_URL: `http://localhost:${port}`,
      SOUQ_CDN_DIR: CDN_DIR,
      ...process.env,
      PORT: String(instancePort),
    },
  });
}

async function main(): Promise<void> {
  const instances = apiInstances(process.argv.slice(2), process.env);
  const trustProxy = parseProxyTrust('SITE_TRUST_PROXY', process.env.SITE_TRUST_PROXY);
  if ('problem' in trustProxy) throw new Error(trustProxy.problem);
  await buildMissing(process.argv.includes('--rebuild'));
  await syncLocalBuilds();

  const apis: ChildProcess[] = [];
  const stop = (code: number) => {
    for (const api of apis) stopChild(api);
    process.exit(code);
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const targets: string[] = [];
  // One at a time: the first migrates and seeds an empty database, the others find it ready.
  for (let i = 0; i < instances; i += 1) {
    const instancePort = apiPort + i;
    console.log(
      instances > 1
        ? `[souq] starting API instance ${i + 1} of ${instances} (port ${instancePort})…`
        : '[souq] starting the API…',
    );
    const api = startApi(instancePort);
    apis.push(api);
    api.on('exit', (code) => {
      // The site's proxy passes a stopped instance over; the site goes down only with the last one.
      console.error(
        instances > 1
          ? `[souq] API instance ${i + 1} (port ${instancePort}) stopped (exit ${code}).`
          : `[souq] the API stopped (exit ${code}).`,
      );
      if (apis.every((a) => a.exitCode !== null || a.signalCode !== null)) process.exit(code ?? 1);
    });
    await waitForHttp(`http://127.0.0.1:${instancePort}/api/health`, api);
    targets.push(`http://127.0.0.1:${instancePort}`);
  }

  const server = createSiteServer({
    shellDir: path.join(ROOT, 'shell', 'dist'),
    cdnDir: CDN_DIR,
    apiTarget: targets,
    runtimeConfig: runtimeConfigFromEnv(),
    mediaOrigins: mediaOriginsFromEnv(),
    production: isProduction(),
    publicUrl: process.env.PUBLIC_SITE_URL || `http://localhost:${port}`,
    trustProxy,
  });
  server.listen(port, () => {
    console.log(
      `[souq] the site is up on http://localhost:${port}${instances > 1 ? ` (/api taken in turn by ${instances} API instances)` : ''}`,
    );
  });
}

main().catch((err: unknown) => {
  console.error(`[souq] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
