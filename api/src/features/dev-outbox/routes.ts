import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

// Outside production, without SMTP_URL, emails land here so the site (and its tests) work with no mail server.
const devOutboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Emails stored instead of sent (not available in production)',
        querystring: Type.Object({ email: Type.String({ format: 'email', maxLength: 254 }) }),
      },
      config: { personal: true },
    },
    async (req) => {
      const rows = await app.db
        .selectFrom('dev_outbox')
        .select(['id', 'to_email as to', 'subject', 'text_body as text', 'html_body as html', 'created_at'])
        .where('to_email', '=', req.query.email.trim().toLowerCase())
        .where((eb) => eb.or([eb('tenant_id', '=', req.tenantId), eb('tenant_id', 'is', null)]))
        .orderBy('id', 'desc')
        .limit(50)
        .execute();
      return { success: true, message: 'Outbox', data: rows };
    },
  );
};

export default devOutboxRoutes;
