import { useTranslation } from '@souq/shared';
import { FilterPanel } from '../../components/filters/FilterPanel';
import { LIST_PATH } from '../../lib/paths';
import { Link, useSearchParams } from '@souq/shared/mini-router';
import { searchUrl } from '../../lib/searchFilters';
import { useSearchState } from '../../hooks/useSearchState';
import { PropertyMap } from './PropertyMap';
import '../../components/search.css';
import './map.css';

// Syria as a whole when the link names no place to look at.
const SYRIA = { lat: 34.8, lng: 38.5, zoom: 7 };

function viewFrom(params: URLSearchParams) {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const zoom = Number(params.get('zoom'));
  const valid = params.has('lat') && params.has('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return valid ? { lat, lng, zoom: Number.isInteger(zoom) && zoom >= 3 && zoom <= 18 ? zoom : 14 } : SYRIA;
}

/** /property/map: the same filters as the list (same URL), listings on a map. */
export default function PropertyMapPage() {
  const { t } = useTranslation('property');
  const { search, setFilters } = useSearchState();
  const [params] = useSearchParams();
  const view = viewFrom(params);
  return (
    <div className="pp-search pp-mappage">
      <header className="pp-search__header">
        <h1>{t('map.title')}</h1>
        <Link className="pp-button" to={searchUrl({ ...search, page: 1 }, LIST_PATH)}>
          {t('map.list')}
        </Link>
      </header>
      <div className="pp-search__layout">
        <aside className="pp-search__aside" data-open="true">
          <FilterPanel filters={search.filters} onApply={setFilters} />
        </aside>
        <PropertyMap filters={search.filters} initial={view} />
      </div>
    </div>
  );
}
