import { LoadingText, UnavailableCard } from '@souq/shared';
import type { ApplicationName } from '../routing/routes';
import { retryApplication } from './applications';
import { useOutletStatus } from './outletStatus';

/** Loading text while the active application loads; the unavailable card with retry when it failed. */
export function OutletStatusView({ app }: { app: ApplicationName }) {
  const status = useOutletStatus((state) => state.statuses[app] ?? 'idle');
  if (status === 'mounted') return null;
  if (status === 'failed') return <UnavailableCard onRetry={() => void retryApplication(app)} />;
  return <LoadingText />;
}
