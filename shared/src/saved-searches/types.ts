// Shapes of the saved-search and search-history endpoints (see the API's OpenAPI page, /api/docs).
import type { ListingKind } from '../listing-kinds/registry';

export const ALERT_SETTINGS = ['off', 'instant', 'daily'] as const;
export type AlertSetting = (typeof ALERT_SETTINGS)[number];

export interface SavedSearch {
  id: number;
  name: string;
  kind: ListingKind;
  /** The list page's query string without '?', paging dropped, keys normalised by the API. */
  query: string;
  alert: AlertSetting;
  created_at: string;
  updated_at: string;
  last_alerted_at: string | null;
}

export interface AlreadySaved {
  saved: boolean;
  search: SavedSearch | null;
}

export interface SearchHistoryItem {
  id: number;
  kind: ListingKind;
  query: string;
  searched_at: string;
}

/** The list page of each kind, where a saved or recent search opens. */
export { listPath } from '../listing-kinds/registry';
