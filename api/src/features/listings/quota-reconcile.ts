import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { type ListingOwner, lockOwner, ownerListings, ownerPlan } from './quota.js';
import { changeStatus } from './status-change.js';

// When the plan in force shrinks (expiry, downgrade) the newest listings beyond its quota are paused for quota; when
// a plan covers them again they come back by themselves, oldest first. Only listings the system paused come back.

/**
 * Brings the owner's active listings in line with the plan in force at `now`: beyond its quota, the newest active
 * ones are paused for quota; within it, listings paused for quota come back, oldest first, while there is room.
 * Returns how many were paused and restored.
 */
export async function reconcileQuota(
  trx: Transaction<Database>,
  owner: ListingOwner,
  now: Date,
): Promise<{ paused: number; restored: number }> {
  await lockOwner(trx, owner);
  const plan = await ownerPlan(trx, owner, now);
  if (!plan) return { paused: 0, restored: 0 };
  const active = await ownerListings(trx, owner, 'active');
  const quota = plan.listing_quota ?? Number.POSITIVE_INFINITY;
  if (active.length > quota) {
    const extras = active.slice(quota).reverse();
    for (const l of extras)
      await changeStatus(trx, l.kind, { tenantId: owner.tenantId, id: l.id }, 'paused', {
        by: 'system',
        forQuota: true,
      });
    return { paused: extras.length, restored: 0 };
  }
  const room = quota - active.length;
  if (room <= 0) return { paused: 0, restored: 0 };
  const back = (await ownerListings(trx, owner, 'paused', true)).slice(0, room);
  for (const l of back)
    await changeStatus(trx, l.kind, { tenantId: owner.tenantId, id: l.id }, 'active', { by: 'system', forQuota: true });
  return { paused: 0, restored: back.length };
}
