import { useTranslation } from '@souq/shared';
import { Link } from '@souq/shared/mini-router';

export function NotFoundInRemote() {
  const { t } = useTranslation('auto');
  return (
    <article className="mfe-placeholder">
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.home')}</Link>
    </article>
  );
}
