// Listing searches page through results; a page size above the cap is served at the cap rather than refused,
// and a page past the end is an empty page that still reports the total.
export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 50;
/** Deep pages cost the database more than anyone reads; the query schema refuses pages beyond this. */
export const MAX_PAGE = 10_000;

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export function paging(page: number | undefined, perPage: number | undefined): Paging {
  const p = Math.max(1, Math.floor(page ?? 1));
  const size = Math.min(MAX_PER_PAGE, Math.max(1, Math.floor(perPage ?? DEFAULT_PER_PAGE)));
  return { page: p, perPage: size, offset: (p - 1) * size };
}

export interface PaginationView {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export function paginationView(p: Paging, total: number): PaginationView {
  return { page: p.page, per_page: p.perPage, total, last_page: Math.max(1, Math.ceil(total / p.perPage)) };
}

/**
 * How far a listing search's own statement counts, for every kind of listing. Counting every match of a broad search
 * (tens of thousands in a governorate, every car of a market) in the statement of every page cost more than the page
 * itself; so a page counts only this far (and past its own end), and a search with more matches — a broad one — is
 * given its exact total by search-counts.ts, counted once per filter set and kept for a while
 * (docs/product/constants.md#pagination).
 */
export const COUNT_CAP = 1_000;

/** How far a search counts: past the page asked for, and at least one past the cap, so "more than" is known. */
export const countWindow = (page: Paging) => Math.max(COUNT_CAP, page.offset + page.perPage) + 1;

/** A page of a listing search's results with its total. */
export interface CountedPage<Row> {
  rows: Row[];
  total: number;
  /**
   * `total` is only the floor the page's statement counted ("1,000+"), not the exact number: only when a broad
   * search's exact count failed (search-counts.ts).
   */
  totalIsEstimate: boolean;
}

/** A search's total from what its statement counted within the window: the floor and a flag once the window filled. */
export function countedTotal(counted: number, page: Paging): { total: number; totalIsEstimate: boolean } {
  const window = countWindow(page);
  return counted >= window ? { total: window - 1, totalIsEstimate: true } : { total: counted, totalIsEstimate: false };
}

/**
 * A search's pagination. A floor (the exact count failed) is reached past the page asked for, so more matches follow
 * this page: the next page must stay reachable even where the floor divides into no more pages than this one.
 */
export function searchPaginationView(
  p: Paging,
  total: number,
  totalIsEstimate: boolean,
): PaginationView & { total_is_estimate: boolean } {
  const view = paginationView(p, total);
  return {
    ...view,
    last_page: totalIsEstimate ? Math.max(view.last_page, p.page + 1) : view.last_page,
    total_is_estimate: totalIsEstimate,
  };
}
