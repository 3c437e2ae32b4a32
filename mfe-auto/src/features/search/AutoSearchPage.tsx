import { useTranslation } from '@souq/shared';
import { addSearchStyles, cardPriority, SearchLayout, useListPage } from '@souq/shared/listing-ui';
import { AutoCard } from '../../components/cards/AutoCard';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { toSummary } from '../../lib/listing/api/toAuto';
import { AUTO_UI } from '../../lib/listing/listingUi';
import { getAutoList } from './getAutoList';
import { searchToParams } from '../../lib/searchFilters';
import { SearchToolbar } from './SearchToolbar';
import { useSearchState } from './useSearchState';
import './search.css';

addSearchStyles(AUTO_UI.prefix);

/** /auto: filters, sort, result cards and pages, all following the URL. */
export function AutoSearchPage() {
  const { t } = useTranslation('auto');
  const { search, searchString, setFilters, setSort, setPage } = useSearchState();
  const list = useListPage(search, searchToParams(search).toString(), getAutoList);
  return (
    <SearchLayout
      ui={AUTO_UI}
      heading={t('routes.list')}
      filters={(panelId) => <FilterPanel id={panelId} filters={search.filters} onApply={setFilters} />}
      toolbar={
        <SearchToolbar
          pagination={list.page?.pagination}
          sort={search.sort}
          onSort={setSort}
          searchString={searchString}
        />
      }
      list={list}
      unreadableLink={search.unreadable}
      page={search.page}
      onPage={setPage}
      renderCard={(item, language, index) => <AutoCard auto={toSummary(item, language)} photo={cardPriority(index)} />}
    />
  );
}
