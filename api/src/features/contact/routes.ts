import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { proofOfWorkSchema } from '../../lib/proof-of-work.js';
import { languageOf } from '../../lib/validation-messages.js';
import { assertNotBlank } from '../content/blank-fields.js';
import { msg } from '../content/messages.js';

// docs/product/routes.md contact form: name, email, subject, message. Bounds follow common practice (the product rules leave them open).
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000 } as const;

const ContactBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.name }),
  email: Type.String({ format: 'email', minLength: 1, maxLength: 254 }),
  subject: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.subject }),
  message: Type.String({ minLength: 1, maxLength: CONTACT_LIMITS.message }),
});

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Each message becomes an email to the site's inbox: past its ceiling an address proves some work for each one.
  const limit = app.attemptLimiter('contact');

  app.post(
    '/contact-save',
    {
      schema: {
        tags: ['content'],
        summary: 'Send a message to the site; stored and emailed to the site inbox',
        body: ContactBody,
        ...proofOfWorkSchema,
      },
    },
    async (req) => {
      const lang = languageOf(req.headers['accept-language']);
      const body = req.body;
      assertNotBlank({ name: body.name, subject: body.subject, message: body.message }, lang);
      const email = body.email.trim().toLowerCase();
      await limit(req, email);
      // Stored exactly as typed (markup included, as text); every screen and email shows it as plain text.
      const row = await app.db
        .insertInto('contact_messages')
        .values({
          tenant_id: req.tenantId,
          name: body.name.trim(),
          email,
          subject: body.subject.trim(),
          message: body.message.trim(),
          language: lang,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      await app.mailer.dispatch({
        tenantId: req.tenantId,
        to: app.config.SITE_INBOX,
        subject: `Contact form: ${oneLine(body.subject)}`.slice(0, 200),
        text: [
          `From: ${oneLine(body.name)} <${email}>`,
          `Subject: ${oneLine(body.subject)}`,
          `Received: ${row.created_at.toISOString()} (message #${row.id})`,
          '',
          body.message.trim(),
          '',
          'Reply to the sender within 24 hours, as the site promises.',
        ].join('\n'),
      });
      return { success: true, message: msg('contactSaved', lang), data: { id: row.id } };
    },
  );
};

export default contactRoutes;
