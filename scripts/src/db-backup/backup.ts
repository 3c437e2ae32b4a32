// A backup is one .tar.gz: manifest.json (what it is and holds), the database (pg_dump's custom format for
// PostgreSQL, PGlite's gzipped data folder for the embedded database) and uploads/ (the uploads folder as it was).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Contents, describeContents } from './contents.js';
import { dumpEmbedded, restoreEmbedded } from './embedded.js';
import { dumpPostgres, postgresContents, restorePostgres } from './postgres.js';

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'embedded'; dataDir: string };

export interface Manifest {
  format: 1;
  kind: DatabaseTarget['kind'];
  createdAt: string;
  /** The database's file in the archive. */
  database: string;
  contents: Contents;
  uploads: { files: number; bytes: number };
}

const MANIFEST = 'manifest.json';
const DATABASE_FILE = { postgres: 'database.pgdump', embedded: 'database.tar.gz' } as const;

function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tar ${args[0]} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Every file under `dir` (dot folders such as .private included) and their bytes together. */
function tally(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

const isEmptyOrMissing = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** Writes the backup of `database` and `uploadsDir` to `out` (a .tar.gz); returns its manifest. */
export async function createBackup(options: {
  database: DatabaseTarget;
  uploadsDir: string;
  out: string;
}): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-backup-'));
  try {
    const { database } = options;
    const databaseFile = DATABASE_FILE[database.kind];
    let contents: Contents;
    if (database.kind === 'postgres') {
      await dumpPostgres(database.url, path.join(staging, databaseFile));
      contents = await postgresContents(database.url);
    } else {
      contents = await dumpEmbedded(database.dataDir, path.join(staging, databaseFile));
    }
    // The uploads go in through a link (tar follows it): no copy of what may be gigabytes of photos.
    if (fs.existsSync(options.uploadsDir))
      fs.symlinkSync(path.resolve(options.uploadsDir), path.join(staging, 'uploads'), 'dir');
    else fs.mkdirSync(path.join(staging, 'uploads'));
    const manifest: Manifest = {
      format: 1,
      kind: database.kind,
      createdAt: new Date().toISOString(),
      database: databaseFile,
      contents,
      uploads: tally(options.uploadsDir),
    };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
    await tar(['-czhf', path.resolve(options.out), '-C', staging, MANIFEST, databaseFile, 'uploads']);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The manifest of a backup, without unpacking the rest. */
export async function readManifest(archive: string): Promise<Manifest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-restore-'));
  try {
    await tar(['-xzf', path.resolve(archive), '-C', dir, MANIFEST]);
    return parseManifest(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'), archive);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function parseManifest(text: string, archive: string): Manifest {
  const manifest = JSON.parse(text) as Partial<Manifest>;
  if (manifest.format !== 1 || (manifest.kind !== 'postgres' && manifest.kind !== 'embedded') || !manifest.contents) {
    throw new Error(
      `${archive} is not a Souq backup this version reads (manifest.json format ${String(manifest.format)})`,
    );
  }
  return manifest as Manifest;
}

/**
 * Restores a backup into `database` (of the backup's kind) and `uploadsDir`. Both must be new or empty unless
 * `force`; afterwards the restored database must hold what the manifest says, or the restore fails.
 */
export async function restoreBackup(options: {
  archive: string;
  database: DatabaseTarget;
  uploadsDir: string;
  force: boolean;
}): Promise<{ manifest: Manifest; contents: Contents }> {
  const { database, uploadsDir, force } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-restore-'));
  try {
    await tar(['-xzf', path.resolve(options.archive), '-C', dir]);
    const manifest = parseManifest(fs.readFileSync(path.join(dir, MANIFEST), 'utf8'), options.archive);
    if (manifest.kind !== database.kind) {
      const wanted =
        manifest.kind === 'postgres'
          ? 'a PostgreSQL database (DATABASE_URL or --database-url)'
          : 'an embedded database folder (PGLITE_DATA_DIR or --data-dir)';
      throw new Error(
        `This backup is of ${manifest.kind === 'postgres' ? 'a PostgreSQL' : 'an embedded'} database: restore it into ${wanted}`,
      );
    }
    // Checked before the database is touched, so a refusal leaves everything as it was.
    if (!force && !isEmptyOrMissing(uploadsDir))
      throw new Error(
        `${uploadsDir} is not empty: restore the uploads into a new folder (UPLOADS_DIR or --uploads-dir), or add --force to replace them`,
      );

    const file = path.join(dir, manifest.database);
    let contents: Contents;
    if (database.kind === 'postgres') {
      await restorePostgres(file, database.url, force);
      contents = await postgresContents(database.url);
    } else {
      contents = await restoreEmbedded(file, database.dataDir, force);
    }

    fs.rmSync(uploadsDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(path.resolve(uploadsDir)), { recursive: true });
    fs.cpSync(path.join(dir, 'uploads'), uploadsDir, { recursive: true });

    const restoredUploads = tally(uploadsDir);
    if (
      JSON.stringify(contents) !== JSON.stringify(manifest.contents) ||
      restoredUploads.files !== manifest.uploads.files
    ) {
      throw new Error(
        `The restored copy differs from the backup: it holds ${describeContents(contents)} and ${restoredUploads.files} uploaded files; ` +
          `the backup recorded ${describeContents(manifest.contents)} and ${manifest.uploads.files} files`,
      );
    }
    return { manifest, contents };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
