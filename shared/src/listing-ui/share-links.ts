import type { Lang } from '@souq/shared';

// The address a page is shared under, and the share links of the networks people here pass listings around on.

/**
 * The page's clean canonical address: the site's origin and the page's own path, with `?lang=en` for the English
 * page (Arabic, the default, has none) and nothing else: no search, no tracking, no hash. `path` is the page's
 * canonical path (a listing's `/property/property-detail/{id}`, not the `?id=` form the same page also answers).
 */
export function canonicalUrl(origin: string, path: string, lang: Lang): string {
  const url = new URL(path, origin);
  return `${url.origin}${url.pathname}${lang === 'en' ? '?lang=en' : ''}`;
}

export interface ShareLinks {
  whatsapp: string;
  telegram: string;
  facebook: string;
}

/** WhatsApp (the title and the address in one message), Telegram and Facebook's share pages for `url`. */
export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}
