import type { Kysely } from 'kysely';
import type { Database, Lang } from '../../db/types.js';
import { describeAutoSearch } from '../auto/search-description.js';
import type { ListingKind } from '../listing-kinds/registry.js';
import { describePropertySearch } from '../property/search-description.js';
import { type DescribeKind, described, type Params } from './description-parts.js';

// A saved search's filters in words, in the language of the mail that names it: "Apartment · For sale · Damascus ·
// Price 100,000,000–200,000,000 new SYP". The member's own name for the search stays as typed; this says what it
// finds in the reader's language, whichever language the search was saved in. Built from the stored query as the list
// endpoint reads it (listing-query.ts), with the master data's names, never ids. Each kind says which of its filters
// name a search, in its folder.

const TEXT = {
  en: {
    separator: ' · ',
    verified: 'Verified only',
    featured: 'Featured only',
  },
  ar: {
    separator: ' · ',
    verified: 'الموثّقة فقط',
    featured: 'المميزة فقط',
  },
} as const;

const DESCRIPTIONS: Record<ListingKind, DescribeKind> = { property: describePropertySearch, auto: describeAutoSearch };

/** The search's filters as short phrases in `language`, most telling first; "All properties" for none. */
export async function describeSearch(
  db: Kysely<Database>,
  kind: ListingKind,
  params: Params,
  lang: Lang,
): Promise<string> {
  const t = TEXT[lang];
  const parts = await DESCRIPTIONS[kind].phrases(db, described(params, lang));
  if (params.verified === true) parts.push(t.verified);
  if (params.featured === true) parts.push(t.featured);
  const words = parts.filter((p): p is string => Boolean(p));
  return words.length > 0 ? words.join(t.separator) : DESCRIPTIONS[kind].any[lang];
}
