import { useEffect } from 'react';
import { http, sessionStore, type SessionUser } from '@souq/shared';

/**
 * A stored token may have been revoked meanwhile (logout elsewhere, password reset). Asking the API
 * once per page load lets the interceptor's 401 handling (docs/product/states.md: clear the session, go to /) run
 * before the visitor relies on it; a valid session gets fresh user details.
 */
export function SessionCheck() {
  useEffect(() => {
    if (!sessionStore.getState().token) return undefined;
    const controller = new AbortController();
    http
      .authJson<SessionUser>({ url: '/my-account', signal: controller.signal })
      .then((response) => sessionStore.getState().setUser(response.data))
      // Failures are the interceptor's to report; a 401 has already ended the session.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return null;
}
