// What the pages show of an auto listing, independent of the API's field names (listing/api/toAuto.ts maps the
// API's records to these).

import type { FairPrice, ListingImage, ListingPerson, Money, MyListingReport } from '@souq/shared/listing-ui';

export type { ListingImage, Money };

export interface AutoSummary {
  id: string;
  name: string;
  /** Brand, class and model in the reader's language. */
  brand: string;
  className: string;
  model: string;
  trim: string;
  year: number;
  mileageKm: number;
  /** Vocabulary values (automatic, petrol…); labels come from the master data or the translations. */
  vehicleType: string;
  condition: string;
  transmission: string;
  fuelType: string;
  bodyType: string;
  sold: boolean;
  price: Money;
  /** Set only when the listing has a discount. */
  discountedPrice: Money | null;
  discountPercent: number;
  image: ListingImage | null;
  createdAt: string | null;
  featured: boolean;
  /** Its ownership document was checked: the "Verified" mark. */
  verified: boolean;
  /** The price a buyer pays fell in the last 14 days: the "Price dropped" mark. */
  priceDropped: boolean;
  /** Below / around / above the typical price of comparable listings; null: no label. */
  fairPrice: FairPrice | null;
}

export interface AutoSeller extends ListingPerson {
  profilePath: string;
}

export interface AutoDetail extends AutoSummary {
  description: string;
  seatType: string | null;
  cylinders: number | null;
  importOrigin: string;
  color: string;
  driveType: string;
  images: ListingImage[];
  video: string | null;
  seller: AutoSeller;
  isFavourite: boolean;
  isOwner: boolean;
  views: number;
  /** The signed-in viewer's report on it, if they made one. */
  myReport: MyListingReport | null;
}
