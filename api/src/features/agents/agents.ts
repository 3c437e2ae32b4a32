import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { httpError } from '../../lib/errors.js';
import { KINDS } from '../listing-kinds/registry.js';
import type { ContactChannel } from '../property/property-tables.js';
import './agent-tables.js';
import { MSG } from './messages.js';

/**
 * Users who have a profile, can be reviewed and reported: verified Agents and Corporates of the site. A suspended
 * member's profile is gone with their listings (404) until an admin restores them.
 */
export async function findAgent(db: Kysely<Database>, tenantId: number, id: number) {
  const agent = await db
    .selectFrom('users')
    .select([
      'id',
      'user_type',
      'name',
      'surname',
      'image',
      'about_me',
      'phone',
      'whatsapp',
      'email',
      'created_at',
      'verified_at',
    ])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('user_type', 'in', ['Agent', 'Corporate'])
    .where('email_verified_at', 'is not', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (!agent) throw httpError(404, MSG.agentNotFound);
  return agent as typeof agent & { user_type: 'Agent' | 'Corporate' };
}

/** The name a profile goes by, in its page's head and in mails about it: a company's name, anyone else's full name. */
export function profileName(person: { name: string; surname: string | null }, companyName?: string | null): string {
  return companyName || [person.name, person.surname].filter(Boolean).join(' ');
}

/** profileName of an agent or a company, read for one member (the mail telling a reviewer of a reply). */
export async function profileNameOf(db: Kysely<Database>, tenantId: number, id: number): Promise<string> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('companies as c', (join) => join.onRef('c.user_id', '=', 'u.id').on('u.user_type', '=', 'Corporate'))
    .select(['u.name', 'u.surname', 'c.company_name'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();
  return profileName(row, row.company_name);
}

export interface Contact {
  channel: ContactChannel;
  at: Date;
}

/**
 * The member's most recent contact with the agent by call, email or WhatsApp: on one of the agent's listings (of any
 * kind, whatever its status now) or on the profile. Trying one's own buttons is no contact.
 */
export async function latestContact(
  db: Kysely<Database>,
  tenantId: number,
  userId: number,
  agentId: number,
): Promise<Contact | null> {
  if (userId === agentId) return null;
  const rows = await Promise.all([
    ...KINDS.map(
      (k) =>
        (db as unknown as Kysely<any>)
          .selectFrom(`${k.name}_contacts as c`)
          .innerJoin(`${k.table} as l`, 'l.id', `c.${k.name}_id`)
          .select(['c.channel', 'c.last_contacted_at as at'])
          .where('c.tenant_id', '=', tenantId)
          .where('c.user_id', '=', userId)
          .where('l.owner_id', '=', agentId)
          .orderBy('c.last_contacted_at', 'desc')
          .limit(1)
          .executeTakeFirst() as Promise<{ channel: ContactChannel; at: Date } | undefined>,
    ),
    db
      .selectFrom('agent_contacts')
      .select(['channel', 'last_contacted_at as at'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('agent_id', '=', agentId)
      .orderBy('last_contacted_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  let latest: Contact | null = null;
  for (const row of rows) {
    if (row && (!latest || row.at.getTime() > latest.at.getTime())) latest = { channel: row.channel, at: row.at };
  }
  return latest;
}

/** Whether the member reported the agent (the profile shows Report or Withdraw). */
export async function reportedAgent(
  db: Kysely<Database>,
  tenantId: number,
  reporterId: number,
  agentId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('agent_reports')
    .select('agent_id')
    .where('tenant_id', '=', tenantId)
    .where('agent_id', '=', agentId)
    .where('reporter_id', '=', reporterId)
    .executeTakeFirst();
  return Boolean(row);
}
