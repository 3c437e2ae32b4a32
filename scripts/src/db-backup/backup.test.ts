import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../lib/paths.js';
import { createBackup, restoreBackup } from './backup.js';

// A database seeded by the API's own seed command (members, listings and their photos in the uploads folder), backed
// up, restored somewhere new and opened again: the same members, listings and files must be there.

// Seeding and restoring a whole database takes minutes on a busy machine: no time limit of Jest's own.
jest.setTimeout(30 * 60_000);

type Rows = Record<string, unknown>[];
type Query = (sql: string) => Promise<Rows>;

/** `pnpm --filter @souq/api seed` (api/src/seed/run.ts) on the database and uploads folder in `env`. */
function seedWithTheApi(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed/run.ts'], {
      cwd: path.join(ROOT, 'api'),
      env: { ...process.env, NODE_OPTIONS: '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seeding failed (exit ${code}): ${stderr}`)),
    );
  });
}

/** What a visitor and a member would notice: who can sign in, which listings there are, which photos they show. */
async function snapshot(query: Query) {
  return {
    users: (await query('SELECT email, user_type FROM users ORDER BY email')).map((r) => `${r.email} ${r.user_type}`),
    listings: (await query('SELECT id, name, status, primary_image_id FROM properties ORDER BY id')).map(
      (r) => `${r.id} ${r.name} ${r.status} ${r.primary_image_id}`,
    ),
    cars: Number((await query('SELECT count(*) AS n FROM autos'))[0]!.n),
    photos: (await query('SELECT path, variants FROM media_files ORDER BY id')).flatMap((r) =>
      Object.values(
        (typeof r.variants === 'string' ? JSON.parse(r.variants) : r.variants) as Record<string, { path: string }>,
      ).map((v) => v.path),
    ),
  };
}

async function withPglite<T>(dataDir: string, work: (query: Query) => Promise<T>): Promise<T> {
  const db = new PGlite(dataDir, { extensions: { pg_trgm } });
  try {
    return await work(async (sql) => (await db.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await db.close();
  }
}

async function withPostgres<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query(sql)).rows as Rows);
  } finally {
    await client.end();
  }
}

/** A file a member uploaded privately (a payment receipt): dot folders of the uploads come along too. */
function addPrivateUpload(uploadsDir: string): Buffer {
  const receipt = Buffer.from(`%PDF-1.4 receipt ${Date.now()}\n`);
  fs.mkdirSync(path.join(uploadsDir, '.private', 'receipts', '1'), { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, '.private', 'receipts', '1', 'receipt.pdf'), receipt);
  return receipt;
}

function expectSameUploads(restoredDir: string, photos: string[], receipt: Buffer): void {
  expect(photos.length).toBeGreaterThan(0);
  const missing = photos.filter((p) => !fs.existsSync(path.join(restoredDir, p)));
  expect(missing).toEqual([]);
  expect(fs.readFileSync(path.join(restoredDir, '.private', 'receipts', '1', 'receipt.pdf'))).toEqual(receipt);
}

