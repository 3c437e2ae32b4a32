import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { EmptyState, formatNumber, LoadingText, Pagination, useTranslation } from '@souq/shared';
import { SortControl, useListPage } from '@souq/shared/listing-ui';
import { RecentSearches, SaveSearchButton } from '@souq/shared/saved-searches';
import { PropertyCard } from '../cards/PropertyCard';
import { FilterPanel } from '../filters/FilterPanel';
import { toSummary } from '../listing/api/toProperty';
import { PROPERTY_UI } from '../listing/listingUi';
import { MAP_PATH } from '../routes/paths';
import { Link } from '@souq/shared/mini-router';
import { savedSearchQuery } from './savedSearchQuery';
import { searchToParams, searchUrl, SORTS } from './searchFilters';
import { getPropertyList } from './getPropertyList';
import { useSearchState } from './useSearchState';
import './search.css';

/** /property: filters, sort, result cards and pages, all following the URL. */
export function PropertySearchPage() {
  const { t, i18n } = useTranslation('property');
  const { search, setFilters, setSort, setPage } = useSearchState();
  // What is saved or recorded: the search in the API's names (a link with them reopens this page).
  const savedQuery = useMemo(() => savedSearchQuery(search), [search]);
  const list = useListPage(search, searchToParams(search).toString(), getPropertyList);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const items = list.page?.items ?? [];
  const pagination = list.page?.pagination;

  // A new page of results starts at its top.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [search.page]);

  return (
    <div className="pp-search">
      <header className="pp-search__header">
        <h1>{t('routes.list')}</h1>
        <div className="pp-search__tools">
          <RecentSearches kind="property" query={savedQuery} />
          <SaveSearchButton kind="property" query={savedQuery} />
          <Link className="pp-button" to={searchUrl({ ...search, page: 1 }, MAP_PATH)}>
            {t('list.showMap')}
          </Link>
        </div>
      </header>
      <div className="pp-search__layout">
        <aside className="pp-search__aside" data-open={filtersOpen}>
          <button type="button" className="pp-button pp-search__toggle" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((open) => !open)}>
            {t(filtersOpen ? 'filters.hide' : 'filters.show')}
          </button>
          <FilterPanel id={panelId} filters={search.filters} onApply={setFilters} />
        </aside>
        <div className="pp-search__results" ref={resultsRef} aria-busy={list.loading}>
          <div className="pp-search__bar">
            <p className="pp-search__count" role="status">
              {pagination ? t('list.results', { count: pagination.total, formattedCount: pagination.total_is_estimate ? `\u2066${formatNumber(pagination.total)}+\u2069` : formatNumber(pagination.total) }) : ''}
            </p>
            <SortControl ui={PROPERTY_UI} sorts={SORTS} value={search.sort} onChange={setSort} />
          </div>
          {list.error ? (
            <div className="pp-search__error" role="alert">
              <p>{t('list.loadFailed')}</p>
              <button type="button" className="pp-button" onClick={list.retry}>
                {t('list.retry')}
              </button>
            </div>
          ) : list.loading && !list.page ? (
            <LoadingText />
          ) : items.length === 0 ? (
            <EmptyState kind="noData" />
          ) : (
            <ul className="pp-grid" data-loading={list.loading || undefined}>
              {items.map((item) => (
                <li key={item.id}>
                  <PropertyCard property={toSummary(item, i18n.language)} />
                </li>
              ))}
            </ul>
          )}
          {pagination && pagination.last_page > 1 && !list.error && (
            <Pagination className="pp-pagination" current={search.page} total={pagination.last_page} onChange={setPage} />
          )}
        </div>
      </div>
    </div>
  );
}
