import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { httpError } from '../../lib/errors.js';
import { recordAudit } from '../moderation/audit.js';
import { adminOnly } from '../content/require-admin.js';
import { ensureCatalogue } from './catalogue.js';
import { MSG } from './messages.js';
import type { ListingOptionsTable, PlansTable } from './plan-tables.js';
import {
  AdminOptionAnswer,
  AdminOptions,
  AdminPlanAnswer,
  AdminPlans,
  OptionUpdateBody,
  PlanUpdateBody,
} from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['plans', 'admin'];

const planView = ({ tenant_id: _t, created_at: _c, updated_at, ...plan }: Selectable<PlansTable>) => ({
  ...plan,
  updated_at: new Date(updated_at).toISOString(),
});
const optionView = ({ tenant_id: _t, updated_at, ...option }: Selectable<ListingOptionsTable>) => ({
  ...option,
  updated_at: new Date(updated_at).toISOString(),
});
/** The fields an update sent, as they were or became (for the audit log). */
const changed = (view: Record<string, unknown>, fields: object) =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, view[key] ?? null]));

// The catalogue as an admin edits it: prices, quotas, what a plan includes, trial lengths, names, whether offered;
// the per-ad options' prices and days. A change applies to what is priced and checked from then on.
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = adminOnly(app);

  app.get(
    '/admin/plans',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Every plan of the catalogue, unlisted ones included (admins)',
        response: { 200: AdminPlans },
        security: bearer,
      },
    },
    async (req) => {
      await ensureCatalogue(app.db, req.tenantId);
      const plans = await app.db
        .selectFrom('plans')
        .selectAll()
        .where('tenant_id', '=', req.tenantId)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return { success: true, message: MSG.adminPlans, data: { plans: plans.map(planView) } };
    },
  );

  app.post(
    '/admin/plans/update',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Change a plan (fields not sent stay as they are; admins)',
        body: PlanUpdateBody,
        response: { 200: AdminPlanAnswer },
        security: bearer,
      },
    },
    async (req) => {
      const { id, ...fields } = req.body;
      await ensureCatalogue(app.db, req.tenantId);
      const plan = await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('plans')
          .selectAll()
          .where('tenant_id', '=', req.tenantId)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw httpError(404, MSG.planNotFound);
        const after = await trx
          .updateTable('plans')
          .set({ ...fields, updated_at: new Date() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, req, {
          action: 'plan.update',
          subject: { kind: 'plan', id },
          before: changed(planView(before), fields),
          after: changed(planView(after), fields),
        });
        return after;
      });
      return { success: true, message: MSG.planUpdated, data: { plan: planView(plan) } };
    },
  );

  app.get(
    '/admin/listing-options',
    {
      preHandler: admin,
      schema: { tags, summary: 'The per-ad options (admins)', response: { 200: AdminOptions }, security: bearer },
    },
    async (req) => {
      await ensureCatalogue(app.db, req.tenantId);
      const options = await app.db
        .selectFrom('listing_options')
        .selectAll()
        .where('tenant_id', '=', req.tenantId)
        .orderBy('id')
        .execute();
      return { success: true, message: MSG.adminOptions, data: { options: options.map(optionView) } };
    },
  );

  app.post(
    '/admin/listing-options/update',
    {
      preHandler: admin,
      schema: {
        tags,
        summary: 'Change a per-ad option (fields not sent stay as they are; admins)',
        body: OptionUpdateBody,
        response: { 200: AdminOptionAnswer },
        security: bearer,
      },
    },
    async (req) => {
      const { code, ...fields } = req.body;
      await ensureCatalogue(app.db, req.tenantId);
      const option = await app.db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('listing_options')
          .selectAll()
          .where('tenant_id', '=', req.tenantId)
          .where('code', '=', code)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw httpError(404, MSG.optionNotFound);
        const after = await trx
          .updateTable('listing_options')
          .set({ ...fields, updated_at: new Date() })
          .where('tenant_id', '=', req.tenantId)
          .where('code', '=', code)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, req, {
          action: 'listing_option.update',
          subject: { kind: 'listing_option', id: code },
          before: changed(optionView(before), fields),
          after: changed(optionView(after), fields),
        });
        return after;
      });
      return { success: true, message: MSG.optionUpdated, data: { option: optionView(option) } };
    },
  );
};

export default adminRoutes;
