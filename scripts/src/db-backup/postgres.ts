// PostgreSQL's side of a backup: pg_dump's custom format out, pg_restore in (PostgreSQL's client tools, which must
// be of the server's major version or newer).
import { spawn } from 'node:child_process';
import pg from 'pg';
import { type Contents, type Query, publicTables, readContents } from './contents.js';

async function withClient<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(async (sql) => (await client.query(sql)).rows as Record<string, unknown>[]);
  } finally {
    await client.end();
  }
}

export const postgresContents = (url: string): Promise<Contents> => withClient(url, readContents);

/** Runs a PostgreSQL client tool; its complaints become the error's message. */
function tool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err) =>
      reject(
        new Error(
          (err as NodeJS.ErrnoException).code === 'ENOENT'
            ? `${command} is not installed (PostgreSQL's client tools are needed for a PostgreSQL backup)`
            : err.message,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** The whole database in pg_dump's custom format (compressed; pg_restore reads it), without owners or grants. */
export function dumpPostgres(url: string, file: string): Promise<void> {
  return tool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${url}`]);
}

/** The database's name and its server's maintenance database URL (to create it when it does not exist). */
function splitUrl(url: string): { name: string; admin: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name))
    throw new Error(`The database name "${name}" is not one this tool creates: letters, digits and _ only`);
  parsed.pathname = '/postgres';
  return { name, admin: parsed.toString() };
}

async function databaseExists(url: string): Promise<boolean> {
  const { name, admin } = splitUrl(url);
  return withClient(
    admin,
    async (query) => (await query(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).length > 0,
  );
}

/**
 * Restores a dump into the database at `url`: created when missing (UTF-8, as the API needs for Arabic trigrams),
 * refused when it already has tables unless `force`, in which case its public schema is emptied first.
 */
export async function restorePostgres(file: string, url: string, force: boolean): Promise<void> {
  if (!(await databaseExists(url))) {
    const { name, admin } = splitUrl(url);
    await withClient(admin, (query) =>
      query(`CREATE DATABASE ${name} ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`),
    );
  } else {
    const tables = await withClient(url, publicTables);
    if (tables > 0) {
      if (!force)
        throw new Error(
          `The database ${splitUrl(url).name} is not empty (${tables} tables): restore into a new one, or add --force to replace what it holds`,
        );
      await withClient(url, (query) => query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'));
    }
  }
  await tool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}
