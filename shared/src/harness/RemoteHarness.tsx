import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// The package's own core entry, not relative paths: in a built remote it resolves to the one shared
// singleton, so the harness shows the same session and language as the remote it frames.
import {
  changeLanguage,
  configureHttp,
  getRuntimeConfig,
  initI18n,
  isLoggedIn,
  loadRuntimeConfig,
  SHARED_INSTANCE_ID,
  SouqProviders,
  SouqToaster,
  useSession,
  useTranslation,
} from '@souq/shared';
import './harness.css';

/** Standalone development page (`pnpm --filter mfe-<name> dev`): the shared set-up, then the remote's harness. */
export async function startHarness(harness: ReactNode): Promise<void> {
  initI18n();
  await loadRuntimeConfig();
  const { apiBase, tenant } = getRuntimeConfig();
  configureHttp({ apiBase, tenant, navigate: (path) => window.history.pushState(null, '', path) });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(harness);
}

/** Who is browsing: the signed-in user and their type, or a guest (the namespace's `session.*` and `userTypes.*`). */
export function SessionStatus({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const loggedIn = useSession(isLoggedIn);
  const user = useSession((state) => state.user);
  return (
    <p className="mfe-session" data-testid="session-status">
      {loggedIn && user
        ? t('session.loggedIn', { name: user.name || user.email, type: t(`userTypes.${user.user_type}`) })
        : t('session.guest')}
    </p>
  );
}

export interface RemoteHarnessProps {
  /** The remote's i18n namespace; its `harness.title` and `harness.logout` texts label the bar. */
  namespace: string;
  /** The remote's routes, linked from the bar. */
  paths: readonly string[];
  /** The remote's own session line; by default the signed-in user or guest, in the remote's texts. */
  status?: ReactNode;
  children: ReactNode;
}

/** Minimal page frame for running one remote alone (`pnpm --filter mfe-<name> dev`): session, language, routes. */
export function RemoteHarness({
  namespace,
  paths,
  status = <SessionStatus namespace={namespace} />,
  children,
}: RemoteHarnessProps) {
  return (
    <SouqProviders>
      <div className="mfe-harness" data-shared-instance={SHARED_INSTANCE_ID}>
        <HarnessBar namespace={namespace} paths={paths} status={status} />
        {children}
      </div>
      <SouqToaster />
    </SouqProviders>
  );
}

function HarnessBar({ namespace, paths, status }: Omit<RemoteHarnessProps, 'children'>) {
  const { t } = useTranslation(namespace);
  const language = useSession((state) => state.language);
  const logout = useSession((state) => state.logout);
  const token = useSession((state) => state.token);
  return (
    <header className="mfe-harness__bar">
      <strong>{t('harness.title')}</strong>
      {status}
      <nav>
        {paths.map((path) => (
          <a key={path} href={path}>
            {path}
          </a>
        ))}
      </nav>
      <button type="button" onClick={() => changeLanguage(language === 'ar' ? 'en' : 'ar')}>
        {language === 'ar' ? 'English' : 'العربية'}
      </button>
      {token && (
        <button type="button" onClick={logout}>
          {t('harness.logout')}
        </button>
      )}
    </header>
  );
}
