import { AUTO } from './auto';
import type { FrontKindModule } from './kind-module';
import { PROPERTY } from './property';

// The kinds of listing on the front, once (docs/decisions/0017-a-registry-of-listing-kinds.md), as the
// API's listing-kinds/registry.ts holds them on its side. A new kind adds its module here; the kind type, the
// routes, breadcrumbs, page paths and preload hints follow.

/** Every kind, in the order the API lists them. */
export const KINDS = [PROPERTY, AUTO] as const satisfies readonly FrontKindModule[];

type AnyKind = (typeof KINDS)[number];
/** A kind's name, as its module gives it. */
export type ListingKind = AnyKind['name'];
/** A kind's module, by its name. */
export type KindOf<K extends ListingKind> = Extract<AnyKind, { name: K }>;
/** The route remotes that show a kind. */
export type KindRemote = AnyKind['remote'];

export const KIND_NAMES: readonly ListingKind[] = KINDS.map((k) => k.name);

/** The kinds as modules, for a place that reads what any kind may say (its optional parts among them). */
export const KIND_MODULES: readonly (FrontKindModule & { name: ListingKind; remote: KindRemote })[] = KINDS;

/** The kinds by name. */
export const LISTING_KINDS = Object.fromEntries(KINDS.map((k) => [k.name, k])) as {
  readonly [K in ListingKind]: KindOf<K>;
};

export function isListingKind(name: unknown): name is ListingKind {
  return typeof name === 'string' && Object.hasOwn(LISTING_KINDS, name);
}

/** The site path of a listing's detail page: `/property/property-detail/12`. */
export function listingPath(kind: ListingKind, id: number | string): string {
  const { pages } = LISTING_KINDS[kind];
  return `/${pages.list}/${pages.detail}/${id}`;
}

/** The site path of a kind's list page, with a search's query string (without '?') if any. */
export function listPath(kind: ListingKind, query = ''): string {
  const path = `/${LISTING_KINDS[kind].pages.list}`;
  return query ? `${path}?${query}` : path;
}

/** A kind's own pages that are not a listing: its list page and the others under it (the property map). */
export function kindPagePaths(kind: ListingKind): string[] {
  const { pages }: FrontKindModule = LISTING_KINDS[kind];
  return [listPath(kind), ...(pages.more ?? []).map((more) => `/${pages.list}/${more}`)];
}

/** The kind whose pages a path is under (its list page and below, or its older detail address), if any. */
export function kindForPath(pathname: string): ListingKind | undefined {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return KIND_MODULES.find(({ pages }) => first === pages.list || first === pages.legacyDetail)?.name;
}

/** A value for each kind, built from its module (a map every kind must fill, checked by the type). */
export function perKind<T>(of: (kind: KindOf<ListingKind>) => T): Record<ListingKind, T> {
  return Object.fromEntries(KINDS.map((k) => [k.name, of(k)])) as Record<ListingKind, T>;
}
