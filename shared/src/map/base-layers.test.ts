import L from 'leaflet';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addBaseLayers, TILE_TIMEOUT_MS, watchTiles } from './base-layers';

const realFetch = globalThis.fetch;
beforeAll(() => {
  // No /config.json here: the default tiles, as offline.
  globalThis.fetch = (() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => {
  jest.useRealTimers();
});

function watched() {
  const layer = L.tileLayer('https://tiles.example/{z}/{x}/{y}.png');
  const told: boolean[] = [];
  const stop = watchTiles(layer, (failed) => told.push(failed));
  return { layer, told, stop };
}

describe('watching the map images', () => {
  it('says they failed when the server refuses one or sends something that is not a picture (tileerror)', () => {
    const { layer, told } = watched();
    layer.fire('loading');
    layer.fire('tileerror');
    layer.fire('tileerror');
    expect(told).toEqual([true]);
  });

  it('says they failed when none has come after a while (a host that never answers)', () => {
    jest.useFakeTimers();
    const { layer, told } = watched();
    layer.fire('loading');
    jest.advanceTimersByTime(TILE_TIMEOUT_MS - 1);
    expect(told).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(told).toEqual([true]);
  });

  it('takes it back when an image loads after all, and says nothing while they load', () => {
    jest.useFakeTimers();
    const { layer, told } = watched();
    layer.fire('loading');
    layer.fire('tileload');
    jest.advanceTimersByTime(TILE_TIMEOUT_MS * 2);
    expect(told).toEqual([false]);
    layer.fire('tileerror');
    layer.fire('tileload');
    expect(told).toEqual([false, true, false]);
  });

  it('stops listening and waiting when stopped', () => {
    jest.useFakeTimers();
    const { layer, told, stop } = watched();
    layer.fire('loading');
    stop();
    layer.fire('tileerror');
    jest.advanceTimersByTime(TILE_TIMEOUT_MS * 2);
    expect(told).toEqual([]);
  });
});

describe('the governorates under the map images', () => {
  const outlines = JSON.parse(readFileSync(join(__dirname, 'governorate-outlines.json'), 'utf8')) as {
    features: { properties: { code: string; name_ar: string; name_en: string; label: [number, number] } }[];
  };

  it('holds the 14 governorates, each with its names and a place for its name inside Syria', () => {
    expect(outlines.features).toHaveLength(14);
    for (const { properties } of outlines.features) {
      expect(properties.name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(properties.name_en).toMatch(/^[A-Z]/);
      const [lng, lat] = properties.label;
      expect(lng).toBeGreaterThan(35.5);
      expect(lng).toBeLessThan(42.5);
      expect(lat).toBeGreaterThan(32.2);
      expect(lat).toBeLessThan(37.4);
    }
  });

  it("draws their names below the map images' pane, in the page's language, and follows a switch", async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const map = L.map(element, { center: [34.8, 38.5], zoom: 7 });
    const base = addBaseLayers(map, { attribution: 'tiles', language: 'ar', onTilesFailed: () => undefined });
    const pane = map.getPane('souqOutlines')!;
    expect(Number(pane.style.zIndex)).toBeLessThan(Number(getComputedStyle(map.getPane('tilePane')!).zIndex || 200));
    const names = () => [...pane.querySelectorAll('.souq-map-outline-name span')].map((n) => n.textContent);
    await waitFor(() => names().length === 14);
    expect(names()).toContain('ريف دمشق');
    base.setLanguage('en');
    expect(names()).toContain('Rif Dimashq');
    expect(names()).not.toContain('ريف دمشق');
    base.remove();
    map.remove();
  });
});

async function waitFor(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}
