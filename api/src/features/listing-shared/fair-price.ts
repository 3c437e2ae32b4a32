// The fair-price label (issue 21): where a listing's price stands against comparable active listings. Pure
// computation here; fair-price-job.ts reads the listings and stores the labels.
//
// - A property compares its price per m² (the price a buyer pays, in new pounds, over its size) with listings of the
//   same type, for sale or for rent (and the same rent period), in the same size band (SIZE_BANDS), in its
//   neighbourhood when at least N of them are there, otherwise in its city.
// - A car compares its price (in new pounds) with listings of the same model, at most 2 model years apart, in the same
//   mileage band (MILEAGE_BANDS).
// The listing itself never counts; with fewer than N comparables (the setting) it has no label rather than a wrong one.

export type FairPriceLabel = 'below' | 'around' | 'above';
export type FairPriceBasis = 'neighborhood' | 'city' | 'model';

/** What the job stores on a listing's row (0440); all null: no label. */
export interface FairPrice {
  label: FairPriceLabel;
  /** The comparables' median, new pounds (per m² for a property), rounded to a whole pound. */
  medianSyp: number;
  comparables: number;
  basis: FairPriceBasis;
}

export interface FairPriceSettings {
  /** Comparables a label needs at the least (N). */
  minComparables: number;
  /** Below the typical price: under this percent of the median. */
  belowPercent: number;
  /** Above the typical price: over this percent of the median. */
  abovePercent: number;
}

/** Size bands, m² (lower bounds): under 60, 60–99, 100–149, 150–249, 250–499, 500 and more. */
export const SIZE_BANDS = [0, 60, 100, 150, 250, 500] as const;
/** Mileage bands, km (lower bounds): under 20,000, 20,000–59,999, 60,000–119,999, 120,000–199,999, 200,000 and more. */
export const MILEAGE_BANDS = [0, 20_000, 60_000, 120_000, 200_000] as const;
/** Model years either side of a car's own that still compare. */
export const YEAR_SPAN = 2;

/** The index of the band a value falls in (bands are ascending lower bounds). */
export function bandOf(bands: readonly number[], value: number): number {
  let band = 0;
  for (let i = 0; i < bands.length; i += 1) if (value >= bands[i]!) band = i;
  return band;
}

/** The median of ascending values (the mean of the middle two when even); null when there are none. */
export function median(sorted: readonly number[]): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const mid = Math.floor(n / 2);
  return n % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function labelFor(value: number, typical: number, s: FairPriceSettings): FairPriceLabel {
  if (value * 100 < typical * s.belowPercent) return 'below';
  if (value * 100 > typical * s.abovePercent) return 'above';
  return 'around';
}

/** A listing as the computation sees it: its id, the group it compares within and its value (null: nothing to compare). */
interface Item {
  id: number;
  value: number | null;
}

function fairPriceOf(
  item: Item & { value: number },
  others: number[],
  basis: FairPriceBasis,
  s: FairPriceSettings,
): FairPrice | null {
  if (others.length < s.minComparables) return null;
  const typical = median(others.sort((a, b) => a - b));
  if (typical === null || typical <= 0) return null;
  return { label: labelFor(item.value, typical, s), medianSyp: Math.round(typical), comparables: others.length, basis };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A property listing as the job reads it: active ones only. */
export interface PropertyItem {
  id: number;
  tenant_id: number;
  listing_type: string;
  rent_period: string | null;
  property_type: string;
  city_id: number;
  neighborhood_id: number | null;
  size_sqm: number | null;
  final_price_syp: number | string;
}

const perSqm = (p: PropertyItem): number | null => {
  const price = Number(p.final_price_syp);
  return p.size_sqm && p.size_sqm > 0 && price > 0 ? price / p.size_sqm : null;
};

/** Every property's fair price (by id); those without one are absent. */
export function propertyFairPrices(listings: readonly PropertyItem[], s: FairPriceSettings): Map<number, FairPrice> {
  const items = listings
    .map((p) => ({ ...p, value: perSqm(p) }))
    .filter((p): p is PropertyItem & { value: number } => p.value !== null);
  const like = (p: PropertyItem) =>
    [p.tenant_id, p.listing_type, p.rent_period ?? '', p.property_type, bandOf(SIZE_BANDS, p.size_sqm ?? 0)].join('|');
  const byCity = groupBy(items, (p) => `${like(p)}|${p.city_id}`);
  const byHood = groupBy(
    items.filter((p) => p.neighborhood_id !== null),
    (p) => `${like(p)}|${p.city_id}|${p.neighborhood_id}`,
  );
  const out = new Map<number, FairPrice>();
  for (const p of items) {
    const others = (group: typeof items | undefined) => (group ?? []).filter((o) => o.id !== p.id).map((o) => o.value);
    const hood =
      p.neighborhood_id !== null
        ? fairPriceOf(p, others(byHood.get(`${like(p)}|${p.city_id}|${p.neighborhood_id}`)), 'neighborhood', s)
        : null;
    const found = hood ?? fairPriceOf(p, others(byCity.get(`${like(p)}|${p.city_id}`)), 'city', s);
    if (found) out.set(p.id, found);
  }
  return out;
}

/** A car listing as the job reads it: active ones only. */
export interface AutoItem {
  id: number;
  tenant_id: number;
  model_id: number;
  year: number;
  mileage_km: number;
  final_price_syp: number | string;
}

/** Every car's fair price (by id); those without one are absent. */
export function autoFairPrices(listings: readonly AutoItem[], s: FairPriceSettings): Map<number, FairPrice> {
  const items = listings.map((a) => ({ ...a, value: Number(a.final_price_syp) })).filter((a) => a.value > 0);
  const groups = groupBy(items, (a) => [a.tenant_id, a.model_id, bandOf(MILEAGE_BANDS, a.mileage_km)].join('|'));
  const out = new Map<number, FairPrice>();
  for (const group of groups.values()) {
    for (const a of group) {
      const others = group.filter((o) => o.id !== a.id && Math.abs(o.year - a.year) <= YEAR_SPAN).map((o) => o.value);
      const found = fairPriceOf(a, others, 'model', s);
      if (found) out.set(a.id, found);
    }
  }
  return out;
}

/** What a listing's label stands on, by table: a change of any of these outdates it. */
const LABEL_INPUTS = {
  properties: [
    'final_price_syp',
    'size_sqm',
    'city_id',
    'neighborhood_id',
    'property_type',
    'listing_type',
    'rent_period',
  ],
  autos: ['final_price_syp', 'model_id', 'year', 'mileage_km'],
} as const;

/**
 * The columns that take a listing's label away when an edit changes what it stands on (its price, size, place or
 * type; a car's model, year or mileage): no label until the next pass rather than a wrong one. Nothing otherwise.
 */
export function outdatedFairPrice(table: keyof typeof LABEL_INPUTS, before: object, after: object) {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const changed = LABEL_INPUTS[table].some((k) => k in is && String(is[k] ?? '') !== String(was[k] ?? ''));
  return changed
    ? { fair_price_label: null, fair_price_median_syp: null, fair_price_comparables: null, fair_price_basis: null }
    : {};
}
