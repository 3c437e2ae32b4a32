import { http, type ApiAnswer, type ApiBody } from '@souq/shared';

// The admin's member endpoints as the API's OpenAPI document declares them (shared/src/api-contract).

type MembersPage = ApiAnswer<'/api/admin/members'>;
/** A member as the admin's search lists them. */
export type AdminMember = MembersPage['data'][number];
/** One member's page: the member, their latest listings (both kinds), open reports against them and their payments. */
export type MemberView = ApiAnswer<'/api/admin/members/{id}'>;

export const MEMBER_FILTERS = ['q', 'user_type', 'suspended'] as const;

/** `filters` are the address's (MEMBER_FILTERS, all strings there): the API reads `suspended` as a boolean itself. */
export async function fetchMembers(
  filters: Record<string, string>,
  page: number,
  signal: AbortSignal,
): Promise<MembersPage> {
  const response = await http.authJson<MembersPage>({ url: '/admin/members', params: { ...filters, page }, signal });
  return response.data;
}

export async function fetchMember(id: number, signal?: AbortSignal): Promise<MemberView> {
  const response = await http.authJson<MemberView>({ url: `/admin/members/${id}`, signal });
  return response.data;
}

/** Suspends the member (their listings are hidden, their sessions end, they are emailed `reason`); resolves with the API's message. */
export async function suspendMember(id: number, reason: string): Promise<string> {
  const data: ApiBody<'/api/admin/members/suspend'> = { id, reason };
  const response = await http.authJson({ method: 'POST', url: '/admin/members/suspend', data });
  return response.message;
}

/** Lifts a suspension (their listings hidden by it come back); the reason may be empty. */
export async function restoreMember(id: number, reason: string): Promise<string> {
  const data: ApiBody<'/api/admin/members/restore'> = reason ? { id, reason } : { id };
  const response = await http.authJson({ method: 'POST', url: '/admin/members/restore', data });
  return response.message;
}
