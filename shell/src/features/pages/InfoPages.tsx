// The shell's static pages. Their full content arrives with the content issue; until then they say what they are.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '@souq/shared';
import { titleFromSlug } from '../layout/breadcrumbTrail';

export function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <article className="souq-page">
      <h1>{t('pages.aboutTitle')}</h1>
      <p>{t('pages.aboutBody')}</p>
    </article>
  );
}

export function ContactPage() {
  const { t } = useTranslation('shell');
  return (
    <article className="souq-page">
      <h1>{t('pages.contactTitle')}</h1>
      <p>{t('pages.contactBody')}</p>
      <p className="souq-muted">{t('pages.contactFormPending')}</p>
    </article>
  );
}

// The two pages the site links to have translated titles; others use their slug until the content service answers.
const KNOWN_CMS_TITLES: Record<string, string> = {
  'term-and-conditions': 'footer.terms',
  'privacy-policy': 'footer.privacy',
};

export function CmsPage() {
  const { t } = useTranslation('shell');
  const { slug = '' } = useParams();
  const titleKey = KNOWN_CMS_TITLES[slug];
  return (
    <article className="souq-page">
      <h1>{titleKey ? t(titleKey) : titleFromSlug(slug)}</h1>
      <p className="souq-muted">{t('pages.cmsPending')}</p>
    </article>
  );
}

export function AffiliatePage() {
  const { t } = useTranslation('shell');
  return (
    <article className="souq-page">
      <h1>{t('pages.affiliateTitle')}</h1>
      <p>{t('pages.affiliateBody')}</p>
    </article>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <article className="souq-page souq-not-found">
      <p className="souq-not-found__code" aria-hidden="true">404</p>
      <h1>{t('pages.notFoundTitle')}</h1>
      <p>{t('pages.notFoundBody')}</p>
      <Link to="/" className="souq-button souq-button--primary">
        {t('pages.backHome')}
      </Link>
    </article>
  );
}
