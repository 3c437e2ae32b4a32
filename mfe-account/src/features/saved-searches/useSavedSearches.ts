import { useCallback, useEffect, useState } from 'react';
import { loadSearchSummaries, type SavedSearch, type Vocabulary } from '@souq/shared/saved-searches';
import type { ListingKind } from '@souq/shared/listing-kinds';
import { listSavedSearches } from './savedSearchRequests';

export type SavedSearchesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; items: SavedSearch[]; summarise: (search: SavedSearch, lng: string) => string };

/** The member's saved searches, with the names their filters need (loaded for the kinds present). */
export function useSavedSearches() {
  const [state, setState] = useState<SavedSearchesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    listSavedSearches(controller.signal)
      .then(async (items) => {
        const summaries = await loadSearchSummaries();
        const kinds = [...new Set(items.map((item) => item.kind))];
        const loaded = await Promise.all(kinds.map((kind) => summaries.loadVocabulary(kind)));
        const vocabularies: Partial<Record<ListingKind, Vocabulary>> = {};
        kinds.forEach((kind, index) => (vocabularies[kind] = loaded[index]));
        const summarise = (search: SavedSearch, lng: string) =>
          summaries.querySummary(search.kind, search.query, vocabularies[search.kind] ?? {}, lng);
        if (!controller.signal.aborted) setState({ status: 'ready', items, summarise });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attempt]);

  const replace = useCallback((search: SavedSearch) => {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, items: current.items.map((item) => (item.id === search.id ? search : item)) }
        : current,
    );
  }, []);
  const remove = useCallback((id: number) => {
    setState((current) =>
      current.status === 'ready' ? { ...current, items: current.items.filter((item) => item.id !== id) } : current,
    );
  }, []);

  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []), replace, remove };
}
