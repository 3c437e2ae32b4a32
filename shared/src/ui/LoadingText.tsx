import { useTranslation } from 'react-i18next';
import './souq-ui.css';

/** SPEC §2: shown while a page or section loads. */
export function LoadingText({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" aria-live="polite" className={['souq-ui-loading', className].filter(Boolean).join(' ')}>
      {t('loading')}
    </p>
  );
}
