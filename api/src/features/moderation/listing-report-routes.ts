import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// Members report a listing (once, withdrawable); the admins' queue of reported listings and its decisions.
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
