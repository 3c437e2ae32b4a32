import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@souq/shared';
import { guardDecision } from './guard';

/** Sends a visitor without a session away from (login) routes to / and opens the login modal. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const openAuthModal = useSession((state) => state.openAuthModal);

  // Someone who just logged out on a login route is taken to /, but not asked to log in again.
  const previousToken = useRef(token);

  useEffect(() => {
    const justLoggedOut = previousToken.current !== null && token === null;
    previousToken.current = token;
    const decision = guardDecision(pathname, token);
    if (decision.allow) return;
    navigate(decision.redirectTo, { replace: true });
    if (decision.openLogin && !justLoggedOut) openAuthModal('login');
  }, [pathname, token, navigate, openAuthModal]);

  return null;
}
