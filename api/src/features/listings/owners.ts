import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { type KindOf, LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';

type Db = Kysely<Database> | Transaction<Database>;
/** A listing's row, by its kind. */
export type RowOf<K extends ListingKind> = K extends ListingKind ? Selectable<Database[KindOf<K>['table']]> : never;

/** Only agents and companies post and manage listings (docs/product/roles.md). */
export function assertLister(req: FastifyRequest): void {
  if (req.user.userType !== 'Agent' && req.user.userType !== 'Corporate') throw httpError(403, FORBIDDEN_MESSAGE);
}

/**
 * The listing for its owner: 404 when there is none on this site, 403 when it is someone else's. `forUpdate` locks the
 * row to the end of the transaction, for a change that depends on what it read (the price history's old price).
 */
export async function ownedListing<K extends ListingKind>(
  db: Db,
  kind: K,
  tenantId: number,
  userId: number,
  id: number,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<RowOf<K>> {
  const { table, notFound } = LISTING_KINDS[kind];
  const query = (db as unknown as Kysely<any>)
    .selectFrom(table)
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw httpError(404, notFound);
  if (row.owner_id !== userId) throw httpError(403, FORBIDDEN_MESSAGE);
  return row as RowOf<K>;
}
