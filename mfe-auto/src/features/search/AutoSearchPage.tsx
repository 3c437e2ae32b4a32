import { useEffect, useId, useRef, useState } from 'react';
import { EmptyState, LoadingText, Pagination, useTranslation } from '@souq/shared';
import { useListPage } from '@souq/shared/listing-ui';
import { AutoCard } from '../cards/AutoCard';
import { FilterPanel } from '../filters/FilterPanel';
import { toSummary } from '../listing/api/toAuto';
import { SearchToolbar } from './SearchToolbar';
import { getAutoList } from './getAutoList';
import { searchToParams } from './searchFilters';
import { useSearchState } from './useSearchState';
import './search.css';

/** /auto: filters, sort, result cards and pages, all following the URL. */
export function AutoSearchPage() {
  const { t, i18n } = useTranslation('auto');
  const { search, searchString, setFilters, setSort, setPage } = useSearchState();
  const list = useListPage(search, searchToParams(search).toString(), getAutoList);
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
    <div className="ap-search">
      <header className="ap-search__header">
        <h1>{t('routes.list')}</h1>
      </header>
      <div className="ap-search__layout">
        <aside className="ap-search__aside" data-open={filtersOpen}>
          <button type="button" className="ap-button ap-search__toggle" aria-expanded={filtersOpen} aria-controls={panelId} onClick={() => setFiltersOpen((open) => !open)}>
            {t(filtersOpen ? 'filters.hide' : 'filters.show')}
          </button>
          <FilterPanel id={panelId} filters={search.filters} onApply={setFilters} />
        </aside>
        <div className="ap-search__results" ref={resultsRef} aria-busy={list.loading}>
          <SearchToolbar pagination={pagination} sort={search.sort} onSort={setSort} searchString={searchString} />
          {list.error ? (
            <div className="ap-search__error" role="alert">
              <p>{t('list.loadFailed')}</p>
              <button type="button" className="ap-button" onClick={list.retry}>
                {t('list.retry')}
              </button>
            </div>
          ) : list.loading && !list.page ? (
            <LoadingText />
          ) : items.length === 0 ? (
            <EmptyState kind="noData" />
          ) : (
            <ul className="ap-grid" data-loading={list.loading || undefined}>
              {items.map((item) => (
                <li key={item.id}>
                  <AutoCard auto={toSummary(item, i18n.language)} />
                </li>
              ))}
            </ul>
          )}
          {pagination && pagination.last_page > 1 && !list.error && (
            <Pagination className="ap-pagination" current={search.page} total={pagination.last_page} onChange={setPage} />
          )}
        </div>
      </div>
    </div>
  );
}
