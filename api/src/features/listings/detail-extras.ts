import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import type { MediaVariantRecord } from '../media/media-files-table.js';
import '../moderation/moderation-tables.js';
import type { ListingKind } from '../listing-kinds/registry.js';
import { priceHistory } from './price-history.js';

/** The listing's row as the detail needs it, whatever the kind. */
interface DetailRow {
  id: number;
  owner_id: number;
  video_id: number | null;
  contacts_count: number;
  created_at: Date | string;
}

/**
 * What a listing's page shows besides its own fields, the same for every kind: the photos in order, the video, the
 * owner (contact details for signed-in visitors only) and their company, and what this visitor did with it (saved,
 * contacted, reported), and its price history.
 */
export async function detailExtras(
  db: Kysely<Database>,
  kind: ListingKind,
  row: DetailRow,
  viewer: { id: number } | null,
) {
  const loose = db as unknown as Kysely<any>;
  const fk = `${kind}_id`;
  const [images, video, owner, company, favourite, contacts, report, history] = await Promise.all([
    loose
      .selectFrom(`${kind}_images as li`)
      .innerJoin('media_files as m', 'm.id', 'li.media_id')
      .select(['m.id', 'm.variants'])
      .where(`li.${fk}`, '=', row.id)
      .orderBy('li.position')
      .execute() as Promise<{ id: number; variants: Record<string, MediaVariantRecord> }[]>,
    row.video_id === null
      ? null
      : db.selectFrom('media_files').select(['id', 'variants']).where('id', '=', row.video_id).executeTakeFirst(),
    db
      .selectFrom('users')
      .select(['id', 'name', 'surname', 'user_type', 'image', 'phone', 'whatsapp', 'email', 'verified_at'])
      .where('id', '=', row.owner_id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('companies')
      .select(['id', 'company_name', 'logo', 'phone'])
      .where('user_id', '=', row.owner_id)
      .executeTakeFirst(),
    viewer
      ? loose
          .selectFrom(`${kind}_favourites`)
          .select(fk)
          .where('user_id', '=', viewer.id)
          .where(fk, '=', row.id)
          .executeTakeFirst()
      : null,
    viewer
      ? (loose
          .selectFrom(`${kind}_contacts`)
          .select('channel')
          .where('user_id', '=', viewer.id)
          .where(fk, '=', row.id)
          .execute() as Promise<{ channel: string }[]>)
      : [],
    viewer
      ? db
          .selectFrom('listing_reports')
          .select(['reason', 'created_at'])
          .where('listing_kind', '=', kind)
          .where('listing_id', '=', row.id)
          .where('reporter_id', '=', viewer.id)
          .executeTakeFirst()
      : null,
    priceHistory(db, kind, row),
  ]);
  const signedIn = viewer !== null;
  return {
    images: images.map((m) => ({
      id: m.id,
      url: m.variants.main?.url ?? '',
      thumb_url: (m.variants.thumb ?? m.variants.main)?.url ?? '',
      width: m.variants.main?.width ?? 0,
      thumb_width: (m.variants.thumb ?? m.variants.main)?.width ?? 0,
    })),
    video: video?.variants.main ? { id: video.id, url: video.variants.main.url } : null,
    owner: {
      id: owner.id,
      name: owner.name,
      surname: owner.surname,
      user_type: owner.user_type,
      image: owner.image,
      phone: signedIn ? owner.phone : null,
      whatsapp: signedIn ? owner.whatsapp : null,
      email: signedIn ? owner.email : null,
      company: company ?? null,
      profile_path: `/agent-details/${owner.id}`,
      verified: owner.verified_at !== null,
    },
    contacts_count: row.contacts_count,
    is_favourite: Boolean(favourite),
    contacted_channels: contacts.map((c) => c.channel).sort(),
    is_owner: viewer?.id === row.owner_id,
    my_report: report ? { reason: report.reason, created_at: new Date(report.created_at).toISOString() } : null,
    price_history: history,
    owner_id: row.owner_id,
    image_ids: images.map((m) => m.id),
    video_id: row.video_id,
  };
}
