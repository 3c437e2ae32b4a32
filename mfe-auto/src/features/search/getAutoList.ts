import { http } from '@souq/shared';
import type { ApiAutoCard, ApiPagination } from '../listing/api/apiTypes';
import { filtersToQuery, type AutoSearch } from './searchFilters';

export const PER_PAGE = 12;

export interface AutoPage {
  items: ApiAutoCard[];
  pagination: ApiPagination;
}

export async function getAutoList(search: AutoSearch, signal?: AbortSignal): Promise<AutoPage> {
  const response = await http.publicJson<AutoPage>({
    url: '/auto/get-auto-list',
    params: { ...filtersToQuery(search.filters), sort: search.sort, page: search.page, per_page: PER_PAGE },
    signal,
  });
  return response.data;
}
