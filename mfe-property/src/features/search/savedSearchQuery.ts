import { filtersToQuery } from '../../lib/getPropertyList';
import { DEFAULT_SORT, type PropertySearch } from '../../lib/searchFilters';

/**
 * The search as the saved-search and search-history API keeps it: the list endpoint's parameter names
 * (the API checks a saved query the way the list endpoint checks its own and drops names it does not know),
 * without paging. parseSearch reads these names back when a saved search, a recent search or an alert
 * email's link opens the page.
 */
export function savedSearchQuery({ filters, sort }: PropertySearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersToQuery(filters))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  return params.toString();
}
