// Standalone development page: this remote alone, with the shared providers (pnpm --filter mfe-auth dev).
import { createRoot } from 'react-dom/client';
import { configureHttp, getRuntimeConfig, initI18n, loadRuntimeConfig } from '@souq/shared';
import { Harness } from './harness/Harness';

async function bootstrap(): Promise<void> {
  initI18n();
  await loadRuntimeConfig();
  const { apiBase, tenant } = getRuntimeConfig();
  configureHttp({ apiBase, tenant, navigate: (path) => window.history.pushState(null, '', path) });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<Harness />);
}

void bootstrap();
