import { act, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from '@souq/shared';
import { ok, startApiStandIn, useStandIn, type ApiStandIn } from '@souq/shared/testing';
import { renderAt } from '../../testing/render';
import { EMPTY_FILTERS } from '../../lib/searchFilters';
import { PropertyMap } from './PropertyMap';

let api: ApiStandIn;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  api = await startApiStandIn();
  // jsdom has no fetch: the tile settings fall back to the default tiles, as they do offline.
  globalThis.fetch = (() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
  return api.close();
});
beforeEach(async () => {
  api.reset();
  await useStandIn(api);
  api.answer('GET /property/map', () => ok('', { mode: 'markers', total: 0, markers: [], clusters: [] }));
});

const DAMASCUS = { lat: 33.51, lng: 36.29, zoom: 14 };
const map = () => screen.getByTestId('property-map');

describe('the property map controls', () => {
  it('names the zoom buttons and the library link in Arabic, and follows a switch to English', async () => {
    await renderAt('ar', '/property/map', <PropertyMap filters={EMPTY_FILTERS} initial={DAMASCUS} />);
    await waitFor(() => expect(map().querySelector('.leaflet-control-zoom-in')).toHaveAttribute('title', 'تكبير'));
    expect(map().querySelector('.leaflet-control-zoom-out')).toHaveAttribute('title', 'تصغير');
    expect(map().querySelector('.leaflet-control-zoom-in')).toHaveAccessibleName('تكبير');
    expect(map().querySelector('.leaflet-control-attribution a[href="https://leafletjs.com"]')).toHaveAttribute(
      'title',
      'مكتبة JavaScript للخرائط التفاعلية',
    );
    expect(map().querySelectorAll('.leaflet-control-zoom')).toHaveLength(1);

    await act(async () => {
      await changeLanguage('en');
    });
    await waitFor(() => expect(map().querySelector('.leaflet-control-zoom-in')).toHaveAttribute('title', 'Zoom in'));
    expect(map().querySelector('.leaflet-control-zoom-out')).toHaveAttribute('title', 'Zoom out');
    expect(map().querySelectorAll('.leaflet-control-zoom')).toHaveLength(1);
  });

  it("keeps the order of an Arabic title's Latin words in a pin's tooltip", async () => {
    const marker = {
      id: 3,
      latitude: 33.51,
      longitude: 36.29,
      name: 'Flat in Sky Tower 2024',
      name_ar: 'شقة في برج Sky Tower 2024',
      listing_type: 'sale',
      property_type: 'apartment',
      price: { currency: 'SYP', amount: 1_500_000_000, discounted_amount: 0 },
      thumb_url: null,
    };
    api.answer('GET /property/map', () => ok('', { mode: 'markers', total: 1, markers: [marker], clusters: [] }));
    await renderAt('ar', '/property/map', <PropertyMap filters={EMPTY_FILTERS} initial={DAMASCUS} />);
    await waitFor(() => expect(map().querySelector('.pp-map-marker')).not.toBeNull());
    expect(map().querySelector('.pp-map-marker')!.getAttribute('title')).toMatch(
      /^شقة في برج \u2066Sky Tower\u2069 2024 — /,
    );
  });
});
