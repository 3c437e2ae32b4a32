import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Activation } from '../listings/expiry.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import type { ListingStatus } from '../listings/lifecycle.js';
import type { HiddenReason } from '../listings/listing-columns.js';
import { changeStatus } from '../listings/status-change.js';

type Trx = Transaction<Database>;

/** A listing's status and why it is hidden, locked until the transaction ends. */
export async function listingState(trx: Trx, kind: ListingKind, tenantId: number, id: number) {
  return (trx as unknown as Kysely<any>)
    .selectFrom(LISTING_KINDS[kind].table)
    .select(['id', 'owner_id', 'name', 'name_ar', 'status', 'status_before_hidden', 'hidden_reason'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst() as Promise<
    | {
        id: number;
        owner_id: number;
        name: string;
        name_ar: string | null;
        status: ListingStatus;
        status_before_hidden: ListingStatus | null;
        hidden_reason: HiddenReason | null;
      }
    | undefined
  >;
}

/**
 * Hides a listing as a moderator (through the lifecycle) and says why; a listing already hidden only has its reason
 * changed when `override` (a moderator's own decision replaces "under review").
 */
export async function hideListing(
  trx: Trx,
  kind: ListingKind,
  tenantId: number,
  id: number,
  reason: HiddenReason,
  override: boolean,
): Promise<void> {
  const row = await listingState(trx, kind, tenantId, id);
  if (!row || (row.status === 'hidden' && !override)) return;
  await changeStatus(trx, kind, { tenantId, id }, 'hidden', { by: 'moderator', hiddenReason: reason });
}

/** Shows a hidden listing again as it was before (through the lifecycle, by a moderator); false when it was not hidden. */
export async function restoreListing(
  trx: Trx,
  kind: ListingKind,
  tenantId: number,
  id: number,
  at: Activation,
): Promise<boolean> {
  const row = await listingState(trx, kind, tenantId, id);
  if (!row || row.status !== 'hidden') return false;
  await changeStatus(trx, kind, { tenantId, id }, row.status_before_hidden ?? 'active', { by: 'moderator', at });
  return true;
}
