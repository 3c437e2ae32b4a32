import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { adminOnly } from '../content/require-admin.js';
import { ADMIN_MSG } from './admin-messages.js';
import { adminMessageAr } from './admin-messages-ar.js';
import { DashboardResponse } from './admin-schemas.js';

// The admin dashboard: the count of every queue.
const routes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, adminMessageAr);

  app.get(
    '/admin/dashboard',
    {
      preHandler: adminOnly(app),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        response: { 200: DashboardResponse },
        summary:
          'How many items wait in each queue: reported listings, reviews and agents, payments, verification requests, duplicates (admins)',
      },
    },
    async (req) => {
      const t = req.tenantId;
      const { rows } = await sql<
        Record<
          'listing_reports' | 'review_reports' | 'agent_reports' | 'payments' | 'verification' | 'duplicates',
          string
        >
      >`
      select
        (select count(*) from (select distinct listing_kind, listing_id from listing_reports where tenant_id = ${t} and decided_at is null) r) as listing_reports,
        (select count(distinct review_id) from review_reports where tenant_id = ${t} and decided_at is null) as review_reports,
        (select count(distinct agent_id) from agent_reports where tenant_id = ${t} and decided_at is null) as agent_reports,
        (select count(*) from payments where tenant_id = ${t} and status = 'awaiting_confirmation') as payments,
        (select count(*) from verification_requests where tenant_id = ${t} and status = 'pending') as verification,
        (select count(*) from listing_duplicates where tenant_id = ${t} and status = 'pending') as duplicates`.execute(
        app.db,
      );
      const counts = rows[0]!;
      return {
        success: true,
        message: ADMIN_MSG.dashboard,
        data: {
          listing_reports: Number(counts.listing_reports),
          review_reports: Number(counts.review_reports),
          agent_reports: Number(counts.agent_reports),
          payments: Number(counts.payments),
          verification: Number(counts.verification),
          duplicates: Number(counts.duplicates),
        },
      };
    },
  );
};

export default routes;
