import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import { LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';

type Db = Kysely<Database> | Transaction<Database>;

const invalid = (field: 'images' | 'video_id') => {
  const message = `The selected ${field.replace(/_/g, ' ')} is invalid.`;
  return httpError(400, message, { [field]: [message] });
};

/** A listing's photos and video must be the poster's own uploads, on this site, of its kind's media kinds. */
export async function checkListingMedia(
  db: Db,
  kind: ListingKind,
  owner: { tenantId: number; userId: number },
  images: number[] | undefined,
  videoId: number | null | undefined,
) {
  const { media } = LISTING_KINDS[kind];
  const own = () =>
    db
      .selectFrom('media_files')
      .select('id')
      .where('tenant_id', '=', owner.tenantId)
      .where('owner_id', '=', owner.userId);
  if (images?.length) {
    const found = await own().where('kind', '=', media.image).where('id', 'in', images).execute();
    if (found.length !== images.length) throw invalid('images');
  }
  if (videoId != null) {
    const found = await own().where('kind', '=', media.video).where('id', '=', videoId).executeTakeFirst();
    if (!found) throw invalid('video_id');
  }
}

/** The listing's photos in order (the first is its primary image). */
export async function listingImageIds(db: Db, kind: ListingKind, id: number): Promise<number[]> {
  const rows = await (db as unknown as Kysely<any>)
    .selectFrom(`${kind}_images`)
    .select('media_id')
    .where(`${kind}_id`, '=', id)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.media_id as number);
}

export async function replaceListingImages(db: Db, kind: ListingKind, id: number, images: number[]): Promise<void> {
  const loose = db as unknown as Kysely<any>;
  await loose.deleteFrom(`${kind}_images`).where(`${kind}_id`, '=', id).execute();
  if (images.length)
    await loose
      .insertInto(`${kind}_images`)
      .values(images.map((media_id, position) => ({ [`${kind}_id`]: id, media_id, position })))
      .execute();
}
