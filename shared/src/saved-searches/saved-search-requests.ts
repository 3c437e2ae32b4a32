import { http } from '@souq/shared';
import type { AlertSetting, AlreadySaved, SavedSearch, SearchHistoryItem } from './types';
import type { ListingKind } from '../listing-kinds/registry';

export interface SaveSearchInput {
  name: string;
  kind: ListingKind;
  query: string;
  alert: AlertSetting;
}

export async function saveSearch(input: SaveSearchInput): Promise<{ search: SavedSearch; message: string }> {
  const response = await http.authJson<SavedSearch>({ method: 'POST', url: '/save-search', data: input });
  return { search: response.data, message: response.message };
}

export async function alreadySaved(kind: ListingKind, query: string, signal?: AbortSignal): Promise<AlreadySaved> {
  const response = await http.authJson<AlreadySaved>({ url: '/already-save', params: { kind, query }, signal });
  return response.data;
}

export async function recordSearch(kind: ListingKind, query: string): Promise<void> {
  await http.authJson<null>({ method: 'POST', url: '/search-history', data: { kind, query } });
}

export async function searchHistory(kind: ListingKind, signal?: AbortSignal): Promise<SearchHistoryItem[]> {
  const response = await http.authJson<{ items: SearchHistoryItem[] }>({
    url: '/search-history',
    params: { kind },
    signal,
  });
  return response.data.items;
}

export async function clearSearchHistory(kind: ListingKind): Promise<void> {
  await http.authJson<null>({ method: 'POST', url: '/search-history/clear', data: { kind } });
}
