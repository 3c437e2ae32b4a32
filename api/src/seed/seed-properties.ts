import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashPassword } from '../features/accounts/passwords.js';
import { searchText } from '../features/listing-shared/arabic-fold.js';
import { SYP_PER_USD } from '../features/listing-shared/currency.js';
import { HEAD_TEXTS } from '../features/page-heads/texts.js';
import { cityCentre, neighbourhoodSpot, scatterAround } from '../features/property/city-centres.js';
import { mulberry32, pickWeighted } from '../lib/deterministic-random.js';
import { AMENITIES, defaultCategory } from '../features/property/master-data.js';
import type { ListingType, OwnershipDocument, PropertyType } from '../features/property/property-tables.js';
import { DEMO_USERS, seededMemberSince } from './demo-users.js';
import './geography-tables.js';
import { seededCount, seededPrices, seedInBatches, type SeededPrices } from './seed-listings.js';
import { type PhotoScene, seedPropertyPhotos } from './seed-property-photos.js';
import { interestSoFar } from './seeded-interest.js';

export const SEED_LISTINGS = 2_000;

// Extra agents so the seeded listings are not all one person's. Same public demo password for all.
export const SEED_AGENTS = [
  { name: 'Yara', surname: 'Nassar', email: 'yara.agent@souq.localhost', phone: '+963 933 100 201' },
  { name: 'Khaled', surname: 'Halabi', email: 'khaled.agent@souq.localhost', phone: '+963 933 100 202' },
  { name: 'Maya', surname: 'Saadeh', email: 'maya.agent@souq.localhost', phone: '+963 933 100 203' },
  { name: 'Sami', surname: 'Darwish', email: 'sami.agent@souq.localhost', phone: '+963 933 100 204' },
];
const SEED_AGENT_PASSWORD = 'Agent@2026';

interface PlaceRow {
  id: number;
  code: string;
  name_en: string;
  name_ar: string;
}
export interface PlaceTree {
  cities: (PlaceRow & { governorate: PlaceRow; weight: number; hoods: (PlaceRow & { subs: PlaceRow[] })[] })[];
}

// How much of the market each city holds, and its sale price per square metre in USD (the capital's best
// districts cost several times a small town).
const CITY_MARKET: Record<string, { weight: number; usdPerSqm: number }> = {
  damascus: { weight: 30, usdPerSqm: 1400 },
  aleppo: { weight: 14, usdPerSqm: 650 },
  homs: { weight: 8, usdPerSqm: 500 },
  latakia: { weight: 8, usdPerSqm: 900 },
  hama: { weight: 5, usdPerSqm: 450 },
  tartus: { weight: 5, usdPerSqm: 800 },
  jaramana: { weight: 3, usdPerSqm: 600 },
  qudsaya: { weight: 2, usdPerSqm: 700 },
  sahnaya: { weight: 2, usdPerSqm: 550 },
  'as-suwayda': { weight: 2, usdPerSqm: 400 },
  jableh: { weight: 2, usdPerSqm: 600 },
  zabadani: { weight: 2, usdPerSqm: 500 },
  baniyas: { weight: 1.5, usdPerSqm: 550 },
  safita: { weight: 1.5, usdPerSqm: 500 },
  daraa: { weight: 1.5, usdPerSqm: 300 },
  'deir-ez-zor': { weight: 1.5, usdPerSqm: 250 },
  qamishli: { weight: 1.5, usdPerSqm: 300 },
  'al-hasakah': { weight: 1, usdPerSqm: 250 },
  raqqa: { weight: 1, usdPerSqm: 220 },
  idlib: { weight: 1, usdPerSqm: 250 },
  salamiyah: { weight: 1, usdPerSqm: 350 },
  masyaf: { weight: 1, usdPerSqm: 400 },
};
const DEFAULT_MARKET = { weight: 0.5, usdPerSqm: 300 };
const PREMIUM_HOODS = new Set([
  'malki',
  'abu-rummaneh',
  'mezzeh',
  'western-villas',
  'eastern-villas',
  'kafr-sousa',
  'shaalan',
  'muhajireen',
  'new-aleppo',
  'furqan',
  'aziziyeh',
]);

