// Map tiles come from OpenStreetMap unless /config.json names another server (`mapTileUrl`, with {z}/{x}/{y}),
// e.g. a company tile cache. Without tiles (offline) the markers still show on a blank background.
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

let pending: Promise<string> | null = null;

function acceptable(value: unknown): value is string {
  return typeof value === 'string' && /^(https:\/\/|\/)[^\s"'<>]*\{z\}[^\s"'<>]*$/.test(value);
}

export function tileUrl(): Promise<string> {
  if (!pending) {
    pending = fetch('/config.json', { cache: 'no-cache', headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((config: unknown) => {
        const value = config && typeof config === 'object' ? (config as Record<string, unknown>).mapTileUrl : undefined;
        return acceptable(value) ? value : DEFAULT_TILE_URL;
      })
      .catch(() => DEFAULT_TILE_URL);
  }
  return pending;
}
