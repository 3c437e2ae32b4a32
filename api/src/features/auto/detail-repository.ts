import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { Currency } from '../listing-shared/currency.js';
import { cardView, type CardRow } from './auto-views.js';
import type { AutoDetailView } from './schemas.js';
import { type AutoQuery, selectCards } from './search-repository.js';

export type FoundAuto = AutoDetailView & { owner_id: number; image_ids: number[]; video_id: number | null };

/** A listing of the tenant by id, in any status; null when there is none. */
export async function findAuto(db: Kysely<Database>, tenantId: number, id: number, currency: Currency, viewer: { id: number } | null): Promise<FoundAuto | null> {
  const base = db.selectFrom('autos as a').where('a.tenant_id', '=', tenantId).where('a.id', '=', id) as unknown as AutoQuery;
  const row = (await selectCards(base)
    .select(['a.description', 'a.description_ar', 'a.owner_id', 'a.video_id', 'a.contacts_count'] as never[])
    .executeTakeFirst()) as (CardRow & { description: string | null; description_ar: string | null; owner_id: number; video_id: number | null; contacts_count: number }) | undefined;
  if (!row) return null;

  const [images, video, owner, company, favourite, contacts] = await Promise.all([
    db.selectFrom('auto_images as ai').innerJoin('media_files as m', 'm.id', 'ai.media_id')
      .select(['m.id', 'm.variants']).where('ai.auto_id', '=', id).orderBy('ai.position').execute(),
    row.video_id === null ? null : db.selectFrom('media_files').select(['id', 'variants']).where('id', '=', row.video_id).executeTakeFirst(),
    db.selectFrom('users').select(['id', 'name', 'surname', 'user_type', 'image', 'phone', 'whatsapp', 'email']).where('id', '=', row.owner_id).executeTakeFirstOrThrow(),
    db.selectFrom('companies').select(['id', 'company_name', 'logo', 'phone']).where('user_id', '=', row.owner_id).executeTakeFirst(),
    viewer ? db.selectFrom('auto_favourites').select('auto_id').where('user_id', '=', viewer.id).where('auto_id', '=', id).executeTakeFirst() : null,
    viewer ? db.selectFrom('auto_contacts').select('channel').where('user_id', '=', viewer.id).where('auto_id', '=', id).execute() : [],
  ]);
  const signedIn = viewer !== null;
  return {
    ...cardView(row, currency),
    description: row.description,
    description_ar: row.description_ar,
    images: images.map((m) => ({ id: m.id, url: m.variants.main?.url ?? '', thumb_url: (m.variants.thumb ?? m.variants.main)?.url ?? '' })),
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
    owner_id: row.owner_id,
    image_ids: images.map((m) => m.id),
    video_id: row.video_id,
  };
}
