import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Kysely, sql } from 'kysely';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { httpError } from '../../lib/errors.js';
import { adminOnly } from '../content/require-admin.js';
import { KIND_NAMES, KINDS, LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { ADMIN_MSG } from './admin-messages.js';
import { adminMessageAr } from './admin-messages-ar.js';
import {
  MemberDetailResponse,
  MemberIdParams,
  MemberResponse,
  MembersQuery,
  MembersResponse,
  RestoreMemberBody,
  SuspendBody,
} from './admin-schemas.js';
import { requiredReason } from './decisions.js';
import { memberRestoredNotice, memberSuspendedNotice } from './emails.js';
import { sendNotice } from '../../lib/member-notice.js';
import { containsPattern } from './like.js';
import { type ListingRef, listingRefsOfAll } from './listing-ref.js';
import { refView } from './listing-ref-view.js';
import { findMemberItem, memberItem, memberRows } from './members.js';
import { restoreWithin, suspendWithin } from './suspend.js';

const bearer = [{ bearer: [] }];
const tags = ['admin members'];
const LATEST_LISTINGS = 20;

// Admins find, view, suspend and restore members.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, adminMessageAr);
  const admin = adminOnly(app);

  app.get(
    '/admin/members',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        querystring: MembersQuery,
        response: { 200: MembersResponse },
        summary: 'Members, newest first: search by name, email or phone; filter by type and suspension (admins)',
      },
    },
    async (req) => {
      const page = paging(req.query.page, req.query.per_page);
      let q = app.db.selectFrom('users as u').where('u.tenant_id', '=', req.tenantId);
      const text = req.query.q?.trim();
      if (text) {
        const pattern = containsPattern(text);
        q = q.where((eb) =>
          eb.or([
            eb('u.name', 'ilike', pattern),
            eb('u.surname', 'ilike', pattern),
            eb('u.email', 'ilike', pattern),
            eb('u.phone', 'ilike', pattern),
          ]),
        );
      }
      if (req.query.user_type) q = q.where('u.user_type', '=', req.query.user_type);
      if (req.query.suspended !== undefined) q = q.where('u.suspended_at', req.query.suspended ? 'is not' : 'is', null);
      const [ids, total] = await Promise.all([
        q
          .select('u.id')
          .orderBy('u.created_at', 'desc')
          .orderBy('u.id', 'desc')
          .limit(page.perPage)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const rows = ids.length
        ? await memberRows(app.db, req.tenantId)
            .where(
              'u.id',
              'in',
              ids.map((r) => r.id),
            )
            .execute()
        : [];
      const byId = new Map(rows.map((r) => [r.id, memberItem(r)]));
      return {
        success: true,
        message: ADMIN_MSG.members,
        data: { data: ids.map((r) => byId.get(r.id)!), pagination: paginationView(page, Number(total.n)) },
      };
    },
  );

  app.get(
    '/admin/members/:id',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        params: MemberIdParams,
        response: { 200: MemberDetailResponse },
        summary: 'A member: their latest listings, open reports against them and payments (admins)',
      },
    },
    async (req) => {
      const { id } = req.params;
      const member = await findMemberItem(app.db, req.tenantId, id);
      if (!member) throw httpError(404, ADMIN_MSG.memberNotFound);
      const latest = (kind: ListingKind) =>
        (app.db as unknown as Kysely<any>)
          .selectFrom(LISTING_KINDS[kind].table)
          .select(['id', 'created_at'])
          .where('tenant_id', '=', req.tenantId)
          .where('owner_id', '=', id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(LATEST_LISTINGS)
          .execute()
          .then((rows: { id: number; created_at: Date }[]) => rows.map((r) => ({ kind, ...r })));
      // Open reports of their listings, kind by kind, and of themselves.
      const listingReports = KINDS.map(
        (k) => sql`(select count(*) from listing_reports r join ${sql.table(k.table)} l on l.id = r.listing_id
                 where r.tenant_id = ${req.tenantId} and r.listing_kind = ${k.name} and r.decided_at is null and l.owner_id = ${id})`,
      );
      const [company, byKind, reports, payments] = await Promise.all([
        app.db
          .selectFrom('companies')
          .select('company_name')
          .where('tenant_id', '=', req.tenantId)
          .where('user_id', '=', id)
          .executeTakeFirst(),
        Promise.all(KIND_NAMES.map(latest)),
        sql<{ n: string }>`
        select ${sql.join(listingReports, sql` + `)}
             + (select count(*) from agent_reports r where r.tenant_id = ${req.tenantId} and r.agent_id = ${id} and r.decided_at is null) as n`.execute(
          app.db,
        ),
        app.db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('tenant_id', '=', req.tenantId)
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow(),
      ]);
      const newest = byKind
        .flat()
        .sort((a, b) => b.created_at.getTime() - a.created_at.getTime() || b.id - a.id)
        .slice(0, LATEST_LISTINGS);
      const refOf = await listingRefsOfAll(app.db, req.tenantId, newest);
      const listings = newest
        .map((l) => refOf(l.kind, l.id))
        .filter((ref): ref is ListingRef => ref !== undefined)
        .map(refView);
      return {
        success: true,
        message: ADMIN_MSG.member,
        data: {
          member: { ...member, company_name: company?.company_name ?? null },
          listings,
          reports_against: Number(reports.rows[0]?.n ?? 0),
          payments_count: Number(payments.n),
        },
      };
    },
  );

  app.post(
    '/admin/members/suspend',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: SuspendBody,
        response: { 200: MemberResponse },
        summary:
          'Suspend a member with the reason they are emailed: listings hidden, signed out everywhere, sign-in refused (admins)',
      },
    },
    async (req) => {
      const reason = requiredReason(req, req.body.reason);
      const { id } = req.body;
      await app.db.transaction().execute((trx) => suspendWithin(trx, req, id, reason, app.clock.now()));
      await sendNotice(app, req.tenantId, id, memberSuspendedNotice(reason));
      return { success: true, message: ADMIN_MSG.suspended, data: (await findMemberItem(app.db, req.tenantId, id))! };
    },
  );

  app.post(
    '/admin/members/restore',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: RestoreMemberBody,
        response: { 200: MemberResponse },
        summary: 'Lift a suspension: the listings it hid come back as they were (admins)',
      },
    },
    async (req) => {
      const reason = req.body.reason?.trim() || null;
      const { id } = req.body;
      await app.db.transaction().execute((trx) => restoreWithin(trx, req, id, reason, app.clock.now()));
      await sendNotice(app, req.tenantId, id, memberRestoredNotice(reason, app.config.PUBLIC_SITE_URL));
      return { success: true, message: ADMIN_MSG.restored, data: (await findMemberItem(app.db, req.tenantId, id))! };
    },
  );
};

export default routes;
