import { RemoteHarness } from '@souq/shared/harness';
import { AUTO_PATHS } from '../lib/paths';
import '../i18n/translations';
import { HarnessContent } from './HarnessContent';

/** This remote alone, inside the shared development frame. */
export function Harness() {
  return (
    <RemoteHarness namespace="auto" paths={AUTO_PATHS}>
      <HarnessContent />
    </RemoteHarness>
  );
}
