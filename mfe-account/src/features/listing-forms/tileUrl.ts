// Map tiles as on the property map page (mfe-property's tileSettings): OpenStreetMap unless /config.json names
// another server (`mapTileUrl`, with {z}/{x}/{y}). Without tiles (offline) the pin still works on a blank map.
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

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
