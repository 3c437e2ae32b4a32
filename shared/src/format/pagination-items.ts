export type PaginationItem = number | 'ellipsis';

export interface PaginationInput {
  /** The page being shown, 1-based. */
  current: number;
  /** The number of pages (not of records). */
  total: number;
  /** How many neighbouring page numbers to show around the current one; docs/product/constants.md default 3. */
  shown?: number;
  /** `total` is only a floor (a capped count): more pages follow it, so it is not shown as the last one. */
  more?: boolean;
}

/**
 * docs/product/constants.md: a window of `shown` page numbers around the current page, always the first and last page,
 * and 'ellipsis' where pages are skipped. A gap of a single page shows that page instead, since an
 * ellipsis would take the same room and hide it. When the number of pages is only a floor, the pages end
 * with an ellipsis instead of a last page that is not the last.
 */
export function paginationItems({ current, total, shown = 3, more = false }: PaginationInput): PaginationItem[] {
  const pages = Number.isFinite(total) ? Math.floor(total) : 0;
  if (pages < 1) return [];
  const width = Math.max(1, Number.isFinite(shown) ? Math.floor(shown) : 3);
  const page = Math.min(pages, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));

  // Centre the window on the current page, sliding it inwards at either end so it keeps its width.
  let start = page - Math.floor((width - 1) / 2);
  start = Math.max(1, Math.min(start, pages - width + 1));
  const end = Math.min(pages, start + width - 1);

  const numbers = new Set<number>(more ? [1] : [1, pages]);
  for (let p = start; p <= end; p += 1) numbers.add(p);
  const sorted = [...numbers].sort((a, b) => a - b);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  if (more) items.push('ellipsis');
  return items;
}
