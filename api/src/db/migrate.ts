import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { migrations } from './migrations/index.js';
import type { Database } from './types.js';

const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    const entries = await Promise.all(
      Object.entries(migrations).map(async ([name, load]) => [name, await load()] as const),
    );
    return Object.fromEntries(entries);
  },
};

/** `schema` is where the bookkeeping tables live: named explicitly, so another schema's copies never count. */
export async function migrateToLatest(db: Kysely<Database>, schema = 'public'): Promise<string[]> {
  // Features land migrations in their own number ranges, in whatever order they merge; a database that
  // already has a later range still takes an earlier-numbered migration that arrives after it.
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
