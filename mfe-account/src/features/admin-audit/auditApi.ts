import { http } from '@souq/shared';
import type { QueuePage } from '../admin/queueTypes';

// The admin's audit log endpoint (moderation design). Not yet in the API's OpenAPI document: the shape below is
// the design's, to be swapped for ApiAnswer<'/api/admin/audit-log'> once the route is in the contract.

/** One admin action: who did what to what, why, and the subject's fields before and after. */
export interface AuditEntry {
  id: number;
  admin: { id: number; name: string };
  /** `<area>.<verb>`: 'listing.hide', 'member.suspend', … */
  action: string;
  subject_kind: string;
  subject_id: string | number;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

type AuditPage = QueuePage<AuditEntry>;

export const AUDIT_FILTERS = ['action', 'subject_kind', 'subject_id', 'admin_id', 'from', 'to'] as const;

export async function fetchAuditLog(filters: Record<string, string>, page: number, signal: AbortSignal): Promise<AuditPage> {
  const response = await http.authJson<AuditPage>({ url: '/admin/audit-log', params: { ...filters, page }, signal });
  return response.data;
}
