import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { autoMessageAr } from '../auto/messages-ar.js';
import { propertyMessageAr } from '../property/messages-ar.js';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { LISTING_KINDS } from '../listing-kinds/registry.js';
import { LISTING_STATUSES, normaliseStatus, OWNER_STATUSES } from './lifecycle.js';
import { lifecycleMessageAr } from './messages-ar.js';
import { LIFECYCLE_MSG } from './messages.js';
import { quotaAsk } from './quota.js';
import renewRoutes from './renew-routes.js';
import { changeStatus } from './status-change.js';
import { Id } from '../../lib/schema-types.js';

const bearer = [{ bearer: [] }];

const StatusBody = Type.Object({
  kind: Type.Enum(Object.keys(LISTING_KINDS) as (keyof typeof LISTING_KINDS)[]),
  id: Id,
  status: Type.Enum([...OWNER_STATUSES]),
});
const StatusResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Optional(
    Type.Object({ kind: Type.String(), id: Type.Integer(), status: Type.Enum([...LISTING_STATUSES]) }),
  ),
});

// The owner's way to publish a draft, pause, reactivate, or mark sold or rented a listing of any kind, without
// sending the whole form. Every change is the lifecycle's to allow or refuse.
const listingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, (m) => lifecycleMessageAr(m) ?? propertyMessageAr(m) ?? autoMessageAr(m));
  app.post(
    '/listing-status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['listings'],
        summary: 'Change the status of one of your listings (draft → active ↔ paused, → sold | rented)',
        body: StatusBody,
        response: { 200: StatusResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { kind, id } = req.body;
      const status = await changeStatus(
        app.db,
        kind,
        { tenantId: req.tenantId, id },
        normaliseStatus(req.body.status)!,
        { by: 'owner', userId: req.user.id, quota: quotaAsk(req) },
      );
      return { success: true, message: LIFECYCLE_MSG.changed, data: { kind, id, status } };
    },
  );
  await app.register(renewRoutes);
};

export default listingRoutes;
