import { RemoteHarness } from '@souq/shared/harness';
import { ADMIN_PATHS } from '../app/adminPages';
import '../i18n/translations';
import { HarnessContent } from './HarnessContent';

/** This remote alone, inside the shared development frame. */
export function Harness() {
  return (
    <RemoteHarness namespace="admin" paths={ADMIN_PATHS}>
      <HarnessContent />
    </RemoteHarness>
  );
}
