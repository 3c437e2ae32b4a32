import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@souq/shared';
import { guardDecision } from './guard';

/**
 * Sends a visitor without a session away from (login) routes to / and opens the login modal; once they sign in (or
 * sign up) from that modal, takes them on to the page they asked for — a link from a mail or a shared agent's page —
 * unless they closed the modal or went elsewhere first.
 */
export function RouteGuard() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const modalOpen = useSession((state) => state.authModal.open);
  const openAuthModal = useSession((state) => state.openAuthModal);

  // Someone who just logged out on a login route is taken to /, but not asked to log in again.
  const previousToken = useRef(token);
  // The address the guard turned away, kept only while the login modal it opened is on the page.
  const wanted = useRef<string | null>(null);
  const previousModalOpen = useRef(modalOpen);

  useEffect(() => {
    const justLoggedOut = previousToken.current !== null && token === null;
    const justLoggedIn = previousToken.current === null && token !== null;
    previousToken.current = token;
    if (justLoggedIn && wanted.current && pathname === '/') {
      const to = wanted.current;
      wanted.current = null;
      navigate(to, { replace: true });
      return;
    }
    if (pathname !== '/') wanted.current = null;
    const decision = guardDecision(pathname, token);
    if (decision.allow) return;
    navigate(decision.redirectTo, { replace: true });
    if (decision.openLogin && !justLoggedOut) {
      wanted.current = `${pathname}${search}${hash}`;
      openAuthModal('login');
    }
  }, [pathname, search, hash, token, navigate, openAuthModal]);

  useEffect(() => {
    // Closed without signing in: the page asked for is forgotten, so a later sign-in stays where the visitor is.
    if (previousModalOpen.current && !modalOpen && token === null) wanted.current = null;
    previousModalOpen.current = modalOpen;
  }, [modalOpen, token]);

  return null;
}
