import type { TestApp } from './test-app.js';

export const PASSWORD = 'correct-horse-9';

/** The newest six-digit code emailed to an address, read from the dev outbox as a person would. */
export async function lastCode(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
    headers: t.headers,
  });
  const mail = (res.json().data as { text: string }[])[0];
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

export async function outboxCount(t: TestApp, email: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?email=${encodeURIComponent(email)}`,
    headers: t.headers,
  });
  return (res.json().data as unknown[]).length;
}

export function post(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...t.headers, ...headers } });
}

export function get(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...t.headers, ...headers } });
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Registers, reads the emailed code and verifies it; returns the token and user. */
export async function signUp(
  t: TestApp,
  email: string,
  extra: Partial<{
    name: string;
    user_type: string;
    listing_category: string;
    password: string;
    language: string;
  }> = {},
): Promise<{ token: string; user: Record<string, unknown> }> {
  const reg = await post(t, '/api/register', {
    name: 'Test User',
    email,
    password: PASSWORD,
    user_type: 'Individual',
    ...extra,
  });
  if (reg.statusCode !== 200) throw new Error(`register failed: ${reg.body}`);
  const otp = await lastCode(t, email);
  const res = await post(t, '/api/otp-verify', { email, otp });
  if (res.statusCode !== 200) throw new Error(`otp-verify failed: ${res.body}`);
  return res.json().data;
}
