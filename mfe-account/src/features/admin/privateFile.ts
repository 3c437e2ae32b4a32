import { getRuntimeConfig, sessionStore } from '@souq/shared';

/** A private file the browser may show itself; anything else is handed over as a download. */
const SHOWABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

export class PrivateFileRefused extends Error {
  constructor(readonly status: number) {
    super(`The file was refused (${status}).`);
  }
}

/**
 * A member's private upload (a payment receipt, an ownership document…) from a route that needs the Bearer token,
 * so a plain link cannot open it: `path` is under the API base ('/payment-receipt'), asked for with `?id=`. The shared
 * client speaks JSON only, so this asks with fetch, sending what the client would.
 */
export async function fetchPrivateFile(path: string, id: number): Promise<Blob> {
  const { apiBase, tenant } = getRuntimeConfig();
  const { token, language } = sessionStore.getState();
  const response = await fetch(`${apiBase}${path}?id=${encodeURIComponent(String(id))}`, {
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'X-Tenant': tenant,
      'Accept-Language': language,
    },
  });
  if (!response.ok) throw new PrivateFileRefused(response.status);
  const blob = await response.blob();
  const type = (blob.type.split(';')[0] ?? '').trim().toLowerCase();
  // A blob: URL runs in the site's origin: a file that is not an image or a PDF (the API accepts no other, by content)
  // must never be rendered there, so it becomes a download.
  return SHOWABLE.has(type) ? blob : new Blob([blob], { type: 'application/octet-stream' });
}
