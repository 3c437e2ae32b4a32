import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import '../media/media-files-table.js';
import { listingPath } from '../listing-kinds/registry.js';
import '../moderation/moderation-tables.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { LISTING_MSG } from './messages.js';

/**
 * A photo whose perceptual hash (media/phash.ts) is within this many of 64 bits of another is the same photo: a
 * resized and re-encoded copy lands within 0–4 bits, different photos 20 or more apart (media/phash.test.ts).
 */
export const DUPLICATE_PHOTO_DISTANCE = 6;
/** Same place and type, and text at least this similar (pg_trgm, folded text): the same listing written again. */
const DUPLICATE_TEXT_SIMILARITY = 0.9;
/** A description shorter than this says too little to call two listings the same by their text. */
const MIN_DESCRIPTION = 10;
/** Candidates of the text check read at the most (the newest of the same place and type). */
const TEXT_CANDIDATES = 200;

export interface DuplicateOf {
  kind: ListingKind;
  id: number;
  path: string;
}

interface Found {
  id: number;
  owner_id: number;
  basis: 'photos' | 'text';
}

/** The hash's byte `band` (0 = lowest), as migration 0383 indexes it. */
const band = (hash: string, b: number) => Number((BigInt.asUintN(64, BigInt(hash)) >> BigInt(b * 8)) & 255n);

/**
 * Another active listing of the kind on the site, not this one, with a photo within DUPLICATE_PHOTO_DISTANCE of one
 * of these hashes; the owner's own first.
 *
 * Cost: per photo of the listing, eight index probes (one per byte of its hash, migration 0383); a hash within 6 bits
 * shares at least one byte exactly, so no candidate is missed, and about 8/256 of the site's photos of the kind are
 * read at the very worst (far fewer for real photos, whose bytes are not uniform). Only those are compared bit by bit.
 */
async function photoMatch(
  trx: Transaction<Database>,
  kind: ListingKind,
  tenantId: number,
  ownerId: number,
  self: number,
  hashes: string[],
): Promise<Found | null> {
  if (!hashes.length) return null;
  const { table, media } = LISTING_KINDS[kind];
  const near = hashes.map((h) => {
    const bands = sql.join(
      Array.from({ length: 8 }, (_, b) => sql`((mf.phash >> ${sql.lit(b * 8)}) & 255) = ${band(h, b)}`),
      sql` OR `,
    );
    return sql`((${bands}) AND bit_count((mf.phash # ${h}::bigint)::bit(64)) <= ${DUPLICATE_PHOTO_DISTANCE})`;
  });
  const { rows } = await sql<{ id: number; owner_id: number }>`
    SELECT l.id, l.owner_id
    FROM media_files mf
    JOIN ${sql.table(`${kind}_images`)} li ON li.media_id = mf.id
    JOIN ${sql.table(table)} l ON l.id = li.${sql.ref(`${kind}_id`)}
    WHERE mf.tenant_id = ${tenantId} AND mf.kind = ${media.image} AND mf.phash IS NOT NULL AND (${sql.join(near, sql` OR `)})
      AND l.tenant_id = ${tenantId} AND l.status = 'active' AND l.id <> ${self}
    ORDER BY (l.owner_id = ${ownerId}) DESC, l.id
    LIMIT 1`.execute(trx);
  return rows[0] ? { ...rows[0], basis: 'photos' } : null;
}

/**
 * Another active listing of the kind on the site, not this one, of the same place and type (kinds.ts sameThing)
 * whose folded text (search_text: names and descriptions in both languages, Arabic spellings folded) is at least
 * DUPLICATE_TEXT_SIMILARITY similar; the owner's own first. Cost: the listings of one place and type, the newest
 * TEXT_CANDIDATES at most, each compared once.
 */
