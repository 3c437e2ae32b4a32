import type { ListingStatus, MarketSide } from '../listings/lifecycle.js';

// What a kind of listing tells the rest of the API about itself. Each kind's folder exports one of these (its
// `kind.ts`), the registry (registry.ts) lists them, and every generic place (the listing core, moderation, payments,
// saved searches and their mails, sitemaps, page heads, statistics, the authorisation matrix) reads the registry
// instead of naming a kind. A kind module imports only leaf files (its messages, the core's types), so the registry
// can be imported from anywhere without a cycle.
export interface KindModule {
  /** Its name wherever a kind is written: routes' `kind` fields, the `(kind, id)` tables, saved searches, links. */
  name: string;
  /** The profile's listing category (users.listing_category) whose members may post it. */
  category: string;
  /**
   * Its table. Its side tables are named after its name (`<name>_images`, `<name>_favourites`, `<name>_contacts`,
   * keyed by `<name>_id`; docs/decisions/0005-one-table-per-listing-kind.md).
   */
  table: string;
  /** Its 404 when an id names none of its listings (English; the errors plugin answers it in Arabic too). */
  notFound: string;
  /** The media kinds (docs/product/data.md) of its photos and video. */
  media: { image: string; video: string };
  /** What it is on the market for, from its row (`sideColumns` are the columns this reads). */
  side(row: { listing_type?: string | null }): MarketSide;
  sideColumns: readonly string[];
  /** A column of its own that marks an active listing sold (a car's vehicle status): its owner sees it as sold. */
  soldBy?: string;
  /** Columns of its own that follow a status change to `to` (a car's vehicle status), if any. */
  statusFollows?(to: ListingStatus): Record<string, string>;
  /**
   * What an ownership document proves: changing any of these columns drops the Verified badge (the document no
   * longer speaks of this listing). A price change keeps it.
   */
  verifiedFields: readonly string[];
  /**
   * What makes two listings the same thing on offer (with near-identical text, listings/duplicates.ts).
   */
  sameThing: readonly string[];
  /** Its pages on the site (docs/product/routes.md). */
  pages: {
    /** The list page, `/<list>`; a saved search's link is this with the search's query. */
    list: string;
    /** The detail page is `/<list>/<detail>/<id>`. */
    detail: string;
    /** Other pages of the kind under its list path (the property map: `/property/map`), as the page heads know them. */
    more?: readonly string[];
    /** An older form of the detail page, `/<legacyDetail>?id=<id>`, still linked from old mails. */
    legacyDetail?: string;
  };
  /** The name of its sitemap files (`/sitemaps/<sitemap>-<n>.xml`): a plain lower-case word. */
  sitemap: string;
}
