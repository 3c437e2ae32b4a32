import { LISTING_KINDS, kindPagePaths, listPath, listingPath } from '@souq/shared/listing-kinds';

const { name, pages, api } = LISTING_KINDS.property;

/** This remote's kind of listing. */
export const KIND = name;
/** The API path of a listing's detail, before its id. */
export const DETAIL_API_PATH = api.detail;

/** Example paths of this remote's routes, for the standalone harness's links. */
export const PROPERTY_PATHS: readonly string[] = [
  ...kindPagePaths(name),
  listingPath(name, 1),
  `/${pages.legacyDetail}?id=1`,
];

export const LIST_PATH = listPath(name);
export const MAP_PATH = `${LIST_PATH}/map`;

export function detailPath(id: string | number): string {
  return listingPath(name, encodeURIComponent(String(id)));
}
