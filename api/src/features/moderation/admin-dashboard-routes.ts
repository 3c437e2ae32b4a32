import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The admin dashboard: the count of every queue.
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
