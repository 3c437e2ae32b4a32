import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { httpError } from '../../lib/errors.js';
import { attributeLabel, languageOf, validationText } from '../../lib/validation-messages.js';
import { adminOnly } from '../content/require-admin.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { recordAudit } from '../moderation/audit.js';
import { confirmWithin } from './confirm.js';
import { decisionEmail } from './emails.js';
import { MSG } from './messages.js';
import { paymentMessageAr } from './messages-ar.js';
import { findPayment, paymentAnswer, paymentNames, paymentView } from './payment-view.js';
import { AdminPaymentsQuery, AdminPaymentsResponse, ConfirmBody, PaymentResponse, RejectBody } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['payments'];

// Admins decide the payments made by hand (bank transfer, cash, mobile wallet): the queue, confirm, reject with a
// reason. A card payment is decided by its provider's webhook only.
const adminPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, paymentMessageAr);
  const admin = adminOnly(app);

  app.get(
    '/admin/payments',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        querystring: AdminPaymentsQuery,
        response: { 200: AdminPaymentsResponse },
        summary: 'Payments, newest first, optionally in one status, with the member (admins)',
      },
    },
    async (req) => {
      const page = paging(req.query.page, req.query.per_page);
      let q = app.db.selectFrom('payments as pay').where('pay.tenant_id', '=', req.tenantId);
      if (req.query.status) q = q.where('pay.status', '=', req.query.status);
      const [rows, total] = await Promise.all([
        q
          .innerJoin('users as u', 'u.id', 'pay.user_id')
          .selectAll('pay')
          .select([sql<string>`concat_ws(' ', u.name, u.surname)`.as('member_name'), 'u.email as member_email'])
          .orderBy('pay.created_at', 'desc')
          .orderBy('pay.id', 'desc')
          .limit(page.perPage)
          .offset(page.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const names = await paymentNames(app.db, rows);
      return {
        success: true,
        message: MSG.list,
        data: {
          data: rows.map(({ member_name, member_email, ...row }, i) => ({
            ...paymentView(row, names[i]!),
            member: { id: row.user_id, name: member_name, email: member_email },
          })),
          pagination: paginationView(page, Number(total.n)),
        },
      };
    },
  );

  app.post(
    '/admin/payments/confirm',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: ConfirmBody,
        response: { 200: PaymentResponse },
        summary:
          'Confirm a manual payment and give the member what it bought (again: the same answer, nothing changes)',
      },
    },
    async (req) => {
      const payment = await findPayment(app.db, req.tenantId, req.body.id);
      if (!payment) throw httpError(404, MSG.notFound);
      const manual = payment.method !== 'hosted_checkout';
      const done = manual
        ? await app.db.transaction().execute(async (trx) => {
            const result = await confirmWithin(trx, payment, ['pending', 'awaiting_confirmation'], {
              by: req.user.id,
              now: app.clock.now(),
            });
            if (result.outcome === 'confirmed') {
              await recordAudit(trx, req, {
                action: 'payment.confirm',
                subject: { kind: 'payment', id: payment.id },
                before: { status: payment.status },
                after: { status: 'confirmed' },
              });
            }
            return result;
          })
        : { outcome: payment.status === 'confirmed' ? ('already' as const) : ('refused' as const), payment };
      if (done.outcome === 'refused' || !done.payment) throw httpError(400, MSG.cannotConfirm);
      if (done.outcome === 'confirmed')
        await app.mailer.dispatch(await decisionEmail(app.db, done.payment, 'confirmed', app.config.PUBLIC_SITE_URL));
      return { success: true, message: MSG.confirmed, data: await paymentAnswer(app.db, done.payment) };
    },
  );

  app.post(
    '/admin/payments/reject',
    {
      preHandler: admin,
      schema: {
        tags,
        security: bearer,
        body: RejectBody,
        response: { 200: PaymentResponse },
        summary: 'Reject a manual payment with the reason the member is emailed',
      },
    },
    async (req) => {
      const reason = req.body.reason.trim();
      if (!reason) {
        const lang = languageOf(req.headers['accept-language']);
        const message = validationText('required', lang, { attribute: attributeLabel('reason', lang) });
        throw httpError(400, message, { reason: [message] });
      }
      const payment = await findPayment(app.db, req.tenantId, req.body.id);
      if (!payment) throw httpError(404, MSG.notFound);
      const now = app.clock.now();
      const rejected =
        payment.method === 'hosted_checkout'
          ? undefined
          : await app.db.transaction().execute(async (trx) => {
              const row = await trx
                .updateTable('payments')
                .set({
                  status: 'rejected',
                  reject_reason: reason,
                  decided_by: req.user.id,
                  decided_at: now,
                  updated_at: now,
                })
                .where('id', '=', payment.id)
                .where('status', 'in', ['pending', 'awaiting_confirmation'])
                .returningAll()
                .executeTakeFirst();
              if (row)
                await recordAudit(trx, req, {
                  action: 'payment.reject',
                  subject: { kind: 'payment', id: payment.id },
                  reason,
                  before: { status: payment.status },
                  after: { status: 'rejected' },
                });
              return row;
            });
      if (rejected) {
        await app.mailer.dispatch(await decisionEmail(app.db, rejected, 'rejected', app.config.PUBLIC_SITE_URL));
        return { success: true, message: MSG.rejected, data: await paymentAnswer(app.db, rejected) };
      }
      // Rejected before (a second click): the same answer, the first reason kept, no second email.
      const current = await findPayment(app.db, req.tenantId, payment.id);
      if (current?.status !== 'rejected') throw httpError(400, MSG.cannotReject);
      return { success: true, message: MSG.rejected, data: await paymentAnswer(app.db, current) };
    },
  );
};

export default adminPaymentRoutes;
