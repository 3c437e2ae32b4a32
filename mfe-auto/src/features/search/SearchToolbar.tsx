import { formatNumber, useTranslation } from '@souq/shared';
import type { ApiPagination } from '../listing/api/apiTypes';
import type { SortOrder } from './searchFilters';
import { SortControl } from './SortControl';

interface SearchToolbarProps {
  pagination: ApiPagination | undefined;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  /** The search as a query string (no '?'): what a saved search will store. */
  searchString: string;
}

/**
 * The bar above the results: how many were found, the sort, and the place for the search's own controls.
 * "Save search" and "Recent searches" (from @souq/shared/saved-searches) go in `.ap-toolbar__searches`:
 * `<SaveSearchButton kind="auto" query={searchString} />` and `<RecentSearches kind="auto" />`.
 */
export function SearchToolbar({ pagination, sort, onSort }: SearchToolbarProps) {
  const { t } = useTranslation('auto');
  return (
    <div className="ap-toolbar">
      <p className="ap-toolbar__count" role="status">
        {pagination ? t('list.results', { count: pagination.total, formattedCount: formatNumber(pagination.total) }) : ''}
      </p>
      <div className="ap-toolbar__actions">
        <div className="ap-toolbar__searches" />
        <SortControl value={sort} onChange={onSort} />
      </div>
    </div>
  );
}
