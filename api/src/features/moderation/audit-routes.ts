import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { httpError } from '../../lib/errors.js';
import { adminOnly } from '../content/require-admin.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { ADMIN_MSG } from './admin-messages.js';
import { adminMessageAr } from './admin-messages-ar.js';
import { AuditQuery, AuditResponse } from './admin-schemas.js';
import { containsPattern } from './like.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter's date: a day (from its start; `to` takes the whole day) or a moment; 400 on the field otherwise. */
function bound(req: FastifyRequest, field: 'from' | 'to', raw: string | undefined): Date | null {
  if (raw === undefined || raw.trim() === '') return null;
  const text = raw.trim();
  const day = DATE_ONLY.test(text);
  const at = new Date(day ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(at.getTime())) throw httpError(400, ADMIN_MSG.badDate, { [field]: [ADMIN_MSG.badDate] });
  return day && field === 'to' ? new Date(at.getTime() + DAY_MS) : at;
}

// The audit log, for admins to read and filter (no route writes or changes it).
const routes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, adminMessageAr);

  app.get(
    '/admin/audit-log',
    {
      preHandler: adminOnly(app),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: AuditQuery,
        response: { 200: AuditResponse },
        summary:
          "Admins' actions, newest first: by action (or its area, e.g. 'member'), subject, admin and dates (admins)",
      },
    },
    async (req) => {
      const page = paging(req.query.page, req.query.per_page);
      const { action, subject_kind, subject_id, admin_id } = req.query;
      const from = bound(req, 'from', req.query.from);
      const to = bound(req, 'to', req.query.to);
      let q = app.db.selectFrom('audit_log').where('tenant_id', '=', req.tenantId);
      if (action?.trim()) {
        const text = action.trim();
        // An area without its verb ('member') takes every action of the area.
        q = text.includes('.')
          ? q.where('action', '=', text)
          : q.where('action', 'like', `${containsPattern(text).slice(1, -1)}.%`);
      }
      if (subject_kind?.trim()) q = q.where('subject_kind', '=', subject_kind.trim());
      if (subject_id?.trim()) q = q.where('subject_id', '=', subject_id.trim());
      if (admin_id) q = q.where('admin_id', '=', admin_id);
      if (from) q = q.where('created_at', '>=', from);
      if (to) q = q.where('created_at', '<', to);
      const [rows, total] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.perPage)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        success: true,
        message: ADMIN_MSG.auditLog,
        data: {
          data: rows.map((r) => ({
            id: Number(r.id),
            admin: { id: r.admin_id, name: r.admin_name },
            action: r.action,
            subject_kind: r.subject_kind,
            subject_id: r.subject_id,
            reason: r.reason,
            before: r.before,
            after: r.after,
            created_at: r.created_at.toISOString(),
          })),
          pagination: paginationView(page, Number(total.n)),
        },
      };
    },
  );
};

export default routes;
