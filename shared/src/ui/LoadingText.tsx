import { useTranslation } from 'react-i18next';
import { loadingTextClass } from './skeletonShapes';
import './skeleton.css';

/** docs/product/routes.md: shown while a page or section loads. */
export function LoadingText({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <p role="status" aria-live="polite" className={loadingTextClass(className)}>
      {t('loading')}
    </p>
  );
}
