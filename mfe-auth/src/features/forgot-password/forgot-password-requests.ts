import { http } from '@souq/shared';
import { languageHeader } from '../../lib/language-header';

export function requestResetCode(email: string) {
  return http.publicJson<null>({ method: 'POST', url: '/forgot-password', data: { email }, headers: languageHeader() });
}

export function verifyResetCode(email: string, code: string) {
  return http.publicJson<{ email: string }>({
    method: 'POST',
    url: '/verify-reset-code',
    data: { email, code },
    headers: languageHeader(),
  });
}

export interface ResetPasswordInput {
  email: string;
  code: string;
  new_password: string;
  confirm_password: string;
}

export function resetPassword(input: ResetPasswordInput) {
  return http.publicJson<null>({ method: 'POST', url: '/reset-password', data: input, headers: languageHeader() });
}
