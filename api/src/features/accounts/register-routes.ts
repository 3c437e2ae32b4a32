import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors.js';
import { proofOfWorkSchema } from '../../lib/proof-of-work.js';
import { languageOf, validationText } from '../../lib/validation-messages.js';
import { issueCode, checkCode, resendWait } from './codes.js';
import { codeError } from './code-errors.js';
import { codeEmail } from './emails.js';
import { emailCode, refuseWhileMailFails } from './send-code.js';
import { suspendedRefusal } from '../moderation/suspend.js';
import { MSG } from './messages.js';
import { hashPassword } from './passwords.js';
import { EmailBody, OtpBody, RegisterBody } from './schemas.js';
import { openSession } from './sessions.js';
import { findCompany, findUserByEmail, normalizeEmail, userView } from './users.js';

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

// Registration and email verification: /register creates (or, while unverified, refreshes) the account and emails a
// code; /otp-verify logs in; /auth/sendOtp sends a replacement code at most every 30 seconds.
const registerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = app.attemptLimiter('otp');

  app.post(
    '/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and email a verification code',
        body: RegisterBody,
        ...proofOfWorkSchema,
      },
    },
    async (req, reply) => {
      const body = req.body;
      const email = normalizeEmail(body.email);
      await limit(req, email);
      const lang = languageOf(req.headers['accept-language']);
      if (body.user_type !== 'Individual' && !body.listing_category) {
        const message = validationText('required', lang, {
          attribute: lang === 'ar' ? 'فئة الإعلانات' : 'listing category',
        });
        throw httpError(400, message, { listing_category: [message] });
      }
      const existing = await findUserByEmail(app.db, req.tenantId, email);
      if (existing?.email_verified_at) {
        const message = validationText('unique', lang, { attribute: lang === 'ar' ? 'البريد الإلكتروني' : 'email' });
        throw httpError(400, message, { email: [message] });
      }
      if (existing) {
        const wait = await resendWait(app.db, existing.id, 'verify_email');
        if (wait > 0) throw Object.assign(httpError(429, MSG.waitBeforeResend(wait)), { retryAfter: wait });
      }
      const passwordHash = await hashPassword(body.password);
      const language =
        body.language ??
        (req.headers['accept-language'] && /^\s*en\b/i.test(req.headers['accept-language']) ? 'en' : 'ar');
      const fields = {
        name: body.name.trim(),
        password_hash: passwordHash,
        user_type: body.user_type,
        listing_category: body.user_type === 'Individual' ? null : (body.listing_category ?? null),
        language,
      } as const;

      let created: { id: number; code: string };
      try {
        created = await app.db.transaction().execute(async (trx) => {
          const user = existing
            ? await trx
                .updateTable('users')
                .set({ ...fields, updated_at: new Date() })
                .where('id', '=', existing.id)
                .returning('id')
                .executeTakeFirstOrThrow()
            : await trx
                .insertInto('users')
                .values({ ...fields, tenant_id: req.tenantId, email })
                .returning('id')
                .executeTakeFirstOrThrow();
          const code = await issueCode(trx, app.config.JWT_SECRET, {
            tenantId: req.tenantId,
            userId: user.id,
            purpose: 'verify_email',
          });
          return { id: user.id, code };
        });
      } catch (err) {
        // Two registrations of the same address at once: the second loses.
        if (isUniqueViolation(err)) throw httpError(400, MSG.emailTaken, { email: [MSG.emailTaken] });
        throw err;
      }
      await emailCode(
        app,
        created.id,
        'verify_email',
        codeEmail('verify_email', { tenantId: req.tenantId, email, name: fields.name, language }, created.code),
      );
      return reply.code(200).send({ success: true, message: MSG.registered, data: { email } });
    },
  );

  app.post(
    '/otp-verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Verify the emailed code and log in',
        body: OtpBody,
        ...proofOfWorkSchema,
      },
    },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      await limit(req, email);
      const user = await findUserByEmail(app.db, req.tenantId, email);
      if (!user) throw codeError('wrong', 'otp');
      const outcome = await app.db.transaction().execute(async (trx) => {
        const result = await checkCode(trx, app.config.JWT_SECRET, {
          userId: user.id,
          purpose: 'verify_email',
          code: req.body.otp,
          consume: true,
        });
        if (result !== 'ok') return { result } as const;
        // A suspended member's code is used up but lets nobody in.
        if (user.suspended_at) return { result: 'suspended' } as const;
        const verified = await trx
          .updateTable('users')
          .set({ email_verified_at: new Date(), updated_at: new Date() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const token = await openSession(trx, app.config, { tenantId: req.tenantId, userId: user.id });
        return { result, token, user: verified } as const;
      });
      // Wrong attempts are committed above; only then is the failure reported.
      if (outcome.result === 'suspended') suspendedRefusal();
      if (outcome.result !== 'ok') throw codeError(outcome.result, 'otp');
      const company = await findCompany(app.db, req.tenantId, user.id);
      return {
        success: true,
        message: MSG.verified,
        data: { token: outcome.token, user: await userView(app, outcome.user, company) },
      };
    },
  );

  app.post(
    '/auth/sendOtp',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Send a new verification code (at most one per 30 seconds)',
        body: EmailBody,
        ...proofOfWorkSchema,
      },
    },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      await limit(req, email);
      const user = await findUserByEmail(app.db, req.tenantId, email);
      if (user && !user.email_verified_at) {
        const wait = await resendWait(app.db, user.id, 'verify_email');
        if (wait > 0) throw Object.assign(httpError(429, MSG.waitBeforeResend(wait)), { retryAfter: wait });
        const code = await app.db
          .transaction()
          .execute((trx) =>
            issueCode(trx, app.config.JWT_SECRET, { tenantId: req.tenantId, userId: user.id, purpose: 'verify_email' }),
          );
        await emailCode(
          app,
          user.id,
          'verify_email',
          codeEmail('verify_email', { tenantId: req.tenantId, email, name: user.name, language: user.language }, code),
        );
      } else {
        refuseWhileMailFails(app);
      }
      // Same answer for unknown and already-verified addresses.
      return { success: true, message: MSG.codeSent, data: { email } };
    },
  );
};

export default registerRoutes;
