import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { runSearchAlerts } from './alerts-job.js';
import { MSG } from './messages.js';
import { RunAlertsBody } from './schemas.js';

// Outside production, like the dev outbox: browser journeys run a pass of search alerts when they need one instead
// of waiting for the timer. `now` lets them act as if time had passed (daily alerts).
const searchAlertsDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/run-search-alerts',
    {
      schema: {
        tags: ['development'],
        summary: 'Run one pass of saved-search alerts now (not available in production)',
        body: RunAlertsBody,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.String(),
            data: Type.Object({ sent: Type.Integer() }),
          }),
        },
      },
    },
    async (req) => {
      const now = req.body?.now ? new Date(req.body.now) : undefined;
      const sent = await runSearchAlerts(app, { now });
      return { success: true, message: MSG.alertsRun, data: { sent } };
    },
  );
};

export default searchAlertsDevRoutes;
