import { http } from '@souq/shared';
import { languageHeader } from '../../lib/language-header';
import type { SignedIn } from '../../lib/complete-login';

export interface LoginInput {
  email: string;
  password: string;
}

export function login(input: LoginInput) {
  return http.publicJson<SignedIn>({ method: 'POST', url: '/login', data: input, headers: languageHeader() });
}

/** A correct password on an unverified account: the API has sent a fresh code and asks for it. */
export function needsVerification(error: unknown): string | null {
  const data = (error as { body?: { data?: { verification_required?: unknown; email?: unknown } } } | null)?.body?.data;
  return data?.verification_required === true && typeof data.email === 'string' ? data.email : null;
}
