import type { Config } from '../../config.js';
import type { ListingStatus } from './lifecycle.js';

const DAY_MS = 86_400_000;

/** How long a listing stays on the market once active: LISTING_LIFETIME_DAYS, longer while it is premium. */
export interface Lifetimes {
  days: number;
  premiumDays: number;
}

/** When a listing is made active and for how long (the app's clock and the site's lifetimes). */
export interface Activation {
  now: Date;
  lifetimes: Lifetimes;
}

export function lifetimesOf(
  config: Pick<Config, 'LISTING_LIFETIME_DAYS' | 'PREMIUM_LISTING_LIFETIME_DAYS'>,
): Lifetimes {
  return { days: config.LISTING_LIFETIME_DAYS, premiumDays: config.PREMIUM_LISTING_LIFETIME_DAYS };
}

/** The config's defaults, for a system change made without the app at hand (the lifetimes only matter on activation). */
export const DEFAULT_ACTIVATION = (): Activation => ({ now: new Date(), lifetimes: { days: 60, premiumDays: 90 } });

/** When a listing made active now leaves the market unless renewed: the premium lifetime while premium is live. */
export function expiresAt(at: Activation, premiumUntil: Date | string | null | undefined): Date {
  const premium =
    premiumUntil !== null && premiumUntil !== undefined && new Date(premiumUntil).getTime() > at.now.getTime();
  return new Date(at.now.getTime() + (premium ? at.lifetimes.premiumDays : at.lifetimes.days) * DAY_MS);
}

/** Statuses from which becoming active starts a fresh lifetime (docs/product: posted, renewed, back on the market). */
const FRESH_FROM: readonly string[] = ['draft', 'expired', 'sold', 'rented'];

interface ExpiryRow {
  expires_at?: Date | string | null;
  premium_until?: Date | string | null;
}

/**
 * The expiry columns of a change of status, the one rule for every path that makes a listing active (posting, the
 * owner's status change or form, a renewal, a moderator's restore, the quota's return): from draft, expired, sold or
 * rented it gets a full lifetime; from paused or hidden it keeps what it had left, or a full lifetime when nothing is
 * left. A fresh lifetime is reminded of again. Nothing changes for other moves.
 */
export function expiryColumns(
  from: ListingStatus | null,
  to: ListingStatus,
  row: ExpiryRow,
  at: Activation,
): { expires_at?: Date; expiry_reminded_at?: null } {
  if (to !== 'active' || from === 'active') return {};
  const left = row.expires_at ? new Date(row.expires_at).getTime() > at.now.getTime() : false;
  if (from !== null && !FRESH_FROM.includes(from) && left) return {};
  return { expires_at: expiresAt(at, row.premium_until), expiry_reminded_at: null };
}
