import { useEffect, useState } from 'react';
import { usePageTitle, useSession, useTranslation } from '@souq/shared';
import { pathSegment } from '@souq/shared/path-segment';
import { fetchPageListing, pageTitle, type PageSummary } from '../lib/api/pageListing';
import { breadcrumbTrail, type Crumb } from '@souq/shared/breadcrumb-trail';

export interface LabelledCrumb extends Crumb {
  label: string;
}

/** A content page's title in the visitor's language, once the page listing has arrived. */
function useCmsPage(slug: string | undefined): PageSummary | undefined {
  const [page, setPage] = useState<PageSummary>();
  useEffect(() => {
    setPage(undefined);
    if (!slug) return undefined;
    let live = true;
    fetchPageListing().then(
      (pages) => live && setPage(pages.find((p) => p.slug === slug)),
      () => undefined, // docs/product/errors.md: a failed page listing is ignored; the slug-based title stays.
    );
    return () => {
      live = false;
    };
  }, [slug]);
  return page;
}

/**
 * The breadcrumbs of a path with their labels in the visitor's language; the last one names the page itself: the
 * title its page announces (a listing's name), a content page's own title, or the section's name. The breadcrumbs
 * show it and the tab's title is made of it.
 */
export function usePageTrail(pathname: string): LabelledCrumb[] {
  const { t } = useTranslation('shell');
  const language = useSession((s) => s.language);
  const trail = breadcrumbTrail(pathname);
  const cmsSlug = pathname.startsWith('/cms/') ? pathSegment(pathname.split('/')[2] ?? '') : undefined;
  const cmsPage = useCmsPage(cmsSlug);
  // A listing's detail page names its listing once loaded; until then the generic label stands.
  const announced = usePageTitle(pathname);
  return trail.map((crumb, index) => {
    const last = index === trail.length - 1;
    const label =
      (last && (announced ?? (cmsPage && pageTitle(cmsPage, language)))) ||
      (crumb.text ?? t(`breadcrumbs.${crumb.labelKey}`));
    return { ...crumb, label };
  });
}
