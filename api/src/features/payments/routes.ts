import { sql } from 'kysely';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { attributeLabel, languageOf, unknownFieldErrors, validationText } from '../../lib/validation-messages.js';
import { findCompany } from '../accounts/users.js';
import { extOfMime, sendPrivateFile } from '../media/private-files.js';
import { confirmPayment } from './confirm.js';
import { decisionEmail } from './emails.js';
import { MAX_RECEIPT_BYTES, MSG } from './messages.js';
import { paymentMessageAr } from './messages-ar.js';
import { findPayment, paymentAnswer, type PaymentRow, referenceCode } from './payment-view.js';
import { CheckoutUnavailableError, hostedCheckoutProvider } from './providers/hosted-checkout.js';
import { manualProvider } from './providers/manual.js';
import type { PaymentProvider } from './providers/provider.js';
import { readReceiptForm, receiptDownloadName, receiptFile, receiptType, storeReceipt } from './receipts.js';
import {
  CancelBody,
  IdQuery,
  PaymentDetailResponse,
  PaymentResponse,
  StorePaymentBody,
  StorePaymentResponse,
} from './schemas.js';
import { openPayment, priceRequest } from './store-payment.js';

const bearer = [{ bearer: [] }];
const tags = ['payments'];
const ACCEPTED_FIELDS = new Set(Object.keys(StorePaymentBody.properties));
const BUYERS = new Set(['Agent', 'Corporate']);

