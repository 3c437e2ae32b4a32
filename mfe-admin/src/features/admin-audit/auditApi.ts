import { http, type ApiAnswer } from '@souq/shared';

// The admin's audit log endpoint as the API's OpenAPI document declares it (shared/src/api-contract).

type AuditPage = ApiAnswer<'/api/admin/audit-log'>;

/**
 * One admin action: who did what (`<area>.<verb>`: 'listing.hide', 'member.suspend', …) to what, why, and the
 * subject's fields before and after.
 */
export type AuditEntry = AuditPage['data'][number];

export const AUDIT_FILTERS = ['action', 'subject_kind', 'subject_id', 'admin_id', 'from', 'to'] as const;

/** `filters` are the address's (AUDIT_FILTERS, all strings there): the API reads admin_id as a number itself. */
export async function fetchAuditLog(
  filters: Record<string, string>,
  page: number,
  signal: AbortSignal,
): Promise<AuditPage> {
  const response = await http.authJson<AuditPage>({ url: '/admin/audit-log', params: { ...filters, page }, signal });
  return response.data;
}
