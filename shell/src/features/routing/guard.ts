import { isLoginRoute } from '@souq/shared/routes';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: '/'; openLogin: true };

/** docs/product/routes.md and roles.md: a (login) route without a stored access token goes to / and offers the login modal. */
export function guardDecision(pathname: string, token: string | null): GuardDecision {
  if (isLoginRoute(pathname) && !token) return { allow: false, redirectTo: '/', openLogin: true };
  return { allow: true };
}
