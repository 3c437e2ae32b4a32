import { http } from '@souq/shared';

/** Subscribing an address twice is answered like the first time: the visitor only learns they are subscribed. */
export async function subscribeNewsletter(email: string, language: 'ar' | 'en'): Promise<void> {
  await http.publicJson({
    method: 'POST',
    url: '/newsletter/subscribe',
    data: { email, language },
    headers: { 'Accept-Language': language },
  });
}

export async function unsubscribeNewsletter(token: string, language: 'ar' | 'en'): Promise<void> {
  await http.publicJson({
    method: 'POST',
    url: '/newsletter/unsubscribe',
    data: { token },
    headers: { 'Accept-Language': language },
  });
}
