import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { navigateToUrl } from 'single-spa';
import { addTranslations, configureHttp, getRuntimeConfig, initI18n, loadRuntimeConfig } from '@souq/shared';
import { shellTranslations } from '@souq/shared/shell-translations';
import { Layout } from './app/Layout';
import { installFallbackPlugin, loadRegistry } from './lib/remotes/federation';
import './features/layout/frame.css';
import './features/layout/shell.css';

async function bootstrap(): Promise<void> {
  initI18n();
  addTranslations('shell', shellTranslations);
  await loadRuntimeConfig();
  const { apiBase, tenant } = getRuntimeConfig();
  configureHttp({ apiBase, tenant, navigate: (path) => navigateToUrl(path) });

  installFallbackPlugin();
  // A missing or corrupt registry leaves remote routes showing the unavailable card; the shell still renders.
  await loadRegistry();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // As a transition the first render is done in short slices, so the page stays responsive while it is built
  // (a plain render is one long task on a slow phone).
  startTransition(() => root.render(<Layout />));
}

void bootstrap();
