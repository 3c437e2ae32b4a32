import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@souq/shared';
import { guardDecision } from './guard';

/** Sends a visitor without a session away from (login) routes to / and opens the login modal. */
export function RouteGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const token = useSession((state) => state.token);
  const openAuthModal = useSession((state) => state.openAuthModal);

  useEffect(() => {
    const decision = guardDecision(pathname, token);
    if (decision.allow) return;
    navigate(decision.redirectTo, { replace: true });
    if (decision.openLogin) openAuthModal('login');
  }, [pathname, token, navigate, openAuthModal]);

  return null;
}
