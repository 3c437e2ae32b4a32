import type { ListingStatus } from './lifecycle.js';
import type { Lang } from '../../db/types.js';

// Messages of the listing lifecycle, in English; messages-ar.ts holds their Arabic.
export const STATUS_NAMES: Record<ListingStatus, { en: string; ar: string }> = {
  draft: { en: 'draft', ar: 'مسودة' },
  active: { en: 'active', ar: 'نشط' },
  paused: { en: 'paused', ar: 'متوقف مؤقتاً' },
  expired: { en: 'expired', ar: 'منتهي' },
  sold: { en: 'sold', ar: 'مباع' },
  rented: { en: 'rented', ar: 'مؤجر' },
  hidden: { en: 'hidden', ar: 'مخفي' },
};

export const LIFECYCLE_MSG = {
  notFrom: (from: ListingStatus, to: ListingStatus) =>
    `A listing that is ${STATUS_NAMES[from].en} cannot be made ${STATUS_NAMES[to].en}.`,
  underReview: 'This listing is under review and cannot be changed until the review ends.',
  restoreOnly: 'A hidden listing can only be restored to the status it had.',
  moderatorHidesOnly: "Moderators hide and restore listings; other changes are the owner's.",
  soldIsForSale: 'Only a listing for sale can be marked sold.',
  rentedIsForRent: 'Only a listing for rent can be marked rented.',
  changed: 'Listing status updated.',
  notInitial: 'A new listing can only be posted as a draft, active or paused.',
} as const;

/** Renewing a listing before or after it expires (expiry.ts, renew-routes.ts). */
export const EXPIRY_MSG = {
  renewed: 'Listing renewed.',
  notRenewable: 'Only an active or expired listing can be renewed.',
} as const;

/** Texts every kind's listing routes send alike: a contact's receipt and the checks a schema cannot express. */
export const LISTING_MSG = {
  contactSaved: 'Contact recorded.',
  rangeReversed: (min: string, max: string) =>
    `The ${min.replace(/_/g, ' ')} must not be greater than the ${max.replace(/_/g, ' ')}.`,
  priceRequired: 'The price syp or price usd field is required.',
  /** Posting again what the poster already has on the market (duplicates.ts). */
  repeatsOwn: (id: number) => `This listing repeats your listing #${id}. Edit that one instead.`,
  /** A value the schema allows that names nothing (an unknown place or brand) or does not fit the other fields. */
  invalid: (field: string) => `The selected ${field.replace(/_/g, ' ')} is invalid.`,
  /** What comparable listings cost (listing-shared/typical-price.ts), for the forms' price warning. */
  typicalPrice: 'Typical price of comparable listings',
} as const;

// "with N active listings" in Arabic: the noun agrees with the number.
const arabicListings = (n: number) =>
  n === 1
    ? 'بإعلان نشط واحد'
    : n === 2
      ? 'بإعلانين نشطين'
      : n >= 3 && n <= 10
        ? `بـ ${n} إعلانات نشطة`
        : `بـ ${n} إعلانًا نشطًا`;

/**
 * The refusal of one more active listing than the plan allows, in the asker's language (it names the plan, whose
 * names an admin edits, so it is written in that language rather than translated afterwards).
 */
export const QUOTA_MSG = {
  full: (plan: string, quota: number, lang: Lang) =>
    lang === 'ar'
      ? `تسمح خطتك «${plan}» ${arabicListings(quota)}. رقِّ خطتك لنشر المزيد.`
      : `Your plan ${plan} allows ${quota} active ${quota === 1 ? 'listing' : 'listings'}. Upgrade your plan to post more.`,
} as const;
