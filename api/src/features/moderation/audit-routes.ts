import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// The audit log, for admins to read and filter (no route writes or changes it).
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
