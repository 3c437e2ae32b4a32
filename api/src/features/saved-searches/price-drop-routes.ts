import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { arabicMessages } from '../../lib/arabic-messages.js';
import { MSG } from './messages.js';
import { savedSearchMessageAr } from './messages-ar.js';
import { DEFAULT_DROP_ALERT } from './price-drop-alerts.js';
import { PriceDropAlertBody, PriceDropAlertResponse } from './schemas.js';

const bearer = [{ bearer: [] }];
const tags = ['saved searches'];

// The signed-in member's choice of emails about price drops of their saved listings, beside their saved searches'
// alerts: instant (the default), daily or off.
const priceDropRoutes: FastifyPluginAsyncTypebox = async (app) => {
  arabicMessages(app, savedSearchMessageAr);

  app.get(
    '/price-drop-alerts',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'How the member hears of price drops of their saved listings',
        response: { 200: PriceDropAlertResponse },
        security: bearer,
      },
    },
    async (req) => {
      const row = await app.db
        .selectFrom('price_drop_alert_settings')
        .select('alert')
        .where('tenant_id', '=', req.tenantId)
        .where('user_id', '=', req.user.id)
        .executeTakeFirst();
      return { success: true, message: MSG.dropAlerts, data: { alert: row?.alert ?? DEFAULT_DROP_ALERT } };
    },
  );

  app.post(
    '/price-drop-alerts',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Choose instant, daily or no emails about price drops of saved listings',
        body: PriceDropAlertBody,
        response: { 200: PriceDropAlertResponse },
        security: bearer,
      },
    },
    async (req) => {
      const { alert } = req.body;
      await app.db
        .insertInto('price_drop_alert_settings')
        .values({ tenant_id: req.tenantId, user_id: req.user.id, alert })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ alert, updated_at: sql`now()` }))
        .execute();
      return { success: true, message: MSG.dropAlertsSaved, data: { alert } };
    },
  );
};

export default priceDropRoutes;
