import { http, type ApiAnswer, type ApiBody } from '@souq/shared';

// The versions dashboard's endpoints as the API's OpenAPI document declares them (shared/src/api-contract).
export type VersionsOverview = ApiAnswer<'/api/remote-health/versions'>;
export type RemoteOverview = VersionsOverview['remotes'][number];
export type VersionFigures = RemoteOverview['current'];
export type HistoryLine = RemoteOverview['history'][number];
export type VersionSeries = ApiAnswer<'/api/remote-health/versions/{remote}/series'>;
export type SeriesPoint = VersionSeries['points'][number];
export type CanaryChange = ApiBody<'/api/remote-health/versions/{remote}/canary'>;
export type ActionResult = ApiAnswer<'/api/remote-health/versions/{remote}/promote', 'post'>;

/** Hours of figures each version's chart shows. */
export const CHART_HOURS = 24;

export async function fetchVersions(signal?: AbortSignal): Promise<VersionsOverview> {
  const response = await http.authJson<VersionsOverview>({ url: '/remote-health/versions', signal });
  return response.data;
}

export async function fetchSeries(remote: string, version: string, signal?: AbortSignal): Promise<VersionSeries> {
  const response = await http.authJson<VersionSeries>({
    url: `/remote-health/versions/${encodeURIComponent(remote)}/series`,
    params: { version, hours: CHART_HOURS },
    signal,
  });
  return response.data;
}

async function act(remote: string, action: 'promote' | 'rollback' | 'canary', data: object): Promise<string> {
  const response = await http.authJson<ActionResult>({
    method: 'POST',
    url: `/remote-health/versions/${encodeURIComponent(remote)}/${action}`,
    data,
  });
  return response.message;
}

/** Each resolves with the API's message; a refusal rejects with an HttpError whose body names the `problems`. */
export const promoteVersion = (remote: string, version: string) => act(remote, 'promote', { version });
export const rollBackRemote = (remote: string) => act(remote, 'rollback', {});
export const setCanary = (remote: string, change: CanaryChange) => act(remote, 'canary', change);

/** The problems a refusal names (verification's findings, who holds the registry's lock), if any. */
export function problemsOf(body: unknown): string[] {
  const problems = (body as { problems?: unknown } | null)?.problems;
  return Array.isArray(problems) ? problems.filter((p): p is string => typeof p === 'string') : [];
}
