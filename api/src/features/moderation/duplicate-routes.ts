import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// Listings flagged as repeating someone else's active listing: the admins' queue and its decisions.
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
