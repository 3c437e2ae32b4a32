import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Currency } from '../listing-shared/currency.js';
import { detailExtras } from '../listings/detail-extras.js';
import { cardView, type CardRow } from './auto-views.js';
import type { AutoDetailView } from './schemas.js';
import { type AutoQuery, selectCards } from './search-repository.js';
import { AUTO } from './kind.js';

export type FoundAuto = AutoDetailView & { owner_id: number; image_ids: number[]; video_id: number | null };

/** A listing of the tenant by id, in any status; null when there is none. */
export async function findAuto(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
  currency: Currency,
  viewer: { id: number } | null,
  now: Date,
): Promise<FoundAuto | null> {
  const base = db
    .selectFrom('autos as a')
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', '=', id) as unknown as AutoQuery;
  const row = (await selectCards(base)
    .select(['a.description', 'a.description_ar', 'a.owner_id', 'a.video_id', 'a.contacts_count'] as never[])
    .executeTakeFirst()) as
    | (CardRow & {
        description: string | null;
        description_ar: string | null;
        owner_id: number;
        video_id: number | null;
        contacts_count: number;
      })
    | undefined;
  if (!row) return null;

  return {
    ...cardView(row, currency, now),
    description: row.description,
    description_ar: row.description_ar,
    ...(await detailExtras(db, AUTO.name, row, viewer)),
  };
}
