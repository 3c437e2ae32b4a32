import { http } from '@souq/shared';
import { languageHeader } from '../../lib/language-header';
import type { SignedIn } from '../../lib/complete-login';

/** docs/product/api.md: GET with the credential's email and the ID token; the API verifies it and logs in. */
export function googleLogin(email: string, token: string) {
  return http.publicJson<SignedIn>({
    method: 'GET',
    url: '/auth/google/callback',
    params: { email, token },
    headers: languageHeader(),
  });
}