describe('pnpm db:backup and db:restore', () => {
  let work: string;
  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-backup-test-'));
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('restores the embedded database and the uploads into a fresh folder, with the same members, listings and photos', async () => {
    const source = { dataDir: path.join(work, 'source', 'data'), uploadsDir: path.join(work, 'source', 'uploads') };
    await seedWithTheApi({
      DATABASE_URL: '',
      PGLITE_DATA_DIR: source.dataDir,
      UPLOADS_DIR: source.uploadsDir,
      S3_ENDPOINT: '',
    });
    const receipt = addPrivateUpload(source.uploadsDir);
    const before = await withPglite(source.dataDir, snapshot);
    expect(before.users).toContain('agent@souq.localhost Agent');
    expect(before.listings.length).toBeGreaterThan(0);

    // Not while a process has the database open: a copy taken under the API's writes would not be consistent.
    const open = new PGlite(source.dataDir, { extensions: { pg_trgm } });
    await open.query('SELECT 1');
    const archive = path.join(work, 'embedded.tar.gz');
    await expect(
      createBackup({
        database: { kind: 'embedded', dataDir: source.dataDir },
        uploadsDir: source.uploadsDir,
        out: archive,
      }),
    ).rejects.toThrow(/is open in this process.*stop the API/);
    await open.close();

    const manifest = await createBackup({
      database: { kind: 'embedded', dataDir: source.dataDir },
      uploadsDir: source.uploadsDir,
      out: archive,
    });
    expect(manifest).toMatchObject({
      kind: 'embedded',
      contents: { users: before.users.length, properties: before.listings.length, autos: before.cars },
    });
    expect(manifest.contents.migration).toMatch(/^\d{4}_/);

    const target = { dataDir: path.join(work, 'restored', 'data'), uploadsDir: path.join(work, 'restored', 'uploads') };
    const restored = await restoreBackup({
      archive,
      database: { kind: 'embedded', dataDir: target.dataDir },
      uploadsDir: target.uploadsDir,
      force: false,
    });
    expect(restored.contents).toEqual(manifest.contents);
    expect(await withPglite(target.dataDir, snapshot)).toEqual(before);
    expectSameUploads(target.uploadsDir, before.photos, receipt);

    // A second restore onto the first is refused, leaving it as it was.
    await expect(
      restoreBackup({
        archive,
        database: { kind: 'embedded', dataDir: target.dataDir },
        uploadsDir: path.join(work, 'elsewhere'),
        force: false,
      }),
    ).rejects.toThrow(/is not empty.*--force/);
    expect(await withPglite(target.dataDir, snapshot)).toEqual(before);
  });

  const base = process.env.DATABASE_URL?.trim();
  (base ? it : it.skip)(
    'restores a PostgreSQL database (pg_dump) and the uploads into a new database, with the same members, listings and photos',
    async () => {
      const url = (name: string) => Object.assign(new URL(base!), { pathname: `/${name}` }).toString();
      const name = `${new URL(base!).pathname.slice(1).replace(/\W/g, '_') || 'souq'}_backup_${process.pid}`.slice(
        0,
        50,
      );
      const sourceUrl = url(name);
      const targetUrl = url(`${name}_restored`);
      const admin = (sql: string) => withPostgres(url('postgres'), (query) => query(sql));
      const drop = async () => {
        await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin(`DROP DATABASE IF EXISTS ${name}_restored WITH (FORCE)`);
      };
      await drop();
      await admin(`CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`);
      try {
        const uploadsDir = path.join(work, 'pg-source-uploads');
        await seedWithTheApi({ DATABASE_URL: sourceUrl, UPLOADS_DIR: uploadsDir, S3_ENDPOINT: '' });
        const receipt = addPrivateUpload(uploadsDir);
        const before = await withPostgres(sourceUrl, snapshot);
        expect(before.listings.length).toBeGreaterThan(0);

        const archive = path.join(work, 'postgres.tar.gz');
        const manifest = await createBackup({
          database: { kind: 'postgres', url: sourceUrl },
          uploadsDir,
          out: archive,
        });
        expect(manifest).toMatchObject({
          kind: 'postgres',
          contents: { users: before.users.length, properties: before.listings.length },
        });

        // The target database does not exist yet: the restore creates it.
        const restoredUploads = path.join(work, 'pg-restored-uploads');
        await restoreBackup({
          archive,
          database: { kind: 'postgres', url: targetUrl },
          uploadsDir: restoredUploads,
          force: false,
        });
        expect(await withPostgres(targetUrl, snapshot)).toEqual(before);
        expectSameUploads(restoredUploads, before.photos, receipt);

        // The source holds tables: restoring over it needs --force.
        await expect(
          restoreBackup({
            archive,
            database: { kind: 'postgres', url: sourceUrl },
            uploadsDir: path.join(work, 'pg-elsewhere'),
            force: false,
          }),
        ).rejects.toThrow(/is not empty.*--force/);
      } finally {
        await drop();
      }
    },
  );
});
