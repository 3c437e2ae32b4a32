import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.js';

// Members as the admin area lists them: who they are, whether verified or suspended, how many listings they have.
export function memberRows(db: Kysely<Database>, tenantId: number) {
  return db
    .selectFrom('users as u')
    .where('u.tenant_id', '=', tenantId)
    .select([
      'u.id',
      'u.name',
      'u.surname',
      'u.email',
      'u.phone',
      'u.user_type',
      'u.language',
      'u.created_at',
      'u.verified_at',
      'u.suspended_at',
      'u.suspended_reason',
      sql<string>`(select count(*) from properties p where p.owner_id = u.id) + (select count(*) from autos a where a.owner_id = u.id)`.as(
        'listings_count',
      ),
    ]);
}

type MemberRow = Awaited<ReturnType<ReturnType<typeof memberRows>['executeTakeFirstOrThrow']>>;

export function memberItem({ verified_at, listings_count, created_at, suspended_at, ...row }: MemberRow) {
  return {
    ...row,
    created_at: created_at.toISOString(),
    suspended_at: suspended_at?.toISOString() ?? null,
    verified: verified_at !== null,
    listings_count: Number(listings_count),
  };
}

export async function findMemberItem(db: Kysely<Database>, tenantId: number, id: number) {
  const row = await memberRows(db, tenantId).where('u.id', '=', id).executeTakeFirst();
  return row && memberItem(row);
}
