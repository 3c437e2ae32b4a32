import { http } from '@souq/shared';
import type { Lang } from '@souq/shared';

/** Subscribing an address twice is answered like the first time: the visitor only learns they are subscribed. */
export async function subscribeNewsletter(email: string, lang: Lang): Promise<void> {
  await http.publicJson({
    method: 'POST',
    url: '/newsletter/subscribe',
    data: { email, language: lang },
    headers: { 'Accept-Language': lang },
  });
}

export async function unsubscribeNewsletter(token: string, lang: Lang): Promise<void> {
  await http.publicJson({
    method: 'POST',
    url: '/newsletter/unsubscribe',
    data: { token },
    headers: { 'Accept-Language': lang },
  });
}
