import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// Admins find, view, suspend and restore members.
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
