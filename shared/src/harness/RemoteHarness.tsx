import type { ReactNode } from 'react';
// The package's own core entry, not relative paths: in a built remote it resolves to the one shared
// singleton, so the harness shows the same session and language as the remote it frames.
import { changeLanguage, SHARED_INSTANCE_ID, SouqProviders, SouqToaster, useSession, useTranslation } from '@souq/shared';

export interface RemoteHarnessProps {
  /** The remote's i18n namespace; its `harness.title` and `harness.logout` texts label the bar. */
  namespace: string;
  /** The remote's routes, linked from the bar. */
  paths: readonly string[];
  /** The remote's own session line. */
  status: ReactNode;
  children: ReactNode;
}

/** Minimal page frame for running one remote alone (`pnpm --filter mfe-<name> dev`): session, language, routes. */
export function RemoteHarness({ namespace, paths, status, children }: RemoteHarnessProps) {
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
