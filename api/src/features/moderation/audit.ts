import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One admin action for the audit log: what was done to what, why, and the subject before and after. */
export interface AuditEntry {
  /** `<area>.<verb>`: 'listing.hide', 'member.suspend', 'verification.approve', 'payment.confirm', … */
  action: string;
  subject: { kind: string; id: number | string };
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes an admin's action to the append-only audit log. Call it in the transaction that makes the change, so an
 * action is logged exactly when it happened. Dates in `before`/`after` are kept as ISO strings.
 */
export async function recordAudit(db: Db, req: FastifyRequest, entry: AuditEntry): Promise<void> {
  const admin = await db
    .selectFrom('users')
    .select(['name', 'surname', 'email'])
    .where('id', '=', req.user.id)
    .executeTakeFirst();
  const adminName = admin ? [admin.name, admin.surname].filter(Boolean).join(' ') || admin.email : `#${req.user.id}`;
  await db
    .insertInto('audit_log')
    .values({
      tenant_id: req.tenantId,
      admin_id: req.user.id,
      admin_name: adminName,
      action: entry.action,
      subject_kind: entry.subject.kind,
      subject_id: String(entry.subject.id),
      reason: entry.reason ?? null,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
    })
    .execute();
}
