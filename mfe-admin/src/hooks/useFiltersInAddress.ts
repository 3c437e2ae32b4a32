import { useCallback } from 'react';
import { useSearchParams } from '@souq/shared/mini-router';

export interface FiltersInAddress<K extends string> {
  /** Each filter as the address holds it ('' when absent). */
  filters: Record<K, string>;
  /** The filters as one stable string (the address's own order of the keys): a dependency for effects and a key for forms. */
  query: string;
  /** Puts new filters in the address (empty ones left out) and goes back to the first page. */
  apply: (next: Partial<Record<K, string>>) => void;
}

/**
 * Search filters kept in the address (`?q=omar&suspended=true`), so a reload, the Back button or a shared link shows
 * the same search. Pairs with usePageInAddress, whose `page` it drops when the search changes.
 */
export function useFiltersInAddress<K extends string>(keys: readonly K[]): FiltersInAddress<K> {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const query = keys
    .filter((key) => filters[key] !== '')
    .map((key) => `${key}=${encodeURIComponent(filters[key])}`)
    .join('&');
  const keyList = keys.join(',');
  const apply = useCallback(
    (next: Partial<Record<K, string>>) => {
      const updated = new URLSearchParams();
      for (const key of keyList.split(',') as K[]) {
        const value = (next[key] ?? '').trim();
        if (value !== '') updated.set(key, value);
      }
      setParams(updated);
    },
    [keyList, setParams],
  );
  return { filters, query, apply };
}

/** The filters of `query` (from useFiltersInAddress) as request parameters. */
export function filterParams(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}
