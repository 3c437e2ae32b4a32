import { Type, type Static, type TSchema } from 'typebox';
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
  SearchPaginationSchema,
  StatusSchema,
  Text,
} from '../listings/schemas.js';
import { envelope } from '../../lib/envelope.js';
import { Id, Nullable } from '../../lib/schema-types.js';
import {
  BODY_TYPES,
  COLORS,
  CONDITIONS,
  DRIVE_TYPES,
  FUEL_TYPES,
  IMPORT_ORIGINS,
  MAX_CYLINDERS,
  MIN_CYLINDERS,
  MIN_YEAR,
  SEAT_TYPES,
  SORTS,
  TRANSMISSIONS,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from './master-data.js';

// Request and response shapes of the auto endpoints. The site's auto pages and the account area's listing form read
// these shapes; paths and field names stay stable.

export const VehicleTypeSchema = Type.Enum(values(VEHICLE_TYPES));
export const ConditionSchema = Type.Enum(values(CONDITIONS));
export const TransmissionSchema = Type.Enum(values(TRANSMISSIONS));
export const SeatTypeSchema = Type.Enum(values(SEAT_TYPES));
export const ImportOriginSchema = Type.Enum(values(IMPORT_ORIGINS));
export const FuelTypeSchema = Type.Enum(values(FUEL_TYPES));
export const BodyTypeSchema = Type.Enum(values(BODY_TYPES));
export const DriveTypeSchema = Type.Enum(values(DRIVE_TYPES));
export const ColorSchema = Type.Enum(COLORS.map((c) => c.value));
export const VehicleStatusSchema = Type.Enum(values(VEHICLE_STATUSES));
export const SortSchema = Type.Enum([...SORTS]);
const Cylinders = Type.Integer({ minimum: MIN_CYLINDERS, maximum: MAX_CYLINDERS });

const many = <T extends TSchema>(schema: T) => Type.Optional(Type.Array(schema, { maxItems: 20 }));

// ---------- catalogue ----------

const CatalogueItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name_en: Type.String(),
  name_ar: Type.String(),
});

export const AutoMasterData = Type.Object({
  vehicle_types: Type.Array(OptionSchema),
  conditions: Type.Array(OptionSchema),
  transmissions: Type.Array(OptionSchema),
  seat_types: Type.Array(OptionSchema),
  cylinders: Type.Array(Type.Object({ value: Type.Integer(), name_en: Type.String(), name_ar: Type.String() })),
  import_origins: Type.Array(OptionSchema),
  fuel_types: Type.Array(OptionSchema),
  body_types: Type.Array(OptionSchema),
  drive_types: Type.Array(OptionSchema),
  colors: Type.Array(OptionSchema),
  vehicle_statuses: Type.Array(OptionSchema),
  sort_options: Type.Array(OptionSchema),
  contact_channels: Type.Array(OptionSchema),
  currencies: CurrencyOptions,
  /** The first step of the brand → class → model cascade. */
  brands: Type.Array(CatalogueItem),
  years: Type.Object({ min: Type.Integer(), max: Type.Integer() }),
  ...MasterPaging,
});
export const AutoMasterResponse = envelope(AutoMasterData);
export const BrandClassesQuery = Type.Object({ brand_id: Id });
export const ClassModelsQuery = Type.Object({ class_id: Id });
export const CatalogueResponse = envelope(Type.Array(CatalogueItem));

// ---------- search ----------

/** Every search filter. Enum filters take one or more values (any of them): `fuel_type[]=petrol&fuel_type[]=hybrid` or `fuel_type=petrol,hybrid`. */
export const SearchFilters = {
  vehicle_type: many(VehicleTypeSchema),
  brand_id: Type.Optional(Id),
  class_id: Type.Optional(Id),
  model_id: Type.Optional(Id),
  condition: many(ConditionSchema),
  transmission: many(TransmissionSchema),
  seat_type: many(SeatTypeSchema),
  cylinders: many(Cylinders),
  import_origin: many(ImportOriginSchema),
  fuel_type: many(FuelTypeSchema),
  body_type: many(BodyTypeSchema),
  color: many(ColorSchema),
  drive_type: many(DriveTypeSchema),
  vehicle_status: many(VehicleStatusSchema),
  min_year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
  max_year: Type.Optional(Type.Integer({ minimum: 1900, maximum: 2100 })),
  min_mileage: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  max_mileage: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
  /** The currency of min_price/max_price and of `price` in each result; 'Syp' and 'usd' are accepted too. */
  currency: Type.Optional(CurrencySchema),
  min_price: Type.Optional(Money),
  max_price: Type.Optional(Money),
  /** Words looked up in names, descriptions, trims and catalogue names, Arabic spelling variants folded. */
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  featured: Type.Optional(Type.Boolean()),
  /** Only cars whose ownership an admin verified (true), or only the others (false). */
  verified: Type.Optional(Type.Boolean()),
  /** Listings of one agent or company. */
  owner_id: Type.Optional(Id),
};
export const ENUM_FILTERS = [
  'vehicle_type',
  'condition',
  'transmission',
  'seat_type',
  'cylinders',
  'import_origin',
  'fuel_type',
  'body_type',
  'color',
  'drive_type',
  'vehicle_status',
] as const;

