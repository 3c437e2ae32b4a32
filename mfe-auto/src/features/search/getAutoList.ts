import { getListPage } from '@souq/shared/listing-ui';
import type { ApiAutoCard, ApiPagination } from '../../lib/listing/api/apiTypes';
import { filtersToQuery, type AutoSearch } from '../../lib/searchFilters';

export function getAutoList(search: AutoSearch, signal?: AbortSignal) {
  return getListPage<{ items: ApiAutoCard[]; pagination: ApiPagination }>(
    '/auto/get-auto-list',
    filtersToQuery(search.filters),
    search,
    signal,
  );
}
