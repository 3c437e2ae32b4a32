import type { LightMyRequestResponse as Response } from 'fastify';
import { LISTING_KINDS, type ListingKind } from '../features/listing-kinds/registry.js';
import { png } from '../features/media/test-files.js';
import { planId } from '../features/plans/test-subscriptions.js';
import { bearer, get, post } from '../test/accounts.js';
import type { TestApp } from '../test/test-app.js';
import type { Actor, Role, World } from './matrix-world.js';

// Who may call each route of the API, declared once per "METHOD /path" as Fastify registers it. The authorisation
// matrix (authorization-matrix.test.ts) calls every registered route as each role and checks the answer against this
// table; a route missing here fails it, so a new route cannot go unchecked.

/** What one role is sent: a URL (and JSON body), or a request of its own (multipart). */
export type Call =
  | { url: string; payload?: object }
  | { input: string; send: (site: TestApp, auth: Record<string, string>) => Promise<Response> };

/** The answer a role must get: an exact status, or 'allowed' (not refused: no 401 or 403, and no 5xx). */
export type Expect = number | 'allowed';

/** Something of the owner's that a route names by id, and how its owner reads it back. */
export interface Owned {
  call: Call;
  /** What the owner sees of it (through the API), compared before and after the others' calls. */
  read: () => Promise<unknown>;
  /** The resource's owner when it is not the world's owner (an invited agent, a reviewed agent). */
  owner?: Actor;
}

/** Something of this site's an admin acts on, and what the other site's admin must be answered. */
export interface AdminCase {
  call: Call;
  /** 404 where the route names it by id; 'allowed' for a list, which must not show `mark`. */
  otherSite: Expect;
  /** What the admin's answer shows of this site's thing, and the other site's admin's must not. */
  mark?: string;
  /** How the thing is read back (through the API), compared before and after the refused calls. */
  read?: () => Promise<unknown>;
}

interface Common {
  /** Why the rule is what it is, when the kind does not say it all. */
  why?: string;
  /** The route ends the session it is called with (log out): each role calls it with a session of its own. */
  freshSession?: true;
  /** Roles whose answer differs from the kind's, each with the reason in `why`. */
  except?: Partial<Record<Role, Expect>>;
}

export type RouteRule = Common &
  /** Anyone, signed in or not, on any site. */
  (
    | { access: 'public'; call?: (w: World) => Call | Promise<Call> }
    /** Development helpers the e2e journeys use; not registered in production (NODE_ENV=production). */
    | { access: 'dev'; call?: (w: World) => Call | Promise<Call> }
    /** Any signed-in member of the site; a guest is answered 401. */
    | { access: 'member'; call?: (w: World) => Call | Promise<Call> }
    /**
     * Admins of the site only: 401 for a guest, 403 for a member. The caller from another site is that site's admin:
     * with `setup`, the route names something of this site's (or lists it, `mark`), which the other admin must not reach.
     */
    | { access: 'admin'; call?: (w: World) => Call | Promise<Call>; setup?: (w: World) => Promise<AdminCase> }
    /** A list of the caller's own: every member is answered 200, and only the owner's answer holds `mark`. */
    | { access: 'mine'; setup: (w: World) => Promise<{ call: Call; mark: string; owner?: Actor }> }
    /**
     * Something of the owner's, named by id: the owner is answered 200; the others as `refused` says, and nothing they
     * sent changes it. Another site's member calls its own site with the owner's id (the other site has no such thing).
     */
    | {
        access: 'owner';
        setup: (w: World) => Promise<Owned>;
        refused: Record<'member' | 'otherTenant' | 'admin', Expect>;
      }
  );

// Helpers for the declarations below.
const NONE = 2_000_000_000;
const asOwner = (w: World, url: string) => async () => (await get(w.t, url, bearer(w.owner.token))).json();
const asAdmin = (w: World, url: string) => async () => (await get(w.t, url, bearer(w.admin.token))).json();
/** Listings named so a list can be searched for them, and their ids by name. */
const markedIds = new Map<string, number>();
async function named(w: World, of: Actor, kind: ListingKind, name: string): Promise<string> {
  markedIds.set(name, await w.listing(of, kind, name));
  return name;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart form as the site's upload forms send it. */
function multipart(
  url: string,
  fields: Record<string, string | number>,
  file?: { field: string; name: string; data: Buffer; type: string },
): Call {
  const boundary = '----souqmatrix';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(parts);
  return {
    input: `multipart ${JSON.stringify(fields)}${file ? ` + ${file.field}=${file.name}` : ''}`,
    send: (site, auth) =>
      site.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...site.headers, ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      }),
  };
}

/** The owner's listing, and what each listing-owner route is refused with: someone else's is 403, another site's 404. */
const LISTING_REFUSED = { member: 403, otherTenant: 404, admin: 403 } as const;
function listingRoute(kind: ListingKind, call: (id: number) => Call): RouteRule {
  return {
    access: 'owner',
    refused: LISTING_REFUSED,
    why: 'An admin acts on listings through the moderation routes, not as their owner.',
    async setup(w) {
      const id = await w.listing(w.owner, kind);
      return { call: call(id), read: asOwner(w, `/api/${kind}/edit/${id}`) };
    },
  };
}

/** A listing's page while it is off the market (paused): its owner opens it, to anyone else it does not exist. */
function pausedListingPage(kind: ListingKind, call: (id: number) => Call): RouteRule {
  return {
    access: 'owner',
    refused: { member: 404, otherTenant: 404, admin: 404 },
    except: { guest: 404 },
    why: "An active listing's page is open to everyone (the routes by ?id= check that); a paused one is its owner's only. Admins see any listing through the moderation routes.",
    async setup(w) {
      const id = await w.listing(w.owner, kind);
      await w.t.db.updateTable(LISTING_KINDS[kind].table).set({ status: 'paused' }).where('id', '=', id).execute();
      return { call: call(id), read: asOwner(w, `/api/${kind}/edit/${id}`) };
    },
  };
}

let searches = 0;
/** A saved search of the owner's: every route names it by id among the caller's own, so anyone else's is 404. */
function savedSearchRoute(call: (id: number) => Call): RouteRule {
  return {
    access: 'owner',
    refused: { member: 404, otherTenant: 404, admin: 404 },
    async setup(w) {
      searches += 1;
      const res = await post(
        w.t,
        '/api/save-search',
        {
          name: 'Flats in Damascus',
          kind: 'property',
          query: `governorate_id=${w.places.gov('Damascus')}&keyword=matrix${searches}`,
        },
        bearer(w.owner.token),
      );
      if (res.statusCode !== 200) throw new Error(`save-search failed: ${res.body}`);
      return { call: call(res.json().data.id), read: asOwner(w, '/api/saved-searches') };
    },
  };
}

