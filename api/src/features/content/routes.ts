import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import contactRoutes from '../contact/routes.js';
import newsletterRoutes from '../newsletter/routes.js';
import adminRoutes from './admin-routes.js';
import bannerRoutes from './banner-routes.js';
import pageRoutes from './page-routes.js';
import './content-tables.js';

// Site content and what visitors send the site: static pages, banners, FAQ, contact form, newsletter.
const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pageRoutes);
  await app.register(bannerRoutes);
  await app.register(adminRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
};

export default contentRoutes;