export async function loadPlaceTree(db: Kysely<Database>): Promise<PlaceTree> {
  const govs = await db.selectFrom('governorates').select(['id', 'code', 'name_en', 'name_ar']).execute();
  const cities = await db.selectFrom('cities').select(['id', 'code', 'name_en', 'name_ar', 'governorate_id']).execute();
  const hoods = await db.selectFrom('neighborhoods').select(['id', 'code', 'name_en', 'name_ar', 'city_id']).execute();
  const subs = await db
    .selectFrom('sub_neighborhoods')
    .select(['id', 'code', 'name_en', 'name_ar', 'neighborhood_id'])
    .execute();
  return {
    cities: cities.map((c) => ({
      ...c,
      governorate: govs.find((g) => g.id === c.governorate_id)!,
      weight: (CITY_MARKET[c.code] ?? DEFAULT_MARKET).weight,
      hoods: hoods
        .filter((h) => h.city_id === c.id)
        .map((h) => ({ ...h, subs: subs.filter((s) => s.neighborhood_id === h.id) })),
    })),
  };
}

const TYPE_MIX: [PropertyType, number][] = [
  ['apartment', 52],
  ['villa', 9],
  ['studio', 8],
  ['commercial', 10],
  ['land', 8],
  ['farm', 5],
  ['building', 4],
  ['other', 4],
];
const SIZE: Record<PropertyType, [number, number]> = {
  apartment: [70, 260],
  villa: [250, 900],
  studio: [30, 65],
  commercial: [25, 400],
  land: [300, 10_000],
  farm: [2_000, 40_000],
  building: [400, 2_500],
  other: [40, 300],
};
const PRICE_FACTOR: Record<PropertyType, number> = {
  apartment: 1,
  villa: 1.3,
  studio: 1.1,
  commercial: 1.6,
  land: 0.12,
  farm: 0.04,
  building: 0.85,
  other: 0.7,
};
const ADJ = [
  ['Bright', 'مشمسة', 'مشمس'],
  ['Spacious', 'واسعة', 'واسع'],
  ['Renovated', 'مجددة', 'مجدد'],
  ['Modern', 'حديثة', 'حديث'],
  ['Quiet', 'هادئة', 'هادئ'],
  ['Elegant', 'أنيقة', 'أنيق'],
  ['Cosy', 'مريحة', 'مريح'],
  ['Corner', 'زاوية', 'زاوية'],
] as const;
// Arabic nouns for the types, and whether the noun is feminine (for the adjective's ending).
const TYPE_AR: Record<PropertyType, [string, boolean]> = {
  apartment: ['شقة', true],
  villa: ['فيلا', true],
  studio: ['استوديو', false],
  commercial: ['محل تجاري', false],
  land: ['أرض', true],
  farm: ['مزرعة', true],
  building: ['بناء', false],
  other: ['عقار', false],
};
const TYPE_EN: Record<PropertyType, string> = {
  apartment: 'apartment',
  villa: 'villa',
  studio: 'studio',
  commercial: 'shop',
  land: 'plot of land',
  farm: 'farm',
  building: 'building',
  other: 'property',
};
const FEATURES = [
  ['open view', 'إطلالة مفتوحة'],
  ['south-facing', 'اتجاه قبلي'],
  ['new kitchen', 'مطبخ جديد'],
  ['solar water heater', 'سخان شمسي'],
  ['close to schools', 'قريب من المدارس'],
  ['near the market', 'قريب من السوق'],
  ['green title deed', 'طابو أخضر'],
  ['24-hour electricity with generator', 'كهرباء 24 ساعة مع مولدة'],
  ['quiet street', 'شارع هادئ'],
  ['large terrace', 'تراس كبير'],
  ['underfloor heating', 'تدفئة أرضية'],
  ['ready to move in', 'جاهز للسكن'],
] as const;

