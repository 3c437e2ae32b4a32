import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { loadConfig } from '../config.js';
import type { Database } from '../db/types.js';
import '../features/media/media-files-table.js';
import type { MediaVariantRecord } from '../features/media/media-files-table.js';
import { perceptualHash } from '../features/media/phash.js';
import { readS3Config, S3Storage } from '../features/media/s3-storage.js';
import { LocalDiskStorage, type MediaStorage } from '../features/media/storage.js';

// Where the seeded listing photos (drawn at seed time, no network) are stored and recorded, for every kind.

/** The storage the app itself uses: S3 when configured, the uploads folder otherwise. */
export function storageFromEnv(): MediaStorage {
  const s3 = readS3Config(process.env);
  if (s3) return new S3Storage(s3);
  const config = loadConfig();
  return new LocalDiskStorage(config.UPLOADS_DIR, config.PUBLIC_UPLOADS_PATH);
}

async function putOnce(storage: MediaStorage, key: string, body: Buffer): Promise<void> {
  try {
    await storage.put(key, body, 'image/webp');
  } catch (err) {
    // Already there from an earlier seeding (file names are fixed, their content is too).
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/** The stored picture of a drawing (its main variant), as storeSeedPhoto makes it. */
const drawn = (svg: Buffer) => sharp(svg).webp({ quality: 78 }).toBuffer();

/** A photo seeded before photos were hashed gets its hash now (from its drawing); returns its id. */
export async function hashSeededPhoto(
  db: Kysely<Database>,
  row: { id: number; phash: string | null },
  svg: string,
): Promise<number> {
  if (row.phash === null) {
    const phash = await perceptualHash(sharp(await drawn(Buffer.from(svg))));
    if (phash !== null) await db.updateTable('media_files').set({ phash }).where('id', '=', row.id).execute();
  }
  return row.id;
}

/** A drawn photo as the tenant's media (`key`.webp and its thumbnail), with the size it is drawn at; returns its id. */
export async function storeSeedPhoto(
  db: Kysely<Database>,
  storage: MediaStorage,
  photo: {
    tenantId: number;
    key: string;
    svg: string;
    kind: 'property_image' | 'product_image';
    width: number;
    height: number;
  },
): Promise<number> {
  const { key, width: W, height: H } = photo;
  const svg = Buffer.from(photo.svg);
  const main = await drawn(svg);
  const thumb = await sharp(svg).resize(480).webp({ quality: 70 }).toBuffer();
  await putOnce(storage, `${key}.webp`, main);
  await putOnce(storage, `${key}-thumb.webp`, thumb);
  const variant = (path: string, size: number, width: number, height: number): MediaVariantRecord => ({
    path,
    url: storage.url(path),
    content_type: 'image/webp',
    width,
    height,
    size,
  });
  const variants = {
    main: variant(`${key}.webp`, main.length, W, H),
    thumb: variant(`${key}-thumb.webp`, thumb.length, 480, 320),
  };
  const row = await db
    .insertInto('media_files')
    .values({
      tenant_id: photo.tenantId,
      owner_id: null,
      kind: photo.kind,
      storage: storage.name,
      path: `${key}.webp`,
      content_type: 'image/webp',
      size_bytes: main.length,
      width: W,
      height: H,
      source_type: 'svg',
      source_bytes: svg.length,
      variants: JSON.stringify(variants),
      // Hashed like an upload, so a member posting a copy of a seeded photo is found as one.
      phash: await perceptualHash(sharp(main)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
