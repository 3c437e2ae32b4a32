import { sanitizeLanguage, type Lang } from './languages';

// The address form that fixes a page's language (`?lang=en`), so that each language version of a page has its own
// URL to share and to index. Arabic, the default, needs none: a page without it is the Arabic one unless the
// visitor chose English before.

export const LANGUAGE_PARAM = 'lang';

/** The language an address's query names, or null: only an exact supported code counts ('EN', 'fr', markup: none). */
export function languageFromQuery(search: string): Lang | null {
  try {
    return sanitizeLanguage(new URLSearchParams(search).get(LANGUAGE_PARAM));
  } catch {
    return null;
  }
}

/**
 * After a switch of language, an address that names a language names the new one, so that copying it (or
 * reloading) gives the page the visitor now sees. Replaced in place: a switch of language is not a step Back
 * should undo. An address without the parameter is left as it is.
 */
export function followLanguageParam(
  next: Lang,
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!win) return;
  try {
    const url = new URL(win.location.href);
    if (!url.searchParams.has(LANGUAGE_PARAM) || url.searchParams.getAll(LANGUAGE_PARAM).join() === next) return;
    url.searchParams.set(LANGUAGE_PARAM, next);
    win.history.replaceState(win.history.state, '', url.pathname + url.search + url.hash);
  } catch {
    // A page whose address cannot be rewritten (a sandboxed frame) keeps it; the language switched all the same.
  }
}
