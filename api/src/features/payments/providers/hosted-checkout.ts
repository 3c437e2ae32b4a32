import { createHmac, timingSafeEqual } from 'node:crypto';
import { type PaymentRow, referenceCode } from '../payment-view.js';
import type { PaymentProvider } from './provider.js';

/*
 * The hosted-checkout protocol (card payments on the provider's page; testing/checkout-stand-in.ts speaks it).
 *
 * Signing, both ways: header `X-Souq-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`,
 * the secret being HOSTED_CHECKOUT_SECRET, shared with the provider. The receiver recomputes it over the bytes it
 * received (never a re-serialised body), compares in constant time and refuses a timestamp more than 5 minutes
 * away from its own clock (a captured request cannot be sent again later).
 *
 * 1. Session: we POST `HOSTED_CHECKOUT_URL/sessions`, JSON
 *      { reference: "SQ-000123", amount: 25, currency: "USD", description, return_url, metadata: { payment_id } }
 *    (amount in whole units, as priced by us). The provider answers 200/201 JSON { id: "<session id>", url: "<its
 *    page>", expires_at? }. We store the id on the payment and send the member to `url`.
 * 2. The member pays (or fails to) on the provider's page, which then sends them to return_url:
 *    PUBLIC_SITE_URL/subscription-plans/payment/<payment id>, a page that reads the payment's status.
 * 3. Webhook: the provider POSTs to the address configured with it, `<site>/api/payments/hosted-checkout/webhook`,
 *    JSON { event_id, type: "payment.succeeded" | "payment.failed", session_id, amount, currency }, signed as above.
 *    We answer 200 once the event is recorded (a repeated event_id is answered 200 and changes nothing); any
 *    refusal is a 4xx, which the provider may retry. Only a succeeded event for the session's exact amount and
 *    currency confirms the payment.
 */

export const SIGNATURE_HEADER = 'x-souq-signature';
/** How far a signature's timestamp may be from our clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export function signatureHeader(secret: string, rawBody: string | Buffer, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export function checkSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer,
  nowSeconds: number,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((p) => {
      const at = p.indexOf('=');
      return [p.slice(0, at).trim(), p.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return 'malformed';
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? 'valid' : 'mismatch';
}

export class CheckoutUnavailableError extends Error {}

/** Card payments through a hosted checkout page; confirmed by the provider's signed webhook. */
export function hostedCheckoutProvider(options: { baseUrl: string; secret: string; siteUrl: string }): PaymentProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    methods: ['hosted_checkout'],
    async start(payment: PaymentRow) {
      const body = JSON.stringify({
        reference: referenceCode(payment.id),
        amount: payment.amount,
        currency: payment.currency,
        description: `Souq ${payment.purpose.replace('_', ' ')} ${referenceCode(payment.id)}`,
        return_url: `${options.siteUrl}/subscription-plans/payment/${payment.id}`,
        metadata: { payment_id: payment.id },
      });
      let res: Response;
      try {
        res = await fetch(`${base}/sessions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signatureHeader(options.secret, body, Math.floor(Date.now() / 1000)),
          },
          body,
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        throw new CheckoutUnavailableError(`session request failed: ${(err as Error).message}`);
      }
      const session = (await res.json().catch(() => null)) as { id?: unknown; url?: unknown } | null;
      if (
        !res.ok ||
        typeof session?.id !== 'string' ||
        typeof session.url !== 'string' ||
        !/^https?:\/\//.test(session.url)
      ) {
        throw new CheckoutUnavailableError(`session refused: HTTP ${res.status}`);
      }
      return { next: { type: 'redirect', url: session.url }, session: session.id };
    },
  };
}
