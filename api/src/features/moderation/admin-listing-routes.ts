import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// Admins find any listing and hide or restore it.
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
