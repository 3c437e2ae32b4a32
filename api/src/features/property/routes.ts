import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { arabicMessages } from '../../lib/arabic-messages.js';
import masterRoutes from './master-routes.js';
import { propertyMessageAr } from './messages-ar.js';
import { PlacesCache } from './places-cache.js';
import searchRoutes from './search-routes.js';
import detailRoutes from './detail-routes.js';
import { propertyMemberRoutes } from './member-routes.js';
import typicalPriceRoute from './typical-price-route.js';
import writeRoutes from './write-routes.js';

// Property marketplace endpoints, at the product rules' paths under /api.
const propertyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, propertyMessageAr);
  const places = new PlacesCache(app.db);
  await app.register(masterRoutes);
  await app.register(searchRoutes, { places });
  await app.register(detailRoutes, { places });
  await app.register(writeRoutes, { places });
  await app.register(typicalPriceRoute);
  await app.register(propertyMemberRoutes(app, places));
};

export default propertyRoutes;
