import { useCallback, useEffect, useState } from 'react';
import { http, isHttpError } from '@souq/shared';
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
  const [cards, setCards] = useState<ApiListingCard[] | null>(null);
  const [lastPage, setLastPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    http
      .authJson<ApiListingPage>({ url, params: { page, per_page: PER_PAGE }, signal: controller.signal })
      .then((response) => {
        setCards(response.data.items);
        setLastPage(Math.max(1, response.data.pagination.last_page));
      })
      .catch((error: unknown) => {
        if (isHttpError(error) && error.kind === 'cancelled') return;
        // The interceptor has told the visitor what it could; the page shows its empty state, not a spinner forever.
        setCards((previous) => previous ?? []);
        setFailed(true);
      });
    return () => controller.abort();
  }, [url, page, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { cards, lastPage, failed, reload };
}
