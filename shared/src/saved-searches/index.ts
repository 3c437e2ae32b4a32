// `@souq/shared/saved-searches`: "Save search" and "Recent searches" for the list pages, and what the
// account area needs to show saved searches. Not part of the core entry (a federation singleton every
// route loads): each app that uses these bundles them. They reach the session, HTTP client and i18n
// through '@souq/shared' by package name, so the page's one instance of each is used.
export { SaveSearchButton, SAVED_SEARCHES_PATH } from './SaveSearchButton';
export type { SaveSearchButtonProps } from './SaveSearchButton';
export { RecentSearches, RECORD_DELAY_MS } from './RecentSearches';
export type { RecentSearchesProps } from './RecentSearches';
export { normaliseQuery } from './normalise-query';
export type { Vocabulary } from './vocabulary';
export type SearchSummaries = typeof import('./summaries');
/** Filter summaries and the names behind them, loaded on demand (see summaries.ts for why not statically). */
export const loadSearchSummaries = (): Promise<SearchSummaries> =>
  import(/* webpackChunkName: "search-summaries" */ './summaries');
export { firstFieldErrors } from './field-errors';
export { goTo, isPlainClick } from './navigate';
export { ALERT_SETTINGS, listPath } from './types';
export type { AlertSetting, AlreadySaved, SavedSearch, SearchHistoryItem } from './types';
