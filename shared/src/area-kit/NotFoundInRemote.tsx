import { Link } from '@souq/shared/mini-router';
import { useTranslation } from '@souq/shared';
import { AREA_NS } from './area-texts';

export function NotFoundInRemote() {
  const { t } = useTranslation(AREA_NS);
  return (
    <article className="mfe-placeholder">
      <h1>{t('notFound.title')}</h1>
      <Link to="/">{t('notFound.home')}</Link>
    </article>
  );
}
