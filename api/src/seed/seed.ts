import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { hashPassword } from '../features/accounts/passwords.js';
import { DEMO_USERS, seededMemberSince } from './demo-users.js';
import { seedAutos } from './seed-autos.js';
import { seedContent } from './seed-content.js';
import { seedGeography } from './seed-geography.js';
import { seedListingStats } from './seed-listing-stats.js';
import { seedPlans } from './seed-plans.js';
import { seedProperties } from './seed-properties.js';
import { seedReviews } from './seed-reviews.js';

export interface SeedOptions {
  /** The tenant to create (if missing) and put the demo users in; defaults to 'default'. */
  tenantSlug?: string;
}

export interface SeedReport {
  tenantId: number;
  governorates: number;
  cities: number;
  neighborhoods: number;
  subNeighborhoods: number;
  /** Demo users created by this run (0 when they were already there). */
  usersCreated: number;
}

export async function seedDemoUsers(db: Kysely<Database>, tenantId: number): Promise<number> {
  let created = 0;
  for (const demo of DEMO_USERS) {
    const email = demo.email.trim().toLowerCase(); // stored the way sign-in looks emails up
    let user = await db
      .selectFrom('users')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('email', '=', email)
      .executeTakeFirst();
    // An existing demo account is left as it is (its password may have been changed on purpose).
    if (!user) {
      user = await db
        .insertInto('users')
        .values({
          tenant_id: tenantId,
          name: demo.name,
          surname: demo.surname,
          email,
          password_hash: await hashPassword(demo.password),
          user_type: demo.userType,
          listing_category: demo.listingCategory,
          phone: demo.phone,
          whatsapp: demo.phone,
          email_verified_at: new Date(),
          created_at: seededMemberSince(),
        })
        .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!user) continue; // created concurrently by another seeding process
      created += 1;
    }
    if (demo.company) {
      const c = demo.company;
      await db
        .insertInto('companies')
        .values({
          tenant_id: tenantId,
          user_id: user.id,
          company_name: c.name,
          company_email: c.email,
          phone: c.phone,
          address: c.address,
          website: c.website,
          registration_number: c.registrationNumber,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    }
  }
  return created;
}

const count = async (db: Kysely<Database>, table: 'governorates' | 'cities' | 'neighborhoods' | 'sub_neighborhoods') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Loads the reference and demo data. Idempotent: every row is found by a natural key (tenant slug, place code,
 * email) before it is created, so running it again creates nothing twice. One transaction: all or nothing.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedReport> {
  const slug = options.tenantSlug ?? 'default';
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tenants')
      .values({ slug, name: 'Souq' })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute();
    const tenant = await trx.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
    await seedGeography(trx);
    const usersCreated = await seedDemoUsers(trx, tenant.id);
    await seedContent(trx, tenant.id);
    await seedProperties(trx, tenant.id);
    await seedAutos(trx, tenant.id);
    await seedListingStats(trx, tenant.id);
    await seedReviews(trx, tenant.id);
    await seedPlans(trx, tenant.id);
    return {
      tenantId: tenant.id,
      governorates: await count(trx, 'governorates'),
      cities: await count(trx, 'cities'),
      neighborhoods: await count(trx, 'neighborhoods'),
      subNeighborhoods: await count(trx, 'sub_neighborhoods'),
      usersCreated,
    };
  });
}
