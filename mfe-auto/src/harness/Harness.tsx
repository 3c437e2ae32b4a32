import { changeLanguage, SHARED_INSTANCE_ID, SouqProviders, SouqToaster, useSession, useTranslation } from '@souq/shared';
import { SessionStatus } from '../features/session/SessionStatus';
import { AUTO_PATHS } from '../features/routes/paths';
import '../i18n/translations';
import { HarnessContent } from './HarnessContent';

/** Minimal page frame for running this remote alone: session state, language, links to its routes. */
function HarnessBar() {
  const { t } = useTranslation('auto');
  const language = useSession((state) => state.language);
  const logout = useSession((state) => state.logout);
  const token = useSession((state) => state.token);
  return (
    <header className="mfe-harness__bar">
      <strong>{t('harness.title')}</strong>
      <SessionStatus />
      <nav>
        {AUTO_PATHS.map((path) => (
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

export function Harness() {
  return (
    <SouqProviders>
      <div className="mfe-harness" data-shared-instance={SHARED_INSTANCE_ID}>
        <HarnessBar />
        <HarnessContent />
      </div>
      <SouqToaster />
    </SouqProviders>
  );
}
