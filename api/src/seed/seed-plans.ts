import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { ensureCatalogue } from '../features/plans/catalogue.js';
import { DEMO_USERS } from './demo-users.js';
import { SEED_AGENTS } from './seed-properties.js';

const PARTNER_YEARS = 10;

/**
 * The plans catalogue, and the seeded marketplace's listers (the demo agent and company, the seeded agents) on the
 * unlisted Partner plan, so their hundreds of demo listings stay live under the quotas. New members start on Basic.
 */
export async function seedPlans(db: Kysely<Database>, tenantId: number): Promise<void> {
  await ensureCatalogue(db, tenantId);
  const partner = await db
    .selectFrom('plans')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('code', '=', 'partner')
    .executeTakeFirstOrThrow();
  const emails = [
    ...DEMO_USERS.filter((u) => u.userType === 'Agent' || u.userType === 'Corporate').map((u) => u.email.toLowerCase()),
    ...SEED_AGENTS.map((a) => a.email),
  ];
  const listers = await db
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email', 'in', emails)
    .execute();
  const held = new Set(
    (
      await db
        .selectFrom('subscriptions')
        .select('user_id')
        .where('tenant_id', '=', tenantId)
        .where('plan_id', '=', partner.id)
        .execute()
    ).map((r) => r.user_id),
  );
  const startsAt = new Date();
  const expiresAt = new Date(startsAt);
  expiresAt.setFullYear(expiresAt.getFullYear() + PARTNER_YEARS);
  const missing = listers.filter((l) => !held.has(l.id));
  if (missing.length === 0) return;
  await db
    .insertInto('subscriptions')
    .values(
      missing.map((l) => ({
        tenant_id: tenantId,
        user_id: l.id,
        plan_id: partner.id,
        billing: 'annual' as const,
        starts_at: startsAt,
        expires_at: expiresAt,
      })),
    )
    .execute();
}
