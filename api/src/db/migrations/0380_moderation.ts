import { type Kysely, sql } from 'kysely';

// Moderation and trust (the admin area): an append-only audit log of every admin action; members' reports of
// listings (hidden at a threshold until a moderator decides); ownership documents and licences asking for a
// "Verified" badge; listings flagged as duplicates of another; listing expiry; suspended members; the decision on
// reports of reviews and agents.
const LISTING_TABLES = ['properties', 'autos'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const tenant = (c: any) => c.notNull().references('tenants.id').onDelete('cascade');
  const user = (c: any) => c.notNull().references('users.id').onDelete('cascade');
  const now = (c: any) => c.notNull().defaultTo(sql`now()`);
  const kind = (c: any) => c.notNull().check(sql`listing_kind IN ('property', 'auto')`);

  // Append-only: no foreign key (deleting a member or an admin must not delete what was done), and a trigger refuses
  // every UPDATE, DELETE and TRUNCATE, so not even the API's own database user can rewrite history.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', (c) => c.notNull())
    .addColumn('admin_id', 'integer', (c) => c.notNull())
    // The admin's name and email as they were, so the entry reads the same after the account changes.
    .addColumn('admin_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  await sql`CREATE INDEX audit_log_recent_idx ON audit_log (tenant_id, created_at DESC, id DESC)`.execute(db);
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['tenant_id', 'subject_kind', 'subject_id'])
    .execute();
  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END $$`.execute(db);
  await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(
    db,
  );
  await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(
    db,
  );

  // A member reports a listing once (withdrawable while undecided). Counted until a moderator decides.
  await db.schema
    .createTable('listing_reports')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('listing_kind', 'text', kind)
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('reporter_id', 'integer', user)
    .addColumn('reason', 'text', (c) =>
      c
        .notNull()
        .check(sql`reason IN ('fake', 'sold', 'wrong_price', 'wrong_place', 'offensive', 'duplicate', 'other')`),
    )
    .addColumn('text', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision', 'text', (c) => c.check(sql`decision IN ('hidden', 'restored', 'dismissed')`))
    .addPrimaryKeyConstraint('listing_reports_pkey', ['listing_kind', 'listing_id', 'reporter_id'])
    .execute();
  await sql`CREATE INDEX listing_reports_open_idx ON listing_reports (tenant_id, listing_kind, listing_id) WHERE decided_at IS NULL`.execute(
    db,
  );

  // Ownership documents (a listing) and licences or registrations (an agent or company) asking for the badge. The
  // file is private: stored outside the public uploads, served only to its owner and to admins.
  await db.schema
    .createTable('verification_requests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('subject_kind', 'text', (c) => c.notNull().check(sql`subject_kind IN ('property', 'auto', 'agent')`))
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('owner_id', 'integer', user)
    .addColumn('document_type', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`document_type IN ('green_tabu', 'court_ruling', 'notarised_poa', 'licence', 'registration', 'other')`,
        ),
    )
    .addColumn('document_path', 'text', (c) => c.notNull())
    .addColumn('document_mime', 'text', (c) => c.notNull())
    .addColumn('document_name', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'approved', 'rejected', 'withdrawn', 'lapsed')`),
    )
    .addColumn('reason', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', now)
    .execute();
  // One open request per subject.
  await sql`CREATE UNIQUE INDEX verification_requests_one_pending ON verification_requests (subject_kind, subject_id) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX verification_requests_queue_idx ON verification_requests (tenant_id, status, created_at)`.execute(
    db,
  );

  // A listing that repeats someone else's active listing (the same photos, or the same place, type and text),
  // flagged for a moderator.
  await db.schema
    .createTable('listing_duplicates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('listing_kind', 'text', kind)
    .addColumn('listing_id', 'integer', (c) => c.notNull())
    .addColumn('original_id', 'integer', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull().check(sql`basis IN ('photos', 'text')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'hidden', 'dismissed')`),
    )
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addUniqueConstraint('listing_duplicates_once', ['listing_kind', 'listing_id', 'original_id'])
    .execute();
  await sql`CREATE INDEX listing_duplicates_queue_idx ON listing_duplicates (tenant_id, status, created_at)`.execute(
    db,
  );

  // A 64-bit perceptual hash of each uploaded photo (a resized or re-encoded copy hashes within a few bits).
  await db.schema.alterTable('media_files').addColumn('phash', 'bigint').execute();

  for (const table of LISTING_TABLES) {
    await db.schema
      .alterTable(table)
      // Why a hidden listing is hidden: reported to the threshold, by a moderator, its owner suspended, a duplicate.
      .addColumn('hidden_reason', 'text', (c) =>
        c.check(sql`hidden_reason IN ('reports', 'moderator', 'suspended', 'duplicate')`),
      )
      .addColumn('verified_at', 'timestamptz')
      .addColumn('expires_at', 'timestamptz')
      .addColumn('expiry_reminded_at', 'timestamptz')
      .execute();
    // Listings already on the market get a full lifetime from the day expiry starts.
    await sql.raw(`UPDATE ${table} SET expires_at = now() + interval '60 days' WHERE status = 'active'`).execute(db);
    await sql.raw(`CREATE INDEX ${table}_expires_at_idx ON ${table} (expires_at) WHERE status = 'active'`).execute(db);
  }

  await db.schema
    .alterTable('users')
    .addColumn('verified_at', 'timestamptz')
    .addColumn('suspended_at', 'timestamptz')
    .addColumn('suspended_reason', 'text')
    .execute();

  for (const table of ['review_reports', 'agent_reports']) {
    await db.schema
      .alterTable(table)
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decision', 'text', (c) => c.check(sql`decision IN ('hidden', 'restored', 'dismissed')`))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['review_reports', 'agent_reports'])
    await db.schema.alterTable(table).dropColumn('decided_at').dropColumn('decision').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('verified_at')
    .dropColumn('suspended_at')
    .dropColumn('suspended_reason')
    .execute();
  for (const table of LISTING_TABLES) {
    await db.schema
      .alterTable(table)
      .dropColumn('hidden_reason')
      .dropColumn('verified_at')
      .dropColumn('expires_at')
      .dropColumn('expiry_reminded_at')
      .execute();
  }
  await db.schema.alterTable('media_files').dropColumn('phash').execute();
  for (const table of ['listing_duplicates', 'verification_requests', 'listing_reports', 'audit_log'])
    await db.schema.dropTable(table).execute();
  await sql`DROP FUNCTION audit_log_append_only()`.execute(db);
}
