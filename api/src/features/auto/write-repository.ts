import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { searchText } from '../listing-shared/arabic-fold.js';
import { invalidField as invalid, priceAndMediaColumns } from '../listings/post-listing.js';
import '../media/media-files-table.js';
import type { AutosTable } from './auto-tables.js';
import { BODY_TYPES, COLORS, currentYear } from './master-data.js';
import { FIELD_MSG } from './messages.js';
import type { AddAutoInput } from './schemas.js';
import { assertCascade } from './search-input.js';

type Db = Kysely<Database> | Transaction<Database>;

/** Every column of a listing computed from what its seller sent (and, for an update, what it had). */
export async function autoColumns(
  db: Db,
  input: AddAutoInput,
  options: { sypPerUsd: number; checkYear?: boolean; now?: Date },
) {
  const now = options.now ?? new Date();
  if (options.checkYear !== false && input.year > currentYear(now))
    invalid('year', FIELD_MSG.yearInFuture(currentYear(now)));
  const { brand, klass, model } = await assertCascade(db as Kysely<Database>, input);
  const priced = priceAndMediaColumns(input, options.sypPerUsd);
  const trim = input.trim?.trim() || null;
  const name = input.name?.trim() || [brand!.name_en, model!.name_en, trim, input.year].filter(Boolean).join(' ');
  const name_ar =
    input.name_ar?.trim() ||
    (input.name?.trim() ? null : [brand!.name_ar, model!.name_ar, trim, input.year].filter(Boolean).join(' '));
  const description = input.description?.trim() || null;
  const description_ar = input.description_ar?.trim() || null;
  const color = COLORS.find((c) => c.value === input.color);
  const body = BODY_TYPES.find((b) => b.value === input.body_type);
  const words = [
    name,
    name_ar,
    description,
    description_ar,
    trim,
    String(input.year),
    brand!.name_en,
    brand!.name_ar,
    klass!.name_en,
    klass!.name_ar,
    model!.name_en,
    model!.name_ar,
    color?.name_en,
    color?.name_ar,
    body?.name_en,
    body?.name_ar,
  ];
  return {
    name,
    name_ar,
    description,
    description_ar,
    vehicle_type: input.vehicle_type ?? 'car',
    brand_id: input.brand_id,
    class_id: input.class_id,
    model_id: input.model_id,
    trim,
    year: input.year,
    condition: input.condition,
    transmission: input.transmission,
    seat_type: input.seat_type ?? null,
    cylinders: input.cylinders ?? null,
    import_origin: input.import_origin,
    fuel_type: input.fuel_type,
    mileage_km: input.mileage_km,
    body_type: input.body_type,
    color: input.color,
    drive_type: input.drive_type,
    currency: input.price_currency ?? (input.price_usd != null ? 'USD' : 'SYP'),
    ...priced,
    search_text: searchText(words),
  } satisfies Partial<Record<keyof AutosTable, unknown>>;
}
