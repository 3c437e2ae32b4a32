import L from 'leaflet';
import './base-layers.css';

// What every Souq map draws under its markers: the governorates' outlines, served with the site itself, and the map
// images (tiles) on top of them. In Syria the tile host is often blocked or slow; the outlines then keep the map
// readable, and the page is told so that it can say why the map looks plain (docs/architecture.md, maps).

/** OpenStreetMap unless /config.json names another server (`mapTileUrl`, with {z}/{x}/{y}), e.g. a tile cache. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * How long the first map images may take before the map is said to be without them. A blocked host often never
 * answers (the browser waits minutes); a slow one that answers later clears the notice again.
 */
export const TILE_TIMEOUT_MS = 8000;

let pending: Promise<string> | null = null;

function acceptable(value: unknown): value is string {
  return typeof value === 'string' && /^(https:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/.test(value);
}

export function tileUrl(): Promise<string> {
  if (!pending) {
    pending = (
      typeof fetch === 'function'
        ? fetch('/config.json', { cache: 'no-cache', headers: { Accept: 'application/json' } })
        : Promise.reject(new Error('no fetch'))
    )
      .then((response) => (response.ok ? response.json() : null))
      .then((config: unknown) => {
        const value = config && typeof config === 'object' ? (config as Record<string, unknown>).mapTileUrl : undefined;
        return acceptable(value) ? value : DEFAULT_TILE_URL;
      })
      .catch(() => DEFAULT_TILE_URL);
  }
  return pending;
}

/**
 * Tells `onChange(true)` when the map images cannot be shown: an image the browser could not load or read (a 403,
 * a page of HTML instead of a picture: Leaflet's `tileerror`), or none loaded in `timeoutMs` after the layer
 * started asking (a host that never answers). `onChange(false)` when an image loads after all. Returns a stop.
 */
export function watchTiles(
  layer: L.TileLayer,
  onChange: (failed: boolean) => void,
  timeoutMs: number = TILE_TIMEOUT_MS,
): () => void {
  let failed: boolean | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const tell = (now: boolean) => {
    if (failed === now) return;
    failed = now;
    onChange(now);
  };
  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const onLoading = () => {
    clear();
    timer = setTimeout(() => {
      timer = null;
      tell(true);
    }, timeoutMs);
  };
  const onTileLoad = () => {
    clear();
    tell(false);
  };
  const onTileError = () => {
    clear();
    tell(true);
  };
  layer.on('loading', onLoading);
  layer.on('tileload', onTileLoad);
  layer.on('tileerror', onTileError);
  return () => {
    clear();
    layer.off('loading', onLoading);
    layer.off('tileload', onTileLoad);
    layer.off('tileerror', onTileError);
  };
}

interface OutlineProperties {
  code: string;
  name_en: string;
  name_ar: string;
  /** [longitude, latitude] well inside the outline, for its name. */
  label: number[];
}
interface Outlines {
  type: 'FeatureCollection';
  features: { properties: OutlineProperties }[];
}

/** Below Leaflet's tiles (z-index 200): where the map images show, they cover the outlines. */
const OUTLINE_PANE = 'souqOutlines';

export interface BaseLayerOptions {
  /** The tiles' credit, in the page's language. */
  attribution: string;
  /** The page's language, for the governorates' names. */
  language: string;
  /** Told when the map images stop or start showing (see watchTiles). */
  onTilesFailed: (failed: boolean) => void;
  timeoutMs?: number;
}

export interface BaseLayers {
  setLanguage(language: string): void;
  remove(): void;
}

/** The outlines (a chunk of their own, loaded with the map) and the tiles over them, on `map`. */
export function addBaseLayers(map: L.Map, options: BaseLayerOptions): BaseLayers {
  let live = true;
  let language = options.language;
  let stopWatching: (() => void) | null = null;
  const pane = map.getPane(OUTLINE_PANE) ?? map.createPane(OUTLINE_PANE);
  pane.style.zIndex = '150';
  pane.classList.add('souq-map-outlines');
  const labels = L.layerGroup([], { pane: OUTLINE_PANE }).addTo(map);
  let outlines: Outlines | null = null;

  const drawLabels = () => {
    labels.clearLayers();
    for (const feature of outlines?.features ?? []) {
      const { label, name_ar, name_en } = feature.properties;
      const [lng = 0, lat = 0] = label;
      const name = language === 'ar' ? name_ar : name_en;
      const text = document.createElement('span');
      text.textContent = name;
      text.lang = language === 'ar' ? 'ar' : 'en';
      labels.addLayer(
        L.marker([lat, lng], {
          pane: OUTLINE_PANE,
          interactive: false,
          keyboard: false,
          icon: L.divIcon({ className: 'souq-map-outline-name', html: text, iconSize: undefined }),
        }),
      );
    }
  };

  void import(/* webpackChunkName: "governorate-outlines" */ './governorate-outlines.json').then(
    (module) => {
      if (!live) return;
      outlines = module.default as Outlines;
      L.geoJSON(module.default as unknown as Parameters<typeof L.geoJSON>[0], {
        pane: OUTLINE_PANE,
        interactive: false,
        // In a pane of their own, Leaflet gives the shapes a renderer of their own there, under the tiles.
        style: { color: '#5b6b7a', weight: 1.2, fillColor: '#f4f1e8', fillOpacity: 1 },
      }).addTo(map);
      drawLabels();
    },
    // Without the outlines (the site itself unreachable) there is nothing better to draw.
    () => undefined,
  );

  void tileUrl().then((url) => {
    if (!live) return;
    const tiles = L.tileLayer(url, { attribution: options.attribution, maxZoom: 19 });
    stopWatching = watchTiles(tiles, (failed) => live && options.onTilesFailed(failed), options.timeoutMs);
    tiles.addTo(map);
  });

  return {
    setLanguage(next) {
      if (next === language) return;
      language = next;
      drawLabels();
    },
    remove() {
      live = false;
      stopWatching?.();
    },
  };
}
