// What the pages show of a listing, independent of the API's field names (the adapters in
// listing/api map the API's records to these).

import type { FairPrice, ListingImage, ListingPerson, Money, MyListingReport } from '@souq/shared/listing-ui';

export type { ListingImage, Money };

export type RentPeriod = 'monthly' | 'yearly' | 'daily';
/** The ownership document a poster says they hold (the API's `ownership_document` codes). */
export const OWNERSHIP_DOCUMENTS = ['green_tabu', 'court_ruling', 'notarised_poa', 'other'] as const;
export type OwnershipDocument = (typeof OWNERSHIP_DOCUMENTS)[number];

export interface PropertySummary {
  id: string;
  name: string;
  listingType: 'sale' | 'rent' | '';
  /** What a rent's price is per; absent for a sale. */
  rentPeriod?: RentPeriod;
  /** The docs/product/data.md key (Apartment, Villa, …); labels come from the translations. */
  propertyType: string;
  price: Money;
  /** Set only when the listing has a discount. */
  discountedPrice: Money | null;
  discountPercent: number;
  bedrooms: number | null;
  bathrooms: number | null;
  size: number | null;
  image: ListingImage | null;
  /** Most specific place first: sub-neighbourhood, neighbourhood, city, governorate. */
  places: string[];
  createdAt: string | null;
  latitude: number | null;
  longitude: number | null;
  featured: boolean;
  /** Its ownership document was checked: the "Verified" mark. */
  verified: boolean;
  /** The price a buyer pays fell in the last 14 days: the "Price dropped" mark. */
  priceDropped: boolean;
  /** Below / around / above the typical price of comparable listings; null: no label. */
  fairPrice: FairPrice | null;
  /** Sold or rented (such listings stay in search a few days): the card says so. */
  closed: 'sold' | 'rented' | null;
}

export interface PropertyDetail extends PropertySummary {
  description: string;
  additionalInfo: string;
  furnished: 'furnished' | 'unfurnished' | '';
  /** The ownership document its poster says they hold (not proof: that is `verified`); null when not said. */
  ownershipDocument: OwnershipDocument | null;
  floor: string | null;
  amenities: string[];
  images: ListingImage[];
  video: string | null;
  status: string;
  category: string;
  owner: ListingPerson | null;
  isFavourite: boolean;
  views: number | null;
  /** An outside map (Google Maps) centred on the listing. */
  mapUrl: string;
  isOwner: boolean;
  /** The signed-in viewer's report on it, if they made one. */
  myReport: MyListingReport | null;
}
