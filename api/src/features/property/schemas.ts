import { Type, type Static } from 'typebox';
import { values } from '../listing-shared/master-common.js';
import {
  CardHead,
  CardPrice,
  CardStanding,
  CurrencyOptions,
  CurrencyQuery,
  CurrencySchema,
  DetailExtras,
  FeaturedFields,
  type FiltersOf,
  IdParams,
  IdQuery,
  MasterPaging,
  MediaFields,
  Money,
  NamedRef,
  OptionalNullable,
  OptionSchema,
  Paging,
  PriceFields,
  StatusSchema,
  Text,
} from '../listings/schemas.js';
import { envelope } from '../../lib/envelope.js';
import { Id, Nullable } from '../../lib/schema-types.js';
import {
  AMENITIES,
  CATEGORIES,
  FURNISHED_OPTIONS,
  LISTING_TYPES,
  OWNERSHIP_DOCUMENTS,
  PROPERTY_TYPES,
  RENT_PERIODS,
  SORTS,
} from './master-data.js';

// Request and response shapes of the property endpoints. The site's property pages read these shapes; paths and
// field names stay stable.

export const PropertyTypeSchema = Type.Enum(values(PROPERTY_TYPES));
export const ListingTypeSchema = Type.Enum(values(LISTING_TYPES));
export const RentPeriodSchema = Type.Enum(values(RENT_PERIODS));
export const FurnishedSchema = Type.Enum(values(FURNISHED_OPTIONS));
export const AmenitySchema = Type.Enum(AMENITIES.map((a) => a.value));
export const CategorySchema = Type.Enum(values(CATEGORIES));
export const OwnershipDocumentSchema = Type.Enum(values(OWNERSHIP_DOCUMENTS));
export const SortSchema = Type.Enum([...SORTS]);

const Count = (max: number) => Type.Integer({ minimum: 0, maximum: max });

// ---------- master data and places ----------

export const PropertyMasterData = Type.Object({
  property_types: Type.Array(OptionSchema),
  listing_types: Type.Array(OptionSchema),
  /** What a rent's price is per (monthly, yearly, daily). */
  rent_periods: Type.Array(OptionSchema),
  /** Property types whose bedrooms and bathrooms may be left out (farm, land, commercial). */
  types_without_rooms: Type.Array(Type.String()),
  amenities: Type.Array(OptionSchema),
  furnished_options: Type.Array(OptionSchema),
  /** The kinds of ownership document a poster may say they hold (green_tabu, court_ruling, notarised_poa, other). */
  ownership_documents: Type.Array(OptionSchema),
  categories: Type.Array(OptionSchema),
  statuses: Type.Array(OptionSchema),
  sort_options: Type.Array(OptionSchema),
  contact_channels: Type.Array(OptionSchema),
  currencies: CurrencyOptions,
  /** Choices for the bedroom and bathroom selects; the last one means "this many or more" (min_bedrooms). */
  room_options: Type.Array(Type.Integer()),
  ...MasterPaging,
});

export const PropertyMasterResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: PropertyMasterData,
});

export const CitiesQuery = Type.Object({ governorate_id: Id });
/** The places of one level of the location cascade (master-routes.ts selects exactly these columns). */
export const PlaceListResponse = envelope(
  Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), name_en: Type.String(), name_ar: Type.String() })),
);
export const NeighborhoodsQuery = Type.Object({ city_id: Id });
export const SubNeighborhoodsQuery = Type.Object({ neighborhood_id: Id });

// ---------- search ----------

/** Every search filter; also accepted by the map search. Arrays may be sent as `key[]=a&key[]=b` or `key=a,b`. */
export const SearchFilters = {
  listing_type: Type.Optional(ListingTypeSchema),
  /** Rents per this period (only rents have one). */
  rent_period: Type.Optional(RentPeriodSchema),
  governorate_id: Type.Optional(Id),
  city_id: Type.Optional(Id),
  neighborhood_id: Type.Optional(Id),
  sub_neighborhood_id: Type.Optional(Id),
  /** One or more types (any of them). */
  property_type: Type.Optional(Type.Array(PropertyTypeSchema, { maxItems: 8 })),
  category: Type.Optional(CategorySchema),
  /** The currency of min_price/max_price and of `price` in each result; 'Syp' and 'usd' are accepted too. */
  currency: Type.Optional(CurrencySchema),
  min_price: Type.Optional(Money),
  max_price: Type.Optional(Money),
  /** Exactly this many. */
  bedrooms: Type.Optional(Count(50)),
  bathrooms: Type.Optional(Count(50)),
  /** At least / at most. */
  min_bedrooms: Type.Optional(Count(50)),
  max_bedrooms: Type.Optional(Count(50)),
  min_bathrooms: Type.Optional(Count(50)),
  max_bathrooms: Type.Optional(Count(50)),
  /** Square metres. */
  min_size: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  max_size: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  furnished: Type.Optional(FurnishedSchema),
  /** Every amenity listed must be present. */
  amenities: Type.Optional(Type.Array(AmenitySchema, { maxItems: 6 })),
  /** One or more ownership document kinds (any of them); listings whose poster did not say match none. */
  ownership_document: Type.Optional(Type.Array(OwnershipDocumentSchema, { maxItems: 4 })),
  /** Words looked up in names, descriptions and place names, Arabic spelling variants folded. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  featured: Type.Optional(Type.Boolean()),
  /** Only listings whose ownership an admin verified (true), or only the others (false). */
  verified: Type.Optional(Type.Boolean()),
  /** Listings of one agent or company. */
  owner_id: Type.Optional(Id),
};

