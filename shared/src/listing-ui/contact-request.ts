import { http } from '@souq/shared';

export type ContactChannel = 'call' | 'email' | 'whatsapp';

/**
 * Notes that the member contacted the listing's owner (their "contacted" list, the owner's statistics).
 * `url`: the remote's API path for it, e.g. '/auto/contact'.
 */
export async function recordContact(url: string, listingId: string, channel: ContactChannel): Promise<void> {
  await http.authJson({ method: 'POST', url, data: { id: Number(listingId), channel } });
}
