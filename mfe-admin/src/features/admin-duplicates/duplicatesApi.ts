import { http, type ApiAnswer, type ApiBody, type ApiQuery } from '@souq/shared';

// The admin's flagged duplicates as the API's OpenAPI document declares them (GET /admin/duplicates,
// POST /admin/duplicates/decide).

type DuplicatesPage = ApiAnswer<'/api/admin/duplicates'>;
/**
 * A listing flagged as repeating another member's listing, and on what basis: 'photos' (a photo near-identical to
 * one of the original's) or 'text' (same place and type, near-identical text).
 */
export type FlaggedDuplicate = DuplicatesPage['data'][number];
type DuplicateDecision = ApiBody<'/api/admin/duplicates/decide'>['decision'];

export async function fetchFlaggedDuplicates(page: number, signal: AbortSignal): Promise<DuplicatesPage> {
  const params = { page } satisfies ApiQuery<'/api/admin/duplicates'>;
  const response = await http.authJson<DuplicatesPage>({ url: '/admin/duplicates', params, signal });
  return response.data;
}

/** Hides the flagged listing (its owner is emailed `reason`) or dismisses the flag; resolves with the API's message. */
export async function decideDuplicate(id: number, decision: DuplicateDecision, reason: string): Promise<string> {
  const data: ApiBody<'/api/admin/duplicates/decide'> = { id, decision, reason };
  const response = await http.authJson({ method: 'POST', url: '/admin/duplicates/decide', data });
  return response.message;
}
