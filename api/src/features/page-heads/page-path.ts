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
  | { kind: 'property' | 'auto' | 'profile'; id: number }
  | { kind: 'property-list' | 'auto-list' | 'property-map'; query: URLSearchParams }
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
  const withId = (kind: 'property' | 'auto' | 'profile', text: string | null | undefined): SitePage => {
    const id = idOf(text);
    return id === null ? { kind: 'unknown' } : { kind, id };
  };

  if (one && first === '') return { kind: 'home' };
  if (one && first === 'property') return { kind: 'property-list', query };
  if (one && first === 'auto') return { kind: 'auto-list', query };
  if (segments.length === 2 && first === 'property' && second === 'map') return { kind: 'property-map', query };
  if (segments.length === 3 && first === 'property' && second === 'property-detail') return withId('property', third);
  // the product rules' other form of the property page: /property-detail?id=…
  if (one && first === 'property-detail') return withId('property', query.get('id'));
  if (segments.length === 3 && first === 'auto' && second === 'auto-detail') return withId('auto', third);
  if (segments.length === 2 && first === 'agent-details') return withId('profile', second);
  if (one && (first === 'about' || first === 'affiliate')) return { kind: 'content', slug: first, fixed: true };
  if (one && first === 'contact-us') return { kind: 'contact' };
  if (segments.length === 2 && first === 'cms') {
    const slug = decoded(second!);
    return slug ? { kind: 'content', slug, fixed: false } : { kind: 'unknown' };
  }
  if ((LOGIN_SEGMENTS as readonly string[]).includes(first)) return { kind: 'login', segment: first };
  return { kind: 'unknown' };
}
