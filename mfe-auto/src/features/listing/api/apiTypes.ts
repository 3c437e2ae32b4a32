// The auto API's records as it sends them (api/src/features/auto/schemas.ts).

export interface ApiOption {
  value: string;
  name_en: string;
  name_ar: string;
}

export interface ApiCatalogueItem {
  id: number;
  code: string;
  name_en: string;
  name_ar: string;
}

export interface ApiNamed {
  id: number;
  name_en: string;
  name_ar: string;
}

export interface ApiImage {
  id: number;
  url: string;
  thumb_url: string;
}

export interface ApiAutoCard {
  id: number;
  name: string;
  name_ar: string | null;
  vehicle_type: string;
  brand: ApiNamed;
  class: ApiNamed;
  model: ApiNamed;
  trim: string | null;
  year: number;
  condition: string;
  transmission: string;
  seat_type: string | null;
  cylinders: number | null;
  import_origin: string;
  fuel_type: string;
  mileage_km: number;
  body_type: string;
  color: string;
  drive_type: string;
  /** available or sold */
  vehicle_status: string;
  status: string;
  price_currency: string;
  price_syp: number;
  price_usd: number;
  discount_percent: number;
  discounted_price_syp: number;
  discounted_price_usd: number;
  price: { currency: string; amount: number; discounted_amount: number };
  primary_image: ApiImage | null;
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
  /** Phone, WhatsApp and email are given to signed-in visitors only. */
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  company: { id: number; company_name: string; logo: string | null; phone: string | null } | null;
  profile_path: string;
}

export interface ApiAutoDetail extends ApiAutoCard {
  description: string | null;
  description_ar: string | null;
  images: ApiImage[];
  video: { id: number; url: string } | null;
  owner: ApiOwner;
  contacts_count: number;
  is_favourite: boolean;
  contacted_channels: string[];
  is_owner: boolean;
}

export interface ApiPagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface ApiAutoMaster {
  vehicle_types: ApiOption[];
  conditions: ApiOption[];
  transmissions: ApiOption[];
  seat_types: ApiOption[];
  cylinders: { value: number; name_en: string; name_ar: string }[];
  import_origins: ApiOption[];
  fuel_types: ApiOption[];
  body_types: ApiOption[];
  drive_types: ApiOption[];
  colors: ApiOption[];
  vehicle_statuses: ApiOption[];
  sort_options: ApiOption[];
  contact_channels: ApiOption[];
  currencies: { value: string; symbol: string; name_en: string; name_ar: string }[];
  brands: ApiCatalogueItem[];
  years: { min: number; max: number };
  per_page: { default: number; max: number };
  syp_per_usd: number;
}
