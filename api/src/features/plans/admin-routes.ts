import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import { httpError } from '../../lib/errors.js';
import { adminOnly } from '../content/require-admin.js';
import { ensureCatalogue } from './catalogue.js';
import { MSG } from './messages.js';
import type { ListingOptionsTable, PlansTable } from './plan-tables.js';
import { AdminOptionAnswer, AdminOptions, AdminPlanAnswer, AdminPlans, OptionUpdateBody, PlanUpdateBody } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['plans', 'admin'];

const planView = ({ tenant_id: _t, created_at: _c, updated_at, ...plan }: Selectable<PlansTable>) => ({ ...plan, updated_at: new Date(updated_at).toISOString() });
const optionView = ({ tenant_id: _t, updated_at, ...option }: Selectable<ListingOptionsTable>) => ({ ...option, updated_at: new Date(updated_at).toISOString() });

// The catalogue as an admin edits it: prices, quotas, what a plan includes, trial lengths, names, whether offered;
// the per-ad options' prices and days. A change applies to what is priced and checked from then on.
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = adminOnly(app);

  app.get('/admin/plans', { preHandler: admin, schema: { tags, summary: 'Every plan of the catalogue, unlisted ones included (admins)', response: { 200: AdminPlans }, security: bearer } },
    async (req) => {
      await ensureCatalogue(app.db, req.tenantId);
      const plans = await app.db.selectFrom('plans').selectAll().where('tenant_id', '=', req.tenantId).orderBy('sort_order').orderBy('id').execute();
      return { success: true, message: MSG.adminPlans, data: { plans: plans.map(planView) } };
    });

  app.post('/admin/plans/update', { preHandler: admin, schema: { tags, summary: 'Change a plan (fields not sent stay as they are; admins)', body: PlanUpdateBody, response: { 200: AdminPlanAnswer }, security: bearer } },
    async (req) => {
      const { id, ...fields } = req.body;
      await ensureCatalogue(app.db, req.tenantId);
      const plan = await app.db.updateTable('plans').set({ ...fields, updated_at: new Date() })
        .where('tenant_id', '=', req.tenantId).where('id', '=', id).returningAll().executeTakeFirst();
      if (!plan) throw httpError(404, MSG.planNotFound);
      return { success: true, message: MSG.planUpdated, data: { plan: planView(plan) } };
    });

  app.get('/admin/listing-options', { preHandler: admin, schema: { tags, summary: 'The per-ad options (admins)', response: { 200: AdminOptions }, security: bearer } },
    async (req) => {
      await ensureCatalogue(app.db, req.tenantId);
      const options = await app.db.selectFrom('listing_options').selectAll().where('tenant_id', '=', req.tenantId).orderBy('id').execute();
      return { success: true, message: MSG.adminOptions, data: { options: options.map(optionView) } };
    });

  app.post('/admin/listing-options/update', { preHandler: admin, schema: { tags, summary: 'Change a per-ad option (fields not sent stay as they are; admins)', body: OptionUpdateBody, response: { 200: AdminOptionAnswer }, security: bearer } },
    async (req) => {
      const { code, ...fields } = req.body;
      await ensureCatalogue(app.db, req.tenantId);
      const option = await app.db.updateTable('listing_options').set({ ...fields, updated_at: new Date() })
        .where('tenant_id', '=', req.tenantId).where('code', '=', code).returningAll().executeTakeFirst();
      if (!option) throw httpError(404, MSG.optionNotFound);
      return { success: true, message: MSG.optionUpdated, data: { option: optionView(option) } };
    });
};

export default adminRoutes;
