import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/types.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { listingRefsOfAll } from './listing-ref.js';
import type { VerificationRequestsTable } from './moderation-tables.js';
import type { VerificationItemT, VerificationViewT } from './trust-schemas.js';
import type { NoticeSubject } from './trust-messages.js';
import { listingName } from '../listings/listing-name.js';

export type VerificationRow = Selectable<VerificationRequestsTable>;

/** A request as its owner and the admins see it (never its stored path). */
export function verificationView(row: VerificationRow): VerificationViewT {
  return {
    id: row.id,
    subject_kind: row.subject_kind,
    subject_id: row.subject_id,
    document_type: row.document_type,
    document_name: row.document_name,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
    document_url: `/api/verification-document?id=${row.id}`,
  };
}

/** Whether the subject carries the Verified badge now. */
export async function isVerified(
  db: Kysely<Database>,
  tenantId: number,
  kind: VerificationRow['subject_kind'],
  id: number,
): Promise<boolean> {
  const table = kind === 'agent' ? 'users' : LISTING_KINDS[kind].table;
  const row = await (db as unknown as Kysely<any>)
    .selectFrom(table)
    .select('verified_at')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Boolean(row?.verified_at);
}

/** The queue's items for these requests: each with what it is for (a listing, or an agent and their company) and its owner. */
export async function verificationItems(
  db: Kysely<Database>,
  tenantId: number,
  rows: VerificationRow[],
): Promise<VerificationItemT[]> {
  const ids = (kind: string) => rows.filter((r) => r.subject_kind === kind).map((r) => r.subject_id);
  const [refOf, agents] = await Promise.all([
    listingRefsOfAll(
      db,
      tenantId,
      rows.map((r) => ({ kind: r.subject_kind, id: r.subject_id })),
    ),
    ids('agent').length
      ? db
          .selectFrom('users as u')
          .leftJoin('companies as c', 'c.user_id', 'u.id')
          .select(['u.id', 'u.email', sql<string>`concat_ws(' ', u.name, u.surname)`.as('name'), 'c.company_name'])
          .where('u.tenant_id', '=', tenantId)
          .where('u.id', 'in', ids('agent'))
          .execute()
      : [],
  ]);
  const agentById = new Map(agents.map((a) => [a.id, a]));
  return rows.map((row) => {
    const request = verificationView(row);
    if (row.subject_kind === 'agent') {
      const a = agentById.get(row.subject_id);
      const name = a ? (a.company_name ? `${a.company_name} (${a.name})` : a.name) : `#${row.subject_id}`;
      return {
        request,
        subject: {
          kind: 'agent',
          id: row.subject_id,
          name,
          path: `/agent-details/${row.subject_id}`,
          owner: { id: row.subject_id, name: a?.name ?? '', email: a?.email ?? '' },
        },
      };
    }
    const ref = refOf(row.subject_kind, row.subject_id);
    return {
      request,
      subject: {
        kind: row.subject_kind,
        id: row.subject_id,
        name: ref?.name ?? `#${row.subject_id}`,
        path: ref?.path ?? '',
        owner: ref?.owner ?? { id: row.owner_id, name: '', email: '' },
      },
    };
  });
}

/** How a notice names what the request was for. */
export async function noticeSubject(
  db: Kysely<Database>,
  tenantId: number,
  row: VerificationRow,
): Promise<NoticeSubject> {
  if (row.subject_kind === 'agent') return { of: 'account', name: { en: '', ar: '' } };
  const listing = await (db as unknown as Kysely<any>)
    .selectFrom(LISTING_KINDS[row.subject_kind as ListingKind].table)
    .select(['name', 'name_ar'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', row.subject_id)
    .executeTakeFirst();
  const named = listing ?? { name: `#${row.subject_id}` };
  return { of: 'listing', name: { en: listingName(named, 'en'), ar: listingName(named, 'ar') } };
}
