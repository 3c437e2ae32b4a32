import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { httpError } from '../../lib/errors.js';
import { proofOfWorkSchema } from '../../lib/proof-of-work.js';
import { languageOf, validationText } from '../../lib/validation-messages.js';
import { assertNotBlank } from '../content/blank-fields.js';
import { msg } from '../content/messages.js';
import { adminOnly } from '../content/require-admin.js';
import { recordAudit } from '../moderation/audit.js';
import { envelope } from '../../lib/envelope.js';
import { WELCOME, newsletterMail, siteOrigin } from './newsletter-mail.js';
import { activeSubscribers, sentIssues, subscriberCounts, subscribe, unsubscribe } from './subscribers.js';

const SubscribeBody = Type.Object({
  email: Type.String({ format: 'email', minLength: 1, maxLength: 254 }),
  language: Type.Optional(Type.Enum(['ar', 'en'])),
});
const UnsubscribeBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
const SendBody = Type.Object({
  ar_subject: Type.String({ minLength: 1, maxLength: 150 }),
  en_subject: Type.String({ minLength: 1, maxLength: 150 }),
  ar_text: Type.String({ minLength: 1, maxLength: 20_000 }),
  en_text: Type.String({ minLength: 1, maxLength: 20_000 }),
});

const Counts = Type.Object({ total: Type.Integer(), ar: Type.Integer(), en: Type.Integer() });
const SentAnswer = envelope(Type.Object({ sent: Type.Integer() }));

// Footer sign-up, one-click unsubscribe by token, and sending an issue to every subscriber (admins).
const newsletterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = app.attemptLimiter('newsletter');

  app.post(
    '/newsletter/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an email address (subscribing twice is not an error)',
        body: SubscribeBody,
        ...proofOfWorkSchema,
      },
    },
    async (req) => {
      const lang = languageOf(req.headers['accept-language']);
      const email = req.body.email.trim().toLowerCase();
      await limit(req, email);
      const language = req.body.language ?? lang;
      const token = await subscribe(app.db, req.tenantId, email, language);
      if (token) {
        await app.mailer.dispatch(
          newsletterMail({
            tenantId: req.tenantId,
            to: email,
            language,
            origin: siteOrigin(req),
            token,
            ...WELCOME[language],
          }),
        );
      }
      // The same answer either way: the form must not reveal who is already subscribed.
      return { success: true, message: msg('subscribed', lang), data: null };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Unsubscribe with the token from a newsletter email',
        body: UnsubscribeBody,
      },
    },
    async (req) => {
      const lang = languageOf(req.headers['accept-language']);
      if (!(await unsubscribe(app.db, req.tenantId, req.body.token)))
        throw httpError(404, msg('unsubscribeInvalid', lang));
      return { success: true, message: msg('unsubscribed', lang), data: null };
    },
  );

  app.get(
    '/admin/newsletter',
    {
      preHandler: adminOnly(app),
      schema: {
        tags: ['content admin'],
        summary: 'How many addresses an issue would reach, in each language (admins)',
        response: { 200: envelope(Type.Object({ subscribers: Counts })) },
        security: [{ bearer: [] }],
      },
    },
    async (req) => ({
      success: true,
      message: msg('newsletterSubscribers', languageOf(req.headers['accept-language'])),
      data: { subscribers: await subscriberCounts(app.db, req.tenantId) },
    }),
  );

  app.post(
    '/admin/newsletter/send',
    {
      preHandler: adminOnly(app),
      schema: {
        tags: ['content admin'],
        summary: 'Email an issue to every subscriber, in their language',
        body: SendBody,
        response: { 200: SentAnswer },
        security: [{ bearer: [] }],
      },
    },
    async (req) => {
      // Everything is checked before the first mail goes: a refused issue must reach nobody, where a text PostgreSQL
      // cannot store would otherwise fail part-way, after some subscribers' mails were stored.
      const lang = languageOf(req.headers['accept-language']);
      const { ar_subject, en_subject, ar_text, en_text } = req.body;
      const fields = { ar_subject, en_subject, ar_text, en_text };
      assertNotBlank(fields, lang);
      const unstorable = Object.entries(fields).filter(([, value]) => value.includes('\u0000'));
      if (unstorable.length) {
        const message = validationText('characters', lang, {});
        throw httpError(400, message, Object.fromEntries(unstorable.map(([field]) => [field, [message]])));
      }
      const origin = siteOrigin(req);
      const subscribers = await activeSubscribers(app.db, req.tenantId);
      for (const s of subscribers) {
        const subject = s.language === 'ar' ? req.body.ar_subject : req.body.en_subject;
        const text = s.language === 'ar' ? req.body.ar_text : req.body.en_text;
        await app.mailer.dispatch(
          newsletterMail({
            tenantId: req.tenantId,
            to: s.email,
            language: s.language,
            origin,
            token: s.unsubscribe_token,
            subject,
            text,
          }),
        );
      }
      // Who sent which issue to how many: an issue cannot be taken back, so the log keeps it, numbered.
      const issue = (await sentIssues(app.db, req.tenantId)) + 1;
      await recordAudit(app.db, req, {
        action: 'newsletter.send',
        subject: { kind: 'newsletter', id: issue },
        after: { en_subject, ar_subject, sent: subscribers.length },
      });
      return { success: true, message: msg('newsletterSent', lang), data: { sent: subscribers.length } };
    },
  );
};

export default newsletterRoutes;
