import type { ColumnType, Generated } from 'kysely';

export interface MediaVariantRecord {
  path: string;
  url: string;
  content_type: string;
  width: number | null;
  height: number | null;
  size: number;
}

export interface MediaFilesTable {
  id: Generated<number>;
  tenant_id: number;
  owner_id: number | null;
  kind: string;
  storage: 'local' | 's3';
  /** Storage key of the main variant (what a listing or profile points at). */
  path: string;
  content_type: string;
  /** Size in bytes of the stored main variant. */
  size_bytes: number;
  width: number | null;
  height: number | null;
  /** What the upload was, by content (jpg, png, svg, mp4, …), before any re-encoding. */
  source_type: string;
  source_bytes: number;
  /**
   * 64-bit perceptual hash of a photo (0380), a signed bigint, written as text; null for other media. Select it as
   * `phash::text`: read as it is, the pool turns it into a JS number (db/database.ts), which loses its low bits.
   */
  phash: ColumnType<string | null, string | null | undefined, string | null>;
  variants: ColumnType<Record<string, MediaVariantRecord>, string, string>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

declare module '../../db/types.js' {
  interface Database {
    media_files: MediaFilesTable;
  }
}
