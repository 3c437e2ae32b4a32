import { loadConfig } from '../config.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { DEMO_USERS } from './demo-users.js';
import { seed } from './seed.js';

// `pnpm --filter @souq/api seed`: open the configured database, bring its schema up to date, load the seed data.
const config = loadConfig();
const handle = await createDatabase(config);
try {
  await migrateToLatest(handle.db);
  const report = await seed(handle.db, { tenantSlug: config.DEFAULT_TENANT });
  console.log(
    `Seeded tenant "${config.DEFAULT_TENANT}" on ${handle.kind}: ${report.governorates} governorates, ${report.cities} cities, ` +
      `${report.neighborhoods} neighbourhoods, ${report.subNeighborhoods} sub-neighbourhoods; ` +
      `${report.usersCreated} demo user(s) created.`,
  );
  if (config.NODE_ENV !== 'production') {
    for (const u of DEMO_USERS) console.log(`  ${u.userType.padEnd(10)} ${u.email}  ${u.password}`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
