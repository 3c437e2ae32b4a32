import { useTranslation } from 'react-i18next';

/** SPEC §2: shown while a page or section loads. */
export function LoadingText({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" aria-live="polite" className={className} style={{ textAlign: 'center', padding: 24 }}>
      {t('loading')}
    </p>
  );
}
