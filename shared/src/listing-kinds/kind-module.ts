/**
 * What the front knows of a kind of listing (docs/decisions/0017-a-registry-of-listing-kinds.md): the
 * route remote that shows it, its site pages, and the keys of its names. Pure data: the site server reads it too.
 */
export interface FrontKindModule {
  /** The kind's name, as the API gives it (`listing_kind`, a saved search's `kind`). */
  readonly name: string;
  /** The route remote that shows the kind's pages. */
  readonly remote: string;
  /** Its site pages (docs/product/routes.md): `/{list}`, `/{list}/{detail}/{id}`, `/{list}/{more}`, `/{legacyDetail}`. */
  readonly pages: {
    readonly list: string;
    readonly detail: string;
    readonly more?: readonly string[];
    /** An older detail address that still opens the detail page (`?id=`). */
    readonly legacyDetail?: string;
  };
  /** The lazily loaded chunk (webpackChunkName) of its detail page, preloaded with the page. */
  readonly detailChunk: string;
  /**
   * Its strip on the home page: the component its remote exposes, the strip's heading (a key of the shell namespace)
   * and the name of its section (`featured-{section}`, and the room its cards keep while they load).
   */
  readonly featured: { readonly module: string; readonly heading: string; readonly section: string };
  /** Its API paths: the public list endpoint and the detail path before the id. */
  readonly api: { readonly list: string; readonly detail: string };
  /** Keys of its names: breadcrumbs (the shell namespace's "breadcrumbs" group) and the area's listing number. */
  readonly labels: {
    readonly list: string;
    readonly detail: string;
    /** One per page of `pages.more`, by its path segment. */
    readonly more?: Readonly<Record<string, string>>;
    /** Its list page in the site's navigation: a key of the shell namespace. */
    readonly nav: string;
    /** "Property #12": a key of the area namespace, with `id`. */
    readonly number: string;
  };
}
