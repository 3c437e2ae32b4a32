// The same search must be recognised however the address bar spelled it: `?page=3&a=1&b=2` and
// `?b=2&a=1` are one saved search. The API normalises too; the client does it before asking so that
// "already saved?" and the search history see stable strings.

/** Parameters that choose a page of results rather than the results themselves. */
const PAGING_KEYS = new Set(['page', 'per_page']);

/** `?page=2&b=2&a=1&a=` → `a=1&b=2`: no '?', no paging, no empty values, keys sorted (repeats keep their order). */
export function normaliseQuery(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const kept: [string, string][] = [];
  params.forEach((value, key) => {
    if (PAGING_KEYS.has(key) || value.trim() === '') return;
    kept.push([key, value.trim()]);
  });
  // A stable sort: amenities=a&amenities=b keeps a before b.
  kept.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
  return new URLSearchParams(kept).toString();
}
