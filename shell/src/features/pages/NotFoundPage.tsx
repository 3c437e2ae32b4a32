import { Link } from 'react-router-dom';
import { useTranslation } from '@souq/shared';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <article className="souq-page souq-not-found">
      <p className="souq-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('pages.notFoundTitle')}</h1>
      <p>{t('pages.notFoundBody')}</p>
      <Link to="/" className="souq-button souq-button--primary">
        {t('pages.backHome')}
      </Link>
    </article>
  );
}
