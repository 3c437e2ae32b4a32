import { useMemo } from 'react';
import { useTranslation } from '@souq/shared';
import {
  addSearchStyles,
  cardPriority,
  resultCount,
  SearchLayout,
  SortControl,
  useListPage,
} from '@souq/shared/listing-ui';
import { RecentSearches, SaveSearchButton } from '@souq/shared/saved-searches';
import { PropertyCard } from '../../components/cards/PropertyCard';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { toSummary } from '../../lib/listing/api/toProperty';
import { PROPERTY_UI } from '../../lib/listing/listingUi';
import { MAP_PATH } from '../../lib/paths';
import { Link } from '@souq/shared/mini-router';
import { getPropertyList } from '../../lib/getPropertyList';
import { savedSearchQuery } from './savedSearchQuery';
import { searchToParams, searchUrl, SORTS } from '../../lib/searchFilters';
import { useSearchState } from '../../hooks/useSearchState';
import '../../components/search.css';

addSearchStyles(PROPERTY_UI.prefix);

/** /property: filters, sort, result cards and pages, all following the URL. */
export function PropertySearchPage() {
  const { t } = useTranslation('property');
  const { search, setFilters, setSort, setPage } = useSearchState();
  // What is saved or recorded: the search in the API's names (a link with them reopens this page).
  const savedQuery = useMemo(() => savedSearchQuery(search), [search]);
  const list = useListPage(search, searchToParams(search).toString(), getPropertyList);
  const pagination = list.page?.pagination;

  return (
    <SearchLayout
      ui={PROPERTY_UI}
      heading={t('routes.list')}
      headerTools={
        <div className="pp-search__tools">
          <RecentSearches kind="property" query={savedQuery} />
          <SaveSearchButton kind="property" query={savedQuery} />
          <Link className="pp-button" to={searchUrl({ ...search, page: 1 }, MAP_PATH)}>
            {t('list.showMap')}
          </Link>
        </div>
      }
      filters={(panelId) => <FilterPanel id={panelId} filters={search.filters} onApply={setFilters} />}
      toolbar={
        <div className="pp-search__bar">
          <p className="pp-search__count" role="status">
            {pagination ? t('list.results', { count: pagination.total, formattedCount: resultCount(pagination) }) : ''}
          </p>
          <SortControl ui={PROPERTY_UI} sorts={SORTS} value={search.sort} onChange={setSort} />
        </div>
      }
      list={list}
      unreadableLink={search.unreadable}
      page={search.page}
      onPage={setPage}
      renderCard={(item, language, index) => (
        <PropertyCard property={toSummary(item, language)} photo={cardPriority(index)} />
      )}
    />
  );
}
