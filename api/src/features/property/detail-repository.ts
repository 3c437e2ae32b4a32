import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Currency } from '../listing-shared/currency.js';
import type { PlacesCache } from './places-cache.js';
import { cardView, preparePlaces, type CardRow } from './property-views.js';
import type { PropertyDetailView } from './schemas.js';
import type { PropertyQuery } from './search-repository.js';
import { selectCards } from './search-repository.js';

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
): Promise<(PropertyDetailView & { owner_id: number; image_ids: number[]; video_id: number | null }) | null> {
  const base = db.selectFrom('properties as p').where('p.tenant_id', '=', tenantId).where('p.id', '=', id) as unknown as PropertyQuery;
  const row = (await selectCards(base)
    .select(['p.description', 'p.description_ar', 'p.additional_information', 'p.owner_id', 'p.video_id', 'p.contacts_count'] as never[])
    .executeTakeFirst()) as (CardRow & { description: string; description_ar: string | null; additional_information: string | null; owner_id: number; video_id: number | null; contacts_count: number }) | undefined;
  if (!row) return null;

  const [images, video, owner, company, favourite, contacts] = await Promise.all([
    db.selectFrom('property_images as pi').innerJoin('media_files as m', 'm.id', 'pi.media_id')
      .select(['m.id', 'm.variants']).where('pi.property_id', '=', id).orderBy('pi.position').execute(),
    row.video_id === null ? null : db.selectFrom('media_files').select(['id', 'variants']).where('id', '=', row.video_id).executeTakeFirst(),
    db.selectFrom('users').select(['id', 'name', 'surname', 'user_type', 'image', 'phone', 'whatsapp', 'email'])
      .where('id', '=', row.owner_id).executeTakeFirstOrThrow(),
    db.selectFrom('companies').select(['id', 'company_name', 'logo', 'phone']).where('user_id', '=', row.owner_id).executeTakeFirst(),
    viewer ? db.selectFrom('property_favourites').select('property_id').where('user_id', '=', viewer.id).where('property_id', '=', id).executeTakeFirst() : null,
    viewer ? db.selectFrom('property_contacts').select('channel').where('user_id', '=', viewer.id).where('property_id', '=', id).execute() : [],
  ]);
  await preparePlaces(places, [row]);
  const signedIn = viewer !== null;
  const gallery = images.map((m) => ({ id: m.id, url: m.variants.main?.url ?? '', thumb_url: (m.variants.thumb ?? m.variants.main)?.url ?? '' }));
  return {
    ...cardView(row, places, currency),
    description: row.description,
    description_ar: row.description_ar,
    additional_information: row.additional_information,
    images: gallery,
    video: video?.variants.main ? { id: video.id, url: video.variants.main.url } : null,
    owner: {
      id: owner.id, name: owner.name, surname: owner.surname, user_type: owner.user_type, image: owner.image,
      phone: signedIn ? owner.phone : null, whatsapp: signedIn ? owner.whatsapp : null, email: signedIn ? owner.email : null,
      company: company ?? null,
      profile_path: `/agent-details/${owner.id}`,
    },
    contacts_count: row.contacts_count,
    is_favourite: Boolean(favourite),
    contacted_channels: contacts.map((c) => c.channel).sort(),
    is_owner: viewer?.id === row.owner_id,
    map_url: `https://www.google.com/maps?q=${row.latitude},${row.longitude}`,
    owner_id: row.owner_id,
    image_ids: images.map((m) => m.id),
    video_id: row.video_id,
  };
}

