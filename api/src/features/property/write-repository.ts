import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { httpError, type FieldErrors } from '../../lib/errors.js';
import { invalidField as invalid, priceAndMediaColumns } from '../listings/post-listing.js';
import '../../seed/geography-tables.js';
import { searchText } from '../listing-shared/arabic-fold.js';
import { cityCentre, neighbourhoodSpot, scatterAround } from './city-centres.js';
import { defaultCategory, TYPES_WITHOUT_ROOMS } from './master-data.js';
import { FIELD_MSG } from './messages.js';
import type { PropertiesTable } from './property-tables.js';
import type { AddPropertyInput } from './schemas.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The place ids must form one chain (the city in the governorate, …); returns every name for the search text. */
export async function checkPlaces(
  db: Db,
  input: Pick<AddPropertyInput, 'governorate_id' | 'city_id' | 'neighborhood_id' | 'sub_neighborhood_id'>,
) {
  const gov = await db
    .selectFrom('governorates')
    .select(['id', 'name_en', 'name_ar'])
    .where('id', '=', input.governorate_id)
    .executeTakeFirst();
  if (!gov) invalid('governorate_id', FIELD_MSG.invalid('governorate_id'));
  const city = await db
    .selectFrom('cities')
    .select(['id', 'code', 'name_en', 'name_ar'])
    .where('id', '=', input.city_id)
    .where('governorate_id', '=', gov.id)
    .executeTakeFirst();
  if (!city) invalid('city_id', FIELD_MSG.invalid('city_id'));
  let hood: { id: number; name_en: string; name_ar: string } | undefined;
  if (input.neighborhood_id != null) {
    hood = await db
      .selectFrom('neighborhoods')
      .select(['id', 'name_en', 'name_ar'])
      .where('id', '=', input.neighborhood_id)
      .where('city_id', '=', city.id)
      .executeTakeFirst();
    if (!hood) invalid('neighborhood_id', FIELD_MSG.invalid('neighborhood_id'));
  }
  let sub: { id: number; name_en: string; name_ar: string } | undefined;
  if (input.sub_neighborhood_id != null) {
    if (!hood) invalid('sub_neighborhood_id', FIELD_MSG.invalid('sub_neighborhood_id'));
    sub = await db
      .selectFrom('sub_neighborhoods')
      .select(['id', 'name_en', 'name_ar'])
      .where('id', '=', input.sub_neighborhood_id)
      .where('neighborhood_id', '=', hood.id)
      .executeTakeFirst();
    if (!sub) invalid('sub_neighborhood_id', FIELD_MSG.invalid('sub_neighborhood_id'));
  }
  const names = [gov, city, hood, sub].flatMap((p) => (p ? [p.name_en, p.name_ar] : []));
  return { cityCode: city.code, names };
}

/**
 * Fields required by the others: a rent says what its price is per; a home says how many rooms it has (a plot, a
 * farm or a shop need not). Every missing one is named at once, as the schema does.
 */
function assertDependentFields(input: AddPropertyInput): void {
  const missing: string[] = [];
  if (input.listing_type === 'rent' && input.rent_period == null) missing.push('rent_period');
  if (!TYPES_WITHOUT_ROOMS.includes(input.property_type)) {
    for (const rooms of ['bedrooms', 'bathrooms'] as const) if (input[rooms] == null) missing.push(rooms);
  }
  if (missing.length === 0) return;
  const errors: FieldErrors = Object.fromEntries(missing.map((field) => [field, [FIELD_MSG.required(field)]]));
  throw httpError(400, FIELD_MSG.required(missing[0]!), errors);
}

/** Every column of a listing computed from what its poster sent (and, for an update, what it had). */
export function listingColumns(
  input: AddPropertyInput,
  place: { cityCode: string; names: string[] },
  sypPerUsd: number,
) {
  assertDependentFields(input);
  const priced = priceAndMediaColumns(input, sypPerUsd);
  // Without a pin from the poster: a place of its own around its neighbourhood, so pins do not stack on the centre.
  const [lat, lng] =
    input.latitude == null || input.longitude == null
      ? scatterAround(
          input.neighborhood_id != null
            ? neighbourhoodSpot(place.cityCode, input.neighborhood_id)
            : cityCentre(place.cityCode),
          Math.random,
        )
      : [input.latitude, input.longitude];
  const name = input.name.trim();
  return {
    name,
    name_ar: input.name_ar?.trim() || null,
    description: input.description.trim(),
    description_ar: input.description_ar?.trim() || null,
    additional_information: input.additional_information?.trim() || null,
    governorate_id: input.governorate_id,
    city_id: input.city_id,
    neighborhood_id: input.neighborhood_id ?? null,
    sub_neighborhood_id: input.sub_neighborhood_id ?? null,
    property_type: input.property_type,
    listing_type: input.listing_type,
    // A sale has no period, whatever was sent with it (a form switched from rent to sale may still carry one).
    rent_period: input.listing_type === 'rent' ? (input.rent_period ?? null) : null,
    category: input.category ?? defaultCategory(input.property_type),
    bedrooms: input.bedrooms ?? 0,
    bathrooms: input.bathrooms ?? 0,
    size_sqm: input.size_sqm,
    furnished: input.furnished,
    floor_level: input.floor_level ?? null,
    amenities: [...new Set(input.amenities ?? [])],
    ownership_document: input.ownership_document ?? null,
    ...priced,
    latitude: lat,
    longitude: lng,
    search_text: searchText([name, input.name_ar, input.description, input.description_ar, ...place.names]),
  } satisfies Partial<Record<keyof PropertiesTable, unknown>>;
}
