import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { agentMessageAr } from './messages-ar.js';
import profileRoutes from './profile-routes.js';
import reportRoutes from './report-routes.js';
import reviewRoutes from './review-routes.js';

// Agent and company profiles, reviews and reports (issue #16), under /api.
const agentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, agentMessageAr);
  await app.register(profileRoutes);
  await app.register(reviewRoutes);
  await app.register(reportRoutes);
};

export default agentRoutes;