export const SearchQuery = Type.Object({ ...SearchFilters, sort: Type.Optional(SortSchema), ...Paging });
export type SearchQueryInput = Static<typeof SearchQuery>;
export type SearchFilterInput = FiltersOf<SearchQueryInput>;

const Named = NamedRef;

/** A listing as shown in result lists, favourites and featured strips. */
export const AutoCard = Type.Object({
  ...CardHead,
  vehicle_type: Type.String(),
  brand: Named,
  class: Named,
  model: Named,
  trim: Nullable(Type.String()),
  year: Type.Integer(),
  condition: Type.String(),
  transmission: Type.String(),
  seat_type: Nullable(Type.String()),
  cylinders: Nullable(Type.Integer()),
  import_origin: Type.String(),
  fuel_type: Type.String(),
  mileage_km: Type.Integer(),
  body_type: Type.String(),
  color: Type.String(),
  drive_type: Type.String(),
  vehicle_status: Type.String(),
  /** active, or inactive when the seller took it down (seen by the seller only). */
  status: Type.String(),
  /** The currency the seller priced in; both prices are always given. */
  price_currency: Type.String(),
  ...CardPrice,
  ...CardStanding,
});
export type AutoCardView = Static<typeof AutoCard>;

export const SearchResponse = envelope(
  Type.Object({ items: Type.Array(AutoCard), pagination: SearchPaginationSchema }),
);

// ---------- featured and detail ----------

export const FeaturedQuery = Type.Object(FeaturedFields);
export const FeaturedResponse = envelope(Type.Array(AutoCard));
export { CurrencyQuery, IdParams, IdQuery };

export const AutoDetail = Type.Object({
  ...AutoCard.properties,
  description: Nullable(Type.String()),
  description_ar: Nullable(Type.String()),
  ...DetailExtras,
});
export type AutoDetailView = Static<typeof AutoDetail>;
export const DetailResponse = envelope(AutoDetail);

// ---------- writes ----------

/**
 * The fields of a listing as its seller sends them. Give price_syp, price_usd or both (price_currency says which
 * one the seller means; by default the one given, USD when both). The name defaults to "Brand Model Trim Year".
 */
export const AutoFields = {
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  name_ar: OptionalNullable(Text(200)),
  description: OptionalNullable(Text(10_000)),
  description_ar: OptionalNullable(Text(10_000)),
  vehicle_type: Type.Optional(VehicleTypeSchema),
  brand_id: Id,
  class_id: Id,
  model_id: Id,
  trim: OptionalNullable(Text(100)),
  /** Model year, from 1950 up to the current year. */
  year: Type.Integer({ minimum: MIN_YEAR, maximum: 2100 }),
  condition: ConditionSchema,
  transmission: TransmissionSchema,
  seat_type: OptionalNullable(SeatTypeSchema),
  cylinders: OptionalNullable(Cylinders),
  import_origin: ImportOriginSchema,
  fuel_type: FuelTypeSchema,
  mileage_km: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  body_type: BodyTypeSchema,
  color: ColorSchema,
  drive_type: DriveTypeSchema,
  price_currency: Type.Optional(CurrencySchema),
  ...PriceFields,
  vehicle_status: Type.Optional(VehicleStatusSchema),
  status: Type.Optional(StatusSchema),
  /** Media of the kinds product_image and product_video. */
  ...MediaFields,
};
export const AddAutoBody = Type.Object(AutoFields);
export type AddAutoInput = Static<typeof AddAutoBody>;
/** Only the fields sent change. */
export const UpdateAutoBody = Type.Object({ id: Id, ...Type.Partial(AddAutoBody).properties });
