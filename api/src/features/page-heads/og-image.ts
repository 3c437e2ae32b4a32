import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../../db/types.js';
import { ogVariant } from '../media/image-process.js';
import { MAX_INPUT_PIXELS } from '../media/kinds.js';
import type { MediaVariantRecord } from '../media/media-files-table.js';
import type { MediaStorage } from '../media/storage.js';

// The share picture of a listing photo. Uploads make it (media/image-process.ts); photos stored before that (the
// seed's, older uploads) get it the first time a page head needs it, from their main picture, and keep it in
// media_files.variants like any other variant.

type Variants = Record<string, MediaVariantRecord>;

/** The og variant's storage key: beside the main picture, so every instance making it writes the same file. */
function ogKey(mainPath: string): string {
  return `${mainPath.replace(/\.[a-z0-9]+$/, '')}-og.jpg`;
}

export class ShareImages {
  /** Photos whose picture this instance is making now: a second request waits for the first. */
  private readonly making = new Map<number, Promise<MediaVariantRecord | null>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: MediaStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The photo's share picture, made now if it has none; null when it cannot be made (the caller uses the main one). */
  async ogOf(mediaId: number, variants: Variants): Promise<MediaVariantRecord | null> {
    if (variants.og) return variants.og;
    const main = variants.main;
    if (!main || !main.content_type.startsWith('image/') || main.content_type === 'image/svg+xml') return null;
    let pending = this.making.get(mediaId);
    if (!pending) {
      pending = this.make(mediaId, main).finally(() => this.making.delete(mediaId));
      this.making.set(mediaId, pending);
    }
    return pending;
  }

  private async make(mediaId: number, main: MediaVariantRecord): Promise<MediaVariantRecord | null> {
    try {
      const source = sharp(await this.storage.get(main.path), { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const og = await ogVariant(source);
      const key = ogKey(main.path);
      // The same bytes whoever makes them, under the same key: two instances racing write the same file.
      await this.storage.put(key, og.data, og.contentType);
      const record: MediaVariantRecord = {
        path: key,
        url: this.storage.url(key),
        content_type: og.contentType,
        width: og.width,
        height: og.height,
        size: og.data.length,
      };
      // Only where no other instance recorded one meanwhile; theirs is then the one kept.
      const updated = await this.db
        .updateTable('media_files')
        .set({ variants: sql`variants || jsonb_build_object('og', ${JSON.stringify(record)}::jsonb)` as never })
        .where('id', '=', mediaId)
        .where(sql<boolean>`variants->'og' IS NULL`)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) return record;
      const row = await this.db
        .selectFrom('media_files')
        .select('variants')
        .where('id', '=', mediaId)
        .executeTakeFirst();
      return row?.variants.og ?? record;
    } catch (err) {
      this.log.warn({ err, mediaId }, 'share picture could not be made; the main picture is used');
      return null;
    }
  }
}
