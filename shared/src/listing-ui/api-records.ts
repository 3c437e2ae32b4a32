// From the API's listing records (property and auto answer with the same shapes for these parts) to what the
// pages show. Each remote's adapter maps the rest, its own fields.
import type { ListingImage } from './Gallery';
import type { Money } from './money';
import type { FairPrice } from './FairPriceMark';
import type { PricePoint } from './PriceHistory';
import { photoSrcSet } from './photo';

/** A listing's owner as the pages show them: the owner card and the contact buttons. */
export interface ListingPerson {
  id: string;
  name: string;
  userType: string;
  image: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  companyName: string | null;
  /** An agent or company whose licence or registration Souq's team checked. */
  verified: boolean;
}

interface ApiImageLike {
  url: string;
  thumb_url: string;
  width?: number;
  thumb_width?: number;
}

const variants = (value: ApiImageLike) =>
  photoSrcSet({ url: value.thumb_url, width: value.thumb_width }, { url: value.url, width: value.width });

interface ApiPersonLike {
  id: number;
  name: string;
  surname: string | null;
  user_type: string;
  image: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  company: { company_name: string } | null;
  /** An agent or company whose licence or registration Souq's team checked. */
  verified: boolean;
}

interface ApiPriced {
  price_syp: number | null;
  price_usd: number | null;
  /** The one currency the owner priced in; null when they gave both. */
  priced_in?: string | null;
  discounted_price_syp: number | null;
  discounted_price_usd: number | null;
  discount_percent: number;
}

// The API's images are re-encoded to a fixed 4:3 frame; the sizes let the browser reserve the space.
const FULL = { width: 1200, height: 900 };
const THUMB = { width: 400, height: 300 };

/** A place's, brand's or option's name in the reader's language, or in the other when it has only that one. */
export function localName(record: { name_en: string; name_ar: string }, language: string): string {
  return (language === 'ar' ? record.name_ar : record.name_en) || record.name_en || record.name_ar;
}

/** A card's photo. */
export function thumbnail(value: ApiImageLike | null): ListingImage | null {
  return value ? { url: value.thumb_url || value.url, ...THUMB, srcSet: variants(value) } : null;
}

/** A detail page's photos: the listing's images, or its primary image alone when it has no others. */
export function galleryImages(record: { images: ApiImageLike[]; primary_image: ApiImageLike | null }): ListingImage[] {
  const gallery = record.images.length > 0 ? record.images : record.primary_image ? [record.primary_image] : [];
  return gallery.map((item) => ({ url: item.url, ...FULL, srcSet: variants(item) }));
}

const amount = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The price in both currencies, and the discounted price only when the listing has a discount. */
export function listingPrices(record: ApiPriced): {
  price: Money;
  discountedPrice: Money | null;
  discountPercent: number;
} {
  const pricedIn = record.priced_in === 'SYP' || record.priced_in === 'USD' ? record.priced_in : null;
  return {
    price: { syp: amount(record.price_syp), usd: amount(record.price_usd), pricedIn },
    discountedPrice:
      record.discount_percent > 0
        ? { syp: amount(record.discounted_price_syp), usd: amount(record.discounted_price_usd), pricedIn }
        : null,
    discountPercent: record.discount_percent,
  };
}

/** A listing's price history (the API's `price_history`: the price a buyer paid from each date on). */
export function priceHistory(record: {
  price_history?: Array<{ changed_at: string; price_syp: number; price_usd: number }>;
}): PricePoint[] {
  return (record.price_history ?? []).map((point) => ({
    date: point.changed_at,
    price: { syp: amount(point.price_syp), usd: amount(point.price_usd) },
  }));
}

/** A listing's fair-price label (the API's `fair_price`); null: none (too few comparable listings). */
export function fairPrice(record: {
  fair_price?: { label: FairPrice['label']; comparables: number; median_syp: number; basis: FairPrice['basis'] } | null;
}): FairPrice | null {
  const fair = record.fair_price;
  return fair
    ? { label: fair.label, comparables: fair.comparables, medianSyp: fair.median_syp, basis: fair.basis }
    : null;
}

export function listingPerson(owner: ApiPersonLike): ListingPerson {
  return {
    id: String(owner.id),
    name: [owner.name, owner.surname].filter(Boolean).join(' '),
    userType: owner.user_type,
    image: owner.image,
    phone: owner.phone,
    whatsapp: owner.whatsapp,
    email: owner.email,
    companyName: owner.company?.company_name ?? null,
    verified: owner.verified,
  };
}
