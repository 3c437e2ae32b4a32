// Remote-load failures are told to the developer console and to the API, which logs one line per report, so
// operators see a broken version in the logs before visitors write in.
import { getRuntimeConfig } from '@souq/shared';
import { healthReporter } from './healthReport';
import type { RemoteName } from './remoteRegistry';

export interface RemoteFailure {
  remote: RemoteName;
  version: string;
  manifest: string;
  /** Which build failed: the registry's current, previous, canary, or a developer override. */
  build: 'current' | 'previous' | 'canary' | 'override';
  /** What the visitor got instead: another build, or the unavailable card. */
  outcome: 'fallback' | 'unavailable';
  message: string;
}

const reported = new Set<string>();

export function reportRemoteFailure(failure: RemoteFailure): void {
  healthReporter()?.record(failure, 'loadFailures');
  const key = `${failure.remote}@${failure.manifest}:${failure.outcome}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(
    `Remote "${failure.remote}" ${failure.version} (${failure.build}) failed to load: ${failure.message}` +
      (failure.outcome === 'fallback' ? ' — trying another build.' : ' — showing the unavailable card.'),
  );
  try {
    const body = JSON.stringify({
      ...failure,
      manifest: failure.manifest.split(/[?#]/)[0],
      message: failure.message.slice(0, 500),
    });
    // keepalive: the report still goes out if the visitor navigates away.
    void fetch(`${getRuntimeConfig().apiBase}/client-reports/remote-load`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // reporting must never break the page
  }
}
