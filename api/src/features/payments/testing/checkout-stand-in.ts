import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '../../../lib/escape-html.js';
import { checkSignature, SIGNATURE_HEADER, signatureHeader } from '../providers/hosted-checkout.js';

/**
 * A hosted-checkout provider on this machine, speaking the protocol of providers/hosted-checkout.ts: it creates
 * sessions (refusing a badly signed request), serves a small payment page, and when the member presses Pay or
 * Cancel it sends the signed webhook to the API and then sends the member back to the session's return_url.
 * Tests also drive its webhook directly: a repeated delivery, a forged or stale signature, an unknown session.
 */
export interface StandInSession {
  id: string;
  reference: string;
  amount: number;
  currency: string;
  return_url: string;
}

export interface Delivery {
  body: string;
  signature: string;
  status: number;
  answer: string;
}

export interface CheckoutStandIn {
  /** The provider's API base: the API's HOSTED_CHECKOUT_URL. */
  readonly url: string;
  /** Where events are posted, as configured with a real provider (set once the API listens). */
  webhookUrl: string | null;
  readonly sessions: Map<string, StandInSession>;
  readonly deliveries: Delivery[];
  /** Sends an event for a session; options change what a real provider would never change, to test refusals. */
  sendEvent(
    sessionId: string,
    type: 'payment.succeeded' | 'payment.failed',
    options?: {
      amount?: number;
      secret?: string;
      signedAt?: number;
      eventId?: string;
    },
  ): Promise<Delivery>;
  /** Posts a delivery again, byte for byte (a replay). */
  redeliver(delivery: Delivery): Promise<Delivery>;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, ...headers }).end(body);
}

export async function startCheckoutStandIn(options: { secret: string; webhookUrl?: string }): Promise<CheckoutStandIn> {
  const sessions = new Map<string, StandInSession>();
  const deliveries: Delivery[] = [];
  let base = '';

  async function post(body: string, signature: string): Promise<Delivery> {
    if (!standIn.webhookUrl) throw new Error('the stand-in has no webhook address');
    const res = await fetch(standIn.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      body,
    });
    const delivery = { body, signature, status: res.status, answer: await res.text() };
    deliveries.push(delivery);
    return delivery;
  }

  const standIn: CheckoutStandIn = {
    get url() {
      return base;
    },
    webhookUrl: options.webhookUrl ?? null,
    sessions,
    deliveries,
    async sendEvent(sessionId, type, o = {}) {
      const session = sessions.get(sessionId);
      const body = JSON.stringify({
        event_id: o.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
        type,
        session_id: sessionId,
        amount: o.amount ?? session?.amount ?? 1,
        currency: session?.currency ?? 'USD',
      });
      return post(body, signatureHeader(o.secret ?? options.secret, body, o.signedAt ?? Math.floor(Date.now() / 1000)));
    },
    redeliver: (delivery) => post(delivery.body, delivery.signature),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', base);
      if (req.method === 'POST' && url.pathname === '/sessions') {
        const raw = await readBody(req);
        const header = req.headers[SIGNATURE_HEADER];
        if (
          checkSignature(
            options.secret,
            Array.isArray(header) ? header[0] : header,
            raw,
            Math.floor(Date.now() / 1000),
          ) !== 'valid'
        ) {
          return send(res, 401, 'application/json', JSON.stringify({ error: 'bad signature' }));
        }
        const ask = JSON.parse(raw.toString('utf8')) as Omit<StandInSession, 'id'>;
        const session = {
          id: `cs_${randomBytes(12).toString('hex')}`,
          reference: ask.reference,
          amount: ask.amount,
          currency: ask.currency,
          return_url: ask.return_url,
        };
        sessions.set(session.id, session);
        return send(
          res,
          201,
          'application/json',
          JSON.stringify({
            id: session.id,
            url: `${base}/pay/${session.id}`,
            expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          }),
        );
      }
      const page = /^\/pay\/([\w-]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
      const session = page && sessions.get(page[1]!);
      if (!page || !session) return send(res, 404, 'text/plain', 'No such session');
      if (req.method === 'GET' && !page[2]) {
        const what = escapeHtml(`${session.reference}: ${session.amount} ${session.currency}`);
        return send(
          res,
          200,
          'text/html; charset=utf-8',
          `<!doctype html><title>Checkout</title><h1>${what}</h1>` +
            `<form method="post" action="/pay/${session.id}/pay"><button>Pay</button></form>` +
            `<form method="post" action="/pay/${session.id}/cancel"><button>Cancel</button></form>`,
        );
      }
      if (req.method === 'POST' && page[2]) {
        await standIn.sendEvent(session.id, page[2] === 'pay' ? 'payment.succeeded' : 'payment.failed');
        return send(res, 303, 'text/plain', '', { location: session.return_url });
      }
      return send(res, 405, 'text/plain', 'Method not allowed');
    })().catch((err: unknown) => send(res, 500, 'text/plain', String(err)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
