import type { Insertable } from 'kysely';
import { seedAutoCatalogue } from '../../seed/seed-autos.js';
import type { TestApp } from '../../test/test-app.js';
import { searchText } from '../listing-shared/arabic-fold.js';
import { bothPrices, discounted } from '../listing-shared/currency.js';
import type { AutosTable } from './auto-tables.js';

// Test data for the auto endpoints: the real catalogue from the seed, listings inserted directly so each test states
// exactly the rows it searches.
export interface Catalogue {
  brand: (code: string) => number;
  klass: (code: string) => number;
  model: (code: string) => { id: number; class_id: number; brand_id: number };
}

export async function loadCatalogue(t: TestApp): Promise<Catalogue> {
  await seedAutoCatalogue(t.db);
  const brands = await t.db.selectFrom('auto_brands').select(['id', 'code']).execute();
  const classes = await t.db.selectFrom('auto_classes').select(['id', 'code', 'brand_id']).execute();
  const models = await t.db
    .selectFrom('auto_models')
    .innerJoin('auto_classes', 'auto_classes.id', 'auto_models.class_id')
    .select(['auto_models.id', 'auto_models.code', 'auto_models.class_id', 'auto_classes.brand_id'])
    .execute();
  const must = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`not in the catalogue: ${what}`);
    return v;
  };
  return {
    brand: (code) => must(brands.find((b) => b.code === code)?.id, code),
    klass: (code) => must(classes.find((c) => c.code === code)?.id, code),
    model: (code) =>
      must(
        models.find((m) => m.code === code),
        code,
      ),
  };
}

export type AutoSpec = Partial<
  Omit<Insertable<AutosTable>, 'tenant_id' | 'owner_id' | 'brand_id' | 'class_id' | 'model_id'>
> & {
  model: { id: number; class_id: number; brand_id: number };
};

let seq = 0;
/** Inserts autos for an owner; prices default to 10,000 USD, names to "Auto N", a used white petrol sedan. */
export async function insertAutos(t: TestApp, ownerId: number, specs: AutoSpec[]): Promise<number[]> {
  const rows = specs.map(({ model, ...s }) => {
    seq += 1;
    const prices = bothPrices({
      price_syp: s.price_syp ?? null,
      price_usd: s.price_usd ?? (s.price_syp == null ? 10_000 : null),
    })!;
    const discount = s.discount_percent ?? 0;
    const name = s.name ?? `Auto ${seq}`;
    return {
      name,
      name_ar: s.name_ar ?? null,
      description: s.description ?? null,
      description_ar: s.description_ar ?? null,
      vehicle_type: s.vehicle_type ?? 'car',
      brand_id: model.brand_id,
      class_id: model.class_id,
      model_id: model.id,
      trim: s.trim ?? null,
      year: s.year ?? 2018,
      condition: s.condition ?? 'used',
      transmission: s.transmission ?? 'automatic',
      seat_type: s.seat_type ?? 'fabric',
      cylinders: s.cylinders === undefined ? 4 : s.cylinders,
      import_origin: s.import_origin ?? 'gcc',
      fuel_type: s.fuel_type ?? 'petrol',
      mileage_km: s.mileage_km ?? 80_000,
      body_type: s.body_type ?? 'sedan',
      color: s.color ?? 'white',
      drive_type: s.drive_type ?? 'fwd',
      currency: s.currency ?? 'USD',
      price_syp: prices.syp,
      price_usd: prices.usd,
      discount_percent: discount,
      final_price_syp: discounted(prices.syp, discount),
      final_price_usd: discounted(prices.usd, discount),
      vehicle_status: s.vehicle_status ?? 'available',
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
  return (await t.db.insertInto('autos').values(rows).returning('id').execute()).map((r) => r.id);
}
