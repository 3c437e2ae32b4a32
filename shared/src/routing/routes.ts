// The route table of docs/product/routes.md, as the shell and the site server need it: which application owns a path,
// which paths need a login, and the shape of the page a path shows.

export type ApplicationName = 'property' | 'auto' | 'account' | 'admin' | 'shell-pages';
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

export function isPropertyRoute(pathname: string): boolean {
  const segment = firstSegment(pathname);
  return segment === 'property' || segment === 'property-detail';
}

export function isAutoRoute(pathname: string): boolean {
  return firstSegment(pathname) === 'auto';
}

/** /admin and its pages: the operators' area. */
export function isAdminRoute(pathname: string): boolean {
  return firstSegment(pathname) === 'admin';
}

/** The route remote that owns a path, or null when the shell's own pages (or the 404 page) do. */
export function remoteForPath(pathname: string): RemoteApplicationName | null {
  if (isPropertyRoute(pathname)) return 'property';
  if (isAutoRoute(pathname)) return 'auto';
  if (isAdminRoute(pathname)) return 'admin';
  if (isLoginRoute(pathname)) return 'account';
  return null;
}

const DETAIL_PATH = /^\/(property\/property-detail\/[^/]+|property-detail|auto\/auto-detail\/[^/]+)\/?$/;
const LIST_PATHS = new Set(['/property', '/auto', '/my-listing', '/saved-listing']);

/** The shape of the page a path shows, for the room its outlet keeps while the page's application loads. */
export function pageShape(pathname: string): 'home' | 'list' | 'detail' | 'page' {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return 'home';
  if (DETAIL_PATH.test(path)) return 'detail';
  if (LIST_PATHS.has(path)) return 'list';
  return 'page';
}
