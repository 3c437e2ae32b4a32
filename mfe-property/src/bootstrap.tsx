// Standalone development page: this remote alone, with the shared providers (pnpm --filter mfe-property dev).
import { startHarness } from '@souq/shared/harness';
import { Harness } from './harness/Harness';

void startHarness(<Harness />);
