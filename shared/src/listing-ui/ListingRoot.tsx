import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary, PageSkeleton, SHARED_INSTANCE_ID, SouqProviders, UnavailableCard } from '@souq/shared';
import { useLocation } from '@souq/shared/mini-router';
import { NotFoundInRemote } from '../remote-kit/NotFoundInRemote';
import type { ListingUi } from './listing-ui';

interface ListingRootProps {
  /** Its namespace is also the remote's name, as the shell and the journeys read it from `data-remote`. */
  ui: ListingUi;
  /** The remote's build label (`__SOUQ_BUILD_LABEL__`), empty for an unlabelled build. */
  build: string;
  /** The page for the address, from the path without its trailing slash and the query string; null: none. */
  route: (path: string, search: string) => ReactNode;
}

/** Root of a listing remote: shared providers, an error boundary with a retry, and the page for the address. */
export function ListingRoot({ ui, build, route }: ListingRootProps) {
  // Retrying remounts the routes from scratch.
  const [attempt, setAttempt] = useState(0);
  return (
    <SouqProviders>
      <div
        className="mfe-root"
        data-remote={ui.ns}
        data-build={build || undefined}
        data-shared-instance={SHARED_INSTANCE_ID}
      >
        <ErrorBoundary key={attempt} fallback={<UnavailableCard onRetry={() => setAttempt((value) => value + 1)} />}>
          <Suspense fallback={<PageLoading />}>
            <Routes ui={ui} route={route} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </SouqProviders>
  );
}

/** While a page's chunk (the detail, the map) loads: the skeleton of that page, as the shell's outlet showed. */
function PageLoading() {
  const { pathname } = useLocation();
  return <PageSkeleton kind={pathname.includes('detail') ? 'detail' : 'list'} />;
}

function Routes({ ui, route }: Pick<ListingRootProps, 'ui' | 'route'>) {
  const { pathname, search } = useLocation();
  return (
    <>
      {route(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname, search) ?? <NotFoundInRemote ns={ui.ns} />}
    </>
  );
}
