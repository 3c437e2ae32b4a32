// `@souq/shared/listing-kinds`: the kinds of listing and what the front derives from them (paths, remotes, label
// keys). Pure data and functions of it, so any app and the site server can import it.
export type { FrontKindModule } from './kind-module';
export {
  KINDS,
  KIND_MODULES,
  KIND_NAMES,
  LISTING_KINDS,
  isListingKind,
  kindForPath,
  kindPagePaths,
  listPath,
  listingPath,
  perKind,
} from './registry';
export type { KindOf, KindRemote, ListingKind } from './registry';
