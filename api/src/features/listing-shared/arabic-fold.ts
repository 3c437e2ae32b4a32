// One spelling for the many ways people type the same Arabic word, applied to stored listing text and to the
// visitor's keyword alike, so "أبو رمانة", "ابو رمانه" and "أبـو رُمّانة" all find the same listings.
const HARAKAT_AND_TATWEEL = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
const ALEF_VARIANTS = /[\u0622\u0623\u0625\u0671]/g; // آ أ إ ٱ
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g; // ٠-٩ and the Persian ۰-۹

/**
 * Folds text for searching: alef variants → ا, ى → ي, ة → ه (a final taa marbuta is often typed as haa), harakat
 * and tatweel removed, Eastern Arabic digits → 0-9, Latin letters lower-cased, punctuation and runs of
 * whitespace collapsed to one space.
 */
export function foldText(input: string): string {
  return input
    .normalize('NFC')
    .replace(HARAKAT_AND_TATWEEL, '')
    .replace(ALEF_VARIANTS, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(EASTERN_DIGITS, (d) => String(d.codePointAt(0)! - (d >= '\u06F0' ? 0x06f0 : 0x0660)))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * A listing's stored search text: its titles, descriptions and place names folded, each word once. A keyword's
 * words are matched one by one anywhere in the text (never as a phrase), so a repeated word adds nothing but length,
 * and every listing the trigram index proposes is checked against the whole text (migration 0310).
 */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  const words = foldText(parts.filter(Boolean).join(' ')).split(' ').filter(Boolean);
  return [...new Set(words)].join(' ');
}

/** The folded words of a keyword, each of which a listing must contain. */
export function keywordTerms(keyword: string, max = 8): string[] {
  return [...new Set(foldText(keyword).split(' ').filter(Boolean))].slice(0, max);
}

/** A LIKE pattern that matches the term anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
