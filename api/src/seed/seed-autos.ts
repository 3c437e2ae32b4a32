import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import type { Condition, ImportOrigin, SeatType, Transmission } from '../features/auto/auto-tables.js';
import { COLORS, currentYear } from '../features/auto/master-data.js';
import { searchText } from '../features/listing-shared/arabic-fold.js';
import { SYP_PER_USD } from '../features/listing-shared/currency.js';
import { AUTO_CATALOGUE, type CatalogueModel } from './auto-catalogue.js';
import { DEMO_USERS } from './demo-users.js';
import { AUTO_PHOTO_PAINTS, seedAutoPhotos } from './seed-auto-photos.js';
import { seededCount, seededPrices, seedInBatches } from './seed-listings.js';
import { mulberry32, pickWeighted } from '../lib/deterministic-random.js';
import { interestSoFar } from './seeded-interest.js';

export const SEED_AUTOS = 1_200;

/** Loads the brand → class → model catalogue (shared by every site). Idempotent: rows are found by their code. */
export async function seedAutoCatalogue(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('auto_brands')
    .values(AUTO_CATALOGUE.map((b, i) => ({ code: b.code, name_en: b.en, name_ar: b.ar, sort_order: i })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const brandIds = new Map(
    (await db.selectFrom('auto_brands').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
  );
  await db
    .insertInto('auto_classes')
    .values(
      AUTO_CATALOGUE.flatMap((b) =>
        b.classes.map((c, i) => ({
          brand_id: brandIds.get(b.code)!,
          code: c.code,
          name_en: c.en,
          name_ar: c.ar,
          sort_order: i,
        })),
      ),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const classIds = new Map(
    (await db.selectFrom('auto_classes').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
  );
  await db
    .insertInto('auto_models')
    .values(
      AUTO_CATALOGUE.flatMap((b) =>
        b.classes.flatMap((c) =>
          c.models.map((m, i) => ({
            class_id: classIds.get(c.code)!,
            code: m.code,
            name_en: m.en,
            name_ar: m.ar,
            sort_order: i,
          })),
        ),
      ),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

interface CatalogueRow {
  id: number;
  code: string;
  name_en: string;
  name_ar: string;
}
interface Pick {
  brand: CatalogueRow;
  klass: CatalogueRow;
  model: CatalogueRow;
  spec: CatalogueModel;
}

async function loadPicks(db: Kysely<Database>): Promise<Pick[]> {
  const byCode = async (table: 'auto_brands' | 'auto_classes' | 'auto_models') =>
    new Map(
      (await db.selectFrom(table).select(['id', 'code', 'name_en', 'name_ar']).execute()).map((r) => [r.code, r]),
    );
  const [brands, classes, models] = await Promise.all([
    byCode('auto_brands'),
    byCode('auto_classes'),
    byCode('auto_models'),
  ]);
  return AUTO_CATALOGUE.flatMap((b) =>
    b.classes.flatMap((c) =>
      c.models.map((m) => ({
        brand: brands.get(b.code)!,
        klass: classes.get(c.code)!,
        model: models.get(m.code)!,
        spec: m,
      })),
    ),
  );
}

const COLOUR_MIX: [string, number][] = [
  ['white', 30],
  ['silver', 15],
  ['black', 15],
  ['grey', 12],
  ['blue', 7],
  ['red', 6],
  ['beige', 4],
  ['brown', 3],
  ['green', 3],
  ['gold', 2],
  ['orange', 1],
  ['yellow', 1],
];
const ORIGIN_MIX: [ImportOrigin, number][] = [
  ['gcc', 34],
  ['syria', 22],
  ['lebanon', 12],
  ['usa', 10],
  ['turkey', 6],
  ['others', 16],
];
const LOCAL_BRANDS = new Set(['saipa', 'iran-khodro']);
const TRIMS = ['GL', 'GLS', 'Full Option', 'Limited', 'Sport', 'Standard'];
const CITIES = [
  ['Damascus', 'دمشق', 30],
  ['Aleppo', 'حلب', 15],
  ['Homs', 'حمص', 10],
  ['Latakia', 'اللاذقية', 9],
  ['Hama', 'حماة', 6],
  ['Tartus', 'طرطوس', 6],
  ['Rural Damascus', 'ريف دمشق', 10],
  ['As-Suwayda', 'السويداء', 3],
  ['Daraa', 'درعا', 3],
] as const;
const NOTES = [
  ['first owner', 'مالك أول'],
  ['full service history', 'سجل صيانة كامل'],
  ['no accidents', 'بدون حوادث'],
  ['new tyres', 'إطارات جديدة'],
  ['original paint', 'دهان أصلي'],
  ['customs cleared', 'مجمركة'],
  ['sunroof', 'فتحة سقف'],
  ['reversing camera', 'كاميرا خلفية'],
  ['recently serviced', 'صيانة حديثة'],
  ['garage kept', 'محفوظة في كراج'],
] as const;
const TRANSMISSION_AR: Record<Transmission, string> = { automatic: 'أوتوماتيك', manual: 'عادي' };
const FUEL_AR: Record<string, string> = { petrol: 'بنزين', diesel: 'ديزل', hybrid: 'هجين', electric: 'كهرباء' };

/** One realistic auto listing, the n-th of a deterministic series. */
export function generateAuto(n: number, picks: readonly Pick[], owners: readonly number[], now = Date.now()) {
  const rnd = mulberry32(n * 2246822519 + 17);
  const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);
  const int = (lo: number, hi: number) => Math.floor(between(lo, hi + 1));
  const pick = pickWeighted(rnd, picks, (p) => p.spec.weight);
  const { spec } = pick;
  const thisYear = currentYear(new Date(now));
  const oldest = Math.max(spec.from, thisYear - 20);
  const year = thisYear - Math.floor(rnd() ** 1.4 * (thisYear - oldest + 1));
  const age = thisYear - year;
  const condition: Condition =
    age === 0 && rnd() < 0.7 ? 'new' : age <= 3 && rnd() < 0.15 ? 'certified_pre_owned' : 'used';
  const mileage =
    condition === 'new' ? int(0, 50) : Math.round((Math.max(0.4, age) * between(9_000, 22_000)) / 500) * 500;
  // Cars hold their value in Syria: about 7% a year, more for high mileage.
  const usdRaw = spec.usd * 0.93 ** (age - 5) * between(0.88, 1.12) * (mileage > 250_000 ? 0.85 : 1);
  const priceUsd = Math.max(1_500, Math.round(usdRaw / 250) * 250);
  // New pounds, to the thousand (the old seed rounded old pounds to the hundred thousand: the same prices ÷ 100).
  const priceSyp = Math.round((priceUsd * SYP_PER_USD) / 1_000) * 1_000;
  const currency = rnd() < 0.65 ? 'USD' : 'SYP';
  const discount = rnd() < 0.1 ? [3, 5, 7][int(0, 2)]! : 0;
  const manualChance =
    spec.vehicleType === 'truck' || spec.body === 'pickup' ? 0.6 : spec.usd < 9_000 ? 0.45 : age > 12 ? 0.3 : 0.08;
  const transmission: Transmission = rnd() < manualChance ? 'manual' : 'automatic';
  const luxury = spec.usd >= 30_000;
  const seat: SeatType = luxury
    ? rnd() < 0.9
      ? 'leather'
      : 'semi_leather'
    : pickWeighted(
        rnd,
        [
          ['fabric', 60],
          ['semi_leather', 25],
          ['leather', 10],
          ['velour', 5],
        ] as [SeatType, number][],
        ([, w]) => w,
      )[0];
  const origin: ImportOrigin =
    LOCAL_BRANDS.has(pick.brand.code) && rnd() < 0.85 ? 'syria' : pickWeighted(rnd, ORIGIN_MIX, ([, w]) => w)[0];
  const fuel =
    spec.fuel === 'petrol' &&
    (pick.model.code === 'toyota-camry' || pick.model.code === 'toyota-corolla') &&
    year >= 2015 &&
    rnd() < 0.2
      ? 'hybrid'
      : spec.fuel;
  const drive = spec.drive === 'awd' && spec.body === 'suv' && spec.usd < 30_000 && rnd() < 0.4 ? 'fwd' : spec.drive;
  const color = pickWeighted(rnd, COLOUR_MIX, ([, w]) => w)[0];
  const colour = COLORS.find((c) => c.value === color)!;
  const trim = rnd() < 0.6 ? TRIMS[int(0, TRIMS.length - 1)]! : null;
  const city = pickWeighted(rnd, CITIES, (c) => c[2]);
  const notes = [NOTES[int(0, NOTES.length - 1)]!, NOTES[int(0, NOTES.length - 1)]!].filter(
    (x, i, all) => all.indexOf(x) === i,
  );
  const name = [pick.brand.name_en, pick.model.name_en, trim, year].filter(Boolean).join(' ');
  const name_ar = [pick.brand.name_ar, pick.model.name_ar, trim, year].filter(Boolean).join(' ');
  const km = mileage.toLocaleString('en-US');
  const description = `${pick.brand.name_en} ${pick.model.name_en} ${year}, ${colour.name_en.toLowerCase()}, ${km} km, ${transmission}, ${fuel}. ${notes.map((x) => x[0]).join(', ')}. Can be seen in ${city[0]}.`;
  const description_ar = `${pick.brand.name_ar} ${pick.model.name_ar} موديل ${year}، لون ${colour.name_ar}، ${km} كم، ${TRANSMISSION_AR[transmission]}، ${FUEL_AR[fuel]}. ${notes.map((x) => x[1]).join('، ')}. المعاينة في ${city[1]}.`;
  const created = new Date(now - Math.floor(rnd() * 150 * 86_400_000));
  const auto = {
    seed_key: `seed-auto-${n}`,
    owner_id: owners[n % owners.length]!,
    name,
    name_ar,
    description,
    description_ar,
    vehicle_type: spec.vehicleType ?? 'car',
    brand_id: pick.brand.id,
    class_id: pick.klass.id,
    model_id: pick.model.id,
    trim,
    year,
    condition,
    transmission,
    seat_type: seat,
    cylinders: fuel === 'electric' ? null : spec.cylinders,
    import_origin: origin,
    fuel_type: fuel,
    mileage_km: mileage,
    body_type: spec.body,
    color,
    drive_type: drive,
    currency,
    // Half the sellers give only the currency they show the car in.
    ...seededPrices(
      n,
      47,
      { syp: priceSyp, usd: priceUsd, discount },
      currency === 'USD' ? { usdOnly: 0.5, sypOnly: 0 } : { usdOnly: 0, sypOnly: 0.5 },
    ),
    // A few cars have been sold: sold listings, which only their sellers see (the listing lifecycle).
    ...(rnd() < 0.08
      ? { vehicle_status: 'sold' as const, status: 'sold' as const }
      : { vehicle_status: 'available' as const }),
    is_featured: rnd() < 0.05,
    views_count: int(0, 1_500),
    contacts_count: int(0, 60),
    search_text: searchText([name, name_ar, description, description_ar, pick.klass.name_en, pick.klass.name_ar]),
    created_at: created,
    updated_at: created,
  } as const;
  // Drawn above in the same order as ever (the rest of the car depends on it), then fitted to the listing's age.
  return {
    ...auto,
    views_count: interestSoFar(auto.views_count, created, now),
    contacts_count: interestSoFar(auto.contacts_count, created, now),
  };
}

const BATCH = 400;

/**
 * Seeds realistic auto listings with photos for the tenant, owned by the demo agent and company and the seeded
 * agents. Idempotent: listings carry a stable seed key, so a second run inserts only what is missing.
 */
export async function seedAutos(db: Kysely<Database>, tenantId: number, count = SEED_AUTOS): Promise<number> {
  await seedAutoCatalogue(db);
  const have = await seededCount(db, 'auto', tenantId);
  if (have >= count) return have;
  const listers = DEMO_USERS.filter((u) => u.userType === 'Agent' || u.userType === 'Corporate').map((u) =>
    u.email.toLowerCase(),
  );
  // Only members whose listing category takes cars, as the API would let them post (the demo company lists real estate).
  const owners = (
    await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where((eb) =>
        eb.or([
          eb('email', 'in', listers),
          eb.and([eb('user_type', '=', 'Agent'), eb('email', 'like', '%.agent@souq.localhost')]),
        ]),
      )
      .where('listing_category', 'in', ['auto', 'both'])
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  if (!owners.length) return 0;
  const photos = await seedAutoPhotos(db, tenantId);
  const picks = await loadPicks(db);
  const now = Date.now();
  await seedInBatches(db, 'auto', tenantId, count, {
    batch: BATCH,
    generate: (n) => generateAuto(n, picks, owners, now),
    photos: (a, i) => {
      const own = photos.get(a.body_type) ?? [];
      // The photo in the car's own paint comes first when there is one.
      const first = AUTO_PHOTO_PAINTS.indexOf(a.color as (typeof AUTO_PHOTO_PAINTS)[number]);
      const from = first >= 0 ? first : i % Math.max(1, own.length);
      return own.map((_, k) => own[(k + from) % own.length]!).slice(0, 3 + (i % 2));
    },
  });
  return count;
}
