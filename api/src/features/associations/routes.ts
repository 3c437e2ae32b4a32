import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { UserType } from '../../db/types.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { sendNotice } from '../../lib/member-notice.js';
import { languageOf } from '../../lib/validation-messages.js';
import { findCompany, findUserByEmail, normalizeEmail } from '../accounts/users.js';
import '../agents/agent-tables.js';
import { ratingBriefs } from '../agents/ratings.js';
import { KIND_NAMES, LISTING_KINDS, perKind } from '../listing-kinds/registry.js';
import { invitationAnswerNotice, invitationEmail } from './emails.js';
import { FIELD_MSG, INVITATIONS_PER_HOUR, MSG } from './messages.js';
import { associationMessageAr } from './messages-ar.js';
import {
  AgentCompaniesResponse,
  CompanyAgentsResponse,
  IdParams,
  InviteBody,
  InviteResponse,
  NullResponse,
} from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['associations'];
const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';
const refuse = (message: string) => httpError(400, message, { email: [message] });

function only(req: FastifyRequest, type: UserType): void {
  if (req.user.userType !== type) throw httpError(403, FORBIDDEN_MESSAGE);
}

// Agents associated with companies (Corporate accounts), by invitation: the company invites an address, the agent
// accepts or declines, and either side ends it. Routes under /api: /company-agent for the company's side,
// /agent-companies for the agent's.
const associationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, associationMessageAr);

  const inviteLimit = app.createRateLimit({
    max: INVITATIONS_PER_HOUR,
    timeWindow: 60 * 60_000,
    keyGenerator: (req) => `company-invite:${req.tenantId}:${req.user.id}`,
  });

  const association = (req: FastifyRequest, id: number) =>
    app.db
      .selectFrom('company_agents')
      .selectAll()
      .where('tenant_id', '=', req.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();

  /** Active listings of each kind per owner. */
  async function listingCounts(tenantId: number, ownerIds: number[]) {
    const counts = new Map(ownerIds.map((id) => [id, perKind(() => 0)]));
    if (ownerIds.length === 0) return counts;
    await Promise.all(
      KIND_NAMES.map(async (kind) => {
        const rows = (await (app.db as unknown as Kysely<any>)
          .selectFrom(LISTING_KINDS[kind].table)
          .where('tenant_id', '=', tenantId)
          .where('status', '=', 'active')
          .where('owner_id', 'in', ownerIds)
          .groupBy('owner_id')
          .select(['owner_id', (eb: any) => eb.fn.countAll().as('n')])
          .execute()) as unknown as { owner_id: number; n: number | string }[];
        for (const row of rows) counts.get(row.owner_id)![kind] = Number(row.n);
      }),
    );
    return counts;
  }

  app.post(
    '/company-agent',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Invite an agent to the company by email (Corporate accounts)',
        body: InviteBody,
        response: { 200: InviteResponse },
        security: bearer,
      },
    },
    async (req) => {
      only(req, 'Corporate');
      const limited = await inviteLimit(req);
      if (!limited.isAllowed && limited.isExceeded)
        throw Object.assign(httpError(429, MSG.tooMany), { retryAfter: limited.ttlInSeconds });
      const email = normalizeEmail(req.body.email);
      if (email === req.user.email) throw refuse(FIELD_MSG.self);
      const company = await findCompany(app.db, req.tenantId, req.user.id);
      if (!company) throw refuse(FIELD_MSG.noCompany);
      // An unverified registration is no account yet (its owner may still register as something else): it gets the
      // same answer and email as an address nobody has used, so the answer never tells whether an address is known.
      const found = await findUserByEmail(app.db, req.tenantId, email);
      const account = found?.email_verified_at ? found : undefined;
      if (account && account.user_type !== 'Agent') throw refuse(FIELD_MSG.onlyAgents);
      const live = await app.db
        .selectFrom('company_agents')
        .select('id')
        .where('company_id', '=', company.id)
        .where('email', '=', email)
        .where('status', 'in', ['pending', 'accepted'])
        .executeTakeFirst();
      if (live) throw refuse(FIELD_MSG.already);
      let row;
      try {
        row = await app.db
          .insertInto('company_agents')
          .values({
            tenant_id: req.tenantId,
            company_id: company.id,
            agent_id: account?.id ?? null,
            email,
            invited_by: req.user.id,
          })
          .returning(['id', 'email', 'created_at'])
          .executeTakeFirstOrThrow();
      } catch (err) {
        // The same address invited twice at once: the unique index lets one through.
        if (isUniqueViolation(err)) throw refuse(FIELD_MSG.already);
        throw err;
      }
      await app.mailer.dispatch(
        invitationEmail({
          tenantId: req.tenantId,
          to: email,
          agentName: account ? account.name : null,
          company: company.company_name,
          language: account ? account.language : languageOf(req.headers['accept-language']),
          siteUrl: app.config.PUBLIC_SITE_URL,
        }),
      );
      return {
        success: true,
        message: MSG.invited,
        data: { id: row.id, email: row.email, invited_at: row.created_at.toISOString() },
      };
    },
  );

  app.get(
    '/company-agent',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The company's agents (with active listings and ratings) and pending invitations",
        response: { 200: CompanyAgentsResponse },
        security: bearer,
      },
    },
    async (req) => {
      only(req, 'Corporate');
      const company = await findCompany(app.db, req.tenantId, req.user.id);
      if (!company)
        return { success: true, message: MSG.companyAgents, data: { company: null, agents: [], pending: [] } };
      const rows = await app.db
        .selectFrom('company_agents')
        .leftJoin('users', 'users.id', 'company_agents.agent_id')
        .select([
          'company_agents.id',
          'company_agents.email',
          'company_agents.status',
          'company_agents.created_at',
          'company_agents.responded_at',
          'users.id as agent_id',
          'users.name',
          'users.surname',
          'users.image',
          'users.email as agent_email',
        ])
        .where('company_agents.tenant_id', '=', req.tenantId)
        .where('company_agents.company_id', '=', company.id)
        .where('company_agents.status', 'in', ['pending', 'accepted'])
        .orderBy('company_agents.created_at', 'desc')
        .orderBy('company_agents.id', 'desc')
        .execute();
      const accepted = rows.filter((r) => r.status === 'accepted' && r.agent_id !== null);
      const ids = accepted.map((r) => r.agent_id!);
      const [counts, ratings] = await Promise.all([
        listingCounts(req.tenantId, ids),
        ratingBriefs(app.db, req.tenantId, ids),
      ]);
      return {
        success: true,
        message: MSG.companyAgents,
        data: {
          company: { id: company.id, name: company.company_name, logo: company.logo, owner_id: company.user_id },
          agents: accepted.map((r) => ({
            id: r.id,
            agent: { id: r.agent_id!, name: r.name!, surname: r.surname, image: r.image, email: r.agent_email! },
            listing_counts: counts.get(r.agent_id!)!,
            rating: ratings.get(r.agent_id!)!,
            since: (r.responded_at ?? r.created_at).toISOString(),
          })),
          pending: rows
            .filter((r) => r.status === 'pending')
            .map((r) => ({ id: r.id, email: r.email, invited_at: r.created_at.toISOString() })),
        },
      };
    },
  );

  app.delete(
    '/company-agent/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'End an association or cancel a pending invitation (the company only)',
        params: IdParams,
        response: { 200: NullResponse },
        security: bearer,
      },
    },
    async (req) => {
      const row = await association(req, req.params.id);
      if (!row) throw httpError(404, MSG.notFound);
      const company = await findCompany(app.db, req.tenantId, req.user.id);
      if (req.user.userType !== 'Corporate' || company?.id !== row.company_id) throw httpError(403, FORBIDDEN_MESSAGE);
      if (row.status !== 'pending' && row.status !== 'accepted') throw httpError(400, MSG.noLongerOpen);
      await end(row.id, row.status);
      return { success: true, message: row.status === 'pending' ? MSG.cancelled : MSG.removed, data: null };
    },
  );

  /** Ends a live row, from the status it was read in (a concurrent change makes it no longer open). */
  async function end(id: number, from: 'pending' | 'accepted') {
    const done = await app.db
      .updateTable('company_agents')
      .set({ status: 'ended', ended_at: sql`now()` })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw httpError(400, MSG.noLongerOpen);
  }

  /** The company's owner hears the agent's answer to its invitation, in their language. */
  async function tellCompany(req: FastifyRequest, companyId: number, answer: 'accepted' | 'declined') {
    const [company, agent] = await Promise.all([
      app.db
        .selectFrom('companies')
        .select(['company_name', 'user_id'])
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow(),
      app.db.selectFrom('users').select(['name', 'surname']).where('id', '=', req.user.id).executeTakeFirstOrThrow(),
    ]);
    const agentName = [agent.name, agent.surname].filter(Boolean).join(' ');
    await sendNotice(
      app,
      req.tenantId,
      company.user_id,
      invitationAnswerNotice({
        agent: agentName,
        company: company.company_name,
        answer,
        siteUrl: app.config.PUBLIC_SITE_URL,
      }),
    );
  }

  /** The invited agent's own row: by account, or by address for an invitation sent before the account existed. */
  async function agentsOwn(req: FastifyRequest, id: number) {
    const row = await association(req, id);
    if (!row) throw httpError(404, MSG.notFound);
    const mine = row.agent_id === req.user.id || (row.agent_id === null && row.email === req.user.email);
    if (req.user.userType !== 'Agent' || !mine) throw httpError(403, FORBIDDEN_MESSAGE);
    return row;
  }

  app.get(
    '/agent-companies',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The agent's companies and the invitations waiting for an answer (Agent accounts)",
        response: { 200: AgentCompaniesResponse },
        security: bearer,
      },
    },
    async (req) => {
      only(req, 'Agent');
      const rows = await app.db
        .selectFrom('company_agents')
        .innerJoin('companies', 'companies.id', 'company_agents.company_id')
        .select([
          'company_agents.id',
          'company_agents.status',
          'company_agents.created_at',
          'company_agents.responded_at',
          'companies.id as company_id',
          'companies.company_name',
          'companies.logo',
          'companies.user_id as owner_id',
        ])
        .where('company_agents.tenant_id', '=', req.tenantId)
        .where((eb) =>
          eb.or([
            eb('company_agents.agent_id', '=', req.user.id),
            eb.and([eb('company_agents.agent_id', 'is', null), eb('company_agents.email', '=', req.user.email)]),
          ]),
        )
        .where('company_agents.status', 'in', ['pending', 'accepted'])
        .orderBy('company_agents.created_at', 'desc')
        .orderBy('company_agents.id', 'desc')
        .execute();
      const company = (r: (typeof rows)[number]) => ({
        id: r.company_id,
        name: r.company_name,
        logo: r.logo,
        owner_id: r.owner_id,
      });
      return {
        success: true,
        message: MSG.agentCompanies,
        data: {
          companies: rows
            .filter((r) => r.status === 'accepted')
            .map((r) => ({ id: r.id, company: company(r), since: (r.responded_at ?? r.created_at).toISOString() })),
          invitations: rows
            .filter((r) => r.status === 'pending')
            .map((r) => ({ id: r.id, company: company(r), invited_at: r.created_at.toISOString() })),
        },
      };
    },
  );

  for (const [action, status, message] of [
    ['accept', 'accepted', MSG.accepted],
    ['decline', 'declined', MSG.declined],
  ] as const) {
    app.post(
      `/agent-companies/:id/${action}`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          summary: `${action === 'accept' ? 'Accept' : 'Decline'} an invitation (the invited agent only)`,
          params: IdParams,
          response: { 200: NullResponse },
          security: bearer,
        },
      },
      async (req) => {
        const row = await agentsOwn(req, req.params.id);
        const done = await app.db
          .updateTable('company_agents')
          .set({ status, agent_id: req.user.id, responded_at: sql`now()` })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw httpError(400, MSG.noLongerOpen);
        await tellCompany(req, row.company_id, status);
        return { success: true, message, data: null };
      },
    );
  }

  app.delete(
    '/agent-companies/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Leave a company (the agent only)',
        params: IdParams,
        response: { 200: NullResponse },
        security: bearer,
      },
    },
    async (req) => {
      const row = await agentsOwn(req, req.params.id);
      if (row.status !== 'accepted') throw httpError(400, MSG.noLongerOpen);
      await end(row.id, 'accepted');
      return { success: true, message: MSG.left, data: null };
    },
  );
};

export default associationRoutes;
