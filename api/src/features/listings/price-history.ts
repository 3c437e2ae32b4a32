import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import type { ListingKind } from '../listing-kinds/registry.js';

// A listing's price history (migration 0430), kept by the listing core for every kind: posting a listing records its
// first price, and every change of it (by whatever route changes a listing: changeOwnListing) records the price
// before and after. What counts is the price a buyer pays (after the discount): a drop is when that price fell in one
// currency and rose in neither (the other currency is derived by rounding, so it may stay the same). The list price
// is kept beside it, so a new discount that lowers what a buyer pays is a drop too.

export interface ListingPriceChangesTable {
  id: Generated<string>;
  tenant_id: number;
  listing_kind: ListingKind;
  listing_id: number;
  old_price_syp: string | number | null;
  old_price_usd: string | number | null;
  old_final_price_syp: string | number | null;
  old_final_price_usd: string | number | null;
  new_price_syp: string | number;
  new_price_usd: string | number;
  new_final_price_syp: string | number;
  new_final_price_usd: string | number;
  is_drop: ColumnType<boolean, boolean | undefined, boolean>;
  changed_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/types.js' {
  interface Database {
    listing_price_changes: ListingPriceChangesTable;
  }
}

/** How long a listing whose price fell carries the "Price dropped" mark. */
export const PRICE_DROP_DAYS = 14;
const DAY_MS = 86_400_000;
/** The points of a listing's history its page shows at most (the latest). */
export const PRICE_HISTORY_POINTS = 10;

/** A listing's prices as its row holds them. */
export interface PriceColumns {
  price_syp: number | string;
  price_usd: number | string;
  final_price_syp: number | string;
  final_price_usd: number | string;
}

const PRICE_KEYS = ['price_syp', 'price_usd', 'final_price_syp', 'final_price_usd'] as const;

/** Whether `after` (the columns of a change, which may not touch the price at all) changes `before`'s price. */
export function priceChanged(before: PriceColumns, after: Partial<PriceColumns>): after is PriceColumns {
  return (
    PRICE_KEYS.every((k) => after[k] !== undefined) && PRICE_KEYS.some((k) => Number(after[k]) !== Number(before[k]))
  );
}

/** The buyer's price fell in one currency and rose in neither. */
export function isDrop(before: PriceColumns, after: PriceColumns): boolean {
  const syp = Number(after.final_price_syp) - Number(before.final_price_syp);
  const usd = Number(after.final_price_usd) - Number(before.final_price_usd);
  return syp <= 0 && usd <= 0 && (syp < 0 || usd < 0);
}

/** The buyer's price rose in either currency: an earlier drop is no longer news. */
const isRise = (before: PriceColumns, after: PriceColumns) =>
  Number(after.final_price_syp) > Number(before.final_price_syp) ||
  Number(after.final_price_usd) > Number(before.final_price_usd);

/** A listing's "Price dropped" mark: its price fell within the last PRICE_DROP_DAYS days (at the app's clock). */
export function droppedRecently(at: Date | string | null | undefined, now: Date): boolean {
  if (at === null || at === undefined) return false;
  const t = new Date(at).getTime();
  return t <= now.getTime() && t > now.getTime() - PRICE_DROP_DAYS * DAY_MS;
}

interface ListingRef {
  tenantId: number;
  kind: ListingKind;
  id: number;
}

/** Records a new listing's first price: the start of its history. */
export async function recordFirstPrice(
  trx: Transaction<Database>,
  listing: ListingRef,
  prices: PriceColumns,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('listing_price_changes')
    .values({
      tenant_id: listing.tenantId,
      listing_kind: listing.kind,
      listing_id: listing.id,
      new_price_syp: prices.price_syp,
      new_price_usd: prices.price_usd,
      new_final_price_syp: prices.final_price_syp,
      new_final_price_usd: prices.final_price_usd,
      changed_at: now,
    })
    .execute();
}

/**
 * Records a change of a listing's price when `after` changes it (nothing otherwise), and returns what its row should
 * say of its last drop: now when the buyer's price fell, no drop when it rose, unchanged otherwise.
 */
export async function recordPriceChange(
  trx: Transaction<Database>,
  listing: ListingRef,
  before: PriceColumns,
  after: Partial<PriceColumns>,
  now: Date,
): Promise<{ price_dropped_at?: Date | null }> {
  if (!priceChanged(before, after)) return {};
  const drop = isDrop(before, after);
  await trx
    .insertInto('listing_price_changes')
    .values({
      tenant_id: listing.tenantId,
      listing_kind: listing.kind,
      listing_id: listing.id,
      old_price_syp: before.price_syp,
      old_price_usd: before.price_usd,
      old_final_price_syp: before.final_price_syp,
      old_final_price_usd: before.final_price_usd,
      new_price_syp: after.price_syp,
      new_price_usd: after.price_usd,
      new_final_price_syp: after.final_price_syp,
      new_final_price_usd: after.final_price_usd,
      is_drop: drop,
      changed_at: now,
    })
    .execute();
  if (drop) return { price_dropped_at: now };
  if (isRise(before, after)) return { price_dropped_at: null };
  return {};
}

export interface PricePoint {
  changed_at: string;
  price_syp: number;
  price_usd: number;
}

/**
 * A listing's price over time, oldest first: the price a buyer paid from each date on, the latest
 * PRICE_HISTORY_POINTS. Fewer than two points: the price never changed. A listing posted before the history was kept
 * (or written straight into the database, as the seed does) starts at its first change's old price, from its posting.
 */
export async function priceHistory(
  db: Kysely<Database>,
  kind: ListingKind,
  listing: { id: number; created_at: Date | string },
): Promise<PricePoint[]> {
  const rows = await db
    .selectFrom('listing_price_changes')
    .select(['old_final_price_syp', 'old_final_price_usd', 'new_final_price_syp', 'new_final_price_usd', 'changed_at'])
    .where('listing_kind', '=', kind)
    .where('listing_id', '=', listing.id)
    .orderBy('changed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PRICE_HISTORY_POINTS + 1)
    .execute();
  rows.reverse();
  const iso = (d: Date | string) => new Date(d).toISOString();
  const points: PricePoint[] = [];
  const first = rows[0];
  if (first && first.old_final_price_syp !== null && rows.length <= PRICE_HISTORY_POINTS) {
    points.push({
      changed_at: iso(listing.created_at),
      price_syp: Number(first.old_final_price_syp),
      price_usd: Number(first.old_final_price_usd),
    });
  }
  for (const r of rows)
    points.push({
      changed_at: iso(r.changed_at),
      price_syp: Number(r.new_final_price_syp),
      price_usd: Number(r.new_final_price_usd),
    });
  return points.slice(-PRICE_HISTORY_POINTS);
}
