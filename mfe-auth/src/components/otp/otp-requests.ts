import { http } from '@souq/shared';
import { languageHeader } from '../../lib/language-header';
import type { SignedIn } from '../../lib/complete-login';

export function verifyOtp(email: string, otp: string) {
  return http.publicJson<SignedIn>({
    method: 'POST',
    url: '/otp-verify',
    data: { email, otp },
    headers: languageHeader(),
  });
}

/** A new code for an address whose registration payload this page no longer has (e.g. after a login). */
export function sendOtp(email: string) {
  return http.publicJson<{ email: string }>({
    method: 'POST',
    url: '/auth/sendOtp',
    data: { email },
    headers: languageHeader(),
  });
}
