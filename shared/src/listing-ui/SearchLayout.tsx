import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CardsSkeleton, EmptyState, Pagination, useTranslation } from '@souq/shared';
import type { ListingUi } from './listing-ui';
import type { ListState } from './useListPage';

interface ListPage<T> {
  items: T[];
  /** `total_is_estimate`: the API counted only up to a cap, so `last_page` is a floor. */
  pagination: { last_page: number; per_page?: number; total_is_estimate?: boolean };
}

interface SearchLayoutProps<T extends { id: number | string }> {
  ui: ListingUi;
  heading: string;
  /** Beside the heading (the property list's saved searches and map link). */
  headerTools?: ReactNode;
  /** The filter panel, given the id the small screens' show/hide button controls. */
  filters: (panelId: string) => ReactNode;
  /** Above the results: the count and the sort. */
  toolbar: ReactNode;
  list: ListState<ListPage<T>> & { retry: () => void };
  /** The page's address held filters that could not be read and were left out (said above the results). */
  unreadableLink?: boolean;
  /** The page of results shown (from the URL) and how to change it. */
  page: number;
  onPage: (page: number) => void;
  /** `index`: the card's place in the list (the first ones are in the first screen). */
  renderCard: (item: T, language: string, index: number) => ReactNode;
}

/**
 * A list page's frame: heading, the filters beside the results (above them on small screens, behind a
 * show/hide button), the results as a grid of cards with loading, error and empty states, and the pages.
 * Texts: the remote's `filters.show`, `filters.hide`, `list.loadFailed`, `list.retry`, `list.linkUnreadable`.
 */
export function SearchLayout<T extends { id: number | string }>({
  ui,
  heading,
  headerTools,
  filters,
  toolbar,
  list,
  unreadableLink,
  page,
  onPage,
  renderCard,
}: SearchLayoutProps<T>) {
  const p = `${ui.prefix}-`;
  const { t, i18n } = useTranslation(ui.ns);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);
  const items = list.page?.items ?? [];
  const pagination = list.page?.pagination;
  // A capped count must not end the pages early: a full page under it means more may follow.
  const more = !!pagination?.total_is_estimate && items.length > 0 && items.length >= (pagination.per_page ?? 1);
  const pages = pagination ? (more ? Math.max(pagination.last_page, page + 1) : pagination.last_page) : 0;

  // A new page of results starts at its top.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  return (
    <div className={`${p}search`}>
      <header className={`${p}search__header`}>
        <h1>{heading}</h1>
        {headerTools}
      </header>
      <div className={`${p}search__layout`}>
        <aside className={`${p}search__aside`} data-open={filtersOpen}>
          <button
            type="button"
            className={`${p}button ${p}search__toggle`}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t(filtersOpen ? 'filters.hide' : 'filters.show')}
          </button>
          {filters(panelId)}
        </aside>
        <div className={`${p}search__results`} ref={resultsRef} aria-busy={list.loading}>
          {unreadableLink && (
            <p className={`${p}search__notice`} role="status">
              {t('list.linkUnreadable')}
            </p>
          )}
          {toolbar}
          {list.error ? (
            <div className={`${p}search__error`} role="alert">
              <p>{t('list.loadFailed')}</p>
              <button type="button" className={`${p}button`} onClick={list.retry}>
                {t('list.retry')}
              </button>
            </div>
          ) : list.loading && !list.page ? (
            <CardsSkeleton />
          ) : items.length === 0 ? (
            <EmptyState kind="noData" />
          ) : (
            <ul className={`${p}grid`} data-loading={list.loading || undefined}>
              {items.map((item, index) => (
                <li key={item.id}>{renderCard(item, i18n.language, index)}</li>
              ))}
            </ul>
          )}
          {pages > 1 && !list.error && (
            <Pagination className={`${p}pagination`} current={page} total={pages} more={more} onChange={onPage} />
          )}
        </div>
      </div>
    </div>
  );
}
