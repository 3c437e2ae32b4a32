import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import '../features/listing-stats/listing-stats-table.js';
import { LISTING_KINDS, type ListingKind } from '../features/listing-kinds/registry.js';
import { mulberry32, pickWeighted } from '../lib/deterministic-random.js';
import { DEMO_USERS } from './demo-users.js';

// The demo accounts' seeded listings come with their views and contacts since posting (`views_count`,
// `contacts_count`); their statistics page charts the days those happened on. Without daily rows a demo listing read
// "670 views since posted" above thirty days of nothing. This spreads each listing's counts over the days it has been
// listed, more in its first fortnight, as a listing's interest runs. Only the demo accounts' listings: theirs are
// the statistics anyone signs in to read.

const DAY_MS = 86_400_000;
/** No listing is charted further back than this (the seed posts listings within the last 180 days). */
const SPREAD_DAYS = 180;
const CHANNELS = [
  { counter: 'calls', weight: 45 },
  { counter: 'whatsapps', weight: 40 },
  { counter: 'emails', weight: 15 },
] as const;

interface DayRow {
  day: string;
  views: number;
  calls: number;
  emails: number;
  whatsapps: number;
}

/** A listing's counts spread over its days (UTC, oldest first): the same rows for the same listing every time. */
export function spreadOverDays(
  listing: { id: number; created_at: Date; views_count: number; contacts_count: number },
  now: Date,
): DayRow[] {
  const today = Math.floor(now.getTime() / DAY_MS);
  const first = Math.max(Math.floor(listing.created_at.getTime() / DAY_MS), today - SPREAD_DAYS + 1);
  const rnd = mulberry32(listing.id * 7919 + 17);
  const days = Array.from({ length: Math.max(today - first + 1, 1) }, (_, i) => ({
    day: new Date((first + i) * DAY_MS).toISOString().slice(0, 10),
    weight: (0.4 + rnd()) * (1 + 3 * Math.exp(-i / 14)),
    views: 0,
    calls: 0,
    emails: 0,
    whatsapps: 0,
  }));
  for (let n = 0; n < listing.views_count; n += 1) pickWeighted(rnd, days, (d) => d.weight).views += 1;
  for (let n = 0; n < listing.contacts_count; n += 1) {
    const day = pickWeighted(rnd, days, (d) => d.weight);
    day[pickWeighted(rnd, CHANNELS, (c) => c.weight).counter] += 1;
  }
  return days.filter((d) => d.views + d.calls + d.emails + d.whatsapps > 0).map(({ weight: _weight, ...row }) => row);
}

/** Daily statistics for the demo accounts' seeded listings that have none yet (idempotent; safe when run twice at once). */
export async function seedListingStats(db: Kysely<Database>, tenantId: number, now = new Date()): Promise<void> {
  const any = db as unknown as Kysely<any>;
  const demoEmails = DEMO_USERS.map((u) => u.email.toLowerCase());
  for (const kind of Object.keys(LISTING_KINDS) as ListingKind[]) {
    // The listings that already have their days, read once: as a NOT EXISTS per listing the planner, expecting a
    // handful of listings, scanned every daily row once per listing (seconds on a re-run).
    const charted = new Set(
      (
        await db
          .selectFrom('listing_daily_stats')
          .select('listing_id')
          .distinct()
          .where('tenant_id', '=', tenantId)
          .where('kind', '=', kind)
          .execute()
      ).map((r) => r.listing_id),
    );
    const owned: { id: number; created_at: Date | string; views_count: number; contacts_count: number }[] = await any
      .selectFrom(`${LISTING_KINDS[kind].table} as l`)
      .innerJoin('users as u', 'u.id', 'l.owner_id')
      .select(['l.id', 'l.created_at', 'l.views_count', 'l.contacts_count'])
      .where('l.tenant_id', '=', tenantId)
      .where('l.seed_key', 'is not', null)
      .where('u.email', 'in', demoEmails)
      .execute();
    const listings = owned.filter((l) => !charted.has(l.id));
    const rows = listings.flatMap((l) =>
      spreadOverDays({ ...l, created_at: new Date(l.created_at) }, now).map((d) => ({
        tenant_id: tenantId,
        kind,
        listing_id: l.id,
        ...d,
        favourites: 0,
      })),
    );
    for (let start = 0; start < rows.length; start += 1000) {
      await db
        .insertInto('listing_daily_stats')
        .values(rows.slice(start, start + 1000))
        .onConflict((oc) => oc.columns(['tenant_id', 'kind', 'listing_id', 'day']).doNothing())
        .execute();
    }
  }
}