export const SearchQuery = Type.Object({
  ...SearchFilters,
  sort: Type.Optional(SortSchema),
  ...Paging,
});
export type SearchQueryInput = Static<typeof SearchQuery>;
export type SearchFilterInput = FiltersOf<SearchQueryInput>;

const PlaceRef = NamedRef;

/** A listing as shown in result lists, favourites and featured strips. */
export const PropertyCard = Type.Object({
  ...CardHead,
  listing_type: Type.String(),
  /** What the price of a rent is per: monthly, yearly or daily; null for a sale. */
  rent_period: Nullable(Type.String()),
  property_type: Type.String(),
  category: Type.String(),
  status: Type.String(),
  governorate: PlaceRef,
  city: PlaceRef,
  neighborhood: Nullable(PlaceRef),
  sub_neighborhood: Nullable(PlaceRef),
  bedrooms: Type.Integer(),
  bathrooms: Type.Integer(),
  size_sqm: Type.Integer(),
  furnished: Type.String(),
  floor_level: Nullable(Type.Integer()),
  amenities: Type.Array(Type.String()),
  ...CardPrice,
  latitude: Type.Number(),
  longitude: Type.Number(),
  ...CardStanding,
});
export type PropertyCardView = Static<typeof PropertyCard>;

// ---------- map ----------

export const MapQuery = Type.Object({
  ...SearchFilters,
  /** west,south,east,north in degrees (longitude, latitude). */
  bbox: Type.String({ maxLength: 120 }),
  zoom: Type.Optional(Type.Integer({ minimum: 0, maximum: 22 })),
});
export const MapMarker = Type.Object({
  id: Type.Integer(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  name: Type.String(),
  name_ar: Nullable(Type.String()),
  listing_type: Type.String(),
  property_type: Type.String(),
  price: Type.Object({ currency: Type.String(), amount: Type.Number(), discounted_amount: Type.Number() }),
  thumb_url: Nullable(Type.String()),
});
export const MapCluster = Type.Object({
  latitude: Type.Number(),
  longitude: Type.Number(),
  count: Type.Integer(),
  /** The area the cluster covers: zooming to it splits the cluster. [west, south, east, north] */
  bbox: Type.Array(Type.Number()),
});
export const MapResult = Type.Object({
  mode: Type.Enum(['markers', 'clusters']),
  total: Type.Integer(),
  markers: Type.Array(MapMarker),
  clusters: Type.Array(MapCluster),
});
export const MapResponse = envelope(MapResult);

// ---------- featured and detail ----------

export const FeaturedQuery = Type.Object({
  listing_type: Type.Optional(ListingTypeSchema),
  ...FeaturedFields,
});
export { CurrencyQuery, IdParams, IdQuery };

export const PropertyDetail = Type.Object({
  ...PropertyCard.properties,
  description: Type.String(),
  description_ar: Nullable(Type.String()),
  additional_information: Nullable(Type.String()),
  /** The ownership document the poster says they hold; null when not said. Not proof: see `verified`. */
  ownership_document: Nullable(Type.String()),
  ...DetailExtras,
  /** https://www.google.com/maps?q=lat,lng */
  map_url: Type.String(),
});
export type PropertyDetailView = Static<typeof PropertyDetail>;
export const DetailResponse = envelope(PropertyDetail);

// ---------- writes ----------

/** The fields of a listing as its poster sends them. Give price_syp, price_usd or both. */
export const PropertyFields = {
  name: Type.String({ minLength: 1, maxLength: 200 }),
  name_ar: OptionalNullable(Text(200)),
  description: Type.String({ minLength: 1, maxLength: 10_000 }),
  description_ar: OptionalNullable(Text(10_000)),
  additional_information: OptionalNullable(Text(5_000)),
  governorate_id: Id,
  city_id: Id,
  neighborhood_id: OptionalNullable(Id),
  sub_neighborhood_id: OptionalNullable(Id),
  property_type: PropertyTypeSchema,
  listing_type: ListingTypeSchema,
  /** Required for a rent; ignored (stored as none) for a sale. */
  rent_period: OptionalNullable(RentPeriodSchema),
  category: Type.Optional(CategorySchema),
  /** Required except for farms, land and commercial premises (master data `types_without_rooms`), where they default to 0. */
  bedrooms: OptionalNullable(Type.Integer({ minimum: 0, maximum: 50 })),
  bathrooms: OptionalNullable(Type.Integer({ minimum: 0, maximum: 50 })),
  size_sqm: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
  furnished: FurnishedSchema,
  floor_level: OptionalNullable(Type.Integer({ minimum: -5, maximum: 200 })),
  amenities: Type.Optional(Type.Array(AmenitySchema, { maxItems: 6, uniqueItems: true })),
  /** The ownership document the poster holds, if they want to say (null clears it). */
  ownership_document: OptionalNullable(OwnershipDocumentSchema),
  ...PriceFields,
  /** Media of the kinds property_image and property_video. */
  ...MediaFields,
  /** Where the listing is; defaults to the city's centre when not given. */
  latitude: Type.Optional(Type.Number({ minimum: 32, maximum: 37.5 })),
  longitude: Type.Optional(Type.Number({ minimum: 35.5, maximum: 42.5 })),
  status: Type.Optional(StatusSchema),
};

export const AddPropertyBody = Type.Object(PropertyFields);
export type AddPropertyInput = Static<typeof AddPropertyBody>;
/** Only the fields sent change. */
export const UpdatePropertyBody = Type.Object({ id: Id, ...Type.Partial(AddPropertyBody).properties });
