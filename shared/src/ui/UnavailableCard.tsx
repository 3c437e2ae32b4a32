import { useTranslation } from 'react-i18next';
import './souq-ui.css';

/** Shown in place of a section (usually a remote) that failed to load or crashed; the rest of the page keeps working. */
export function UnavailableCard({ onRetry, className }: { onRetry?: () => void; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={['souq-ui-unavailable', className].filter(Boolean).join(' ')}>
      <svg aria-hidden="true" focusable="false" width="48" height="48" viewBox="0 0 24 24">
        <path d="M12 2.5 22 20.5H2z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        <path d="M12 9v5.5M12 17v.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <h2>{t('unavailable.title')}</h2>
      <p>{t('unavailable.text')}</p>
      {onRetry ? (
        <button type="button" className="souq-ui-button souq-ui-button--primary" onClick={onRetry}>
          {t('unavailable.retry')}
        </button>
      ) : null}
    </div>
  );
}
