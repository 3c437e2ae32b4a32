import { http } from '@souq/shared';
import type { ListingKind } from '../listing-kinds/registry';

// The names behind the codes and ids in a search's query (governorate 1 → Damascus, brand 7 → Toyota),
// read from the same public master-data endpoints the list pages use. Loaded once per kind per page,
// and only when a label is first needed (the save dialog, the recent-searches list, the account page).

export interface Named {
  name_en: string;
  name_ar: string;
}
/** URL key → value (code or id as text) → its names. */
export type Vocabulary = Record<string, Record<string, Named>>;

interface Option extends Named {
  value: string | number;
}
interface CatalogueItem extends Named {
  id: number;
  code?: string;
}

function byValue(options: Option[] | undefined): Record<string, Named> {
  const out: Record<string, Named> = {};
  for (const option of options ?? []) out[String(option.value)] = option;
  return out;
}

function byId(items: CatalogueItem[] | undefined): Record<string, Named> {
  const out: Record<string, Named> = {};
  for (const item of items ?? []) out[String(item.id)] = item;
  return out;
}

interface PropertyMaster {
  property_types?: Option[];
  listing_types?: Option[];
  rent_periods?: Option[];
  amenities?: Option[];
  furnished_options?: Option[];
  ownership_documents?: Option[];
}

interface AutoMaster {
  vehicle_types?: Option[];
  conditions?: Option[];
  transmissions?: Option[];
  seat_types?: Option[];
  import_origins?: Option[];
  fuel_types?: Option[];
  body_types?: Option[];
  drive_types?: Option[];
  colors?: Option[];
  vehicle_statuses?: Option[];
  brands?: CatalogueItem[];
}

async function loadProperty(): Promise<Vocabulary> {
  const [master, governorates] = await Promise.all([
    http.publicJson<PropertyMaster>({ url: '/property/property-master' }),
    http.publicJson<CatalogueItem[]>({ url: '/property/goveronates' }),
  ]);
  const m = master.data ?? {};
  return {
    property_type: byValue(m.property_types),
    listing_type: byValue(m.listing_types),
    rent_period: byValue(m.rent_periods),
    amenities: byValue(m.amenities),
    furnished: byValue(m.furnished_options),
    ownership_document: byValue(m.ownership_documents),
    governorate_id: byId(governorates.data),
    governorate: byId(governorates.data),
  };
}

async function loadAuto(): Promise<Vocabulary> {
  const { data: m = {} } = await http.publicJson<AutoMaster>({ url: '/auto/auto-master' });
  const brands = byId(m.brands);
  return {
    vehicle_type: byValue(m.vehicle_types),
    condition: byValue(m.conditions),
    transmission: byValue(m.transmissions),
    seat_type: byValue(m.seat_types),
    import_origin: byValue(m.import_origins),
    fuel_type: byValue(m.fuel_types),
    body_type: byValue(m.body_types),
    drive_type: byValue(m.drive_types),
    color: byValue(m.colors),
    vehicle_status: byValue(m.vehicle_statuses),
    // The auto list may name the brand either way.
    brand: brands,
    brand_id: brands,
  };
}

/** How each kind's names are read: a map every kind of the registry must fill. */
const LOADERS: Record<ListingKind, () => Promise<Vocabulary>> = { property: loadProperty, auto: loadAuto };

// Marked pure so that a bundle using only the buttons leaves this module to the chunks that need it.
const cache = /*#__PURE__*/ new Map<ListingKind, Promise<Vocabulary>>();

/** Never rejects: without names, labels fall back to the codes they can show and a generic text. */
export function loadVocabulary(kind: ListingKind): Promise<Vocabulary> {
  let pending = cache.get(kind);
  if (!pending) {
    pending = LOADERS[kind]().catch(() => {
      cache.delete(kind);
      return {};
    });
    cache.set(kind, pending);
  }
  return pending;
}

/** For tests: forget what was loaded. */
export function clearVocabularyCache(): void {
  cache.clear();
}
