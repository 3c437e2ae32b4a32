import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { imageRef } from '../listing-shared/card-parts.js';
import { KINDS, LISTING_KINDS, type ListingKind, listingPath } from '../listing-kinds/registry.js';

/** What an admin's queue shows of a listing: enough to recognise it and open it, and who owns it. */
export interface ListingRef {
  kind: ListingKind;
  id: number;
  name: string;
  name_ar: string | null;
  status: string;
  hidden_reason: string | null;
  verified: boolean;
  image: { id: number; url: string; thumb_url: string } | null;
  path: string;
  owner: { id: number; name: string; email: string };
  created_at: Date;
}

/**
 * The queue view of listings of one kind by id (any status), keyed by id; ids of other tenants or of no listing are
 * absent. One query per kind, so a queue page costs two queries whatever its length.
 */
export async function listingRefs(
  db: Kysely<Database>,
  tenantId: number,
  kind: ListingKind,
  ids: readonly number[],
): Promise<Map<number, ListingRef>> {
  if (!ids.length) return new Map();
  const table = LISTING_KINDS[kind].table;
  const rows = await (db as unknown as Kysely<any>)
    .selectFrom(`${table} as l`)
    .innerJoin('users as u', 'u.id', 'l.owner_id')
    .leftJoin('media_files as m', 'm.id', 'l.primary_image_id')
    .select([
      'l.id',
      'l.name',
      'l.name_ar',
      'l.status',
      'l.hidden_reason',
      'l.verified_at',
      'l.primary_image_id',
      'l.created_at',
      'm.variants as image_variants',
      'u.id as owner_id',
      'u.email as owner_email',
      sql<string>`concat_ws(' ', u.name, u.surname)`.as('owner_name'),
    ])
    .where('l.tenant_id', '=', tenantId)
    .where('l.id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((r: any) => [
      r.id,
      {
        kind,
        id: r.id,
        name: r.name,
        name_ar: r.name_ar,
        status: r.status,
        hidden_reason: r.hidden_reason,
        verified: r.verified_at !== null,
        image: imageRef(r.primary_image_id, r.image_variants),
        path: listingPath(kind, r.id),
        owner: { id: r.owner_id, name: r.owner_name, email: r.owner_email },
        created_at: r.created_at,
      },
    ]),
  );
}

/** A key for a listing of any kind. */
const keyOf = (kind: string, id: number) => `${kind}:${id}`;

/**
 * The queue view of listings of every kind (one query per kind that has any), looked up by kind and id; a listing of
 * no registered kind, another tenant or no row is undefined.
 */
export async function listingRefsOfAll(
  db: Kysely<Database>,
  tenantId: number,
  listings: readonly { kind: string; id: number }[],
): Promise<(kind: string, id: number) => ListingRef | undefined> {
  const maps = await Promise.all(
    KINDS.map((k) =>
      listingRefs(
        db,
        tenantId,
        k.name,
        listings.filter((l) => l.kind === k.name).map((l) => l.id),
      ),
    ),
  );
  const all = new Map(maps.flatMap((m) => [...m.values()].map((ref) => [keyOf(ref.kind, ref.id), ref] as const)));
  return (kind, id) => all.get(keyOf(kind, id));
}
