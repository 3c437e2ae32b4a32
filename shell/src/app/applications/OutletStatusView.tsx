import { PageSkeleton, UnavailableCard } from '@souq/shared';
import { pageShape, type ApplicationName } from '@souq/shared/routes';
import { retryApplication } from './applications';
import { useOutletStatus } from './outletStatus';

/**
 * While the active application loads: the skeleton of the page the path shows, in the outlet's own room (the
 * application's content takes the same place, so nothing moves when it arrives); the unavailable card with retry
 * when it failed.
 */
export function OutletStatusView({ app, pathname }: { app: ApplicationName; pathname: string }) {
  const status = useOutletStatus((state) => state.statuses[app] ?? 'idle');
  if (status === 'mounted') return null;
  if (status === 'failed') return <UnavailableCard onRetry={() => void retryApplication(app)} />;
  return (
    <div className="souq-outlet__placeholder">
      <PageSkeleton kind={pageShape(pathname)} />
    </div>
  );
}
