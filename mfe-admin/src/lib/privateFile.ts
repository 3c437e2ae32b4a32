import { getRuntimeConfig, sessionStore } from '@souq/shared';

/**
 * The private files the browser may show itself: pictures, which run nothing. Anything else (a PDF, which may carry
 * a script; the API accepts no other kind, by content) is only ever saved as a file, never opened in the site's
 * origin (a blob: URL runs there).
 */
const SHOWABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

export class PrivateFileRefused extends Error {
  constructor(readonly status: number) {
    super(`The file was refused (${status}).`);
  }
}

export interface PrivateFile {
  blob: Blob;
  /** A picture, to show in a tab of its own; otherwise a file to save. */
  showable: boolean;
  /** The name the API gives it (Content-Disposition), in the admin's language; null when it gives none. */
  name: string | null;
}

/**
 * The file name of a Content-Disposition header: RFC 5987's `filename*` (UTF-8, percent-encoded: an Arabic name)
 * when there is one, else the plain `filename`. Only a bare name is taken, never a path.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1]);
    } catch {
      name = null;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s"]+)/i.exec(header)?.[1] ?? null;
  const bare = name?.split(/[\\/]/).pop()?.trim();
  return bare ? bare : null;
}

/**
 * A member's private upload (a payment receipt, an ownership document…) from a route that needs the Bearer token,
 * so a plain link cannot open it: `path` is under the API base ('/payment-receipt'), asked for with `?id=`. The shared
 * client speaks JSON only, so this asks with fetch, sending what the client would.
 */
export async function fetchPrivateFile(path: string, id: number): Promise<PrivateFile> {
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
  const name = fileNameOf(response.headers.get('content-disposition'));
  if (SHOWABLE.has(type)) return { blob, showable: true, name };
  return { blob: new Blob([blob], { type: 'application/octet-stream' }), showable: false, name };
}
