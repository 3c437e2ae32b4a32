// Home > section > current page, derived from the path (docs/product/routes.md breadcrumbs).
import { KIND_MODULES } from '../listing-kinds/registry';
import { pathSegment } from './path-segment';
import { isLoginRoute } from './routes';

export interface Crumb {
  /** key in the shell namespace's "breadcrumbs" group */
  labelKey: string;
  /** text used as is instead of a translation (e.g. a CMS slug) */
  text?: string;
  to?: string;
}

const LOGIN_SECTION_KEYS: Record<string, string> = {
  'my-account': 'myAccount',
  'my-listing': 'myListing',
  'listing-statistics': 'listingStatistics',
  'saved-listing': 'savedListing',
  'change-password': 'changePassword',
  'agent-details': 'agentDetails',
  'subscription-plans': 'subscriptionPlans',
  'subscription-history': 'subscriptionHistory',
  'associated-agent': 'associatedAgent',
  'associated-corporates': 'associatedCorporates',
  admin: 'adminArea',
};

/** The pages under a signed-in section (and the one path segment that names them): Home > section > page. */
const SUB_PAGE_KEYS: Record<string, string> = {
  'subscription-history/receipt': 'paymentReceipt',
  'subscription-plans/checkout': 'checkout',
  'subscription-plans/payment': 'payment',
  'my-account/saved-searches': 'savedSearches',
  'my-account/contacted': 'contactedListings',
};

export function titleFromSlug(slug: string): string {
  const words = pathSegment(slug).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Home > a kind's list > its page (a listing, the map), or Home > the list on the list itself; null off its pages. */
function kindTrail(home: Crumb, first: string, second: string | undefined): Crumb[] | null {
  for (const { pages, labels } of KIND_MODULES) {
    const list: Crumb = { labelKey: labels.list, to: `/${pages.list}` };
    if (first === pages.legacyDetail) return [home, list, { labelKey: labels.detail }];
    if (first !== pages.list) continue;
    if (second === pages.detail) return [home, list, { labelKey: labels.detail }];
    const more = second !== undefined && labels.more && Object.hasOwn(labels.more, second) ? labels.more[second] : null;
    if (more) return [home, list, { labelKey: more }];
    return [home, { labelKey: labels.list }];
  }
  return null;
}

export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const [first, second] = segments;
  if (!first) return [];
  const home: Crumb = { labelKey: 'home', to: '/' };
  const ofKind = kindTrail(home, first, second);
  if (ofKind) return ofKind;
  switch (first) {
    case 'about':
      return [home, { labelKey: 'about' }];
    case 'contact-us':
      return [home, { labelKey: 'contactUs' }];
    case 'affiliate':
      return [home, { labelKey: 'affiliate' }];
    case 'newsletter':
      if (second === 'unsubscribe') return [home, { labelKey: 'newsletterUnsubscribe' }];
      return [home, { labelKey: 'notFound' }];
    case 'cms':
      return [home, { labelKey: 'cms' }, ...(second ? [{ labelKey: 'cms', text: titleFromSlug(second) }] : [])];
    default:
      if (isLoginRoute(pathname)) {
        const key = LOGIN_SECTION_KEYS[first] ?? 'myAccount';
        if (first === 'my-listing' && second) {
          const current = second.startsWith('add') ? 'addListing' : 'editListing';
          return [home, { labelKey: key, to: '/my-listing' }, { labelKey: current }];
        }
        // An admin page names itself once the admin area has loaded (its navigation's label); the area links back.
        if (first === 'admin' && second) return [home, { labelKey: key, to: '/admin' }, { labelKey: 'adminPage' }];
        const subPage = SUB_PAGE_KEYS[`${first}/${second}`];
        if (subPage) return [home, { labelKey: key, to: `/${first}` }, { labelKey: subPage }];
        return [home, { labelKey: key }];
      }
      return [home, { labelKey: 'notFound' }];
  }
}
