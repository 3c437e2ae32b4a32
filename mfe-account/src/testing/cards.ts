import type { ApiListingCard, ApiListingPage } from '../components/listing-summary/listingSummary';

type OwnersCard = ApiListingPage<'/api/property/my-properties'>['items'][number];

/**
 * A card as the listing endpoints return it: the fields the account pages read, and a few they ignore (the owner's
 * lists' expiry and moderation fields too, as one fixture serves every list).
 */
type CardFixture = Partial<ApiListingCard> & Partial<Pick<OwnersCard, 'expires_at' | 'hidden_reason'>> & { id: number };

export function propertyCard(overrides: CardFixture): CardFixture {
  return {
    name: `Flat ${overrides.id}`,
    name_ar: `شقة ${overrides.id}`,
    listing_type: 'sale',
    property_type: 'apartment',
    status: 'active',
    price_syp: 1_950_000_000,
    price_usd: 150_000,
    discount_percent: 0,
    discounted_price_syp: 1_950_000_000,
    discounted_price_usd: 150_000,
    primary_image: {
      id: overrides.id,
      url: `/api/uploaded-files/property-images/p${overrides.id}.webp`,
      thumb_url: `/api/uploaded-files/property-images/p${overrides.id}-thumb.webp`,
      width: 1280,
      thumb_width: 480,
    },
    views_count: 1234,
    contacts_count: 7,
    favourites_count: 2,
    ...overrides,
  };
}

export function autoCard(overrides: CardFixture): CardFixture {
  return {
    name: `Car ${overrides.id}`,
    name_ar: `سيارة ${overrides.id}`,
    status: 'active',
    vehicle_status: 'available',
    price_syp: 260_000_000,
    price_usd: 20_000,
    discount_percent: 0,
    discounted_price_syp: 260_000_000,
    discounted_price_usd: 20_000,
    primary_image: null,
    views_count: 40,
    contacts_count: 1,
    ...overrides,
  };
}

export function page<T>(items: T[], pageNumber = 1, total = items.length, perPage = 10) {
  return {
    items,
    pagination: { page: pageNumber, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}
