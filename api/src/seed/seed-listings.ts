import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { bothPrices, type Currency, discounted, pricedIn, SYP_PER_USD } from '../features/listing-shared/currency.js';
import { LISTING_KINDS, type ListingKind } from '../features/listing-kinds/registry.js';
import { mulberry32 } from '../lib/deterministic-random.js';

// What seeding listings of any kind does alike: count the tenant's seeded ones, and insert a batch of generated
// listings with their photos. Each kind generates its own rows and picks its own photos.

/** How many seeded listings (those with a seed key) of the kind the tenant has. */
export async function seededCount(db: Kysely<Database>, kind: ListingKind, tenantId: number): Promise<number> {
  const have = await (db as unknown as Kysely<any>)
    .selectFrom(LISTING_KINDS[kind].table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('seed_key', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(have.n);
}

/**
 * Seeds `count` generated listings of the kind (numbered from 1) in batches of `batch`, each with the photos the kind
 * picks for it (`photos`, by the listing and its 0-based number), inserting only those the tenant does not have.
 */
export async function seedInBatches<T extends { seed_key: string }>(
  db: Kysely<Database>,
  kind: ListingKind,
  tenantId: number,
  count: number,
  of: {
    batch: number;
    generate(n: number): T;
    photos(listing: T, index: number): number[];
    columns?(listing: T): { seed_key: string };
  },
): Promise<void> {
  for (let start = 0; start < count; start += of.batch) {
    const listings = Array.from({ length: Math.min(of.batch, count - start) }, (_, i) => of.generate(start + i + 1));
    const gallery = listings.map((listing, i) => of.photos(listing, start + i));
    await insertSeedBatch(db, kind, tenantId, of.columns ? listings.map(of.columns) : listings, gallery);
  }
}

const HOUR_MS = 3_600_000;

/**
 * When a seeded active listing leaves the market: spread from tomorrow over the coming eight weeks by its seed key
 * (a stable spread, not all on one day), so the listings job has reminders and expiries to show every few days.
 */
function seedExpiry(seedKey: string, now: number): Date {
  let h = 0;
  for (const c of seedKey) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return new Date(now + 24 * HOUR_MS + (h % (56 * 24)) * HOUR_MS);
}

/**
 * Inserts the generated listings the tenant does not have yet (by seed key), each with its photos in order (the first
 * is its primary image).
 */
async function insertSeedBatch(
  db: Kysely<Database>,
  kind: ListingKind,
  tenantId: number,
  rows: readonly ({ seed_key: string } & object)[],
  gallery: readonly number[][],
): Promise<void> {
  const any = db as unknown as Kysely<any>;
  const now = Date.now();
  const expiry = (row: { seed_key: string; status?: string }) =>
    (row.status ?? 'active') === 'active' ? { expires_at: seedExpiry(row.seed_key, now) } : {};
  const inserted = await any
    .insertInto(LISTING_KINDS[kind].table)
    .values(
      rows.map((row, i) => ({ ...row, ...expiry(row), tenant_id: tenantId, primary_image_id: gallery[i]![0] ?? null })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'seed_key']).doNothing())
    .returning(['id', 'seed_key'])
    .execute();
  const idByKey = new Map(inserted.map((r) => [r.seed_key as string, r.id as number]));
  const images = rows.flatMap((row, i) => {
    const id = idByKey.get(row.seed_key);
    return id ? gallery[i]!.map((media_id, position) => ({ [`${kind}_id`]: id, media_id, position })) : [];
  });
  if (images.length) await any.insertInto(`${kind}_images`).values(images).execute();
}

/** A seeded listing's price columns: `pricedIn` says the one currency its poster gave (null: both). */
export interface SeededPrices {
  price_syp: number;
  price_usd: number;
  priced_in: Currency | null;
  discount_percent: number;
  final_price_syp: number;
  final_price_usd: number;
}

/**
 * The price columns of the n-th seeded listing of a kind, priced in dollars only with the chance `usdOnly`, in pounds
 * only with the chance `sypOnly`, otherwise in both, as posters price them in Syria. The other currency is derived at
 * the seed's rate as posting a listing derives it. The draw is the listing's own series (`salt` per kind), apart from
 * the series the rest of the listing is drawn from, so nothing else of the listing changes with it.
 */
export function seededPrices(
  n: number,
  salt: number,
  prices: { syp: number; usd: number; discount: number },
  chances: { usdOnly: number; sypOnly: number },
): SeededPrices {
  const roll = mulberry32(n * 2654435761 + salt)();
  const asked =
    roll < chances.usdOnly
      ? { price_usd: prices.usd }
      : roll < chances.usdOnly + chances.sypOnly
        ? { price_syp: prices.syp }
        : { price_syp: prices.syp, price_usd: prices.usd };
  const both = bothPrices(asked, SYP_PER_USD)!;
  return {
    price_syp: both.syp,
    price_usd: both.usd,
    priced_in: pricedIn(asked),
    discount_percent: prices.discount,
    final_price_syp: discounted(both.syp, prices.discount),
    final_price_usd: discounted(both.usd, prices.discount),
  };
}
