import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';

// Load balancers and `pnpm start` poll this; it answers 503 when the database does not.
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Service and database status' }, config: { tenant: false } },
    async (req, reply) => {
      try {
        await sql`SELECT 1`.execute(app.db);
        return { success: true, message: 'OK', data: { status: 'ok', database: 'up' } };
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ success: false, message: 'Database unavailable', data: { status: 'degraded', database: 'down' } });
      }
    },
  );
};

export default healthRoutes;
