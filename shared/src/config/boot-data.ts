// What the site server writes into the page (a JSON script, id "souq-boot"): the runtime configuration and the
// remote registry as they are at the moment the page is served, so the first render does not wait for
// /config.json and then /remotes.json. A page without it (a static host, the development servers) fetches them.

export const BOOT_DATA_ID = 'souq-boot';

export interface BootData {
  config?: unknown;
  registry?: unknown;
  /**
   * The language the server wrote the page's head in ('ar' or 'en'), so the page renders in the same one.
   * Optional; anything but an exact supported code is ignored by the language detection.
   */
  lang?: unknown;
}

/** The page's boot data, or null when the page has none or it cannot be read. */
export function readBootData(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): BootData | null {
  const text = doc?.getElementById(BOOT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as BootData) : null;
  } catch {
    return null;
  }
}
