import { lazy } from 'react';
import { ListingRoot } from '@souq/shared/listing-ui';
import { pathSegment } from '@souq/shared/path-segment';
import { AUTO_UI } from '../lib/listing/listingUi';
import { AutoSearchPage } from '../features/search/AutoSearchPage';
import '../i18n/translations';

// The list is the landing page and ships with the remote; the detail (gallery, specification, contact) loads
// only when visited.
const AutoDetailPage = lazy(() => import(/* webpackChunkName: "auto-detail" */ '../features/detail/AutoDetailPage'));

const DETAIL_PATH = /^\/auto\/auto-detail\/([^/]+)\/?$/;

/** /auto and /auto/auto-detail/{id}. */
function autoPage(path: string) {
  if (path === '/auto') return <AutoSearchPage />;
  const match = DETAIL_PATH.exec(path);
  if (match) return <AutoDetailPage id={pathSegment(match[1] ?? '')} />;
  return null;
}

/** Root of the auto application. */
export function AutoRoot() {
  return <ListingRoot ui={AUTO_UI} build={__SOUQ_BUILD_LABEL__} route={autoPage} />;
}
