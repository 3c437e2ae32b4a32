import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

// Ownership documents and licences asking for the Verified badge: upload, the owner's view, the admins' queue.
const routes: FastifyPluginAsyncTypebox = async () => {};

export default routes;
