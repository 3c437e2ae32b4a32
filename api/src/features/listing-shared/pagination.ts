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
