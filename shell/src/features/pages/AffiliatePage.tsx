import { Link } from 'react-router-dom';
import { StaticPage } from './StaticPage';
import { useContentTranslation } from './useContentTranslations';

/** docs/product/routes.md /affiliate: the programme's page, with a way to apply through the contact form. */
export default function AffiliatePage() {
  const { t } = useContentTranslation();
  return (
    <StaticPage slug="affiliate">
      <p>
        <Link
          className="souq-button souq-button--primary"
          to={`/contact-us?subject=${encodeURIComponent(t('affiliateSubject'))}`}
        >
          {t('affiliateCta')}
        </Link>
      </p>
    </StaticPage>
  );
}
