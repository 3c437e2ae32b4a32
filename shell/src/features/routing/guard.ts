import { isLoginRoute } from './routes';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: '/'; openLogin: true };

/** SPEC §2/§6: a (login) route without a stored access token goes to / and offers the login modal. */
export function guardDecision(pathname: string, token: string | null): GuardDecision {
  if (isLoginRoute(pathname) && !token) return { allow: false, redirectTo: '/', openLogin: true };
  return { allow: true };
}
