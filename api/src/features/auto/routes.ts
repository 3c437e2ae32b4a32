import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { arabicMessages } from '../../lib/arabic-messages.js';
import detailRoutes from './detail-routes.js';
import masterRoutes from './master-routes.js';
import { autoMemberRoutes } from './member-routes.js';
import { autoMessageAr } from './messages-ar.js';
import searchRoutes from './search-routes.js';
import typicalPriceRoute from './typical-price-route.js';
import writeRoutes from './write-routes.js';

// Auto marketplace endpoints, at the product rules' paths under /api.
const autoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, autoMessageAr);
  await app.register(masterRoutes);
  await app.register(searchRoutes);
  await app.register(detailRoutes);
  await app.register(writeRoutes);
  await app.register(typicalPriceRoute);
  await app.register(autoMemberRoutes(app));
};

export default autoRoutes;
