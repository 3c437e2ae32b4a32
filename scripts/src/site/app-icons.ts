import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CACHE_REVALIDATE, sendFile } from './static-files.js';

/**
 * The site's icons and web app manifest, which the shell's build copies from shell/public beside its page.
 * Their names are fixed (browsers ask for /favicon.ico and /apple-touch-icon.png unprompted), so they cannot be
 * cached for good; a day is short enough for a new mark to show.
 */
const ICONS = new Set([
  '/favicon.ico',
  '/favicon.svg',
  '/apple-touch-icon.png',
  '/icon-192.png',
  '/icon-512.png',
  '/icon-maskable-512.png',
]);
const CACHE_ICON = 'public, max-age=86400';

const MANIFEST = '/manifest.webmanifest';
/** The English manifest; the Arabic one (the site's default language) is the plain name. */
const MANIFEST_FILES = { ar: 'manifest.webmanifest', en: 'manifest.en.webmanifest' } as const;
/** The language cookie the page writes (docs/product/data.md; shared/src/session/storage-keys.ts). */
const LANGUAGE_COOKIE = /(?:^|;\s*)i18next=([^;]*)/;

type Lang = keyof typeof MANIFEST_FILES;

/**
 * A manifest has one name and one language, so /manifest.webmanifest answers in the visitor's language: the
 * site's language cookie (which the page writes whenever its language is set), then the browser's
 * Accept-Language, then Arabic. The page links it with crossorigin="use-credentials" so that the cookie is sent.
 */
export function manifestLanguage(req: Pick<IncomingMessage, 'headers'>): Lang {
  const cookie = languageOf(LANGUAGE_COOKIE.exec(String(req.headers.cookie ?? ''))?.[1]);
  if (cookie) return cookie;
  for (const part of String(req.headers['accept-language'] ?? '').split(',')) {
    const lang = languageOf(part.split(';')[0]);
    if (lang) return lang;
  }
  return 'ar';
}

/** 'en', 'en-GB', 'ar_SY'… as the site's language; anything else as none. */
function languageOf(tag: string | undefined): Lang | null {
  const match = /^(ar|en)(?:[-_][a-z0-9]{1,8})*$/i.exec(decodeURIComponentSafe(tag?.trim() ?? ''));
  return match ? (match[1]?.toLowerCase() as Lang) : null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Sends an icon or the manifest when `pathname` names one; false for any other path. */
export function sendAppIcon(req: IncomingMessage, res: ServerResponse, shellDir: string, pathname: string): boolean {
  if (ICONS.has(pathname))
    return sendFile(req, res, path.join(shellDir, pathname.slice(1)), { cacheControl: CACHE_ICON });
  if (pathname !== MANIFEST) return false;
  const file = path.join(shellDir, MANIFEST_FILES[manifestLanguage(req)]);
  // Revalidated, and cached apart per language: the same address answers in Arabic or in English.
  return sendFile(req, res, file, {
    cacheControl: CACHE_REVALIDATE,
    headers: { Vary: 'Cookie, Accept-Language, Accept-Encoding' },
  });
}
