import type { ColumnType, Generated } from 'kysely';
import type { ListingStatus } from './lifecycle.js';

export type HiddenReason = 'reports' | 'moderator' | 'suspended' | 'duplicate';

/** The columns every kind's table has (see each kind's migration and 0350): who owns it, its price, its status. */
export interface ListingColumns {
  id: Generated<number>;
  tenant_id: number;
  owner_id: number;
  name: string;
  name_ar: string | null;
  description_ar: string | null;
  price_syp: number;
  price_usd: number;
  discount_percent: number;
  final_price_syp: number;
  final_price_usd: number;
  /** The one currency its owner gave a price in (the other was derived), or null when they gave both (0441). */
  priced_in: ColumnType<'SYP' | 'USD' | null, 'SYP' | 'USD' | null | undefined, 'SYP' | 'USD' | null>;
  primary_image_id: number | null;
  video_id: number | null;
  status: ColumnType<ListingStatus, ListingStatus | undefined, ListingStatus>;
  status_before_hidden: ColumnType<ListingStatus | null, ListingStatus | null | undefined, ListingStatus | null>;
  status_changed_at: ColumnType<Date | null, Date | undefined, Date | null>;
  is_featured: ColumnType<boolean, boolean | undefined, boolean>;
  /** Paused by the system because the owner's plan no longer covers it; only these come back by themselves. */
  quota_paused: ColumnType<boolean, boolean | undefined, boolean>;
  /** Until when a bought Featured Listing add-on / Premium Listing lifts it in search (0370). */
  featured_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  premium_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Why a hidden listing is hidden (0380). */
  hidden_reason: ColumnType<HiddenReason | null, HiddenReason | null | undefined, HiddenReason | null>;
  /** When an admin approved its ownership document; null when not verified (or the badge dropped). */
  verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When an active listing leaves the market unless renewed; and when its owner was reminded (0380). */
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  expiry_reminded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the price a buyer pays last fell (price-history.ts); cleared when it rises (0430). */
  price_dropped_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The fair-price label and what it stands on, written by the fair-price job (listing-shared/fair-price.ts, 0440). */
  fair_price_label: ColumnType<'below' | 'around' | 'above' | null, never, 'below' | 'around' | 'above' | null>;
  fair_price_median_syp: ColumnType<number | null, never, number | null>;
  fair_price_comparables: ColumnType<number | null, never, number | null>;
  fair_price_basis: ColumnType<
    'neighborhood' | 'city' | 'model' | null,
    never,
    'neighborhood' | 'city' | 'model' | null
  >;
  fair_price_at: ColumnType<Date | null, never, Date | null>;
  views_count: ColumnType<number, number | undefined, number>;
  contacts_count: ColumnType<number, number | undefined, number>;
  /** Folded Arabic/English text for the keyword search (listing-shared/arabic-fold.ts). */
  search_text: string;
  seed_key: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
