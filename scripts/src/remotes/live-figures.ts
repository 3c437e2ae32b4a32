// The live figures of each remote version, read from the API (`GET /api/remote-health/versions`, admins only): the
// figures live in the API's database, and the canary analysis that judges them runs there. The CLI signs in as an
// admin with a token it is given (SOUQ_ADMIN_TOKEN, e.g. the `token` of `POST /api/login`) at SOUQ_API_URL.

export interface VersionFigures {
  version: string;
  browsers: number;
  mounts: number;
  failures: number;
  failingBrowsers: number;
  lcpP75Ms: number | null;
  clsP75: number | null;
  inpP75Ms: number | null;
}

export interface RemoteFigures {
  remote: string;
  current: VersionFigures;
  previous: VersionFigures | null;
  canary: {
    figures: VersionFigures;
    percent: number;
    auto: { promote: boolean; since: string } | null;
    decision: { action: string; reason: string } | null;
  } | null;
}

export interface LiveFigures {
  analysis: 'on' | 'off';
  window_minutes: number;
  from: string;
  to: string;
  problem: string | null;
  remotes: RemoteFigures[];
}

export interface ApiAccess {
  url: string;
  token: string;
  tenant: string | undefined;
}

/** Where the API is and the admin token to read it with; null (figures not shown) unless both are set. */
export function apiAccessFromEnv(env: NodeJS.ProcessEnv = process.env): ApiAccess | null {
  const url = env.SOUQ_API_URL?.trim().replace(/\/+$/, '');
  const token = env.SOUQ_ADMIN_TOKEN?.trim();
  if (!url || !token) return null;
  return { url, token, tenant: env.SOUQ_TENANT?.trim() || undefined };
}

/** The live figures, or why they could not be read (never throws: the registry's status is shown regardless). */
export async function fetchLiveFigures(access: ApiAccess): Promise<LiveFigures | string> {
  try {
    const res = await fetch(`${access.url}/api/remote-health/versions`, {
      headers: {
        authorization: `Bearer ${access.token}`,
        'accept-language': 'en',
        ...(access.tenant ? { 'x-tenant': access.tenant } : {}),
      },
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => null)) as { message?: string; data?: LiveFigures } | null;
    if (!res.ok || !body?.data) return `the API answered ${res.status}${body?.message ? ` (${body.message})` : ''}`;
    return body.data;
  } catch (err) {
    return `the API could not be reached at ${access.url} (${(err as Error).message})`;
  }
}

const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/** One version's figures on one line: mounts, error rate, browsers and Web Vitals. */
export function figuresText(f: VersionFigures): string {
  const attempts = Math.max(f.mounts, f.failures);
  const vitals = [
    f.lcpP75Ms === null ? null : `LCP p75 ${Math.round(f.lcpP75Ms)} ms`,
    f.clsP75 === null ? null : `CLS p75 ${f.clsP75.toFixed(3)}`,
    f.inpP75Ms === null ? null : `INP p75 ${Math.round(f.inpP75Ms)} ms`,
  ].filter(Boolean);
  return `${f.mounts} mounts, ${f.failures} failures (${attempts ? percent(f.failures / attempts) : '–'}), ${f.browsers} browsers${vitals.length ? `, ${vitals.join(', ')}` : ''}`;
}
