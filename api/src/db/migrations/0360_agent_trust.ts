import { type Kysely, sql } from 'kysely';

// The trust layer around agents and companies (Agent and Corporate users): contacts made from a profile, reviews
// (one per member per agent, allowed after a recorded contact), reports of reviews and of agents (hidden at a
// threshold until a moderator decides), and agents associated with companies by invitation.
export async function up(db: Kysely<any>): Promise<void> {
  const tenant = (c: any) => c.notNull().references('tenants.id').onDelete('cascade');
  const user = (c: any) => c.notNull().references('users.id').onDelete('cascade');
  const now = (c: any) => c.notNull().defaultTo(sql`now()`);

  await db.schema
    .createTable('agent_contacts')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('user_id', 'integer', user)
    .addColumn('agent_id', 'integer', user)
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel IN ('call', 'email', 'whatsapp')`))
    .addColumn('times', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_contacted_at', 'timestamptz', now)
    .addColumn('last_contacted_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('agent_contacts_pkey', ['user_id', 'agent_id', 'channel'])
    .execute();

  const rating = (name: string) => (c: any) => c.notNull().check(sql`${sql.ref(name)} BETWEEN 1 AND 5`);
  await db.schema
    .createTable('agent_reviews')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('agent_id', 'integer', user)
    .addColumn('reviewer_id', 'integer', user)
    .addColumn('overall_experience', 'smallint', rating('overall_experience'))
    .addColumn('transparency', 'smallint', rating('transparency'))
    .addColumn('professionalism', 'smallint', rating('professionalism'))
    .addColumn('responsiveness', 'smallint', rating('responsiveness'))
    .addColumn('text', 'text')
    // The contact the review relies on ("Contacted via WhatsApp, March 2026").
    .addColumn('contact_channel', 'text', (c) => c.check(sql`contact_channel IN ('call', 'email', 'whatsapp')`))
    .addColumn('contacted_at', 'timestamptz')
    .addColumn('reply', 'text')
    .addColumn('replied_at', 'timestamptz')
    // Set when the review is taken out of view pending a moderator's decision; why, for the moderation queue.
    .addColumn('hidden_at', 'timestamptz')
    .addColumn('hidden_reason', 'text', (c) => c.check(sql`hidden_reason IN ('reports', 'moderator')`))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('updated_at', 'timestamptz', now)
    .addUniqueConstraint('agent_reviews_one_per_member', ['agent_id', 'reviewer_id'])
    .addCheckConstraint('agent_reviews_not_self', sql`agent_id <> reviewer_id`)
    .execute();
  await db.schema
    .createIndex('agent_reviews_agent_idx')
    .on('agent_reviews')
    .columns(['tenant_id', 'agent_id', 'created_at'])
    .execute();

  const reason = (c: any) =>
    c.notNull().check(sql`reason IN ('spam', 'offensive', 'fake', 'conflict_of_interest', 'other')`);
  await db.schema
    .createTable('review_reports')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('review_id', 'integer', (c) => c.notNull().references('agent_reviews.id').onDelete('cascade'))
    .addColumn('reporter_id', 'integer', user)
    .addColumn('reason', 'text', reason)
    .addColumn('text', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('review_reports_pkey', ['review_id', 'reporter_id'])
    .execute();
  await db.schema
    .createTable('agent_reports')
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('agent_id', 'integer', user)
    .addColumn('reporter_id', 'integer', user)
    .addColumn('reason', 'text', reason)
    .addColumn('text', 'text')
    .addColumn('created_at', 'timestamptz', now)
    .addPrimaryKeyConstraint('agent_reports_pkey', ['agent_id', 'reporter_id'])
    .execute();

  await db.schema
    .createTable('company_agents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('tenant_id', 'integer', tenant)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    // Null until someone with the invited address has an agent account.
    .addColumn('agent_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status IN ('pending', 'accepted', 'declined', 'ended')`),
    )
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', now)
    .addColumn('responded_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .execute();
  // One live invitation or association per company and address.
  await sql`CREATE UNIQUE INDEX company_agents_live ON company_agents (company_id, email) WHERE status IN ('pending', 'accepted')`.execute(
    db,
  );
  await db.schema
    .createIndex('company_agents_agent_idx')
    .on('company_agents')
    .columns(['agent_id', 'status'])
    .execute();
  await db.schema
    .createIndex('company_agents_email_idx')
    .on('company_agents')
    .columns(['tenant_id', 'email', 'status'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['company_agents', 'agent_reports', 'review_reports', 'agent_reviews', 'agent_contacts']) {
    await db.schema.dropTable(table).execute();
  }
}
