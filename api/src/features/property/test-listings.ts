import { searchText } from '../listing-shared/arabic-fold.js';
import { bothPrices, discounted } from '../listing-shared/currency.js';
import { seedGeography } from '../../seed/seed-geography.js';
import type { TestApp } from '../../test/test-app.js';
import { defaultCategory } from './master-data.js';
import type { PropertiesTable } from './property-tables.js';
import type { Insertable } from 'kysely';

// Test data for the property endpoints: real places from the geography seed, listings inserted directly so each
// test states exactly the rows it searches.
export interface Places {
  gov: (en: string) => number;
  city: (en: string) => number;
  hood: (city: string, en: string) => number;
  sub: (hood: string, en: string) => number;
}

export async function loadPlaces(t: TestApp): Promise<Places> {
  await seedGeography(t.db);
  const govs = await t.db.selectFrom('governorates').select(['id', 'name_en']).execute();
  const cities = await t.db.selectFrom('cities').select(['id', 'name_en', 'governorate_id']).execute();
  const hoods = await t.db
    .selectFrom('neighborhoods')
    .innerJoin('cities', 'cities.id', 'neighborhoods.city_id')
    .select(['neighborhoods.id', 'neighborhoods.name_en', 'cities.name_en as city'])
    .execute();
  const subs = await t.db
    .selectFrom('sub_neighborhoods')
    .innerJoin('neighborhoods', 'neighborhoods.id', 'sub_neighborhoods.neighborhood_id')
    .select(['sub_neighborhoods.id', 'sub_neighborhoods.name_en', 'neighborhoods.name_en as hood'])
    .execute();
  const must = (v: number | undefined, what: string) => {
    if (v === undefined) throw new Error(`no place ${what}`);
    return v;
  };
  return {
    gov: (en) => must(govs.find((g) => g.name_en === en)?.id, en),
    // A city of the same name as its governorate is the governorate's capital.
    city: (en) => must(cities.find((c) => c.name_en === en)?.id, en),
    hood: (city, en) => must(hoods.find((h) => h.city === city && h.name_en === en)?.id, en),
    sub: (hood, en) => must(subs.find((s) => s.hood === hood && s.name_en === en)?.id, en),
  };
}

export type ListingSpec = Partial<Omit<Insertable<PropertiesTable>, 'tenant_id' | 'owner_id'>> & {
  governorate_id: number;
  city_id: number;
};

let seq = 0;
/** Inserts listings for an owner; prices default to 100,000 USD, names to "Listing N". */
export async function insertListings(t: TestApp, ownerId: number, specs: ListingSpec[]): Promise<number[]> {
  const rows = specs.map((s) => {
    seq += 1;
    const prices = bothPrices({
      price_syp: s.price_syp ?? null,
      price_usd: s.price_usd ?? (s.price_syp == null ? 100_000 : null),
    })!;
    const discount = s.discount_percent ?? 0;
    const type = s.property_type ?? 'apartment';
    const name = s.name ?? `Listing ${seq}`;
    return {
      name,
      name_ar: s.name_ar ?? null,
      description: s.description ?? 'A listing.',
      description_ar: s.description_ar ?? null,
      governorate_id: s.governorate_id,
      city_id: s.city_id,
      neighborhood_id: s.neighborhood_id ?? null,
      sub_neighborhood_id: s.sub_neighborhood_id ?? null,
      property_type: type,
      listing_type: s.listing_type ?? 'sale',
      rent_period:
        s.rent_period !== undefined ? s.rent_period : s.listing_type === 'rent' ? ('monthly' as const) : null,
      category: s.category ?? defaultCategory(type),
      bedrooms: s.bedrooms ?? 2,
      bathrooms: s.bathrooms ?? 1,
      size_sqm: s.size_sqm ?? 100,
      furnished: s.furnished ?? 'unfurnished',
      floor_level: s.floor_level ?? null,
      amenities: s.amenities ?? [],
      ownership_document: s.ownership_document ?? null,
      price_syp: prices.syp,
      price_usd: prices.usd,
      discount_percent: discount,
      // Only when given: a migration's test inserts listings from before the column (0441).
      ...(s.priced_in !== undefined ? { priced_in: s.priced_in } : {}),
      final_price_syp: discounted(prices.syp, discount),
      final_price_usd: discounted(prices.usd, discount),
      latitude: s.latitude ?? 33.5138,
      longitude: s.longitude ?? 36.2765,
      status: s.status ?? 'active',
      is_featured: s.is_featured ?? false,
      featured_until: s.featured_until ?? null,
      premium_until: s.premium_until ?? null,
      search_text: searchText([name, s.name_ar, s.description, s.description_ar]),
      created_at: s.created_at ?? new Date(Date.now() - (10_000 - seq) * 1000),
      tenant_id: t.tenant.id,
      owner_id: ownerId,
    };
  });
  const inserted = await t.db.insertInto('properties').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}
