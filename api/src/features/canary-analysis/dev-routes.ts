import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { runCanaryPass } from './job.js';
import { MSG } from './messages.js';
import { CanaryRunAnswer } from './schemas.js';

// Outside production: the browser journeys run a pass of the canary analysis now instead of waiting for its timer.
const canaryAnalysisDevRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dev/canary-analysis/run',
    {
      schema: {
        tags: ['development'],
        summary: 'Run one pass of the canary analysis now (not available in production)',
        response: { 200: CanaryRunAnswer },
      },
    },
    async () => ({ success: true, message: MSG.jobRun, data: await runCanaryPass(app) }),
  );
};

export default canaryAnalysisDevRoutes;
