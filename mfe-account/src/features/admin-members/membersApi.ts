import { http } from '@souq/shared';
import type { ListingRef, QueuePage } from '../admin/queueTypes';

// The admin's member endpoints (moderation design). Not yet in the API's OpenAPI document: the shapes below are
// the design's, to be swapped for ApiAnswer<'/api/admin/members…'> once the routes are in the contract.

export type MemberType = 'Individual' | 'Agent' | 'Corporate' | 'Admin';

/** A member as the admin's search lists them. */
export interface AdminMember {
  id: number;
  name: string;
  surname: string | null;
  email: string;
  phone: string | null;
  user_type: MemberType;
  language: string | null;
  created_at: string;
  verified: boolean;
  suspended_at: string | null;
  suspended_reason: string | null;
  listings_count: number;
}

/** One member's page: the member, their latest listings (both kinds), open reports against them and their payments. */
export interface MemberView {
  member: AdminMember & { company_name: string | null };
  listings: ListingRef[];
  reports_against: number;
  payments_count: number;
}

type MembersPage = QueuePage<AdminMember>;

export const MEMBER_FILTERS = ['q', 'user_type', 'suspended'] as const;

export async function fetchMembers(filters: Record<string, string>, page: number, signal: AbortSignal): Promise<MembersPage> {
  const response = await http.authJson<MembersPage>({ url: '/admin/members', params: { ...filters, page }, signal });
  return response.data;
}

export async function fetchMember(id: number, signal?: AbortSignal): Promise<MemberView> {
  const response = await http.authJson<MemberView>({ url: `/admin/members/${id}`, signal });
  return response.data;
}

/** Suspends the member (their listings are hidden, their sessions end, they are emailed `reason`); resolves with the API's message. */
export async function suspendMember(id: number, reason: string): Promise<string> {
  const response = await http.authJson({ method: 'POST', url: '/admin/members/suspend', data: { id, reason } });
  return response.message;
}

/** Lifts a suspension (their listings hidden by it come back); the reason may be empty. */
export async function restoreMember(id: number, reason: string): Promise<string> {
  const response = await http.authJson({ method: 'POST', url: '/admin/members/restore', data: reason ? { id, reason } : { id } });
  return response.message;
}
