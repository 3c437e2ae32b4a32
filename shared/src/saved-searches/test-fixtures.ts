import { ok, type ApiStandIn } from '@souq/shared/testing';
import type { SavedSearch } from './types';

// Master data as the API serves it, enough to name the filters of the searches in these tests.
const opt = (value: string, name_en: string, name_ar: string) => ({ value, name_en, name_ar });

export function answerMasterData(api: ApiStandIn): void {
  api.answer('GET /property/property-master', () =>
    ok('', {
      property_types: [opt('apartment', 'Apartment', 'شقة'), opt('villa', 'Villa', 'فيلا')],
      listing_types: [opt('sale', 'For sale', 'للبيع'), opt('rent', 'For rent', 'للإيجار')],
      amenities: [opt('parking', 'Parking', 'موقف سيارات')],
      furnished_options: [opt('furnished', 'Furnished', 'مفروش')],
    }),
  );
  api.answer('GET /property/goveronates', () =>
    ok('', [
      { id: 1, code: 'damascus', name_en: 'Damascus', name_ar: 'دمشق' },
      { id: 2, code: 'aleppo', name_en: 'Aleppo', name_ar: 'حلب' },
    ]),
  );
  api.answer('GET /auto/auto-master', () =>
    ok('', {
      vehicle_types: [opt('car', 'Car', 'سيارة')],
      conditions: [opt('used', 'Used', 'مستعملة')],
      body_types: [opt('suv', 'SUV', 'دفع رباعي')],
      brands: [{ id: 7, code: 'toyota', name_en: 'Toyota', name_ar: 'تويوتا' }],
    }),
  );
}

export function savedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 1,
    name: 'Villas in Damascus',
    kind: 'property',
    query: 'governorate_id=1&property_type=villa',
    alert: 'off',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    last_alerted_at: null,
    ...overrides,
  };
}