export interface GeneratedListing extends SeededPrices {
  seed_key: string;
  owner_id: number;
  name: string;
  name_ar: string;
  description: string;
  description_ar: string;
  additional_information: string | null;
  governorate_id: number;
  city_id: number;
  neighborhood_id: number | null;
  sub_neighborhood_id: number | null;
  property_type: PropertyType;
  listing_type: ListingType;
  rent_period: 'monthly' | null;
  category: 'residential' | 'commercial' | 'agricultural';
  bedrooms: number;
  bathrooms: number;
  size_sqm: number;
  furnished: 'furnished' | 'unfurnished';
  floor_level: number | null;
  amenities: string[];
  ownership_document: OwnershipDocument | null;
  latitude: number;
  longitude: number;
  is_featured: boolean;
  views_count: number;
  contacts_count: number;
  search_text: string;
  created_at: Date;
  scene: PhotoScene;
}

// The descriptions count rooms as a person writes them: "1 bathroom", "حمامان", "3 حمامات" (none: not mentioned).
const bathroomsEn = (n: number) => (n === 0 ? '' : n === 1 ? '1 bathroom' : `${n} bathrooms`);
const bathroomsAr = (n: number) =>
  n === 0 ? '' : n === 1 ? 'حمام واحد' : n === 2 ? 'حمامان' : n <= 10 ? `${n} حمامات` : `${n} حمامًا`;

/**
 * The ownership document of the n-th seeded listing: about two in three say, most of them a green tabu. Drawn from a
 * series of its own, so the rest of each listing (drawn from the listing's series) stays as it was before the field.
 */
function seedOwnershipDocument(n: number): OwnershipDocument | null {
  const roll = mulberry32(n * 2654435761 + 41)();
  if (roll < 0.42) return 'green_tabu';
  if (roll < 0.52) return 'court_ruling';
  if (roll < 0.62) return 'notarised_poa';
  if (roll < 0.67) return 'other';
  return null;
}

