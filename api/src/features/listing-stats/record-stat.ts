import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ListingKind } from '../listing-kinds/registry.js';
import './listing-stats-table.js';

export type StatCounter = 'views' | 'calls' | 'emails' | 'whatsapps' | 'favourites';

/** The daily counter a contact channel adds to. */
export const CHANNEL_COUNTER: Record<'call' | 'email' | 'whatsapp', StatCounter> = {
  call: 'calls',
  email: 'emails',
  whatsapp: 'whatsapps',
};

/**
 * One more view, contact or favourite for a listing today (UTC): a single upsert, so concurrent visitors add up.
 * Pass the transaction when the caller is in one (PGlite has a single connection).
 */
export async function recordListingStat(
  db: Kysely<Database>,
  tenantId: number,
  kind: ListingKind,
  listingId: number,
  counter: StatCounter,
): Promise<void> {
  await db
    .insertInto('listing_daily_stats')
    .values({
      tenant_id: tenantId,
      kind,
      listing_id: listingId,
      day: sql<string>`(now() AT TIME ZONE 'UTC')::date`,
      [counter]: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(['tenant_id', 'kind', 'listing_id', 'day'])
        .doUpdateSet({ [counter]: sql`listing_daily_stats.${sql.ref(counter)} + 1` }),
    )
    .execute();
}
