/** Example paths of this remote's routes, for the standalone harness's links. */
export const PROPERTY_PATHS: readonly string[] = [
  '/property',
  '/property/map',
  '/property/property-detail/1',
  '/property-detail?id=1',
];

export const LIST_PATH = '/property';
export const MAP_PATH = '/property/map';

export function detailPath(id: string | number): string {
  return `/property/property-detail/${encodeURIComponent(String(id))}`;
}
