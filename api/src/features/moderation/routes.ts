import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { arabicMessages } from '../../lib/arabic-messages.js';
import adminDashboardRoutes from './admin-dashboard-routes.js';
import adminListingRoutes from './admin-listing-routes.js';
import adminMemberRoutes from './admin-member-routes.js';
import auditRoutes from './audit-routes.js';
import duplicateRoutes from './duplicate-routes.js';
import listingReportRoutes from './listing-report-routes.js';
import { moderationMessageAr } from './messages-ar.js';
import './moderation-tables.js';
import reviewReportRoutes from './review-report-routes.js';
import verificationRoutes from './verification-routes.js';

// Moderation and trust: members' reports and verification requests, and the admin area's queues, members,
// listings and audit log. Every /admin route takes adminOnly (content/require-admin.ts) and writes recordAudit.
const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, moderationMessageAr);
  await app.register(adminDashboardRoutes);
  await app.register(adminMemberRoutes);
  await app.register(adminListingRoutes);
  await app.register(reviewReportRoutes);
  await app.register(auditRoutes);
  await app.register(listingReportRoutes);
  await app.register(verificationRoutes);
  await app.register(duplicateRoutes);
};

export default moderationRoutes;
