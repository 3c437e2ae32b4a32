/**
 * `pnpm site:headers`: the security headers the site server sends with its pages, for the current registry
 * (`SOUQ_CDN_DIR`'s remotes.json) and this environment's configuration, one `Name: value` a line, so a CDN or proxy
 * serving the pages itself can be given the same. Run it again whenever the registry names a new origin. With
 * NODE_ENV=production (as the site runs in production) the list includes Strict-Transport-Security.
 *   --json   as one JSON object instead
 */
import { CDN_DIR } from '../lib/paths.js';
import { runtimeConfigFromEnv } from './runtime-config.js';
import { isProduction, mediaOriginsFromEnv, pageSecurityHeaders } from './security-headers.js';
import { readRegistry } from './shell-page.js';

const headers = pageSecurityHeaders({
  runtimeConfig: runtimeConfigFromEnv(),
  registry: readRegistry(CDN_DIR),
  mediaOrigins: mediaOriginsFromEnv(),
  production: isProduction(),
});
if (process.argv.includes('--json')) console.log(JSON.stringify(headers, null, 2));
else for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
