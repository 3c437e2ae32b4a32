import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const accountRoutes: FastifyPluginAsyncTypebox = async () => {};
export default accountRoutes;
