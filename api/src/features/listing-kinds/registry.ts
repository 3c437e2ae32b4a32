import { AUTO } from '../auto/kind.js';
import { PROPERTY } from '../property/kind.js';
import type { KindModule } from './kind-module.js';

// The kinds of listing, once (docs/decisions/0017-a-registry-of-listing-kinds.md). A new kind adds its module here;
// the kind type, the schema every route takes a kind with, and every place that goes through the kinds follow.

/** Every kind, in the order lists and schemas give them. */
export const KINDS = [PROPERTY, AUTO] as const satisfies readonly KindModule[];

type AnyKind = (typeof KINDS)[number];
/** A kind's name, as its module gives it. */
export type ListingKind = AnyKind['name'];
/** A kind's module, by its name. */
export type KindOf<K extends ListingKind> = Extract<AnyKind, { name: K }>;
/** The profile's listing categories that post a kind (`both` besides, users.listing_category). */
export type KindCategory = AnyKind['category'];
/** The kinds' sitemap files. */
export type KindSitemap = AnyKind['sitemap'];

export const KIND_NAMES: readonly ListingKind[] = KINDS.map((k) => k.name);

/** The kinds as modules, for a place that reads what any kind may say (its optional parts among them). */
export const KIND_MODULES: readonly (KindModule & { name: ListingKind })[] = KINDS;

/** The kinds by name. */
export const LISTING_KINDS = Object.fromEntries(KINDS.map((k) => [k.name, k])) as {
  readonly [K in ListingKind]: KindOf<K>;
};

export function isListingKind(name: unknown): name is ListingKind {
  return typeof name === 'string' && Object.hasOwn(LISTING_KINDS, name);
}

/** The kind of this name, or undefined for a name no kind has (an old link, a stored row of a retired kind). */
export function kindByName(name: string): KindModule | undefined {
  return isListingKind(name) ? LISTING_KINDS[name] : undefined;
}

/** The kind whose sitemap files are named so, if any. */
export function kindBySitemap(sitemap: string): ListingKind | undefined {
  return KINDS.find((k) => k.sitemap === sitemap)?.name;
}

/** The site path of a listing's detail page (docs/product/routes.md). */
export function listingPath(kind: ListingKind, id: number): string {
  const { pages } = LISTING_KINDS[kind];
  return `/${pages.list}/${pages.detail}/${id}`;
}

/** The site path of a kind's list page, with a search's query string if any. */
export function listPath(kind: ListingKind, query = ''): string {
  const path = `/${LISTING_KINDS[kind].pages.list}`;
  return query ? `${path}?${query}` : path;
}

/** A kind's own pages that are not a listing: its list page and the others under it (the property map). */
export function kindPagePaths(kind: ListingKind): string[] {
  const { pages }: KindModule = LISTING_KINDS[kind];
  return [listPath(kind), ...(pages.more ?? []).map((more) => `/${pages.list}/${more}`)];
}

/** A value for each kind, built from its module (a map every kind must fill, checked by the type). */
export function perKind<T>(of: (kind: KindOf<ListingKind>) => T): Record<ListingKind, T> {
  return Object.fromEntries(KINDS.map((k) => [k.name, of(k)])) as Record<ListingKind, T>;
}
