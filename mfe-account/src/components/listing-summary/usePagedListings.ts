import { useCallback } from 'react';
import { http } from '@souq/shared';
import { usePagedRecords } from '@souq/shared/area-kit';
import type { ApiListingCard, ApiListingPage } from './listingSummary';

export const PER_PAGE = 10;

export interface PagedListings {
  /** null while the first answer for this page is on its way. */
  cards: ApiListingCard[] | null;
  lastPage: number;
  failed: boolean;
  reload: () => void;
}

/** One page of a signed-in member's listings from `url`; `reload` asks again (after a delete or a removal). */
export function usePagedListings(url: string, page: number): PagedListings {
  const load = useCallback(
    async (n: number, signal: AbortSignal) => {
      const response = await http.authJson<ApiListingPage>({ url, params: { page: n, per_page: PER_PAGE }, signal });
      const cards: ApiListingCard[] = response.data.items;
      return { data: cards, pagination: response.data.pagination };
    },
    [url],
  );
  const { records, lastPage, failed, reload } = usePagedRecords(load, page);
  return { cards: records, lastPage, failed, reload };
}
