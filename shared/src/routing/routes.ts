// The route table of docs/product/routes.md, as the shell and the site server need it: which application owns a path,
// which paths need a login, and the shape of the page a path shows. The kinds' pages come from the kinds' registry.
import { KIND_MODULES, LISTING_KINDS, kindForPath, type KindRemote, type ListingKind } from '../listing-kinds/registry';

/** The route remotes (a remote per kind of listing, the account's and the operators'), and the shell's own pages. */
export type ApplicationName = KindRemote | 'account' | 'admin' | 'shell-pages';
export type RemoteApplicationName = Exclude<ApplicationName, 'shell-pages'>;

/** First path segments of the (login) routes; the account remote serves them, but for /admin (the admin remote's). */
export const LOGIN_ROUTE_SEGMENTS = [
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
  // The operators' pages, the admin remote's: the shell loads it for a signed-in admin only, and the API lets only
  // admins use them.
  'admin',
] as const;

function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

export function isLoginRoute(pathname: string): boolean {
  return (LOGIN_ROUTE_SEGMENTS as readonly string[]).includes(firstSegment(pathname));
}

/** A path among a kind's pages: its list page and below, or its older detail address. */
export function isKindRoute(kind: ListingKind, pathname: string): boolean {
  return kindForPath(pathname) === kind;
}

/** /admin and its pages: the operators' area. */
export function isAdminRoute(pathname: string): boolean {
  return firstSegment(pathname) === 'admin';
}

/** The route remote that owns a path, or null when the shell's own pages (or the 404 page) do. */
export function remoteForPath(pathname: string): RemoteApplicationName | null {
  const kind = kindForPath(pathname);
  if (kind) return LISTING_KINDS[kind].remote;
  if (isAdminRoute(pathname)) return 'admin';
  if (isLoginRoute(pathname)) return 'account';
  return null;
}

/** A listing's detail page: a kind's `/{list}/{detail}/{id}`, or its older detail address alone (`?id=`). */
function isDetailPath(path: string): boolean {
  const [first, second, id, ...rest] = path.split('/').filter(Boolean);
  return KIND_MODULES.some(({ pages }) =>
    first === pages.legacyDetail
      ? second === undefined
      : first === pages.list && second === pages.detail && id !== undefined && rest.length === 0,
  );
}

const LIST_PATHS = new Set([...KIND_MODULES.map(({ pages }) => `/${pages.list}`), '/my-listing', '/saved-listing']);

/** The shape of the page a path shows, for the room its outlet keeps while the page's application loads. */
export function pageShape(pathname: string): 'home' | 'list' | 'detail' | 'page' {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return 'home';
  if (isDetailPath(path)) return 'detail';
  if (LIST_PATHS.has(path)) return 'list';
  return 'page';
}
