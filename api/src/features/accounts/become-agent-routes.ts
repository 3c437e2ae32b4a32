import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors.js';
import { MSG } from './messages.js';
import { AccountUserResponse, BecomeAgentBody } from './schemas.js';
import { findCompany, userView } from './users.js';

const bearer = [{ bearer: [] }];

// An Individual (who does not post, docs/product/roles.md) turns their account into an Agent account from My account, choosing the
// listing category Agents choose at sign-up. The token stays valid: every request reads the user type from the
// database (plugins/app/authenticate.ts), so the very next request may post.
const becomeAgentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/become-agent',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: 'Turn an Individual account into an Agent account with a listing category',
        body: BecomeAgentBody,
        response: { 200: AccountUserResponse },
        security: bearer,
      },
    },
    async (req) => {
      // Only a row still Individual changes, so two requests at once (or a stale page) cannot re-type another account.
      // A 400, not a 403: the site treats 403 as "no permission here" and sends the visitor home.
      const user = await app.db
        .updateTable('users')
        .set({ user_type: 'Agent', listing_category: req.body.listing_category, updated_at: new Date() })
        .where('id', '=', req.user.id)
        .where('tenant_id', '=', req.tenantId)
        .where('user_type', '=', 'Individual')
        .returningAll()
        .executeTakeFirst();
      if (!user) throw httpError(400, MSG.onlyIndividualsBecomeAgents);
      const view = await userView(app, user, await findCompany(app.db, req.tenantId, user.id));
      // The date as the other account endpoints' JSON writes it.
      return { success: true, message: MSG.becameAgent, data: { ...view, created_at: view.created_at.toISOString() } };
    },
  );
};

export default becomeAgentRoutes;
