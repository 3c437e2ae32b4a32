import type { Lang } from '../../db/types.js';

/** What every listing has to be named by: the name it was posted with, and its Arabic name when the poster gave one. */
export interface NamedListing {
  name: string;
  name_ar?: string | null;
}

/** A listing's name for a reader of `language`: its Arabic name for an Arabic reader when it has one (not empty). */
export const listingName = (listing: NamedListing, lang: Lang): string =>
  lang === 'ar' && listing.name_ar ? listing.name_ar : listing.name;
