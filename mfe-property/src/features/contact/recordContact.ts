import { http } from '@souq/shared';

export type ContactChannel = 'call' | 'email' | 'whatsapp';

/** Notes that the member contacted the listing (their "contacted" list, the owner's statistics). */
export async function recordContact(propertyId: string, channel: ContactChannel): Promise<void> {
  await http.authJson({ method: 'POST', url: '/property/contact', data: { id: Number(propertyId), channel } });
}
