/**
 * `pnpm db:backup` and `pnpm db:restore` (docs/operations/backups.md): the database the API is configured with
 * (DATABASE_URL, else the embedded one in PGLITE_DATA_DIR) and the uploads folder (UPLOADS_DIR), in one .tar.gz and
 * back.
 *   pnpm db:backup [--out FILE]       FILE defaults to backups/souq-<kind>-<date>.tar.gz
 *   pnpm db:restore FILE [--database-url URL | --data-dir DIR] [--uploads-dir DIR] [--force]
 * The backup's kind decides where it goes: a PostgreSQL backup into --database-url or DATABASE_URL (created when
 * missing), an embedded one into --data-dir or PGLITE_DATA_DIR; its uploads into --uploads-dir or UPLOADS_DIR.
 * A restore refuses a database or folder that already holds something unless --force. The embedded database is
 * backed up and restored only while no API has it open.
 */
import path from 'node:path';
import { loadConfig } from '../../../api/src/config.js';
import { ROOT } from '../lib/paths.js';
import { createBackup, readManifest, restoreBackup, type DatabaseTarget } from './backup.js';
import { describeContents } from './contents.js';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** A path as the person typed it, from the folder they ran pnpm in. */
const fromUser = (value: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), value);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backup(): Promise<void> {
  const config = loadConfig();
  if (process.env.S3_ENDPOINT)
    console.warn(
      '[backup] uploads are stored in S3 (S3_ENDPOINT): back up the bucket with its own tools; this archive holds only UPLOADS_DIR.',
    );
  const database: DatabaseTarget = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'embedded', dataDir: config.PGLITE_DATA_DIR };
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const out = option('--out')
    ? fromUser(option('--out')!)
    : path.join(ROOT, 'backups', `souq-${database.kind}-${stamp}.tar.gz`);
  const manifest = await createBackup({ database, uploadsDir: config.UPLOADS_DIR, out });
  console.log(`[backup] ${out}`);
  console.log(
    `[backup] ${database.kind === 'postgres' ? 'PostgreSQL' : `embedded (${config.PGLITE_DATA_DIR})`}: ${describeContents(manifest.contents)}`,
  );
  console.log(
    `[backup] uploads (${config.UPLOADS_DIR}): ${manifest.uploads.files} files, ${mb(manifest.uploads.bytes)}`,
  );
}

async function restore(): Promise<void> {
  const file = process.argv[3];
  if (!file || file.startsWith('--'))
    throw new Error('usage: pnpm db:restore FILE [--database-url URL | --data-dir DIR] [--uploads-dir DIR] [--force]');
  const archive = fromUser(file);
  const config = loadConfig();
  const manifest = await readManifest(archive);
  let database: DatabaseTarget;
  if (manifest.kind === 'postgres') {
    const url = option('--database-url') ?? config.DATABASE_URL;
    if (!url)
      throw new Error('This is a PostgreSQL backup: say where to restore it with --database-url (or DATABASE_URL)');
    database = { kind: 'postgres', url };
  } else {
    database = {
      kind: 'embedded',
      dataDir: option('--data-dir') ? fromUser(option('--data-dir')!) : config.PGLITE_DATA_DIR,
    };
  }
  const uploadsDir = option('--uploads-dir') ? fromUser(option('--uploads-dir')!) : config.UPLOADS_DIR;
  const { contents } = await restoreBackup({ archive, database, uploadsDir, force: process.argv.includes('--force') });
  const where = database.kind === 'postgres' ? new URL(database.url).pathname.slice(1) : database.dataDir;
  console.log(`[restore] backup of ${manifest.createdAt} restored into ${where}: ${describeContents(contents)}`);
  console.log(`[restore] uploads into ${uploadsDir}: ${manifest.uploads.files} files, ${mb(manifest.uploads.bytes)}`);
}

const command = process.argv[2];
(command === 'backup'
  ? backup()
  : command === 'restore'
    ? restore()
    : Promise.reject(new Error(`unknown command ${command}: backup or restore`))
).catch((err: unknown) => {
  console.error(`[${command ?? 'backup'}] ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