/** One realistic listing, the n-th of a deterministic series. */
export function generateListing(
  n: number,
  tree: PlaceTree,
  owners: readonly number[],
  now = Date.now(),
): GeneratedListing {
  const rnd = mulberry32(n * 2654435761);
  const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);
  const int = (lo: number, hi: number) => Math.floor(between(lo, hi + 1));
  const city = pickWeighted(rnd, tree.cities, (c) => c.weight);
  const hood = city.hoods.length && rnd() < 0.9 ? city.hoods[int(0, city.hoods.length - 1)]! : null;
  const sub = hood?.subs.length && rnd() < 0.5 ? hood.subs[int(0, hood.subs.length - 1)]! : null;
  const type = pickWeighted(rnd, TYPE_MIX, ([, w]) => w)[0];
  const rentable = type !== 'land' && type !== 'farm' && type !== 'building';
  const listing: ListingType = rentable && rnd() < 0.4 ? 'rent' : 'sale';
  const [lo, hi] = SIZE[type];
  const size = Math.round(between(lo, hi) / 5) * 5;
  const residential = type === 'apartment' || type === 'villa' || type === 'studio' || type === 'building';
  const bedrooms =
    type === 'studio'
      ? 0
      : type === 'villa'
        ? int(3, 7)
        : type === 'apartment'
          ? Math.max(1, Math.min(6, Math.round(size / 55)))
          : type === 'building'
            ? int(8, 24)
            : type === 'farm'
              ? int(0, 3)
              : 0;
  const bathrooms = residential
    ? Math.max(1, Math.round(bedrooms / 2) + int(0, 1))
    : type === 'commercial'
      ? 1
      : type === 'farm'
        ? int(0, 2)
        : type === 'other'
          ? 1
          : 0;
  const market = CITY_MARKET[city.code] ?? DEFAULT_MARKET;
  const premium = hood && (PREMIUM_HOODS.has(hood.code) || (sub && PREMIUM_HOODS.has(sub.code))) ? 1.8 : 1;
  const saleUsd = size * market.usdPerSqm * PRICE_FACTOR[type] * premium * between(0.8, 1.25);
  // Monthly rent is roughly half a percent of the sale value.
  const usdRaw = listing === 'rent' ? saleUsd * between(0.004, 0.006) : saleUsd;
  const priceUsd =
    listing === 'rent' ? Math.max(50, Math.round(usdRaw / 10) * 10) : Math.max(5_000, Math.round(usdRaw / 1000) * 1000);
  // New pounds, to the thousand (the old seed rounded old pounds to the hundred thousand: the same prices ÷ 100).
  const priceSyp = Math.round((priceUsd * SYP_PER_USD) / 1_000) * 1_000;
  const discount = rnd() < 0.15 ? [3, 5, 7, 10, 15][int(0, 4)]! : 0;
  const furnished = residential && rnd() < (listing === 'rent' ? 0.6 : 0.25) ? 'furnished' : 'unfurnished';
  const amenities = AMENITIES.map((a) => a.value).filter((a) => {
    const chance: Record<string, number> = {
      parking: 0.5,
      balcony: residential ? 0.6 : 0.05,
      elevator: type === 'apartment' || type === 'building' ? 0.5 : 0.05,
      ac_heating: 0.55,
      pool_gym: type === 'villa' ? 0.5 : 0.05,
      security: 0.25,
    };
    return rnd() < (chance[a] ?? 0.2);
  });
  const adj = ADJ[int(0, ADJ.length - 1)]!;
  const [nounAr, feminine] = TYPE_AR[type];
  const place = hood ?? city;
  const placeEn = sub ? `${sub.name_en}, ${place.name_en}` : place.name_en;
  const placeAr = sub ? `${sub.name_ar}، ${place.name_ar}` : place.name_ar;
  const features = [FEATURES[int(0, FEATURES.length - 1)]!, FEATURES[int(0, FEATURES.length - 1)]!].filter(
    (f, i, all) => all.indexOf(f) === i,
  );
  const forWhat = listing === 'rent' ? ['for rent', 'للإيجار'] : ['for sale', 'للبيع'];
  const name = `${adj[0]} ${TYPE_EN[type]} ${forWhat[0]} in ${placeEn}`;
  const name_ar = `${nounAr} ${feminine ? adj[1] : adj[2]} ${forWhat[1]} في ${placeAr}`;
  const floor =
    type === 'apartment' || type === 'studio' || type === 'commercial' ? int(type === 'commercial' ? 0 : 1, 12) : null;
  const roomsEn = bedrooms
    ? `${[HEAD_TEXTS.en.property.bedrooms(bedrooms), bathroomsEn(bathrooms)].filter(Boolean).join(' and ')}, `
    : '';
  const roomsAr = bedrooms
    ? `${[HEAD_TEXTS.ar.property.bedrooms(bedrooms), bathroomsAr(bathrooms)].filter(Boolean).join(' و')}، `
    : '';
  const description = `${roomsEn}${size} m² in ${placeEn}, ${city.name_en}${floor !== null ? `, floor ${floor}` : ''}. ${features.map((f) => f[0]).join(', ')}.`;
  const description_ar = `${roomsAr}${size} م² في ${placeAr}، ${city.name_ar}${floor !== null ? `، الطابق ${floor}` : ''}. ${features.map((f) => f[1]).join('، ')}.`;
  // Each neighbourhood sits at its own spot near the centre; every listing has its own place around it.
  const [lat, lng] = scatterAround(hood ? neighbourhoodSpot(city.code, hood.id) : cityCentre(city.code), rnd);
  const scene: PhotoScene = type === 'other' ? 'apartment' : type;
  const names = [
    city.governorate.name_en,
    city.governorate.name_ar,
    city.name_en,
    city.name_ar,
    hood?.name_en,
    hood?.name_ar,
    sub?.name_en,
    sub?.name_ar,
  ];
  const generated: GeneratedListing = {
    seed_key: `seed-${n}`,
    owner_id: owners[n % owners.length]!,
    name,
    name_ar,
    description,
    description_ar,
    additional_information: rnd() < 0.3 ? 'Viewing by appointment. / المعاينة بموعد مسبق.' : null,
    governorate_id: city.governorate.id,
    city_id: city.id,
    neighborhood_id: hood?.id ?? null,
    sub_neighborhood_id: sub?.id ?? null,
    // Rents are priced per month above.
    property_type: type,
    listing_type: listing,
    rent_period: listing === 'rent' ? 'monthly' : null,
    category: defaultCategory(type),
    bedrooms,
    bathrooms,
    size_sqm: size,
    furnished,
    floor_level: floor,
    amenities,
    ownership_document: seedOwnershipDocument(n),
    // Sales are mostly asked in dollars, rents often in pounds.
    ...seededPrices(
      n,
      43,
      { syp: priceSyp, usd: priceUsd, discount },
      listing === 'rent' ? { usdOnly: 0.15, sypOnly: 0.3 } : { usdOnly: 0.35, sypOnly: 0.1 },
    ),
    latitude: lat,
    longitude: lng,
    is_featured: rnd() < 0.04,
    views_count: int(0, 900),
    contacts_count: int(0, 40),
    search_text: searchText([name, name_ar, description, description_ar, ...names]),
    created_at: new Date(now - Math.floor(rnd() * 180 * 86_400_000)),
    scene,
  };
  // Drawn above in the same order as ever (the rest of the listing depends on it), then fitted to the listing's age.
  return {
    ...generated,
    views_count: interestSoFar(generated.views_count, generated.created_at, now),
    contacts_count: interestSoFar(generated.contacts_count, generated.created_at, now),
  };
}

