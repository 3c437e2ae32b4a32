import { http, type ApiAnswer, type ApiBody } from '@souq/shared';

// The admin's newsletter endpoints as the API's OpenAPI document declares them (shared/src/api-contract).
export type SubscriberCounts = ApiAnswer<'/api/admin/newsletter'>['subscribers'];
export type NewsletterIssue = ApiBody<'/api/admin/newsletter/send', 'post'>;

export async function fetchSubscriberCounts(signal?: AbortSignal): Promise<SubscriberCounts> {
  const response = await http.authJson<ApiAnswer<'/api/admin/newsletter'>>({ url: '/admin/newsletter', signal });
  return response.data.subscribers;
}

/** Emails the issue to every subscriber in their language; answers how many it was sent to. */
export async function sendNewsletter(issue: NewsletterIssue): Promise<number> {
  const response = await http.authJson<ApiAnswer<'/api/admin/newsletter/send', 'post'>>({
    method: 'POST',
    url: '/admin/newsletter/send',
    data: issue,
  });
  return response.data.sent;
}
