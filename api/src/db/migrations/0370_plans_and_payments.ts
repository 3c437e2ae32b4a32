import { type Kysely, sql } from 'kysely';

// What the marketplace sells: plans (how many listings a member keeps live) and per-ad options (a premium or
// featured listing), the subscriptions members hold, and the payments that buy both. Listings learn whether the
// system paused them for a quota (only those come back by themselves) and until when a paid option lifts them.
export async function up(db: Kysely<any>): Promise<void> {
  const tenant = (c: any) => c.notNull().references('tenants.id').onDelete('cascade');
  const user = (c: any) => c.notNull().references('users.id').onDelete('cascade');
  const now = (c: any) => c.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('plans')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('audience', 'text', (c) => c.notNull().check(sql`audience IN ('Agent', 'Corporate', 'any')`))
    .addColumn('tier', 'text', (c) => c.notNull().check(sql`tier IN ('basic', 'premium', 'diamond', 'partner')`))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    // null: no limit.
    .addColumn('listing_quota', 'integer', (c) => c.check(sql`listing_quota >= 0`))
    .addColumn('monthly_syp', 'integer', (c) => c.notNull().check(sql`monthly_syp >= 0`))
    .addColumn('monthly_usd', 'integer', (c) => c.notNull().check(sql`monthly_usd >= 0`))
    .addColumn('annual_syp', 'integer', (c) => c.notNull().check(sql`annual_syp >= 0`))
    .addColumn('annual_usd', 'integer', (c) => c.notNull().check(sql`annual_usd >= 0`))
    .addColumn('featured_credits', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`featured_credits >= 0`),
    )
    .addColumn('profile_badge', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('trial_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`trial_days >= 0`),
    )
    .addColumn('launch_trial_days', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(180)
        .check(sql`launch_trial_days >= 0`),
    )
    // An unlisted plan (a partner deal) is never offered; an admin gives it.
    .addColumn('public', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addUniqueConstraint('plans_code_per_tenant', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('listing_options')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('code', 'text', (c) => c.notNull().check(sql`code IN ('premium_listing', 'featured_listing')`))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text', (c) => c.notNull())
    .addColumn('price_syp', 'integer', (c) => c.notNull().check(sql`price_syp >= 0`))
    .addColumn('price_usd', 'integer', (c) => c.notNull().check(sql`price_usd >= 0`))
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    .addColumn('updated_at', 'timestamptz', now)
    .addUniqueConstraint('listing_options_code_per_tenant', ['tenant_id', 'code'])
    .execute();

  const method = sql`method IN ('bank_transfer', 'cash_office', 'mobile_wallet', 'hosted_checkout')`;
  await db.schema
    .createTable('payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', user)
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose IN ('subscription', 'premium_listing', 'featured_listing')`),
    )
    .addColumn('plan_id', 'integer', (c) => c.references('plans.id'))
    .addColumn('billing', 'text', (c) => c.check(sql`billing IN ('monthly', 'annual')`))
    .addColumn('listing_kind', 'text', (c) => c.check(sql`listing_kind IN ('property', 'auto')`))
    .addColumn('listing_id', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency IN ('SYP', 'USD')`))
    // What is due after the credit; both whole units of the currency.
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('credit', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`credit >= 0`),
    )
    .addColumn('method', 'text', (c) => c.notNull().check(method))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'awaiting_confirmation', 'confirmed', 'rejected', 'failed', 'cancelled')`),
    )
    .addColumn('reference', 'text')
    .addColumn('receipt_path', 'text')
    .addColumn('receipt_type', 'text')
    .addColumn('provider_session', 'text', (c) => c.unique())
    .addColumn('reject_reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addCheckConstraint(
      'payments_what_is_bought',
      sql`(purpose = 'subscription' AND plan_id IS NOT NULL AND billing IS NOT NULL)
      OR (purpose <> 'subscription' AND listing_kind IS NOT NULL AND listing_id IS NOT NULL)`,
    )
    .execute();
  await db.schema
    .createIndex('payments_member_idx')
    .on('payments')
    .columns(['tenant_id', 'user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payments_status_idx')
    .on('payments')
    .columns(['tenant_id', 'status', 'created_at'])
    .execute();

  // A provider's webhook event is applied once, however often it is delivered (or replayed).
  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.references('payments.id').onDelete('cascade'))
    .addColumn('received_at', 'timestamptz', now)
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', user)
    .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
    .addColumn('billing', 'text', (c) => c.notNull().check(sql`billing IN ('monthly', 'annual', 'trial')`))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    // A payment starts at most one subscription, so confirming it twice cannot add a second.
    .addColumn('payment_id', 'integer', (c) => c.unique().references('payments.id').onDelete('set null'))
    // Cut short (an upgrade replaced it); expires_at is then that moment.
    .addColumn('ended_at', 'timestamptz')
    .addColumn('reminded_7d_at', 'timestamptz')
    .addColumn('reminded_1d_at', 'timestamptz')
    .addColumn('expiry_handled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .addCheckConstraint('subscriptions_period', sql`expires_at >= starts_at`)
    .execute();
  await db.schema
    .createIndex('subscriptions_member_idx')
    .on('subscriptions')
    .columns(['tenant_id', 'user_id', 'expires_at'])
    .execute();
  await db.schema.createIndex('subscriptions_expiry_idx').on('subscriptions').columns(['expires_at']).execute();
  // One free trial per account.
  await sql`CREATE UNIQUE INDEX subscriptions_one_trial ON subscriptions (user_id) WHERE billing = 'trial'`.execute(db);

  for (const table of ['properties', 'autos']) {
    await db.schema
      .alterTable(table)
      .addColumn('quota_paused', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('featured_until', 'timestamptz')
      .addColumn('premium_until', 'timestamptz')
      .execute();
    await sql
      .raw(`CREATE INDEX ${table}_featured_until_idx ON ${table} (featured_until) WHERE featured_until IS NOT NULL`)
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['properties', 'autos']) {
    await db.schema
      .alterTable(table)
      .dropColumn('quota_paused')
      .dropColumn('featured_until')
      .dropColumn('premium_until')
      .execute();
  }
  for (const table of ['subscriptions', 'payment_webhook_events', 'payments', 'listing_options', 'plans']) {
    await db.schema.dropTable(table).execute();
  }
}
