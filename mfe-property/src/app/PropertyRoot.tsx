import { lazy } from 'react';
import { ListingRoot } from '@souq/shared/listing-ui';
import { pathSegment } from '@souq/shared/path-segment';
import { PROPERTY_UI } from '../lib/listing/listingUi';
import { PropertySearchPage } from '../features/search/PropertySearchPage';
import '../i18n/translations';

// The list is the landing page and ships with the remote; the detail (gallery, contact) and the map
// (Leaflet) load only when visited.
const PropertyDetailPage = lazy(
  () => import(/* webpackChunkName: "property-detail" */ '../features/detail/PropertyDetailPage'),
);
const PropertyMapPage = lazy(() => import(/* webpackChunkName: "property-map" */ '../features/map/PropertyMapPage'));

const DETAIL_PATH = /^\/property\/property-detail\/([^/]+)\/?$/;

/** /property, /property/map, /property/property-detail/{id} and /property-detail?id={id}. */
function propertyPage(path: string, search: string) {
  if (path === '/property') return <PropertySearchPage />;
  if (path === '/property/map') return <PropertyMapPage />;
  const match = DETAIL_PATH.exec(path);
  if (match) return <PropertyDetailPage id={pathSegment(match[1] ?? '')} />;
  if (path === '/property-detail') return <PropertyDetailPage id={new URLSearchParams(search).get('id')} />;
  return null;
}

/** Root of the property application. */
export function PropertyRoot() {
  return <ListingRoot ui={PROPERTY_UI} build={__SOUQ_BUILD_LABEL__} route={propertyPage} />;
}
