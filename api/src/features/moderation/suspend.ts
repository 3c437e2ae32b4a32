import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import { revokeUserSessions } from '../accounts/sessions.js';
import { KIND_NAMES, LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import type { ListingStatus } from '../listings/lifecycle.js';
import { changeStatus } from '../listings/status-change.js';
import { ADMIN_MSG } from './admin-messages.js';
import { recordAudit } from './audit.js';
import { alreadyDecided } from './decisions.js';
import { MODERATION_MSG } from './messages.js';

// Suspending a member: they cannot sign in, every session they had ends, and their listings leave the site (hidden
// by a moderator, hidden_reason 'suspended'). Restoring brings back exactly the listings the suspension hid.
const KINDS = KIND_NAMES;

/** The refusal a suspended member meets wherever they try to sign in (on the email field, so the form shows it). */
export function suspendedRefusal(): never {
  throw httpError(400, MODERATION_MSG.suspended, { email: [MODERATION_MSG.suspended] });
}

async function target(trx: Transaction<Database>, req: FastifyRequest, id: number) {
  const member = await trx
    .selectFrom('users')
    .select(['id', 'user_type', 'suspended_at'])
    .where('tenant_id', '=', req.tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!member) throw httpError(404, ADMIN_MSG.memberNotFound);
  return member;
}

/**
 * Suspends a member within the admin's transaction (audit 'member.suspend' included); 400 for an admin or oneself,
 * 409 when already suspended. Returns the listings it hid, by kind.
 */
export async function suspendWithin(
  trx: Transaction<Database>,
  req: FastifyRequest,
  id: number,
  reason: string,
  now: Date,
) {
  const member = await target(trx, req, id);
  if (member.user_type === 'Admin') throw httpError(400, ADMIN_MSG.notAnAdmin, { id: [ADMIN_MSG.notAnAdmin] });
  if (member.id === req.user.id) throw httpError(400, ADMIN_MSG.notYourself, { id: [ADMIN_MSG.notYourself] });
  const done = await trx
    .updateTable('users')
    .set({ suspended_at: now, suspended_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('suspended_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!done) alreadyDecided();
  const hidden: Record<ListingKind, number[]> = { property: [], auto: [] };
  for (const kind of KINDS) {
    const table = LISTING_KINDS[kind].table;
    const rows = await trx
      .selectFrom(table)
      .select('id')
      .where('tenant_id', '=', req.tenantId)
      .where('owner_id', '=', id)
      .where('status', '!=', 'hidden')
      .orderBy('id')
      .execute();
    for (const row of rows)
      await changeStatus(trx, kind, { tenantId: req.tenantId, id: row.id }, 'hidden', {
        by: 'moderator',
        hiddenReason: 'suspended',
      });
    hidden[kind] = rows.map((r) => r.id);
  }
  await revokeUserSessions(trx, id);
  await recordAudit(trx, req, {
    action: 'member.suspend',
    subject: { kind: 'member', id },
    reason,
    before: { suspended_at: null },
    after: { suspended_at: now.toISOString(), hidden_listings: hidden },
  });
  return hidden;
}

/** Lifts a suspension within the admin's transaction (audit 'member.restore'); 409 when the member is not suspended. */
export async function restoreWithin(
  trx: Transaction<Database>,
  req: FastifyRequest,
  id: number,
  reason: string | null,
  now: Date,
) {
  const member = await target(trx, req, id);
  const done = await trx
    .updateTable('users')
    .set({ suspended_at: null, suspended_reason: null, updated_at: now })
    .where('id', '=', id)
    .where('suspended_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  if (!done) alreadyDecided();
  const restored: Record<ListingKind, number[]> = { property: [], auto: [] };
  for (const kind of KINDS) {
    const table = LISTING_KINDS[kind].table;
    const rows = await trx
      .selectFrom(table)
      .select(['id', 'status_before_hidden'])
      .where('tenant_id', '=', req.tenantId)
      .where('owner_id', '=', id)
      .where('status', '=', 'hidden')
      .where('hidden_reason', '=', 'suspended')
      .orderBy('id')
      .execute();
    for (const row of rows) {
      await changeStatus(
        trx,
        kind,
        { tenantId: req.tenantId, id: row.id },
        (row.status_before_hidden ?? 'active') as ListingStatus,
        { by: 'moderator' },
      );
    }
    restored[kind] = rows.map((r) => r.id);
  }
  await recordAudit(trx, req, {
    action: 'member.restore',
    subject: { kind: 'member', id },
    reason,
    before: { suspended_at: member.suspended_at?.toISOString() ?? null },
    after: { suspended_at: null, restored_listings: restored },
  });
  return restored;
}
