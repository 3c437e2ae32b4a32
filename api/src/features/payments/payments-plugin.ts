import type { FastifyPluginAsync } from 'fastify';
import adminPaymentRoutes from './admin-routes.js';
import paymentRoutes from './routes.js';
import webhookRoutes from './webhook-routes.js';

/** Payments under one prefix (/api): members', admins' and the card provider's routes, each with its own body handling. */
const payments: FastifyPluginAsync = async (app) => {
  await app.register(paymentRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(webhookRoutes);
};

export default payments;
