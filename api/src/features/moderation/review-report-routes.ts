import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The queue of reported reviews and agents, and the decisions on them.
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
