import { Type, type Static } from 'typebox';
import {
  CardHead,
  FairPriceSchema,
  ImageRef,
  NamedRef,
  PricedIn,
  SearchPaginationSchema,
} from '../listings/schemas.js';
import { DateTime, Nullable } from '../../lib/schema-types.js';
import { envelope } from '../../lib/envelope.js';

// Response shapes of the result lists (search and the home page's featured strip). A result card carries what the
// site's cards show (mfe-property listing/api/toProperty.ts toSummary): a page of 12 is read on every search, so
// fields only the detail page uses (amenities, furnishing, floor, views…) are left to the detail endpoint. The status
// is on the card: sold and rented listings stay in the list for a few days (listings/in-search.ts).
// The route's response schema is also its serialiser (fast-json-stringify), so it lists every field sent.

const PlaceRef = NamedRef;

/** A listing in a result list. */
export const ListCard = Type.Object({
  ...CardHead,
  listing_type: Type.String(),
  /** monthly, yearly or daily for a rent; null for a sale. */
  rent_period: Nullable(Type.String()),
  property_type: Type.String(),
  governorate: PlaceRef,
  city: PlaceRef,
  neighborhood: Nullable(PlaceRef),
  sub_neighborhood: Nullable(PlaceRef),
  bedrooms: Type.Integer(),
  bathrooms: Type.Integer(),
  size_sqm: Type.Integer(),
  price_syp: Type.Number(),
  price_usd: Type.Number(),
  ...PricedIn,
  discount_percent: Type.Integer(),
  discounted_price_syp: Type.Number(),
  discounted_price_usd: Type.Number(),
  primary_image: Nullable(ImageRef),
  latitude: Type.Number(),
  longitude: Type.Number(),
  is_featured: Type.Boolean(),
  /** An admin checked the owner's ownership document (the Verified badge). */
  verified: Type.Boolean(),
  /** The price a buyer pays fell within the last 14 days (the "Price dropped" mark). */
  price_dropped: Type.Boolean(),
  /** Below / around / above the typical price of comparable listings, or null (listing-shared/fair-price.ts). */
  fair_price: FairPriceSchema,
  /** active, or sold / rented in the days after the deal. */
  status: Type.String(),
  created_at: DateTime,
});
export type ListCardView = Static<typeof ListCard>;

export const SearchListResponse = envelope(
  Type.Object({ items: Type.Array(ListCard), pagination: SearchPaginationSchema }),
);
export const FeaturedListResponse = envelope(Type.Array(ListCard));
