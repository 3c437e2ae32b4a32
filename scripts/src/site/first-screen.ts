// The first screen of a page, written into the shell's #root by the site server: the header's bar with the brand,
// the breadcrumbs' line where the page has one, and the skeleton of the page the address shows, in the page's
// language. A visitor on a slow connection sees the page's frame as soon as the HTML arrives instead of a blank
// screen until the scripts have loaded; the app draws its own page over it when it starts (React empties #root on
// its first render), with the same classes and rules (frame.css, skeleton.css, written into the head by the
// shell's build), so nothing moves. It holds nothing a visitor can act on but the brand's link home.
import { commonAr } from '../../../shared/src/i18n/common-ar.js';
import { commonEn } from '../../../shared/src/i18n/common-en.js';
import type { Lang } from '../../../shared/src/i18n/languages.js';
import { skeletonHtml } from '../../../shared/src/ui/skeletonShapes.js';
import { breadcrumbTrail } from '../../../shared/src/routing/breadcrumb-trail.js';
import { shellTranslations } from '../../../shared/src/i18n/shell-translations.js';
import { pageShape } from '../../../shared/src/routing/routes.js';
import { escapeHtml } from './head-tags.js';

const LOADING: Record<Lang, string> = { ar: commonAr.loading, en: commonEn.loading };

export function firstScreenHtml(pathname: string, lang: Lang): string {
  const crumbs =
    breadcrumbTrail(pathname).length > 0 ? '<nav class="souq-breadcrumbs" aria-hidden="true"><ol></ol></nav>' : '';
  return (
    '<div class="souq-shell">' +
    `<header class="souq-header"><div class="souq-header__bar"><a href="/" class="souq-brand">${escapeHtml(shellTranslations[lang].brand)}</a></div></header>` +
    crumbs +
    `<main class="souq-main"><section class="souq-outlet"><div class="souq-outlet__placeholder">${skeletonHtml(pageShape(pathname), LOADING[lang])}</div></section></main>` +
    '</div>'
  );
}

// The built page's empty #root (the production build drops the attribute's quotes).
const EMPTY_ROOT = /<div id="?root"?><\/div>/;

/** The page with the first screen in its empty #root; a template without one is returned as it is. */
export function withFirstScreen(page: string, pathname: string, lang: Lang): string {
  return page.replace(EMPTY_ROOT, () => `<div id="root">${firstScreenHtml(pathname, lang)}</div>`);
}
