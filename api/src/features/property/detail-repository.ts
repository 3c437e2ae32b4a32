import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Currency } from '../listing-shared/currency.js';
import { detailExtras } from '../listings/detail-extras.js';
import type { PlacesCache } from './places-cache.js';
import { cardView, preparePlaces, type CardRow } from './property-views.js';
import type { PropertyDetailView } from './schemas.js';
import type { PropertyQuery } from './search-repository.js';
import { selectCards } from './search-repository.js';
import { PROPERTY } from './kind.js';

export interface DetailViewer {
  id: number;
}

/** A listing of the tenant by id, in any status; null when there is none. */
export async function findDetail(
  db: Kysely<Database>,
  places: PlacesCache,
  tenantId: number,
  id: number,
  currency: Currency,
  viewer: DetailViewer | null,
  now: Date,
): Promise<(PropertyDetailView & { owner_id: number; image_ids: number[]; video_id: number | null }) | null> {
  const base = db
    .selectFrom('properties as p')
    .where('p.tenant_id', '=', tenantId)
    .where('p.id', '=', id) as unknown as PropertyQuery;
  const row = (await selectCards(base)
    .select([
      'p.description',
      'p.description_ar',
      'p.additional_information',
      'p.ownership_document',
      'p.owner_id',
      'p.video_id',
      'p.contacts_count',
    ] as never[])
    .executeTakeFirst()) as
    | (CardRow & {
        description: string;
        description_ar: string | null;
        additional_information: string | null;
        ownership_document: string | null;
        owner_id: number;
        video_id: number | null;
        contacts_count: number;
      })
    | undefined;
  if (!row) return null;

  const [extras] = await Promise.all([detailExtras(db, PROPERTY.name, row, viewer), preparePlaces(places, [row])]);
  return {
    ...cardView(row, places, currency, now),
    description: row.description,
    description_ar: row.description_ar,
    additional_information: row.additional_information,
    ownership_document: row.ownership_document,
    map_url: `https://www.google.com/maps?q=${row.latitude},${row.longitude}`,
    ...extras,
  };
}
