import type { RuntimeConfig } from './server.js';

/** The browser's runtime configuration, from the environment of the process serving the site. */
export function runtimeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  // Map tiles from a server of the company's own (e.g. a tile cache), as the maps accept it: https:// or a path here.
  const mapTileUrl = env.SOUQ_MAP_TILE_URL?.trim();
  // Share of browsers sending remote health reports (SOUQ_REMOTE_HEALTH_SAMPLE, percent): all of them when unset.
  const sample = Number(env.SOUQ_REMOTE_HEALTH_SAMPLE?.trim() || NaN);
  return {
    apiBase: '/api',
    tenant: env.SOUQ_TENANT || env.DEFAULT_TENANT || 'default',
    googleClientId: env.GOOGLE_CLIENT_ID || null,
    socialProviders: (env.SOUQ_SOCIAL_PROVIDERS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    // Origins from which a developer may load a remote build over the live site (`?remote:<name>=<url>`).
    remoteOverrideOrigins: (env.SOUQ_REMOTE_OVERRIDE_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^https?:\/\/[^/\s]+$/.test(s)),
    ...(Number.isFinite(sample) && sample >= 0 && sample <= 100 ? { remoteHealthSample: sample } : {}),
    ...(mapTileUrl && /^(https:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/.test(mapTileUrl) ? { mapTileUrl } : {}),
  };
}
