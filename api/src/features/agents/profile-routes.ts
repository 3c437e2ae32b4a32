import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Static } from 'typebox';
import { languageOf } from '../../lib/validation-messages.js';
import { autoCards } from '../auto/auto-cards.js';
import { normaliseAutoQuery } from '../auto/search-input.js';
import { findCompany } from '../accounts/users.js';
import { contactLink } from '../listing-shared/contact-link.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import { KIND_NAMES, LISTING_KINDS, type ListingKind } from '../listing-kinds/registry.js';
import { AUTO } from '../auto/kind.js';
import { PROPERTY } from '../property/kind.js';
import { liveSubscription } from '../plans/plan-in-force.js';
import { PlacesCache } from '../property/places-cache.js';
import { propertyCards } from '../property/property-cards.js';
import { normaliseSearchQuery } from '../property/search-input.js';
import { findAgent, latestContact, reportedAgent } from './agents.js';
import { MSG, PROFILE_CONTACT_SUBJECT } from './messages.js';
import { ratingBriefs, ratingSummary } from './ratings.js';
import { findReview } from './review-views.js';
import {
  AgentContactBody,
  AgentContactResponse,
  ProfileAutosResponse,
  ProfileListingsQuery,
  ProfilePropertiesResponse,
  ProfileQuery,
  ProfileResponse,
} from './schemas.js';
import { memberWriteLimit } from './write-limit.js';

const bearer = [{ bearer: [] }];
const tags = ['agents'];

