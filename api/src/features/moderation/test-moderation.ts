import { bearer, get, post } from '../../test/accounts.js';
import type { TestApp } from '../../test/test-app.js';
import { admin, mails, type Member, member } from '../payments/test-payments.js';

// Steps the admin core's tests share: members and admins as they sign up, an admin's requests, the audit log.
export { admin, mails, member, type Member };

export const asAdmin = (t: TestApp, who: Member, url: string, body: unknown, headers: Record<string, string> = {}) =>
  post(t, url, body, { ...bearer(who.token), ...headers });

export const adminGet = (t: TestApp, who: Member, url: string, headers: Record<string, string> = {}) =>
  get(t, url, { ...bearer(who.token), ...headers });

/** The audit log's entries of one subject, oldest first, as the database holds them. */
export const auditOf = (t: TestApp, kind: string, id: number | string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_kind', '=', kind)
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();
