import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';

export function NotFoundInRemote() {
  const { t } = useTranslation('account');
  return (
    <article className="mfe-placeholder">
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.home')}</Link>
    </article>
  );
}
