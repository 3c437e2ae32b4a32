import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from './messages.js';
import { RunAnswer } from './schemas.js';
import { runSubscriptionsPass } from './subscriptions-job.js';

// Outside production, like the dev outbox: the browser journeys move the clock (POST /api/dev/clock) and then run a
// pass of the subscriptions job now instead of waiting for its timer.
const subscriptionsDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/subscriptions/run',
    {
      schema: {
        tags: ['development'],
        summary: 'Run one pass of the subscriptions job (expiry, reminders) now (not available in production)',
        response: { 200: RunAnswer },
      },
    },
    async () => ({ success: true, message: MSG.jobRun, data: await runSubscriptionsPass(app) }),
  );
};

export default subscriptionsDevRoutes;
