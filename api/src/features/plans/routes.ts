import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { paginationView, paging } from '../listing-shared/pagination.js';
import adminRoutes from './admin-routes.js';
import { historyPage, subscriptionRecord } from './history.js';
import { planMessageAr } from './messages-ar.js';
import { MSG } from './messages.js';
import {
  audienceOf,
  currentPlan,
  listingOptions,
  type Member,
  offeredPlans,
  optionView,
  pendingPayment,
  planView,
} from './plan-views.js';
import { HistoryPage, HistoryQuery, PlansPage, SubscriptionDetail, TrialAnswer, TrialBody } from './schemas.js';
import { startTrial, trialAvailable } from './trial.js';

const bearer = [{ bearer: [] }];
const tags = ['plans'];
const memberOf = (req: FastifyRequest): Member => ({
  tenantId: req.tenantId,
  userId: req.user.id,
  userType: req.user.userType,
});

// docs/product/constants.md plans for members: what is offered to them, what they hold and held, and their one free trial.
const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, planMessageAr);
  const launchOffer = app.config.LAUNCH_TRIAL_OFFER;

  app.get(
    '/subscription-plans',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The plans offered to the member, the per-ad options, the plan in force and any open payment',
        response: { 200: PlansPage },
        security: bearer,
      },
    },
    async (req) => {
      const member = memberOf(req);
      const now = app.clock.now();
      const audience = audienceOf(member.userType);
      const [plans, options, current, trial, pending] = await Promise.all([
        offeredPlans(app.db, member.tenantId, audience),
        listingOptions(app.db, member.tenantId),
        currentPlan(app.db, member, now),
        trialAvailable(app.db, member, now),
        pendingPayment(app.db, member),
      ]);
      return {
        success: true,
        message: MSG.plans,
        data: {
          audience,
          can_subscribe: audience !== 'Individual',
          plans: plans.map((p) => planView(p, launchOffer)),
          options: options.map(optionView),
          current,
          trial_available: trial,
          pending_payment: pending,
        },
      };
    },
  );

  app.get(
    '/subscription-detail',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The plan in force, its quota used, and any open payment',
        response: { 200: SubscriptionDetail },
        security: bearer,
      },
    },
    async (req) => {
      const member = memberOf(req);
      const [current, pending] = await Promise.all([
        currentPlan(app.db, member, app.clock.now()),
        pendingPayment(app.db, member),
      ]);
      return { success: true, message: MSG.detail, data: { current, pending_payment: pending } };
    },
  );

  app.get(
    '/subscription-history',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Every subscription record of the member, and payments for a plan that started none, newest first',
        querystring: HistoryQuery,
        response: { 200: HistoryPage },
        security: bearer,
      },
    },
    async (req) => {
      const p = paging(req.query.page, req.query.per_page);
      const { items, total } = await historyPage(app.db, memberOf(req), p, app.clock.now());
      return { success: true, message: MSG.history, data: { data: items, pagination: paginationView(p, total) } };
    },
  );

  app.post(
    '/start-trial',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Start the free trial of a paid plan (once per account, not while a paid plan runs)',
        body: TrialBody,
        response: { 200: TrialAnswer },
        security: bearer,
      },
    },
    async (req) => {
      const member = memberOf(req);
      const now = app.clock.now();
      const id = await startTrial(app.db, member, req.body.plan_id, { now, launchOffer });
      return {
        success: true,
        message: MSG.trialStarted,
        data: { subscription: await subscriptionRecord(app.db, member, id, now) },
      };
    },
  );

  await app.register(adminRoutes);
};

export default planRoutes;
