import { bearer, get, post, signUp } from '../../test/accounts.js';
import type { TestApp } from '../../test/test-app.js';

// Steps the payment tests share: members as they sign up, asking to pay, sending a receipt, reading emails.
export type Member = { token: string; id: number; email: string };

export async function member(t: TestApp, email: string, extra: Parameters<typeof signUp>[2] = {}): Promise<Member> {
  const { token, user } = await signUp(t, email, { name: email.split('@')[0], ...extra });
  return { token, id: user.id as number, email };
}

export async function admin(t: TestApp, email: string): Promise<Member> {
  const who = await member(t, email);
  await t.db.updateTable('users').set({ user_type: 'Admin' }).where('id', '=', who.id).execute();
  return who;
}

export const storePayment = (
  t: TestApp,
  who: Member,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => post(t, '/api/store-payment', body, { ...bearer(who.token), ...headers });

/** Sends the proof of a manual payment as the checkout page's form does (multipart). */
export function sendReceipt(
  t: TestApp,
  who: Member,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const boundary = '----souqreceipt';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: '/api/confirm-payment',
    payload: Buffer.concat(parts),
    headers: { ...t.headers, ...bearer(who.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

export async function mails(t: TestApp, email: string): Promise<{ subject: string; text: string; html: string }[]> {
  return (await get(t, `/api/dev/outbox?email=${encodeURIComponent(email)}`)).json().data;
}
