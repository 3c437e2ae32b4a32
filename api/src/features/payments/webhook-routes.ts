import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { confirmWithin } from './confirm.js';
import { decisionEmail } from './emails.js';
import type { PaymentRow } from './payment-view.js';
import { checkSignature, SIGNATURE_HEADER } from './providers/hosted-checkout.js';

interface CheckoutEvent {
  event_id: string;
  type: 'payment.succeeded' | 'payment.failed';
  session_id: string;
  amount: number;
  currency: 'SYP' | 'USD';
}

function parseEvent(raw: Buffer): CheckoutEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const e = value as Partial<CheckoutEvent> | null;
  const text = (v: unknown) => typeof v === 'string' && v.length > 0 && v.length <= 200;
  if (!e || typeof e !== 'object' || !text(e.event_id) || !text(e.session_id)) return null;
  if (e.type !== 'payment.succeeded' && e.type !== 'payment.failed') return null;
  if (!Number.isSafeInteger(e.amount) || (e.currency !== 'SYP' && e.currency !== 'USD')) return null;
  return e as CheckoutEvent;
}

// The hosted-checkout provider's webhook (protocol in providers/hosted-checkout.ts). The signature covers the exact
// bytes sent, so this route reads its body raw (a parser of its own, in this plugin only) and parses the JSON only
// once the signature holds. Every refusal is logged with its reason — never the secret, the signature or the body.
const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));

  app.post(
    '/payments/hosted-checkout/webhook',
    {
      // The provider names no tenant: the session it pays for belongs to one.
      config: { tenant: false },
      schema: {
        tags: ['payments'],
        summary: "The card provider's signed payment events (X-Souq-Signature: t=…,v1=HMAC-SHA256)",
        hide: false,
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const refuse = (status: number, reason: string, context: Record<string, unknown> = {}) => {
        req.log.warn({ reason, ...context }, 'hosted checkout webhook refused');
        return reply.code(status).send({ success: false, message: 'Webhook refused.' });
      };
      const secret = app.config.HOSTED_CHECKOUT_SECRET;
      if (!app.config.HOSTED_CHECKOUT_URL || !secret) return refuse(404, 'hosted checkout is not configured');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers[SIGNATURE_HEADER];
      // The signature's freshness is judged by the real time, as the provider signs it: the movable clock is the
      // marketplace's business time and may stand ahead of it outside production.
      const check = checkSignature(
        secret,
        Array.isArray(header) ? header[0] : header,
        raw,
        Math.floor(Date.now() / 1000),
      );
      if (check !== 'valid') return refuse(401, `signature ${check}`);
      const event = parseEvent(raw);
      if (!event) return refuse(400, 'malformed event');
      const context = { event_id: event.event_id, session_id: event.session_id, type: event.type };

      const payment = await app.db
        .selectFrom('payments')
        .selectAll()
        .where('provider_session', '=', event.session_id)
        .executeTakeFirst();
      if (!payment || payment.method !== 'hosted_checkout') return refuse(404, 'unknown session', context);
      if (payment.amount !== event.amount || payment.currency !== event.currency) {
        return refuse(400, 'amount or currency differs from the payment', {
          ...context,
          payment_id: payment.id,
          expected: `${payment.amount} ${payment.currency}`,
          received: `${event.amount} ${event.currency}`,
        });
      }

      const now = app.clock.now();
      const outcome = await app.db
        .transaction()
        .execute(async (trx): Promise<{ confirmed: PaymentRow | null; replay: boolean }> => {
          const recorded = await trx
            .insertInto('payment_webhook_events')
            .values({ event_id: event.event_id, payment_id: payment.id, received_at: now })
            .onConflict((oc) => oc.column('event_id').doNothing())
            .returning('event_id')
            .executeTakeFirst();
          if (!recorded) return { confirmed: null, replay: true };
          if (event.type === 'payment.failed') {
            await trx
              .updateTable('payments')
              .set({ status: 'failed', updated_at: now })
              .where('id', '=', payment.id)
              .where('status', '=', 'pending')
              .execute();
            return { confirmed: null, replay: false };
          }
          // A success after an expired or failed attempt on the same session still means the money arrived.
          const done = await confirmWithin(trx, payment, ['pending', 'failed'], { by: null, now });
          return { confirmed: done.outcome === 'confirmed' ? done.payment : null, replay: false };
        });
      if (outcome.replay) req.log.info(context, 'hosted checkout webhook repeated: already applied');
      if (outcome.confirmed)
        await app.mailer.dispatch(
          await decisionEmail(app.db, outcome.confirmed, 'confirmed', app.config.PUBLIC_SITE_URL),
        );
      return reply.code(200).send({ success: true, message: 'Received.' });
    },
  );
};

export default webhookRoutes;
