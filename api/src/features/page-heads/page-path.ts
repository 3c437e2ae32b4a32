import { KIND_MODULES, type ListingKind } from '../listing-kinds/registry.js';

// Which page a site path is (docs/product/routes.md), read from the path the site server passes on: the path and its query, never
// trusted: ids must be whole numbers that fit a database id, anything else is simply an unknown page.

/** First path segments of the signed-in (login) routes; the shell's routing keeps the same list (LOGIN_ROUTE_SEGMENTS; scripts/src/site/login-routes.test.ts checks they agree). */
export const LOGIN_SEGMENTS = [
  'my-account',
  'my-listing',
  'listing-statistics',
  'saved-listing',
  'change-password',
  'agent-details',
  'subscription-plans',
  'subscription-history',
  'associated-agent',
  'associated-corporates',
  'admin',
] as const;

export type SitePage =
  | { kind: 'listing'; listing: ListingKind; id: number }
  | { kind: 'profile'; id: number }
  /** A kind's list page (`page` null), or another of its pages under the list's path (the property map: 'map'). */
  | { kind: 'list'; listing: ListingKind; page: string | null; query: URLSearchParams }
  | { kind: 'home' | 'contact' }
  | { kind: 'content'; slug: string; fixed: boolean }
  | { kind: 'login'; segment: string }
  | { kind: 'unknown' };

const INT4_MAX = 2_147_483_647;

/** A positive database id written plainly (no sign, no leading zero, no fraction), or null. */
export function idOf(text: string | null | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= INT4_MAX ? n : null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function sitePage(path: string): SitePage {
  const cut = path.split('#')[0]!;
  const at = cut.indexOf('?');
  const pathname = at < 0 ? cut : cut.slice(0, at);
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(at < 0 ? '' : cut.slice(at + 1));
  } catch {
    query = new URLSearchParams();
  }
  if (!pathname.startsWith('/')) return { kind: 'unknown' };
  const segments = pathname.split('/').slice(1);
  // A trailing slash names the same page.
  if (segments.length > 1 && segments[segments.length - 1] === '') segments.pop();
  const [first = '', second, third] = segments;
  const one = segments.length === 1;
  const withId = (text: string | null | undefined, page: (id: number) => SitePage): SitePage => {
    const id = idOf(text);
    return id === null ? { kind: 'unknown' } : page(id);
  };
  const listing = (kind: ListingKind) => (id: number) => ({ kind: 'listing', listing: kind, id }) as const;

  if (one && first === '') return { kind: 'home' };
  // A kind's pages: /<list>, /<list>/<more>, /<list>/<detail>/<id>, and the older /<legacyDetail>?id=<id>.
  const ofKind = KIND_MODULES.find((k) => k.pages.list === first);
  if (ofKind) {
    const kind = ofKind.name;
    if (one) return { kind: 'list', listing: kind, page: null, query };
    if (segments.length === 2 && ofKind.pages.more?.includes(second!))
      return { kind: 'list', listing: kind, page: second!, query };
    if (segments.length === 3 && second === ofKind.pages.detail) return withId(third, listing(kind));
  }
  const legacy = KIND_MODULES.find((k) => k.pages.legacyDetail === first);
  if (one && legacy) return withId(query.get('id'), listing(legacy.name));
  if (segments.length === 2 && first === 'agent-details') return withId(second, (id) => ({ kind: 'profile', id }));
  if (one && (first === 'about' || first === 'affiliate')) return { kind: 'content', slug: first, fixed: true };
  if (one && first === 'contact-us') return { kind: 'contact' };
  if (segments.length === 2 && first === 'cms') {
    const slug = decoded(second!);
    return slug ? { kind: 'content', slug, fixed: false } : { kind: 'unknown' };
  }
  if ((LOGIN_SEGMENTS as readonly string[]).includes(first)) return { kind: 'login', segment: first };
  return { kind: 'unknown' };
}