async function textMatch(
  trx: Transaction<Database>,
  kind: ListingKind,
  tenantId: number,
  ownerId: number,
  self: number,
  columns: Record<string, unknown>,
): Promise<Found | null> {
  const text = columns.search_text;
  // Without a description of the poster's own there is no text to compare (a car's name is made from its model).
  const description = [columns.description, columns.description_ar]
    .filter((d) => typeof d === 'string')
    .join('')
    .trim();
  if (typeof text !== 'string' || !text || description.length < MIN_DESCRIPTION) return null;
  const { table, sameThing } = LISTING_KINDS[kind];
  const same: RawBuilder<unknown>[] = sameThing.map(
    (c) => sql`${sql.ref(c)} IS NOT DISTINCT FROM ${columns[c] ?? null}`,
  );
  const { rows } = await sql<{ id: number; owner_id: number }>`
    SELECT c.id, c.owner_id FROM (
      SELECT id, owner_id, search_text FROM ${sql.table(table)}
      WHERE tenant_id = ${tenantId} AND status = 'active' AND id <> ${self} AND ${sql.join(same, sql` AND `)}
      ORDER BY id DESC LIMIT ${sql.lit(TEXT_CANDIDATES)}
    ) c
    WHERE similarity(c.search_text, ${text}) >= ${DUPLICATE_TEXT_SIMILARITY}
    ORDER BY (c.owner_id = ${ownerId}) DESC, c.id
    LIMIT 1`.execute(trx);
  return rows[0] ? { ...rows[0], basis: 'text' } : null;
}

/**
 * What of a listing is checked: its photos (all, or only these media ids: those an edit brings in) and its text.
 * An edit is checked for what it changes only, so a listing that already shares a photo with another (the seed's
 * listings do) can still have its price changed.
 */
export interface DuplicateScope {
  images: 'all' | number[];
  text: boolean;
}

/**
 * The listing `id` (just posted or changed, in `trx`) against the other active listings of its kind on the site: the
 * same photo, or the same place and type with near-identical text. Repeating one of the poster's own listings is
 * refused (400, `duplicate_of` naming it, so the form can link to it); repeating someone else's is accepted and
 * flagged for a moderator (listing_duplicates, pending).
 */
export async function checkDuplicate(
  trx: Transaction<Database>,
  kind: ListingKind,
  owner: { tenantId: number; userId: number },
  id: number,
  columns: object,
  scope: DuplicateScope = { images: 'all', text: true },
): Promise<void> {
  let images: { phash: string }[] = [];
  if (scope.images === 'all' || scope.images.length) {
    let q = (trx as unknown as Kysely<any>)
      .selectFrom(`${kind}_images as li`)
      .innerJoin('media_files as mf', 'mf.id', 'li.media_id')
      // As text: the pool reads a bigint as a JS number (db/database.ts), whose 53 bits cannot hold a 64-bit hash.
      // Rounded, the hash lost up to a dozen of its low bits, so even the very same file was found 7+ bits away
      // from itself, beyond DUPLICATE_PHOTO_DISTANCE, and let through.
      .select(sql<string>`mf.phash::text`.as('phash'))
      .where(`li.${kind}_id`, '=', id)
      .where('mf.phash', 'is not', null);
    if (scope.images !== 'all') q = q.where('mf.id', 'in', scope.images);
    images = await q.execute();
  }
  const hashes = [...new Set(images.map((r) => r.phash))];
  const photos = await photoMatch(trx, kind, owner.tenantId, owner.userId, id, hashes);
  // A photo of the poster's own decides; otherwise the text may still find one of theirs.
  const byText =
    photos?.owner_id !== owner.userId && scope.text
      ? await textMatch(trx, kind, owner.tenantId, owner.userId, id, columns as Record<string, unknown>)
      : null;
  const found = photos?.owner_id === owner.userId ? photos : (byText ?? photos);
  if (!found) return;
  if (found.owner_id === owner.userId) {
    const message = LISTING_MSG.repeatsOwn(found.id);
    const field = found.basis === 'photos' ? 'images' : 'description';
    throw httpError(
      400,
      message,
      { [field]: [message] },
      { duplicate_of: { kind, id: found.id, path: listingPath(kind, found.id) } satisfies DuplicateOf },
    );
  }
  await trx
    .insertInto('listing_duplicates')
    .values({
      tenant_id: owner.tenantId,
      listing_kind: kind,
      listing_id: id,
      original_id: found.id,
      basis: found.basis,
    })
    .onConflict((oc) => oc.columns(['listing_kind', 'listing_id', 'original_id']).doNothing())
    .execute();
}
