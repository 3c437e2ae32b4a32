import assert from 'node:assert/strict';
import { latestCode } from './outbox.js';
import type { Session } from './session.js';

/** Calls the site's API as a script would (GET without a body, POST with one); fails the journey on a refusal. */
export async function siteApi<T>(
  siteUrl: string,
  path: string,
  options: { body?: unknown; token?: string; method?: string } = {},
): Promise<T> {
  const { body, token } = options;
  const response = await fetch(`${siteUrl}/api${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      Accept: 'application/json',
      'Accept-Language': 'en',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; message: string; data: T };
  assert.ok(response.ok, `${path} answered ${response.status}: ${answer.message}`);
  return answer.data;
}

/** A new member signed up and verified through the emailed code, as the sign-up modal does. */
export async function newMember(
  siteUrl: string,
  who: { email: string; name: string; user_type: string; listing_category?: string; password: string },
): Promise<Session> {
  await siteApi(siteUrl, '/register', { body: who });
  const { code } = await latestCode(siteUrl, who.email);
  return siteApi<Session>(siteUrl, '/otp-verify', { body: { email: who.email, otp: code } });
}
