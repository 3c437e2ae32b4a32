import { signUp } from '../../test/accounts.js';
import type { TestApp } from '../../test/test-app.js';

// Test data for the agent endpoints: members signed up through the API, as people would.
export interface Member {
  id: number;
  token: string;
}

let seq = 0;

/** A verified member; agents and companies get a phone (WhatsApp defaults to it) unless told otherwise. */
export async function member(
  t: TestApp,
  type: 'Individual' | 'Agent' | 'Corporate' = 'Individual',
  extra: { name?: string; phone?: string | null; whatsapp?: string | null } = {},
): Promise<Member> {
  seq += 1;
  const listing = type === 'Individual' ? {} : { listing_category: 'both' };
  const { token, user } = await signUp(t, `${type.toLowerCase()}-${seq}@example.com`, {
    user_type: type,
    ...listing,
    ...(extra.name && { name: extra.name }),
  });
  const id = user.id as number;
  const phone = extra.phone === undefined ? (type === 'Individual' ? null : '+963 944 100 200') : extra.phone;
  await t.db
    .updateTable('users')
    .set({ phone, whatsapp: extra.whatsapp ?? null })
    .where('id', '=', id)
    .execute();
  return { id, token };
}

export function del(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'DELETE', url, headers: { ...t.headers, ...headers } });
}

/** The four ratings, all the same unless given. */
export const ratings = (
  r: Partial<Record<'overall_experience' | 'transparency' | 'professionalism' | 'responsiveness', unknown>> = {},
  all = 4,
) => ({
  overall_experience: all,
  transparency: all,
  professionalism: all,
  responsiveness: all,
  ...r,
});