/** A manual payment for a plan by a company of its own (one open payment per purchase), its receipt sent when asked. */
async function payment(
  w: World,
  withReceipt: boolean,
): Promise<{ id: number; payer: Actor; read: () => Promise<unknown> }> {
  const payer = await w.newMember('Corporate');
  const res = await post(
    w.t,
    '/api/store-payment',
    {
      purpose: 'subscription',
      plan_id: await planId(w.t, 'corporate_diamond'),
      billing: 'monthly',
      method: 'bank_transfer',
      currency: 'USD',
    },
    bearer(payer.token),
  );
  if (res.statusCode !== 200) throw new Error(`store-payment failed: ${res.body}`);
  const id = res.json().data.payment.id as number;
  if (withReceipt) {
    const sent = await (
      multipart(
        '/api/confirm-payment',
        { payment_id: id, reference: 'TR-1' },
        { field: 'receipt', name: 'r.png', data: await png(), type: 'image/png' },
      ) as Extract<Call, { send: unknown }>
    ).send(w.t, bearer(payer.token));
    if (sent.statusCode !== 200) throw new Error(`confirm-payment failed: ${sent.body}`);
  }
  return { id, payer, read: async () => (await get(w.t, `/api/payment-detail?id=${id}`, bearer(payer.token))).json() };
}

/** A verification document the owner sent for their listing; returns the request's id and the listing's. */
async function verification(w: World): Promise<{ id: number; listing: number }> {
  const listing = await w.listing(w.owner);
  const sent = await (
    multipart(
      '/api/verification-requests',
      { subject_kind: 'property', subject_id: listing, document_type: 'green_tabu' },
      { field: 'file', name: 'tabu.pdf', data: PDF, type: 'application/pdf' },
    ) as Extract<Call, { send: unknown }>
  ).send(w.t, bearer(w.owner.token));
  if (sent.statusCode !== 200) throw new Error(`verification request failed: ${sent.body}`);
  return { id: sent.json().data.id, listing };
}

/** A review of an agent by a member who contacted them; the reply too when asked. */
async function review(w: World, reviewer: Actor, agent: Actor, reply = false): Promise<number> {
  await post(w.t, '/api/agent-contact', { agent_id: agent.id, channel: 'call' }, bearer(reviewer.token));
  const res = await post(
    w.t,
    '/api/agent-review',
    {
      agent_id: agent.id,
      overall_experience: 4,
      transparency: 4,
      professionalism: 4,
      responsiveness: 4,
      text: 'Helpful.',
    },
    bearer(reviewer.token),
  );
  if (res.statusCode !== 200) throw new Error(`agent-review failed: ${res.body}`);
  const id = res.json().data.id as number;
  if (reply) {
    const answered = await post(
      w.t,
      '/api/agent-review/reply',
      { review_id: id, text: 'Thank you.' },
      bearer(agent.token),
    );
    if (answered.statusCode !== 200) throw new Error(`reply failed: ${answered.body}`);
  }
  return id;
}

/** A FAQ entry and a banner of this site, added by its admin; their ids. */
async function faq(w: World): Promise<number> {
  const res = await post(
    w.t,
    '/api/admin/faqs',
    {
      ar_question: 'س',
      en_question: 'Q',
      fr_question: 'Q',
      ar_answer: 'ج',
      en_answer: 'A',
      fr_answer: 'R',
      published: false,
    },
    bearer(w.admin.token),
  );
  if (res.statusCode !== 200) throw new Error(`faq failed: ${res.body}`);
  return res.json().data.id;
}
async function banner(w: World): Promise<number> {
  const res = await post(
    w.t,
    '/api/admin/banners',
    { language: 'en', image: '/api/content/banner-art/city.svg', active: false },
    bearer(w.admin.token),
  );
  if (res.statusCode !== 200) throw new Error(`banner failed: ${res.body}`);
  return res.json().data.id;
}

/** An agent invited by the owner's company (accepted when asked): the association's id and the agent. */
async function association(w: World, accepted: boolean): Promise<{ id: number; agent: Actor }> {
  const agent = await w.newMember('Agent');
  const res = await post(w.t, '/api/company-agent', { email: agent.email }, bearer(w.owner.token));
  if (res.statusCode !== 200) throw new Error(`company-agent failed: ${res.body}`);
  const id = res.json().data.id as number;
  if (accepted) {
    const done = await post(w.t, `/api/agent-companies/${id}/accept`, {}, bearer(agent.token));
    if (done.statusCode !== 200) throw new Error(`accept failed: ${done.body}`);
  }
  return { id, agent };
}

/** An invitation or association, answered by the invited agent only. */
function agentSide(accepted: boolean, call: (id: number) => Call): RouteRule {
  return {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 403 },
    why: "The owner is the invited agent: another company, an admin and another site's member are refused.",
    async setup(w) {
      const { id, agent } = await association(w, accepted);
      return {
        call: call(id),
        owner: agent,
        read: async () => (await get(w.t, '/api/agent-companies', bearer(agent.token))).json(),
      };
    },
  };
}

const ADMIN_GET: RouteRule = { access: 'admin' };
/** The site's code is the same for every tenant: only the operator's tenant's admins (OPERATOR_TENANT) reach it. */
const OPERATORS_ONLY = { otherTenant: 403 } as const;
const OPERATORS_WHY = " Every tenant runs the same code, so another tenant's admin is refused.";
const LISTS_ANYONE = 'Search, detail and vocabulary pages are open to visitors (docs/product/roles.md).';
const ACCOUNT_FLOW = 'Signing up, in and back in happens before there is a session.';

