import { RemoteHarness } from '@souq/shared/harness';
import { SessionStatus } from '../features/session/SessionStatus';
import { AUTH_PATHS } from '../features/routes/paths';
import '../i18n/translations';
import { HarnessContent } from './HarnessContent';

/** This remote alone, inside the shared development frame. */
export function Harness() {
  return (
    <RemoteHarness namespace="auth" paths={AUTH_PATHS} status={<SessionStatus />}>
      <HarnessContent />
    </RemoteHarness>
  );
}
