import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle, useSession, useTranslation } from '@souq/shared';
import { pathSegment } from '@souq/shared/path-segment';
import { fetchPageListing, pageTitle, type PageSummary } from '../pages/api/pageListing';
import { breadcrumbTrail } from './breadcrumbTrail';

/** A content page's title in the visitor's language, once the page listing has arrived. */
function useCmsPage(slug: string | undefined): PageSummary | undefined {
  const [page, setPage] = useState<PageSummary>();
  useEffect(() => {
    setPage(undefined);
    if (!slug) return undefined;
    let live = true;
    fetchPageListing().then(
      (pages) => live && setPage(pages.find((p) => p.slug === slug)),
      () => undefined, // SPEC §8: a failed page listing is ignored; the slug-based title stays.
    );
    return () => {
      live = false;
    };
  }, [slug]);
  return page;
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { t } = useTranslation('shell');
  const language = useSession((s) => s.language);
  const trail = breadcrumbTrail(pathname);
  const cmsSlug = pathname.startsWith('/cms/') ? pathSegment(pathname.split('/')[2] ?? '') : undefined;
  const cmsPage = useCmsPage(cmsSlug);
  // A listing's detail page names its listing once loaded; until then the generic label stands.
  const announced = usePageTitle(pathname);
  if (trail.length === 0) return null;
  return (
    <nav className="souq-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const label = (last && (announced ?? (cmsPage && pageTitle(cmsPage, language)))) || (crumb.text ?? t(`breadcrumbs.${crumb.labelKey}`));
          return (
            <li key={`${crumb.labelKey}-${index}`}>
              {crumb.to && !last ? <Link to={crumb.to}>{label}</Link> : <span aria-current={last ? 'page' : undefined}>{label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