// An agent's or a company's profile (/agent-details/{id}): who they are, how to reach them, their companies or
// agents, their active listings by kind and their rating, with what the visitor may do (review, report).
const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.db;
  const cardsOf = {
    property: propertyCards(db, new PlacesCache(db), () => app.clock.now()),
    auto: autoCards(db, () => app.clock.now()),
  };
  const contactLimit = memberWriteLimit(app, 'agent-contact', 60);

  /** An Agent's companies and a Corporate's agents: accepted associations only. */
  async function associations(tenantId: number, agentId: number, companyId: number | null) {
    const [companies, agents] = await Promise.all([
      db
        .selectFrom('company_agents as ca')
        .innerJoin('companies as c', 'c.id', 'ca.company_id')
        .select(['c.id as company_id', 'c.user_id as owner_id', 'c.company_name as name', 'c.logo'])
        .where('ca.tenant_id', '=', tenantId)
        .where('ca.agent_id', '=', agentId)
        .where('ca.status', '=', 'accepted')
        .orderBy('ca.responded_at')
        .orderBy('ca.id')
        .execute(),
      companyId === null
        ? []
        : db
            .selectFrom('company_agents as ca')
            .innerJoin('users as u', 'u.id', 'ca.agent_id')
            .select(['u.id', 'u.name', 'u.surname', 'u.image', 'u.verified_at'])
            .where('ca.tenant_id', '=', tenantId)
            .where('ca.company_id', '=', companyId)
            .where('ca.status', '=', 'accepted')
            .orderBy('ca.responded_at')
            .orderBy('ca.id')
            .execute(),
    ]);
    const ratings = await ratingBriefs(
      db,
      tenantId,
      agents.map((a) => a.id),
    );
    return {
      companies,
      agents: agents.map(({ verified_at, ...a }) => ({
        ...a,
        rating: ratings.get(a.id)!,
        verified: verified_at !== null,
      })),
    };
  }

  /** Only active listings are anyone's to see. */
  const activeListings = (kind: ListingKind, tenantId: number, ownerId: number) =>
    (db as unknown as Kysely<any>)
      .selectFrom(LISTING_KINDS[kind].table)
      .where('tenant_id', '=', tenantId)
      .where('owner_id', '=', ownerId)
      .where('status', '=', 'active');
  /** A live paid plan's profile badge (docs/product/constants.md plans include one); free and partner plans carry none. */
  async function planBadge(tenantId: number, agentId: number) {
    const live = await liveSubscription(db, tenantId, agentId, app.clock.now());
    const plan = live?.plan;
    if (!plan || !plan.profile_badge || (plan.tier !== 'premium' && plan.tier !== 'diamond')) return null;
    return { tier: plan.tier, name_en: plan.name_en, name_ar: plan.name_ar };
  }
  const countActive = async (kind: ListingKind, tenantId: number, ownerId: number) =>
    Number(
      (
        await activeListings(kind, tenantId, ownerId)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  app.get(
    '/agent-profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "An agent's or a company's profile, with its rating and what the visitor may do",
        querystring: ProfileQuery,
        response: { 200: ProfileResponse },
        security: bearer,
      },
    },
    async (req) => {
      const agent = await findAgent(db, req.tenantId, req.query.id);
      const viewer = req.user.id;
      const self = viewer === agent.id;
      const company = await findCompany(db, req.tenantId, agent.id);
      const [linked, counts, rating, contact, myReview, reported, badge] = await Promise.all([
        associations(req.tenantId, agent.id, agent.user_type === 'Corporate' ? (company?.id ?? null) : null),
        Promise.all(KIND_NAMES.map(async (kind) => [kind, await countActive(kind, req.tenantId, agent.id)] as const)),
        ratingSummary(db, req.tenantId, agent.id),
        latestContact(db, req.tenantId, viewer, agent.id),
        self ? undefined : findReview(db, req.tenantId, viewer, { agentId: agent.id, reviewerId: viewer }),
        reportedAgent(db, req.tenantId, viewer, agent.id),
        planBadge(req.tenantId, agent.id),
      ]);
      return {
        success: true,
        message: MSG.profile,
        data: {
          id: agent.id,
          user_type: agent.user_type,
          name: agent.name,
          surname: agent.surname,
          image: agent.image,
          about_me: agent.about_me,
          member_since: agent.created_at.toISOString(),
          verified: agent.verified_at !== null,
          channels: { call: Boolean(agent.phone), email: true, whatsapp: Boolean(agent.whatsapp ?? agent.phone) },
          company: company
            ? {
                id: company.id,
                name: company.company_name,
                logo: company.logo,
                registration_number: company.registration_number,
                address: company.address,
                website: company.website,
                owner_id: company.user_id,
              }
            : null,
          companies: agent.user_type === 'Agent' ? linked.companies : [],
          agents: linked.agents,
          plan_badge: badge,
          listing_counts: Object.fromEntries(counts) as Record<ListingKind, number>,
          rating,
          review_permission: {
            allowed: !self && contact !== null,
            reason: self ? ('self' as const) : contact ? null : ('no_contact' as const),
            contact: contact && { channel: contact.channel, at: contact.at.toISOString() },
          },
          my_review: myReview ?? null,
          reported_by_me: reported,
        },
      };
    },
  );

  app.post(
    '/agent-contact',
    {
      preHandler: [app.authenticate, contactLimit],
      schema: {
        tags,
        summary: 'Record that the member contacted an agent from the profile; answers the link to open',
        body: AgentContactBody,
        response: { 200: AgentContactResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { channel } = req.body;
      const agent = await findAgent(db, req.tenantId, req.body.agent_id);
      // An agent trying their own buttons is not a contact a review could rely on.
      if (agent.id !== req.user.id) {
        await db
          .insertInto('agent_contacts')
          .values({ tenant_id: req.tenantId, user_id: req.user.id, agent_id: agent.id, channel })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'agent_id', 'channel'])
              .doUpdateSet({ times: sql`agent_contacts.times + 1`, last_contacted_at: new Date() }),
          )
          .execute();
      }
      const subject = PROFILE_CONTACT_SUBJECT[languageOf(req.headers['accept-language'])];
      return {
        success: true,
        message: MSG.contactSaved,
        data: { agent_id: agent.id, channel, link: contactLink(channel, agent, subject) },
      };
    },
  );

  /** A page of the agent's active listings of one kind, newest first, as the same cards as search. */
  async function listingPage<Card extends object>(
    req: FastifyRequest & { query: Static<typeof ProfileListingsQuery> },
    kind: ListingKind,
    cards: (tenantId: number, ids: number[], query: Record<string, unknown>) => Promise<Map<number, Card>>,
  ) {
    const agent = await findAgent(db, req.tenantId, req.query.user_id);
    const p = paging(req.query.page, req.query.per_page);
    const [total, page] = await Promise.all([
      countActive(kind, req.tenantId, agent.id),
      activeListings(kind, req.tenantId, agent.id)
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(p.perPage)
        .offset(p.offset)
        .execute() as Promise<{ id: number }[]>,
    ]);
    const ids = page.map((r) => r.id);
    const fk = `${kind}_id`;
    const [byId, saved] = await Promise.all([
      cards(req.tenantId, ids, req.query),
      ids.length === 0
        ? []
        : ((db as unknown as Kysely<any>)
            .selectFrom(`${kind}_favourites`)
            .select(`${fk} as id`)
            .where('user_id', '=', req.user.id)
            .where(fk, 'in', ids)
            .execute() as Promise<{ id: number }[]>),
    ]);
    const savedIds = new Set(saved.map((s) => s.id));
    const items = ids.flatMap((id) => {
      const card = byId.get(id);
      return card ? [{ ...card, is_favourite: savedIds.has(id) }] : [];
    });
    return { success: true, message: MSG.listings, data: { items, pagination: paginationView(p, total) } };
  }

  app.get(
    '/get-user-profile-property-listings',
    {
      preHandler: app.authenticate,
      preValidation: normaliseSearchQuery,
      schema: {
        tags,
        summary: "An agent's active property listings, newest first, priced in the asked currency",
        querystring: ProfileListingsQuery,
        response: { 200: ProfilePropertiesResponse },
        security: bearer,
      },
    },
    async (req) => listingPage(req, PROPERTY.name, cardsOf.property),
  );

  app.get(
    '/get-user-profile-auto-listings',
    {
      preHandler: app.authenticate,
      preValidation: normaliseAutoQuery,
      schema: {
        tags,
        summary: "An agent's active auto listings, newest first, priced in the asked currency",
        querystring: ProfileListingsQuery,
        response: { 200: ProfileAutosResponse },
        security: bearer,
      },
    },
    async (req) => listingPage(req, AUTO.name, cardsOf.auto),
  );
};

export default profileRoutes;