async function seedAgents(db: Kysely<Database>, tenantId: number): Promise<number[]> {
  const listers = DEMO_USERS.filter((u) => u.userType === 'Agent' || u.userType === 'Corporate').map((u) =>
    u.email.toLowerCase(),
  );
  for (const agent of SEED_AGENTS) {
    const found = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('email', '=', agent.email)
      .executeTakeFirst();
    if (found) continue;
    await db
      .insertInto('users')
      .values({
        tenant_id: tenantId,
        name: agent.name,
        surname: agent.surname,
        email: agent.email,
        password_hash: await hashPassword(SEED_AGENT_PASSWORD),
        // 'both': the seeded cars are theirs too (seed-autos.ts).
        user_type: 'Agent',
        listing_category: 'both',
        phone: agent.phone,
        whatsapp: agent.phone,
        email_verified_at: new Date(),
        created_at: seededMemberSince(),
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
      .execute();
  }
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('tenant_id', '=', tenantId)
    .where('email', 'in', [...listers, ...SEED_AGENTS.map((a) => a.email)])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

const BATCH = 500;

/**
 * Seeds realistic listings with photos for the tenant. Idempotent: listings carry a stable seed key, so a second
 * run inserts only what is missing. Returns how many listings the tenant's seed set holds.
 */
export async function seedProperties(db: Kysely<Database>, tenantId: number, count = SEED_LISTINGS): Promise<number> {
  const have = await seededCount(db, 'property', tenantId);
  if (have >= count) return have;
  const owners = await seedAgents(db, tenantId);
  const photos = await seedPropertyPhotos(db, tenantId);
  const interiors = photos.get('interior') ?? [];
  const tree = await loadPlaceTree(db);
  const now = Date.now();
  const rotate = (list: number[], by: number) => list.map((_, k) => list[(k + by) % list.length]!);
  await seedInBatches(db, 'property', tenantId, count, {
    batch: BATCH,
    generate: (n) => generateListing(n, tree, owners, now),
    photos: (l, i) => [
      ...rotate(photos.get(l.scene) ?? [], i).slice(0, 3),
      ...(l.category === 'residential' ? rotate(interiors, i).slice(0, 2) : []),
    ],
    columns: ({ scene: _scene, ...l }) => ({ ...l, updated_at: l.created_at }),
  });
  return count;
}
