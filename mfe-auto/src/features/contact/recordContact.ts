import { http } from '@souq/shared';

export type ContactChannel = 'call' | 'email' | 'whatsapp';

/** Notes that the member contacted the seller (their "contacted" list, the seller's statistics). */
export async function recordContact(autoId: string, channel: ContactChannel): Promise<void> {
  await http.authJson({ method: 'POST', url: '/auto/contact', data: { id: Number(autoId), channel } });
}