// Members' side of paying: ask to pay (the server prices it and says what to do next), send the proof of a manual
// payment or take back one not yet sent, follow a payment and open its receipt. Admins decide manual payments in admin-routes.ts; the card
// provider's webhook is in webhook-routes.ts.
const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, paymentMessageAr);
  // Encapsulated here: other routes keep their own body handling.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_RECEIPT_BYTES + 1, files: 1, fields: 4, fieldSize: 1000, parts: 6, headerPairs: 50 },
  });

  const hosted =
    app.config.HOSTED_CHECKOUT_URL && app.config.HOSTED_CHECKOUT_SECRET
      ? hostedCheckoutProvider({
          baseUrl: app.config.HOSTED_CHECKOUT_URL,
          secret: app.config.HOSTED_CHECKOUT_SECRET,
          siteUrl: app.config.PUBLIC_SITE_URL,
        })
      : null;
  const providerFor = (method: string): PaymentProvider | null =>
    method === 'hosted_checkout' ? hosted : manualProvider;

  /** The payment, for its owner or an admin only. */
  async function visiblePayment(req: FastifyRequest, id: number): Promise<PaymentRow> {
    const payment = await findPayment(app.db, req.tenantId, id);
    if (!payment) throw httpError(404, MSG.notFound);
    if (payment.user_id !== req.user.id && req.user.userType !== 'Admin') throw httpError(403, FORBIDDEN_MESSAGE);
    return payment;
  }

  app.post(
    '/store-payment',
    {
      preHandler: app.authenticate,
      // The body's shape is checked after this: a field it does not name (an amount, a price) is refused outright
      // instead of being dropped, so a tampered request is told so.
      preValidation: async (req) => {
        const body = req.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) return;
        const unknown = Object.keys(body).find((key) => !ACCEPTED_FIELDS.has(key));
        if (unknown !== undefined) {
          // Named back only when the name is plain, and cut: the caller chose it (`<img onerror=…>` among others).
          const { message, errors } = unknownFieldErrors(unknown, languageOf(req.headers['accept-language']));
          throw httpError(400, message, errors);
        }
      },
      schema: {
        tags,
        security: bearer,
        body: StorePaymentBody,
        response: { 200: StorePaymentResponse },
        summary: 'Ask to pay for a plan or a per-ad option: the server prices it and answers what to do next',
      },
    },
    async (req) => {
      if (!BUYERS.has(req.user.userType)) throw httpError(400, MSG.onlyAgents);
      const provider = providerFor(req.body.method);
      if (!provider) throw httpError(400, MSG.checkoutUnavailable, { method: [MSG.checkoutUnavailable] });
      const now = app.clock.now();
      const priced = await priceRequest(app, req, req.body, now);
      let payment = await openPayment(app, req, priced, req.body, now);

      if (payment.amount === 0) {
        // The credit for an upgraded plan covers it all: nothing to pay, so it is confirmed now.
        const done = await confirmPayment(app.db, payment, ['pending'], { by: null, now });
        payment = done.payment ?? payment;
        if (done.outcome === 'confirmed')
          await app.mailer.dispatch(await decisionEmail(app.db, payment, 'confirmed', app.config.PUBLIC_SITE_URL));
        return {
          success: true,
          message: MSG.confirmedAtOnce,
          data: { payment: await paymentAnswer(app.db, payment), next: { type: 'confirmed' as const } },
        };
      }

      let started;
      try {
        started = await provider.start(payment);
      } catch (err) {
        if (!(err instanceof CheckoutUnavailableError)) throw err;
        req.log.warn({ payment_id: payment.id, reason: err.message }, 'hosted checkout session not created');
        await app.db
          .updateTable('payments')
          .set({ status: 'failed', updated_at: now })
          .where('id', '=', payment.id)
          .execute();
        throw httpError(502, MSG.checkoutFailed);
      }
      if (started.session) {
        payment = await app.db
          .updateTable('payments')
          .set({ provider_session: started.session })
          .where('id', '=', payment.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      return {
        success: true,
        message: MSG.started,
        data: { payment: await paymentAnswer(app.db, payment), next: started.next },
      };
    },
  );

  app.post(
    '/confirm-payment',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: PaymentResponse },
        summary:
          'Send the proof of a manual payment (multipart: payment_id, reference, receipt — JPEG, PNG, WebP or PDF, at most 5 MB)',
      },
    },
    async (req) => {
      const form = await readReceiptForm(req);
      const lang = languageOf(req.headers['accept-language']);
      const required = (field: string) => validationText('required', lang, { attribute: attributeLabel(field, lang) });
      const id = form.fields.payment_id?.trim() ?? '';
      if (!/^[1-9]\d{0,8}$/.test(id))
        throw httpError(400, required('payment_id'), { payment_id: [required('payment_id')] });
      const payment = await findPayment(app.db, req.tenantId, Number(id));
      if (!payment) throw httpError(404, MSG.notFound);
      if (payment.user_id !== req.user.id) throw httpError(403, FORBIDDEN_MESSAGE);
      if (payment.method === 'hosted_checkout') throw httpError(400, MSG.notManual);
      if (payment.status !== 'pending') throw httpError(400, MSG.notPending);

      const errors: Record<string, string[]> = {};
      const reference = form.fields.reference?.trim() ?? '';
      if (!reference) errors.reference = [required('reference')];
      else if (reference.length > 100)
        errors.reference = [validationText('max', lang, { attribute: attributeLabel('reference', lang), max: '100' })];
      const type = form.receipt && form.receipt.length > 0 ? await receiptType(form.receipt) : null;
      if (form.tooLarge) errors.receipt = [MSG.receiptTooLarge];
      else if (!form.receipt || form.receipt.length === 0) errors.receipt = [MSG.receiptRequired];
      else if (!type) errors.receipt = [MSG.receiptType];
      const first = Object.values(errors)[0]?.[0];
      if (first) throw httpError(400, first, errors);

      const stored = await storeReceipt(app.config.UPLOADS_DIR, req.tenantId, form.receipt!, type!.ext);
      const now = app.clock.now();
      const updated = await app.db
        .updateTable('payments')
        .set({
          reference,
          receipt_path: stored,
          receipt_type: type!.mime,
          status: 'awaiting_confirmation',
          updated_at: now,
        })
        .where('id', '=', payment.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      if (!updated) {
        await rm(receiptFile(app.config.UPLOADS_DIR, stored), { force: true });
        throw httpError(400, MSG.notPending);
      }
      return { success: true, message: MSG.proofSent, data: await paymentAnswer(app.db, updated) };
    },
  );

  app.post(
    '/cancel-payment',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        body: CancelBody,
        response: { 200: PaymentResponse },
        summary: 'Take back a manual payment whose proof was not sent yet (again: the same answer, nothing changes)',
      },
    },
    async (req) => {
      const payment = await findPayment(app.db, req.tenantId, req.body.id);
      if (!payment) throw httpError(404, MSG.notFound);
      if (payment.user_id !== req.user.id) throw httpError(403, FORBIDDEN_MESSAGE);
      // A card payment is the provider's to decide: its webhook may still confirm it.
      if (payment.method === 'hosted_checkout') throw httpError(400, MSG.cancelCard);
      // Only while it waits for the proof: once sent, an administrator may be checking the transfer.
      const cancelled = await app.db
        .updateTable('payments')
        .set({ status: 'cancelled', updated_at: app.clock.now() })
        .where('id', '=', payment.id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst();
      const current = cancelled ?? (await findPayment(app.db, req.tenantId, payment.id));
      if (current?.status === 'awaiting_confirmation') throw httpError(400, MSG.cancelProofSent);
      if (current?.status !== 'cancelled') throw httpError(400, MSG.cannotCancel);
      return { success: true, message: MSG.cancelled, data: await paymentAnswer(app.db, current) };
    },
  );

  app.get(
    '/payment-detail',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        querystring: IdQuery,
        response: { 200: PaymentDetailResponse },
        summary: 'A payment, with what its receipt prints (its owner or an admin)',
      },
    },
    async (req) => {
      const payment = await visiblePayment(req, req.query.id);
      const [view, member, company] = await Promise.all([
        paymentAnswer(app.db, payment),
        app.db
          .selectFrom('users')
          .select(['id', sql<string>`concat_ws(' ', name, surname)`.as('name'), 'email'])
          .where('id', '=', payment.user_id)
          .executeTakeFirstOrThrow(),
        findCompany(app.db, req.tenantId, payment.user_id),
      ]);
      return {
        success: true,
        message: MSG.detail,
        data: {
          ...view,
          receipt_number: referenceCode(payment.id),
          member: { ...member, company: company?.company_name ?? null },
        },
      };
    },
  );

  app.get(
    '/payment-receipt',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security: bearer,
        querystring: IdQuery,
        summary: 'The receipt a member uploaded for a manual payment (its owner or an admin)',
      },
    },
    async (req, reply) => {
      const payment = await visiblePayment(req, req.query.id);
      if (!payment.receipt_path || !payment.receipt_type) throw httpError(404, MSG.noReceipt);
      return sendPrivateFile(reply, app.config.UPLOADS_DIR, {
        path: payment.receipt_path,
        mime: payment.receipt_type,
        downloadName: receiptDownloadName(
          referenceCode(payment.id),
          extOfMime(payment.receipt_type),
          languageOf(req.headers['accept-language']),
        ),
      });
    },
  );
};

export default paymentRoutes;
