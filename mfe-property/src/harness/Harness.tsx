import { RemoteHarness } from '@souq/shared/harness';
import { PROPERTY_PATHS } from '../lib/paths';
import '../i18n/translations';
import { HarnessContent } from './HarnessContent';

/** This remote alone, inside the shared development frame. */
export function Harness() {
  return (
    <RemoteHarness namespace="property" paths={PROPERTY_PATHS}>
      <HarnessContent />
    </RemoteHarness>
  );
}