export const ROUTE_RULES: Record<string, RouteRule> = {
  // The API document and health: the same for every site.
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/static/index.html': { access: 'public' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /api/docs/static/*': { access: 'public', call: () => ({ url: '/api/docs/static/no-such-file.js' }) },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  'GET /api/health': { access: 'public' },
  'GET /api/exchange-rate': { access: 'public', why: 'Every page converts prices with the current rate.' },
  'GET /api/uploaded-files/*': {
    access: 'public',
    why: 'Photos and videos of listings and profiles; receipts and documents are kept out of it (media/private-files.ts).',
    call: () => ({ url: '/api/uploaded-files/property-images/no-such-photo.webp' }),
  },
  'GET /api/content/banner-art/:name': { access: 'public', call: () => ({ url: '/api/content/banner-art/city.svg' }) },
  'POST /api/client-reports/remote-load': {
    access: 'public',
    why: 'A browser reports a remote that failed to load, signed in or not.',
    call: () => ({
      url: '/api/client-reports/remote-load',
      payload: {
        remote: 'property',
        version: '1.0.0',
        manifest: '/remotes/property/manifest.json',
        build: 'current',
        outcome: 'fallback',
        message: 'timeout',
      },
    }),
  },
  'POST /api/client-reports/remote-health': {
    access: 'public',
    why: 'A browser reports how the remotes it showed fared, signed in or not; nothing about the member.',
    call: () => ({
      url: '/api/client-reports/remote-health',
      payload: {
        browser: 'b'.repeat(32),
        items: [
          {
            remote: 'property',
            version: '1.0.0',
            build: 'current',
            mounts: 1,
            loadFailures: 0,
            boundaryErrors: 0,
            uncaughtErrors: 0,
          },
        ],
      },
    }),
  },
  'POST /api/payments/hosted-checkout/webhook': {
    access: 'public',
    why: "The card provider calls it; its signature, not a member's session, is what it checks.",
    call: () => ({
      url: '/api/payments/hosted-checkout/webhook',
      payload: { event_id: 'evt_1', session_id: 'nope', status: 'paid' },
    }),
  },

  // Development helpers.
  'GET /api/dev/outbox': { access: 'dev', call: () => ({ url: '/api/dev/outbox?email=nobody%40example.com' }) },
  'GET /api/dev/clock': { access: 'dev' },
  'POST /api/dev/clock': { access: 'dev', call: () => ({ url: '/api/dev/clock', payload: { advance_days: 0 } }) },
  'POST /api/dev/run-search-alerts': {
    access: 'dev',
    call: () => ({ url: '/api/dev/run-search-alerts', payload: {} }),
  },
  'POST /api/dev/subscriptions/run': {
    access: 'dev',
    call: () => ({ url: '/api/dev/subscriptions/run', payload: {} }),
  },
  'POST /api/dev/listings-job/run': { access: 'dev', call: () => ({ url: '/api/dev/listings-job/run', payload: {} }) },
  'POST /api/dev/fair-prices/run': { access: 'dev', call: () => ({ url: '/api/dev/fair-prices/run', payload: {} }) },
  'POST /api/dev/canary-analysis/run': {
    access: 'dev',
    call: () => ({ url: '/api/dev/canary-analysis/run', payload: {} }),
  },

  // Accounts.
  'POST /api/register': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({
      url: '/api/register',
      payload: { name: 'New', email: 'matrix-new@example.com', password: 'correct-horse-9', user_type: 'Individual' },
    }),
  },
  'POST /api/otp-verify': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({ url: '/api/otp-verify', payload: { email: 'matrix-new@example.com', otp: '000000' } }),
  },
  'POST /api/auth/sendOtp': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({ url: '/api/auth/sendOtp', payload: { email: 'matrix-new@example.com' } }),
  },
  'POST /api/login': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: (w) => ({ url: '/api/login', payload: { email: w.member.email, password: 'not-the-password' } }),
  },
  'POST /api/check-email': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({ url: '/api/check-email', payload: { email: 'matrix-free@example.com' } }),
  },
  'GET /api/check-email': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({ url: '/api/check-email?email=matrix-free%40example.com' }),
  },
  'GET /api/auth/google/callback': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({ url: '/api/auth/google/callback?email=matrix-g%40example.com&token=not-a-google-token' }),
  },
  'POST /api/forgot-password': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({ url: '/api/forgot-password', payload: { email: 'matrix-nobody@example.com' } }),
  },
  'POST /api/verify-reset-code': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({ url: '/api/verify-reset-code', payload: { email: 'matrix-nobody@example.com', code: '000000' } }),
  },
  'POST /api/reset-password': {
    access: 'public',
    why: ACCOUNT_FLOW,
    call: () => ({
      url: '/api/reset-password',
      payload: {
        email: 'matrix-nobody@example.com',
        code: '000000',
        new_password: 'another-horse-9',
        confirm_password: 'another-horse-9',
      },
    }),
  },
  'POST /api/logout': { access: 'member', freshSession: true, call: () => ({ url: '/api/logout', payload: {} }) },
  'POST /api/change-password': {
    access: 'member',
    why: 'Sent with a wrong current password, so every member is answered 400 and keeps their sessions.',
    call: () => ({
      url: '/api/change-password',
      payload: {
        old_password: 'not-the-password',
        new_password: 'another-horse-9',
        confirm_password: 'another-horse-9',
      },
    }),
  },
  'GET /api/my-account': {
    access: 'mine',
    setup: async (w) => ({ call: { url: '/api/my-account' }, mark: w.owner.email }),
  },
  'GET /api/get-account': {
    access: 'mine',
    except: { otherTenant: 404 },
    why: "Asked for the owner's account by id: the owner sees all of it, another member only what is public (no email), another site nothing.",
    setup: async (w) => ({ call: { url: `/api/get-account?id=${w.owner.id}` }, mark: w.owner.email }),
  },
  'POST /api/update-profile': {
    access: 'member',
    why: "It changes the caller's own profile only.",
    call: () => ({ url: '/api/update-profile', payload: { about_me: 'Checked by the matrix.' } }),
  },
  'GET /api/get-user-company': {
    access: 'mine',
    why: "The caller's own company (none for an admin).",
    async setup(w) {
      await post(w.t, '/api/user-company', { company_name: 'Owner company' }, bearer(w.owner.token));
      return { call: { url: '/api/get-user-company' }, mark: 'Owner company' };
    },
  },
  'POST /api/user-company': {
    access: 'member',
    except: { admin: 403 },
    why: "Companies only; it changes the caller's own company.",
    call: (w) => ({ url: '/api/user-company', payload: { company_name: `Company of ${w.owner.id}` } }),
  },
  'POST /api/become-agent': {
    access: 'member',
    why: 'Only an Individual may become an agent: the companies and the admin are answered 400.',
    call: () => ({ url: '/api/become-agent', payload: { listing_category: 'both' } }),
  },
  'POST /api/media/upload': {
    access: 'member',
    call: async () =>
      multipart(
        '/api/media/upload',
        { kind: 'property_image' },
        { field: 'file', name: 'a.png', data: await png(), type: 'application/octet-stream' },
      ),
  },

  // Pages, banners, contact, newsletter.
  'GET /api/get-page-listing': { access: 'public' },
  'GET /api/sitemaps/index.xml': {
    access: 'public',
    why: 'Crawlers read the sitemaps (the site serves them as /sitemap.xml).',
  },
  'GET /api/page-head': {
    access: 'public',
    why: "The site server asks for each page's head (title, share image) before any visitor signs in.",
    call: () => ({ url: '/api/page-head?path=%2Fproperty%3Flisting_type%3Dsale&lang=en' }),
  },
  'GET /api/sitemaps/:file': {
    access: 'public',
    why: 'Crawlers read the sitemaps (the site serves them as /sitemap-<kind>-<n>.xml).',
    call: () => ({ url: '/api/sitemaps/pages-1.xml' }),
  },
  'GET /api/get-static-page': { access: 'public', call: () => ({ url: '/api/get-static-page?slug=about-us' }) },
  'GET /api/get-static-page/:slug': { access: 'public', call: () => ({ url: '/api/get-static-page/about-us' }) },
  'GET /api/get-page-detail': { access: 'public', call: () => ({ url: '/api/get-page-detail?slug=about-us' }) },
  'GET /api/get-page-detail/:slug': { access: 'public', call: () => ({ url: '/api/get-page-detail/about-us' }) },
  'GET /api/banner-image': { access: 'public' },
  'POST /api/contact-save': {
    access: 'public',
    call: () => ({
      url: '/api/contact-save',
      payload: { name: 'Visitor', email: 'visitor@example.com', subject: 'Hello', message: 'A question about a flat.' },
    }),
  },
  'POST /api/newsletter/subscribe': {
    access: 'public',
    call: () => ({ url: '/api/newsletter/subscribe', payload: { email: 'reader@example.com' } }),
  },
  'POST /api/newsletter/unsubscribe': {
    access: 'public',
    why: 'The token from the email is the proof.',
    call: () => ({ url: '/api/newsletter/unsubscribe', payload: { token: 'not-a-token' } }),
  },

  // Property and auto: searching and reading.
  'GET /api/property/property-master': { access: 'public', why: LISTS_ANYONE },
  'GET /api/property/goveronates': { access: 'public', why: LISTS_ANYONE },
  'GET /api/property/governorates': { access: 'public', why: LISTS_ANYONE },
  'GET /api/property/typical-price': {
    access: 'member',
    why: 'The listing forms ask it as a member fills them in; visitors have no form to warn.',
    call: (w) => ({
      url: `/api/property/typical-price?listing_type=sale&property_type=apartment&size_sqm=120&city_id=${w.places.city('Damascus')}`,
    }),
  },
  'GET /api/property/cities': {
    access: 'public',
    call: (w) => ({ url: `/api/property/cities?governorate_id=${w.places.gov('Damascus')}` }),
  },
  'GET /api/property/neighborhoods': {
    access: 'public',
    call: (w) => ({ url: `/api/property/neighborhoods?city_id=${w.places.city('Damascus')}` }),
  },
  'GET /api/property/sub-neighborhoods': {
    access: 'public',
    call: () => ({ url: '/api/property/sub-neighborhoods?neighborhood_id=1' }),
  },
  'GET /api/property/get-property-list': { access: 'public', why: LISTS_ANYONE },
  'GET /api/property/map': {
    access: 'public',
    call: () => ({ url: '/api/property/map?bbox=35.5,32.3,42.4,37.4&zoom=7' }),
  },
  'GET /api/property/feature-property': { access: 'public', why: LISTS_ANYONE },
  'GET /api/property/property-detail/:id': pausedListingPage('property', (id) => ({
    url: `/api/property/property-detail/${id}`,
  })),
  'GET /api/property/feature-property-details': {
    access: 'public',
    call: async (w) => ({ url: `/api/property/feature-property-details?id=${await w.listing(w.owner)}` }),
  },
  'GET /api/auto/auto-master': { access: 'public', why: LISTS_ANYONE },
  'GET /api/auto/brand-classes': {
    access: 'public',
    call: (w) => ({ url: `/api/auto/brand-classes?brand_id=${w.catalogue.model('hyundai-tucson').brand_id}` }),
  },
  'GET /api/auto/class-models': {
    access: 'public',
    call: (w) => ({ url: `/api/auto/class-models?class_id=${w.catalogue.model('hyundai-tucson').class_id}` }),
  },
  'GET /api/auto/get-auto-list': { access: 'public', why: LISTS_ANYONE },
  'GET /api/auto/typical-price': {
    access: 'member',
    why: 'The listing forms ask it as a member fills them in; visitors have no form to warn.',
  },
  'GET /api/auto/feature-auto-list': { access: 'public', why: LISTS_ANYONE },
  'GET /api/auto/feature-auto': { access: 'public', why: LISTS_ANYONE },
  'GET /api/auto/auto-detail/:id': pausedListingPage('auto', (id) => ({ url: `/api/auto/auto-detail/${id}` })),
  'GET /api/auto/auto-detail': {
    access: 'public',
    call: async (w) => ({ url: `/api/auto/auto-detail?id=${await w.listing(w.owner, 'auto')}` }),
  },
  'GET /api/auto/feature-auto-details': {
    access: 'public',
    call: async (w) => ({ url: `/api/auto/feature-auto-details?id=${await w.listing(w.owner, 'auto')}` }),
  },
  'GET /api/listings/renew-link': {
    access: 'public',
    why: "The reminder's link is signed for one listing and its owner: the signature is the proof.",
    call: () => ({ url: '/api/listings/renew-link?token=not-a-signed-link' }),
  },

  // Listings: posting, and the owner's own.
  'POST /api/add-property': {
    access: 'member',
    except: { admin: 403 },
    why: 'Only agents and companies post listings (docs/product/roles.md): the admin is refused.',
    call: (w) => ({
      url: '/api/add-property',
      payload: {
        name: 'Flat by the matrix',
        description: 'Two rooms.',
        governorate_id: w.places.gov('Damascus'),
        city_id: w.places.city('Damascus'),
        property_type: 'apartment',
        listing_type: 'sale',
        size_sqm: 90,
        furnished: 'unfurnished',
        price_usd: 50_000,
      },
    }),
  },
  'POST /api/add-auto': {
    access: 'member',
    except: { admin: 403 },
    why: 'Only agents and companies post listings (docs/product/roles.md): the admin is refused.',
    call: (w) => {
      const m = w.catalogue.model('hyundai-tucson');
      return {
        url: '/api/add-auto',
        payload: {
          brand_id: m.brand_id,
          class_id: m.class_id,
          model_id: m.id,
          year: 2019,
          condition: 'used',
          transmission: 'automatic',
          import_origin: 'gcc',
          fuel_type: 'petrol',
          mileage_km: 60_000,
          body_type: 'suv',
          color: 'white',
          drive_type: 'awd',
          price_usd: 18_000,
        },
      };
    },
  },
  'POST /api/property-update': listingRoute('property', (id) => ({
    url: '/api/property-update',
    payload: { id, name: 'Renamed by someone' },
  })),
  'POST /api/property-delete': listingRoute('property', (id) => ({ url: '/api/property-delete', payload: { id } })),
  'DELETE /api/property-delete': listingRoute('property', (id) => ({ url: '/api/property-delete', payload: { id } })),
  'GET /api/property/edit': listingRoute('property', (id) => ({ url: `/api/property/edit?id=${id}` })),
  'GET /api/property/edit/:id': listingRoute('property', (id) => ({ url: `/api/property/edit/${id}` })),
  'POST /api/auto-update': listingRoute('auto', (id) => ({
    url: '/api/auto-update',
    payload: { id, vehicle_status: 'sold' },
  })),
  'POST /api/auto-delete': listingRoute('auto', (id) => ({ url: '/api/auto-delete', payload: { id } })),
  'DELETE /api/auto-delete': listingRoute('auto', (id) => ({ url: '/api/auto-delete', payload: { id } })),
  'GET /api/auto/edit': listingRoute('auto', (id) => ({ url: `/api/auto/edit?id=${id}` })),
  'GET /api/auto/edit/:id': listingRoute('auto', (id) => ({ url: `/api/auto/edit/${id}` })),
  'POST /api/listing-status': listingRoute('property', (id) => ({
    url: '/api/listing-status',
    payload: { kind: 'property', id, status: 'paused' },
  })),
  'POST /api/listings/renew': listingRoute('auto', (id) => ({
    url: '/api/listings/renew',
    payload: { kind: 'auto', id },
  })),
  'GET /api/listing-statistics': listingRoute('property', (id) => ({
    url: `/api/listing-statistics?kind=property&id=${id}`,
  })),
  'GET /api/property/my-properties': {
    access: 'mine',
    setup: async (w) => ({
      call: { url: '/api/property/my-properties' },
      mark: await named(w, w.owner, 'property', 'Owner flat'),
    }),
  },
  'GET /api/auto/my-autos': {
    access: 'mine',
    setup: async (w) => ({ call: { url: '/api/auto/my-autos' }, mark: await named(w, w.owner, 'auto', 'Owner car') }),
  },
  'GET /api/listing-statistics/listings': {
    access: 'mine',
    setup: async (w) => ({
      call: { url: '/api/listing-statistics/listings' },
      mark: await named(w, w.owner, 'auto', 'Owner counted car'),
    }),
  },

  // Listings: what a member keeps of others' (saved, contacted).
  'POST /api/add-remove-property-wishlist': {
    access: 'member',
    call: async (w) => ({
      url: '/api/add-remove-property-wishlist',
      payload: { property_id: await w.listing(w.member) },
    }),
  },
  'POST /api/add-remove-wishlist': {
    access: 'member',
    call: async (w) => ({ url: '/api/add-remove-wishlist', payload: { auto_id: await w.listing(w.member, 'auto') } }),
  },
  'POST /api/property/contact': {
    access: 'member',
    call: async (w) => ({ url: '/api/property/contact', payload: { id: await w.listing(w.member), channel: 'call' } }),
  },
  'POST /api/auto/contact': {
    access: 'member',
    call: async (w) => ({
      url: '/api/auto/contact',
      payload: { id: await w.listing(w.member, 'auto'), channel: 'call' },
    }),
  },
  'GET /api/get-property-wishlist': {
    access: 'mine',
    async setup(w) {
      const mark = await named(w, w.member, 'property', 'Flat the owner saved');
      await post(w.t, '/api/add-remove-property-wishlist', { property_id: markedIds.get(mark) }, bearer(w.owner.token));
      return { call: { url: '/api/get-property-wishlist' }, mark };
    },
  },
  'GET /api/get-wishlist': {
    access: 'mine',
    async setup(w) {
      const mark = await named(w, w.member, 'auto', 'Car the owner saved');
      await post(w.t, '/api/add-remove-wishlist', { auto_id: markedIds.get(mark) }, bearer(w.owner.token));
      return { call: { url: '/api/get-wishlist' }, mark };
    },
  },
  'GET /api/property/contacted': {
    access: 'mine',
    async setup(w) {
      const mark = await named(w, w.member, 'property', 'Flat the owner contacted');
      await post(w.t, '/api/property/contact', { id: markedIds.get(mark), channel: 'email' }, bearer(w.owner.token));
      return { call: { url: '/api/property/contacted' }, mark };
    },
  },
  'GET /api/auto/contacted': {
    access: 'mine',
    async setup(w) {
      const mark = await named(w, w.member, 'auto', 'Car the owner contacted');
      await post(w.t, '/api/auto/contact', { id: markedIds.get(mark), channel: 'email' }, bearer(w.owner.token));
      return { call: { url: '/api/auto/contacted' }, mark };
    },
  },

  // Saved searches and search history.
  'POST /api/save-search': {
    access: 'member',
    call: () => ({
      url: '/api/save-search',
      payload: { name: 'Villas', kind: 'property', query: 'property_type=villa' },
    }),
  },
  'GET /api/already-save': {
    access: 'member',
    call: () => ({ url: '/api/already-save?kind=property&query=property_type%3Dvilla' }),
  },
  'GET /api/saved-searches': {
    access: 'mine',
    async setup(w) {
      await post(
        w.t,
        '/api/save-search',
        { name: 'Owner farms', kind: 'property', query: 'property_type=farm' },
        bearer(w.owner.token),
      );
      return { call: { url: '/api/saved-searches' }, mark: 'Owner farms' };
    },
  },
  // Each member's own choice of price-drop emails (no id: a member can only name their own).
  'GET /api/price-drop-alerts': { access: 'member', call: () => ({ url: '/api/price-drop-alerts' }) },
  'POST /api/price-drop-alerts': {
    access: 'member',
    call: () => ({ url: '/api/price-drop-alerts', payload: { alert: 'daily' } }),
  },
  'POST /api/update-search': savedSearchRoute((id) => ({
    url: '/api/update-search',
    payload: { id, name: 'Renamed by someone', alert: 'off' },
  })),
  'POST /api/delete-search': savedSearchRoute((id) => ({ url: '/api/delete-search', payload: { id } })),
  'POST /api/search-history': {
    access: 'member',
    call: () => ({ url: '/api/search-history', payload: { kind: 'auto', query: 'fuel_type=diesel' } }),
  },
  'GET /api/search-history': {
    access: 'mine',
    async setup(w) {
      await post(
        w.t,
        '/api/search-history',
        { kind: 'property', query: 'property_type=studio' },
        bearer(w.owner.token),
      );
      return { call: { url: '/api/search-history' }, mark: 'property_type=studio' };
    },
  },
  'POST /api/search-history/clear': {
    access: 'member',
    why: "It forgets the caller's own searches only.",
    call: () => ({ url: '/api/search-history/clear', payload: { kind: 'auto' } }),
  },

  // Agents: profiles, reviews, reports.
  'GET /api/agent-profile': {
    access: 'member',
    except: { otherTenant: 404 },
    why: "The agent is on the owner's site: another site has no such agent.",
    call: (w) => ({ url: `/api/agent-profile?id=${w.owner.id}` }),
  },
  'POST /api/agent-contact': {
    access: 'member',
    except: { otherTenant: 404 },
    why: "The agent is on the owner's site.",
    call: (w) => ({ url: '/api/agent-contact', payload: { agent_id: w.owner.id, channel: 'whatsapp' } }),
  },
  'GET /api/get-user-profile-property-listings': {
    access: 'member',
    call: (w) => ({ url: `/api/get-user-profile-property-listings?user_id=${w.owner.id}` }),
  },
  'GET /api/get-user-profile-auto-listings': {
    access: 'member',
    call: (w) => ({ url: `/api/get-user-profile-auto-listings?user_id=${w.owner.id}` }),
  },
  'GET /api/agent-review-listing': {
    access: 'member',
    call: (w) => ({ url: `/api/agent-review-listing?agent_id=${w.owner.id}` }),
  },
  'POST /api/agent-review': {
    access: 'member',
    except: { otherTenant: 404 },
    why: "Reviewing an agent the caller contacted; the agent is on the owner's site.",
    async call(w) {
      const agent = await w.newMember('Agent');
      for (const who of [w.owner, w.member, w.admin])
        await post(w.t, '/api/agent-contact', { agent_id: agent.id, channel: 'call' }, bearer(who.token));
      return {
        url: '/api/agent-review',
        payload: { agent_id: agent.id, overall_experience: 5, transparency: 5, professionalism: 5, responsiveness: 5 },
      };
    },
  },
  'DELETE /api/agent-review/:id': {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 403 },
    why: "The owner is the review's writer; an admin hides reviews through the moderation routes.",
    async setup(w) {
      const agent = await w.newMember('Agent');
      const id = await review(w, w.owner, agent);
      return {
        call: { url: `/api/agent-review/${id}` },
        read: asOwner(w, `/api/agent-review-listing?agent_id=${agent.id}`),
      };
    },
  },
  'POST /api/agent-review/reply': {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 403 },
    why: 'The owner is the reviewed agent: only they reply.',
    async setup(w) {
      const id = await review(w, w.member, w.owner);
      return {
        call: { url: '/api/agent-review/reply', payload: { review_id: id, text: 'Replied by someone.' } },
        read: asOwner(w, `/api/agent-review-listing?agent_id=${w.owner.id}`),
      };
    },
  },
  'DELETE /api/agent-review/reply/:review_id': {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 403 },
    why: 'The owner is the reviewed agent: only they remove their reply.',
    async setup(w) {
      const reviewer = await w.newMember('Individual');
      const id = await review(w, reviewer, w.owner, true);
      return {
        call: { url: `/api/agent-review/reply/${id}` },
        read: asOwner(w, `/api/agent-review-listing?agent_id=${w.owner.id}`),
      };
    },
  },
  'POST /api/report-review': {
    access: 'member',
    call: () => ({ url: '/api/report-review', payload: { review_id: NONE, reason: 'spam' } }),
  },
  'POST /api/report-review/withdraw': {
    access: 'member',
    call: () => ({ url: '/api/report-review/withdraw', payload: { review_id: NONE } }),
  },
  'POST /api/report-agent': {
    access: 'member',
    call: () => ({ url: '/api/report-agent', payload: { agent_id: NONE, reason: 'spam' } }),
  },
  'POST /api/report-agent/withdraw': {
    access: 'member',
    call: () => ({ url: '/api/report-agent/withdraw', payload: { agent_id: NONE } }),
  },

  // Companies and their agents.
  'POST /api/company-agent': {
    access: 'member',
    except: { admin: 403 },
    why: 'Companies invite agents; an admin is no company.',
    call: () => ({ url: '/api/company-agent', payload: { email: 'matrix-nobody@example.com' } }),
  },
  'GET /api/company-agent': {
    access: 'mine',
    except: { admin: 403 },
    why: "A company's own agents; an admin is no company.",
    async setup(w) {
      const { agent } = await association(w, false);
      return { call: { url: '/api/company-agent' }, mark: agent.email };
    },
  },
  'DELETE /api/company-agent/:id': {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 403 },
    why: 'The owner is the company that invited the agent.',
    async setup(w) {
      const { id } = await association(w, false);
      return { call: { url: `/api/company-agent/${id}` }, read: asOwner(w, '/api/company-agent') };
    },
  },
  'GET /api/agent-companies': {
    access: 'member',
    except: { owner: 403, member: 403, otherTenant: 403, admin: 403 },
    why: "An agent's own companies: companies and admins are refused (the invited agent's side is checked by the routes below).",
  },
  'POST /api/agent-companies/:id/accept': agentSide(false, (id) => ({
    url: `/api/agent-companies/${id}/accept`,
    payload: {},
  })),
  'POST /api/agent-companies/:id/decline': agentSide(false, (id) => ({
    url: `/api/agent-companies/${id}/decline`,
    payload: {},
  })),
  'DELETE /api/agent-companies/:id': agentSide(true, (id) => ({ url: `/api/agent-companies/${id}` })),

  // Payments and plans.
  'POST /api/store-payment': {
    access: 'member',
    why: 'Asking to pay for a plan; the admin is answered 400 (only members who list buy plans).',
    call: async (w) => ({
      url: '/api/store-payment',
      payload: {
        purpose: 'subscription',
        plan_id: await planId(w.t, 'corporate_diamond'),
        billing: 'annual',
        method: 'cash_office',
        currency: 'SYP',
      },
    }),
  },
  'POST /api/confirm-payment': {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 403 },
    why: 'Only the payer sends the proof of their payment.',
    async setup(w) {
      const { id, payer, read } = await payment(w, false);
      return {
        call: multipart(
          '/api/confirm-payment',
          { payment_id: id, reference: 'TR-9' },
          { field: 'receipt', name: 'r.pdf', data: PDF, type: 'application/pdf' },
        ),
        owner: payer,
        read,
      };
    },
  },
  'POST /api/cancel-payment': {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 403 },
    why: 'Only the payer takes back their payment; an admin rejects it instead.',
    async setup(w) {
      const { id, payer, read } = await payment(w, false);
      return { call: { url: '/api/cancel-payment', payload: { id } }, owner: payer, read };
    },
  },
  'GET /api/payment-detail': {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 200 },
    why: 'Its owner or an admin (who confirms payments).',
    async setup(w) {
      const { id, payer, read } = await payment(w, false);
      return { call: { url: `/api/payment-detail?id=${id}` }, owner: payer, read };
    },
  },
  'GET /api/payment-receipt': {
    access: 'owner',
    refused: { member: 403, otherTenant: 404, admin: 200 },
    why: 'Its owner or an admin (who checks the receipt).',
    async setup(w) {
      const { id, payer, read } = await payment(w, true);
      return { call: { url: `/api/payment-receipt?id=${id}` }, owner: payer, read };
    },
  },
  'GET /api/subscription-plans': { access: 'member' },
  'GET /api/subscription-detail': { access: 'member' },
  'GET /api/subscription-history': {
    access: 'mine',
    async setup(w) {
      const { id, payer } = await payment(w, false);
      return { call: { url: '/api/subscription-history' }, mark: `"payment_id":${id}}`, owner: payer };
    },
  },
  'POST /api/start-trial': {
    access: 'member',
    except: { admin: 403 },
    why: 'Only agents and companies subscribe to plans.',
    call: async (w) => ({ url: '/api/start-trial', payload: { plan_id: await planId(w.t, 'corporate_diamond') } }),
  },

  // Reports and verification by members.
  'POST /api/listing-reports': {
    access: 'member',
    except: { otherTenant: 404 },
    why: "The listing is on the owner's site.",
    call: async (w) => ({
      url: '/api/listing-reports',
      payload: { kind: 'property', id: await w.listing(w.admin), reason: 'fake' },
    }),
  },
  'POST /api/listing-reports/withdraw': {
    access: 'member',
    call: () => ({ url: '/api/listing-reports/withdraw', payload: { kind: 'property', id: NONE } }),
  },
  'POST /api/verification-requests': {
    access: 'owner',
    refused: LISTING_REFUSED,
    why: "Only a listing's owner asks for its Verified badge.",
    async setup(w) {
      const listing = await w.listing(w.owner);
      return {
        call: multipart(
          '/api/verification-requests',
          { subject_kind: 'property', subject_id: listing, document_type: 'green_tabu' },
          { field: 'file', name: 'tabu.pdf', data: PDF, type: 'application/pdf' },
        ),
        read: asOwner(w, `/api/verification-requests/mine?subject_kind=property&subject_id=${listing}`),
      };
    },
  },
  'GET /api/verification-requests/mine': {
    access: 'owner',
    refused: LISTING_REFUSED,
    why: "A listing's verification state, for its owner.",
    async setup(w) {
      const { listing } = await verification(w);
      const url = `/api/verification-requests/mine?subject_kind=property&subject_id=${listing}`;
      return { call: { url }, read: asOwner(w, url) };
    },
  },
  'POST /api/verification-requests/withdraw': {
    access: 'owner',
    refused: { member: 404, otherTenant: 404, admin: 404 },
    why: "Someone else's request is not there at all for the caller.",
    async setup(w) {
      const { id, listing } = await verification(w);
      return {
        call: { url: '/api/verification-requests/withdraw', payload: { id } },
        read: asOwner(w, `/api/verification-requests/mine?subject_kind=property&subject_id=${listing}`),
      };
    },
  },
  'GET /api/verification-document': {
    access: 'owner',
    refused: { member: 404, otherTenant: 404, admin: 200 },
    why: 'The private document: its owner or an admin (who decides on it); to anyone else it does not exist.',
    async setup(w) {
      const { id, listing } = await verification(w);
      return {
        call: { url: `/api/verification-document?id=${id}` },
        read: asOwner(w, `/api/verification-requests/mine?subject_kind=property&subject_id=${listing}`),
      };
    },
  },

  // Admins: content.
  'GET /api/remote-health/versions': {
    access: 'admin',
    except: OPERATORS_ONLY,
    why:
      "How the site's code behaves in browsers, and the canary analysis's decisions: the operators' business." +
      OPERATORS_WHY,
  },
  'GET /api/remote-health/versions/:remote/series': {
    access: 'admin',
    except: OPERATORS_ONLY,
    why: "A remote version's figures over time: the operators' business." + OPERATORS_WHY,
    call: () => ({ url: '/api/remote-health/versions/property/series?version=1.0.0&hours=1' }),
  },
  'POST /api/remote-health/versions/:remote/promote': {
    access: 'admin',
    except: OPERATORS_ONLY,
    why:
      "Changes which code every visitor runs: the operators' business (404 where no registry is configured)." +
      OPERATORS_WHY,
    call: () => ({ url: '/api/remote-health/versions/property/promote', payload: { version: '1.0.0' } }),
  },
  'POST /api/remote-health/versions/:remote/rollback': {
    access: 'admin',
    except: OPERATORS_ONLY,
    why:
      "Changes which code every visitor runs: the operators' business (404 where no registry is configured)." +
      OPERATORS_WHY,
    call: () => ({ url: '/api/remote-health/versions/property/rollback', payload: {} }),
  },
  'POST /api/remote-health/versions/:remote/canary': {
    access: 'admin',
    except: OPERATORS_ONLY,
    why:
      "Changes which code visitors run: the operators' business (404 where no registry is configured)." + OPERATORS_WHY,
    call: () => ({ url: '/api/remote-health/versions/property/canary', payload: { version: '1.0.0', percent: 0 } }),
  },
  'GET /api/admin/pages': ADMIN_GET,
  'GET /api/admin/pages/:slug': { access: 'admin', call: () => ({ url: '/api/admin/pages/about-us' }) },
  'PUT /api/admin/pages/:slug': {
    access: 'admin',
    call: () => ({
      url: '/api/admin/pages/matrix-page',
      payload: {
        ar_title: 'صفحة',
        en_title: 'Page',
        fr_title: 'Page',
        ar_content: [],
        en_content: [],
        published: false,
      },
    }),
  },
  'DELETE /api/admin/pages/:slug': { access: 'admin', call: () => ({ url: '/api/admin/pages/no-such-page' }) },
  'GET /api/admin/faqs': ADMIN_GET,
  'POST /api/admin/faqs': {
    access: 'admin',
    call: () => ({
      url: '/api/admin/faqs',
      payload: {
        ar_question: 'س',
        en_question: 'Q',
        fr_question: 'Q',
        ar_answer: 'ج',
        en_answer: 'A',
        fr_answer: 'R',
        published: false,
      },
    }),
  },
  'PUT /api/admin/faqs/:id': {
    access: 'admin',
    async setup(w) {
      const id = await faq(w);
      return {
        call: {
          url: `/api/admin/faqs/${id}`,
          payload: {
            ar_question: 'س٢',
            en_question: 'Q2',
            fr_question: 'Q2',
            ar_answer: 'ج٢',
            en_answer: 'A2',
            fr_answer: 'R2',
          },
        },
        otherSite: 404,
        read: asAdmin(w, '/api/admin/faqs'),
      };
    },
  },
  'DELETE /api/admin/faqs/:id': {
    access: 'admin',
    async setup(w) {
      const id = await faq(w);
      return { call: { url: `/api/admin/faqs/${id}` }, otherSite: 404, read: asAdmin(w, '/api/admin/faqs') };
    },
  },
  'GET /api/admin/banners': ADMIN_GET,
  'POST /api/admin/banners': {
    access: 'admin',
    call: () => ({
      url: '/api/admin/banners',
      payload: { language: 'en', image: '/api/content/banner-art/city.svg', active: false },
    }),
  },
  'PUT /api/admin/banners/:id': {
    access: 'admin',
    async setup(w) {
      const id = await banner(w);
      return {
        call: {
          url: `/api/admin/banners/${id}`,
          payload: { language: 'ar', image: '/api/content/banner-art/road.svg' },
        },
        otherSite: 404,
        read: asAdmin(w, '/api/admin/banners'),
      };
    },
  },
  'DELETE /api/admin/banners/:id': {
    access: 'admin',
    async setup(w) {
      const id = await banner(w);
      return { call: { url: `/api/admin/banners/${id}` }, otherSite: 404, read: asAdmin(w, '/api/admin/banners') };
    },
  },
  'GET /api/admin/contact-messages': ADMIN_GET,
  'GET /api/admin/newsletter': ADMIN_GET,
  'POST /api/admin/newsletter/send': {
    access: 'admin',
    call: () => ({
      url: '/api/admin/newsletter/send',
      payload: { ar_subject: 'أخبار', en_subject: 'News', ar_text: 'نص', en_text: 'Text' },
    }),
  },

  // Admins: plans, payments, moderation.
  'GET /api/admin/payments': {
    access: 'admin',
    async setup(w) {
      const { payer } = await payment(w, true);
      return { call: { url: '/api/admin/payments' }, otherSite: 'allowed', mark: payer.email };
    },
  },
  'POST /api/admin/payments/confirm': {
    access: 'admin',
    async setup(w) {
      const { id, read } = await payment(w, true);
      return { call: { url: '/api/admin/payments/confirm', payload: { id } }, otherSite: 404, read };
    },
  },
  'POST /api/admin/payments/reject': {
    access: 'admin',
    async setup(w) {
      const { id, read } = await payment(w, true);
      return {
        call: { url: '/api/admin/payments/reject', payload: { id, reason: 'No transfer arrived.' } },
        otherSite: 404,
        read,
      };
    },
  },
  'GET /api/admin/plans': ADMIN_GET,
  'POST /api/admin/plans/update': {
    access: 'admin',
    async setup(w) {
      const id = await planId(w.t, 'corporate_basic');
      return {
        call: { url: '/api/admin/plans/update', payload: { id, name_en: 'Basic (renamed)' } },
        otherSite: 404,
        read: asAdmin(w, '/api/admin/plans'),
      };
    },
  },
  'GET /api/admin/listing-options': ADMIN_GET,
  'POST /api/admin/listing-options/update': {
    access: 'admin',
    why: 'Sent unchanged (no field but the code), so the catalogue stays as it is.',
    call: () => ({ url: '/api/admin/listing-options/update', payload: { code: 'featured_listing' } }),
  },
  'GET /api/admin/exchange-rates': ADMIN_GET,
  'POST /api/admin/exchange-rates': {
    access: 'admin',
    why: 'Sets the default rate again (no jump), so prices convert as before.',
    call: () => ({ url: '/api/admin/exchange-rates', payload: { rate: 130, source: 'Central Bank bulletin' } }),
  },
  'GET /api/admin/dashboard': ADMIN_GET,
  'GET /api/admin/members': {
    access: 'admin',
    setup: async (w) => ({
      call: { url: `/api/admin/members?q=${encodeURIComponent(w.owner.email)}` },
      otherSite: 'allowed',
      mark: w.owner.email,
    }),
  },
  'GET /api/admin/members/:id': {
    access: 'admin',
    setup: async (w) => ({ call: { url: `/api/admin/members/${w.owner.id}` }, otherSite: 404, mark: w.owner.email }),
  },
  'POST /api/admin/members/suspend': {
    access: 'admin',
    async setup(w) {
      const who = await w.newMember('Individual');
      return {
        call: { url: '/api/admin/members/suspend', payload: { id: who.id, reason: 'Spam.' } },
        otherSite: 404,
        read: asAdmin(w, `/api/admin/members/${who.id}`),
      };
    },
  },
  'POST /api/admin/members/restore': {
    access: 'admin',
    async setup(w) {
      const who = await w.newMember('Individual');
      await post(w.t, '/api/admin/members/suspend', { id: who.id, reason: 'Spam.' }, bearer(w.admin.token));
      return {
        call: { url: '/api/admin/members/restore', payload: { id: who.id } },
        otherSite: 404,
        read: asAdmin(w, `/api/admin/members/${who.id}`),
      };
    },
  },
  'GET /api/admin/listings': {
    access: 'admin',
    setup: async (w) => ({
      call: { url: '/api/admin/listings' },
      otherSite: 'allowed',
      mark: await named(w, w.owner, 'property', 'Flat the admins list'),
    }),
  },
  'POST /api/admin/listings/hide': {
    access: 'admin',
    async setup(w) {
      const id = await w.listing(w.owner);
      return {
        call: { url: '/api/admin/listings/hide', payload: { kind: 'property', id, reason: 'Fake.' } },
        otherSite: 404,
        read: asOwner(w, `/api/property/edit/${id}`),
      };
    },
  },
  'POST /api/admin/listings/restore': {
    access: 'admin',
    async setup(w) {
      const id = await w.listing(w.owner);
      await post(w.t, '/api/admin/listings/hide', { kind: 'property', id, reason: 'Fake.' }, bearer(w.admin.token));
      return {
        call: { url: '/api/admin/listings/restore', payload: { kind: 'property', id, reason: 'Checked.' } },
        otherSite: 404,
        read: asOwner(w, `/api/property/edit/${id}`),
      };
    },
  },
  'GET /api/admin/review-reports': ADMIN_GET,
  'POST /api/admin/review-reports/decide': {
    access: 'admin',
    async setup(w) {
      const agent = await w.newMember('Agent');
      const id = await review(w, w.owner, agent);
      await post(w.t, '/api/report-review', { review_id: id, reason: 'spam' }, bearer(w.member.token));
      return {
        call: {
          url: '/api/admin/review-reports/decide',
          payload: { review_id: id, decision: 'hide', reason: 'Spam.' },
        },
        otherSite: 404,
        read: asOwner(w, `/api/agent-review-listing?agent_id=${agent.id}`),
      };
    },
  },
  'GET /api/admin/agent-reports': ADMIN_GET,
  'POST /api/admin/agent-reports/decide': {
    access: 'admin',
    async setup(w) {
      const agent = await w.newMember('Agent');
      await post(w.t, '/api/report-agent', { agent_id: agent.id, reason: 'spam' }, bearer(w.member.token));
      return {
        call: {
          url: '/api/admin/agent-reports/decide',
          payload: { agent_id: agent.id, decision: 'suspend', reason: 'Spam.' },
        },
        otherSite: 404,
        read: asAdmin(w, `/api/admin/members/${agent.id}`),
      };
    },
  },
  'GET /api/admin/audit-log': ADMIN_GET,
  'GET /api/admin/listing-reports': ADMIN_GET,
  'POST /api/admin/listing-reports/decide': {
    access: 'admin',
    async setup(w) {
      const id = await w.listing(w.owner);
      await post(w.t, '/api/listing-reports', { kind: 'property', id, reason: 'fake' }, bearer(w.member.token));
      return {
        call: {
          url: '/api/admin/listing-reports/decide',
          payload: { kind: 'property', id, decision: 'hide', reason: 'Fake.' },
        },
        otherSite: 404,
        read: asOwner(w, `/api/property/edit/${id}`),
      };
    },
  },
  'GET /api/admin/verification-requests': ADMIN_GET,
  'POST /api/admin/verification-requests/decide': {
    access: 'admin',
    async setup(w) {
      const { id, listing } = await verification(w);
      return {
        call: { url: '/api/admin/verification-requests/decide', payload: { id, decision: 'approve' } },
        otherSite: 404,
        read: asOwner(w, `/api/verification-requests/mine?subject_kind=property&subject_id=${listing}`),
      };
    },
  },
  'GET /api/admin/duplicates': ADMIN_GET,
  'POST /api/admin/duplicates/decide': {
    access: 'admin',
    call: () => ({ url: '/api/admin/duplicates/decide', payload: { id: NONE, decision: 'dismiss' } }),
  },
};
