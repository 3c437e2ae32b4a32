import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import type { KindCategory } from '../listing-kinds/registry.js';

/**
 * A member lists what their profile's listing category says (auto, real_estate or both); a listing of another kind
 * is refused with 403. A member who has not chosen a category yet is not held back.
 */
export async function assertCategoryAllows(
  db: Kysely<Database>,
  req: FastifyRequest,
  kind: KindCategory,
  message: string,
): Promise<void> {
  const row = await db
    .selectFrom('users')
    .select('listing_category')
    .where('tenant_id', '=', req.tenantId)
    .where('id', '=', req.user.id)
    .executeTakeFirst();
  const category = row?.listing_category ?? null;
  if (category !== null && category !== 'both' && category !== kind) throw httpError(403, message);
}
