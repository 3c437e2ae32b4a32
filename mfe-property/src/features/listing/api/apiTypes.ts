// The property API's records as it sends them (api/src/features/property/schemas.ts).

export interface ApiOption {
  value: string;
  name_en: string;
  name_ar: string;
}

export interface ApiPlace {
  id: number;
  name_en: string;
  name_ar: string;
}

export interface ApiImage {
  id: number;
  url: string;
  thumb_url: string;
}

export interface ApiPrice {
  currency: string;
  amount: number;
  discounted_amount: number;
}

export interface ApiPropertyCard {
  id: number;
  name: string;
  name_ar: string | null;
  listing_type: string;
  /** monthly, yearly or daily for a rent; null for a sale (absent from an older API). */
  rent_period?: string | null;
  property_type: string;
  category: string;
  status: string;
  governorate: ApiPlace;
  city: ApiPlace;
  neighborhood: ApiPlace | null;
  sub_neighborhood: ApiPlace | null;
  bedrooms: number;
  bathrooms: number;
  size_sqm: number;
  furnished: string;
  floor_level: number | null;
  amenities: string[];
  price_syp: number;
  price_usd: number;
  discount_percent: number;
  discounted_price_syp: number;
  discounted_price_usd: number;
  price: ApiPrice;
  primary_image: ApiImage | null;
  latitude: number;
  longitude: number;
  is_featured: boolean;
  views_count: number;
  created_at: string;
  updated_at: string;
}

export interface ApiOwner {
  id: number;
  name: string;
  surname: string | null;
  user_type: string;
  image: string | null;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  company: { id: number; company_name: string; logo: string | null; phone: string | null } | null;
  profile_path: string;
}

export interface ApiPropertyDetail extends ApiPropertyCard {
  description: string;
  description_ar: string | null;
  additional_information: string | null;
  images: ApiImage[];
  video: { id: number; url: string } | null;
  owner: ApiOwner;
  contacts_count: number;
  is_favourite: boolean;
  contacted_channels: string[];
  is_owner: boolean;
  map_url: string;
}

export interface ApiPagination {
  page: number;
  per_page: number;
  total: number;
  /** Broad searches count up to a cap: then `total` is a floor (shown as "1,000+"). */
  total_is_estimate?: boolean;
  last_page: number;
}

export interface ApiPropertyMaster {
  property_types: ApiOption[];
  listing_types: ApiOption[];
  amenities: ApiOption[];
  furnished_options: ApiOption[];
  sort_options: ApiOption[];
  room_options: number[];
  per_page: { default: number; max: number };
}
