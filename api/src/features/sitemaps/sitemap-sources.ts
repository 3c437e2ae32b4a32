import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { listPages } from '../content/pages-repository.js';
import {
  KINDS,
  type KindSitemap,
  kindBySitemap,
  LISTING_KINDS,
  type ListingKind,
  kindPagePaths,
  listingPath,
} from '../listing-kinds/registry.js';

// What the sitemaps list, kind by kind. Listings are read in keyset batches by id, so a sitemap of any size is
// written as it is read and never held whole in memory.

/** sitemaps.org allows 50,000 URLs a file; each page is listed twice (Arabic and English), so 25,000 pages. */
export const ROWS_PER_FILE = 25_000;
const BATCH = 1_000;

/** A sitemap's files: each kind's listings (named by the kind), then the pages that are not listings. */
export type SitemapKind = KindSitemap | 'pages';
export const SITEMAP_KINDS: readonly SitemapKind[] = [...KINDS.map((k) => k.sitemap), 'pages'];

export interface SitemapRow {
  path: string;
  updated: Date | string | null;
}

/**
 * The listings a visitor finds in search and can open: the active ones (listings/in-search.ts; the recently sold
 * show in search only for a few days, so they are not offered to crawlers). 'active' is a literal, so the partial
 * search indexes (WHERE status = 'active') serve these reads.
 */
function activeListings(db: Kysely<Database>, tenantId: number, kind: ListingKind) {
  return db
    .selectFrom(LISTING_KINDS[kind].table)
    .where('tenant_id', '=', tenantId)
    .where('status', '=', sql.lit('active'));
}

/** The site's public pages that are not listings: the fixed routes (docs/product/routes.md) and the published static pages. */
const FIXED_PATHS = ['/', ...KINDS.flatMap((k) => kindPagePaths(k.name)), '/contact-us'];

/** The site path of a static page: about and affiliate have routes of their own, the rest live under /cms. */
function contentPath(slug: string): string {
  if (slug === 'about') return '/about';
  if (slug === 'affiliate') return '/affiliate';
  return `/cms/${encodeURIComponent(slug)}`;
}

async function contentRows(db: Kysely<Database>, tenantId: number): Promise<SitemapRow[]> {
  const pages = await listPages(db, tenantId, { publishedOnly: true });
  return [
    ...FIXED_PATHS.map((path) => ({ path, updated: null })),
    ...pages.map((p) => ({ path: contentPath(p.slug), updated: p.updated_at })),
  ];
}

/** How many files a kind has, and when its newest entry changed (for the index). */
export async function kindSummary(
  db: Kysely<Database>,
  tenantId: number,
  kind: SitemapKind,
): Promise<{ files: number; updated: Date | string | null }> {
  if (kind === 'pages') {
    const rows = await contentRows(db, tenantId);
    const times = rows.flatMap((r) => (r.updated === null ? [] : [new Date(r.updated).getTime()]));
    return { files: 1, updated: times.length ? new Date(Math.max(...times)) : null };
  }
  const listingKind = kindBySitemap(kind);
  if (!listingKind) return { files: 0, updated: null };
  const row = await activeListings(db, tenantId, listingKind)
    .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('updated_at').as('updated')])
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return { files: Math.ceil(count / ROWS_PER_FILE), updated: row?.updated ?? null };
}

/**
 * The rows of one file (1-based), in batches; null when the file does not exist (past the end). The file's first
 * id is found by one index walk, then each batch continues after the last id read.
 */
export async function fileRows(
  db: Kysely<Database>,
  tenantId: number,
  kind: SitemapKind,
  file: number,
): Promise<AsyncIterable<SitemapRow[]> | null> {
  if (kind === 'pages') {
    if (file !== 1) return null;
    const rows = await contentRows(db, tenantId);
    return (async function* one() {
      yield rows;
    })();
  }
  const listingKind = kindBySitemap(kind);
  if (!listingKind) return null;
  const first = await activeListings(db, tenantId, listingKind)
    .select('id')
    .orderBy('id')
    .offset((file - 1) * ROWS_PER_FILE)
    .limit(1)
    .executeTakeFirst();
  if (!first) return null;
  return (async function* batches() {
    let after = first.id - 1;
    let left = ROWS_PER_FILE;
    while (left > 0) {
      const rows = await activeListings(db, tenantId, listingKind)
        .select(['id', 'updated_at'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(Math.min(BATCH, left))
        .execute();
      if (rows.length === 0) return;
      yield rows.map((r) => ({ path: listingPath(listingKind, r.id), updated: r.updated_at }));
      after = rows[rows.length - 1]!.id;
      left -= rows.length;
    }
  })();
}
