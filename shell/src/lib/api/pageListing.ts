import { http } from '@souq/shared';

export interface PageSummary {
  slug: string;
  en_title: string;
  fr_title: string;
  ar_title?: string;
}

let listing: Promise<PageSummary[]> | null = null;

/**
 * docs/product/api.md get-page-listing, fetched once per visit and shared by the footer and the pages. A failed call is
 * forgotten (so the next caller tries again) and, as the product rules say, ignored by callers.
 */
export function fetchPageListing(): Promise<PageSummary[]> {
  listing ??= http.publicJson<PageSummary[]>({ url: '/get-page-listing' }).then(
    (body) => (Array.isArray(body.data) ? body.data : []),
    (err: unknown) => {
      listing = null;
      throw err;
    },
  );
  return listing;
}

/** The title for the stored language; Arabic pages fall back to English when no Arabic title was written. */
export function pageTitle(page: Pick<PageSummary, 'en_title' | 'fr_title' | 'ar_title'>, language: string): string {
  if (language === 'ar') return page.ar_title || page.en_title;
  if (language === 'fr') return page.fr_title || page.en_title;
  return page.en_title;
}

/** The about and affiliate pages have their own routes (docs/product/routes.md); every other page lives under /cms. */
export function pagePath(slug: string): string {
  if (slug === 'about') return '/about';
  if (slug === 'affiliate') return '/affiliate';
  return `/cms/${encodeURIComponent(slug)}`;
}
