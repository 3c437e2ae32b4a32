import type { MediaVariantRecord } from '../media/media-files-table.js';
import { droppedRecently } from '../listings/price-history.js';
import type { Currency } from './currency.js';
import { type FairPriceRow, fairPriceView } from './fair-price-view.js';

/** A card's picture: its main and thumbnail variants, or null when the listing has none (or it is not processed). */
export function imageRef(id: number | null, variants: Record<string, MediaVariantRecord> | null | undefined) {
  if (id === null || !variants?.main) return null;
  const thumb = variants.thumb ?? variants.main;
  return {
    id,
    url: variants.main.url,
    thumb_url: thumb.url,
    width: variants.main.width ?? 0,
    thumb_width: thumb.width ?? 0,
  };
}

interface PricedRow {
  /** The one currency the owner gave (listings/schemas.ts PricedIn). */
  priced_in: string | null;
  discount_percent: number;
  price_syp: number | string;
  price_usd: number | string;
  final_price_syp: number | string;
  final_price_usd: number | string;
}

/** The currency a listing was priced in, as cards say it: 'SYP', 'USD' or null (both given). */
export const pricedInView = (value: string | null | undefined): Currency | null =>
  value === 'SYP' || value === 'USD' ? value : null;

/** A listing's price and discounted price in the visitor's currency. */
export function priceIn(row: PricedRow, currency: Currency) {
  return currency === 'USD'
    ? { currency, amount: Number(row.price_usd), discounted_amount: Number(row.final_price_usd) }
    : { currency, amount: Number(row.price_syp), discounted_amount: Number(row.final_price_syp) };
}

/** What every card says of its price (both currencies, the discount, the visitor's currency) and its picture. */
export function cardPriceAndPicture(
  row: PricedRow & { primary_image_id: number | null; image_variants?: Record<string, MediaVariantRecord> | null },
  currency: Currency,
) {
  return {
    price_syp: Number(row.price_syp),
    price_usd: Number(row.price_usd),
    priced_in: pricedInView(row.priced_in),
    discount_percent: row.discount_percent,
    discounted_price_syp: Number(row.final_price_syp),
    discounted_price_usd: Number(row.final_price_usd),
    price: priceIn(row, currency),
    primary_image: imageRef(row.primary_image_id, row.image_variants),
  };
}

/** The columns every card row has besides its kind's own, as the database gives them. */
export interface CardRowBase extends PricedRow, FairPriceRow {
  id: number;
  name: string;
  name_ar: string | null;
  status: string;
  primary_image_id: number | null;
  image_variants?: Record<string, MediaVariantRecord> | null;
  is_featured: boolean;
  /** Until when a bought Featured Listing add-on lasts. */
  featured_until: Date | string | null;
  views_count: number;
  /** When an admin approved the listing's ownership document (the Verified badge); null when not verified. */
  verified_at: Date | string | null;
  /** When the price a buyer pays last fell (listings/price-history.ts). */
  price_dropped_at: Date | string | null;
  created_at: Date;
  updated_at: Date;
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

/** Featured on a card: marked by an editor, or while a Featured Listing add-on is live ("Featured" shows on it). */
export function featuredLive(row: Pick<CardRowBase, 'is_featured' | 'featured_until'>): boolean {
  return row.is_featured || (row.featured_until !== null && new Date(row.featured_until).getTime() > Date.now());
}

/**
 * What every card says last: whether it is featured and verified, whether its price fell lately (at `now`, the app's
 * clock), how often it was seen, when it was posted and last changed.
 */
export function cardStanding(row: CardRowBase, now: Date) {
  return {
    is_featured: featuredLive(row),
    verified: row.verified_at !== null,
    price_dropped: droppedRecently(row.price_dropped_at, now),
    fair_price: fairPriceView(row),
    views_count: row.views_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
