import { useTranslation } from '@souq/shared';
import { resultCount, SortControl } from '@souq/shared/listing-ui';
import { RecentSearches, SaveSearchButton } from '@souq/shared/saved-searches';
import type { ApiPagination } from '../../lib/listing/api/apiTypes';
import { AUTO_UI } from '../../lib/listing/listingUi';
import { SORTS, type SortOrder } from '../../lib/searchFilters';

interface SearchToolbarProps {
  pagination: ApiPagination | undefined;
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  /** The search as a query string (no '?'): what a saved search will store. */
  searchString: string;
}

/**
 * The bar above the results: how many were found, the sort, and the member's saved and recent searches. The page's
 * address already uses the list endpoint's parameter names, which is the form saved searches are kept in.
 */
export function SearchToolbar({ pagination, sort, onSort, searchString }: SearchToolbarProps) {
  const { t } = useTranslation('auto');
  return (
    <div className="ap-toolbar">
      <p className="ap-toolbar__count" role="status">
        {pagination ? t('list.results', { count: pagination.total, formattedCount: resultCount(pagination) }) : ''}
      </p>
      <div className="ap-toolbar__actions">
        <div className="ap-toolbar__searches">
          <RecentSearches kind="auto" query={searchString} />
          <SaveSearchButton kind="auto" query={searchString} />
        </div>
        <SortControl ui={AUTO_UI} sorts={SORTS} value={sort} onChange={onSort} />
      </div>
    </div>
  );
}
