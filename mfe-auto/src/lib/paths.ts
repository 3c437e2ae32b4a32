/** Example paths of this remote's routes, for the standalone harness's links. */
export const AUTO_PATHS: readonly string[] = ['/auto', '/auto/auto-detail/1'];

export const LIST_PATH = '/auto';

export function detailPath(id: string | number): string {
  return `/auto/auto-detail/${encodeURIComponent(String(id))}`;
}
