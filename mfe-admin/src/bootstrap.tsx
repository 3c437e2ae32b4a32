// Standalone development page: this remote alone, with the shared providers (pnpm --filter mfe-admin dev).
import { startHarness } from '@souq/shared/harness';
import { Harness } from './harness/Harness';

void startHarness(<Harness />);
