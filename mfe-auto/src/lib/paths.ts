import { LISTING_KINDS, kindPagePaths, listPath, listingPath } from '@souq/shared/listing-kinds';

const { name, api } = LISTING_KINDS.auto;

/** This remote's kind of listing. */
export const KIND = name;
/** The API path of a listing's detail, before its id. */
export const DETAIL_API_PATH = api.detail;

/** Example paths of this remote's routes, for the standalone harness's links. */
export const AUTO_PATHS: readonly string[] = [...kindPagePaths(name), listingPath(name, 1)];

export const LIST_PATH = listPath(name);

export function detailPath(id: string | number): string {
  return listingPath(name, encodeURIComponent(String(id)));
}
