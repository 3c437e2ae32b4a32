import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors.js';
import { proofOfWorkSchema } from '../../lib/proof-of-work.js';
import { issueCode, resendWait } from './codes.js';
import { codeEmail } from './emails.js';
import { emailCode } from './send-code.js';
import { createGoogleVerifier } from './google.js';
import { suspendedRefusal } from '../moderation/suspend.js';
import { MSG } from './messages.js';
import { verifyPassword } from './passwords.js';
import { EmailBody, GoogleQuery, LoginBody } from './schemas.js';
import { openSession, revokeSession } from './sessions.js';
import { findCompany, findUserByEmail, normalizeEmail, userView, type UserRow } from './users.js';

const bearer = [{ bearer: [] }];

// Logging in and out: password, Google ID token, and the email availability check used by the sign-up form.
const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = app.attemptLimiter('login');
  const verifyGoogle = createGoogleVerifier(app.config);

  app.post(
    '/login',
    {
      schema: { tags: ['accounts'], summary: 'Log in with email and password', body: LoginBody, ...proofOfWorkSchema },
    },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      await limit(req, email);
      const user = await findUserByEmail(app.db, req.tenantId, email);
      const ok = await verifyPassword(user?.password_hash, req.body.password);
      if (!user || !ok) throw httpError(400, MSG.badCredentials);
      if (user.suspended_at) suspendedRefusal();
      if (!user.email_verified_at) {
        // The right password proves enough to send a fresh code (within the resend interval the last one stands).
        if ((await resendWait(app.db, user.id, 'verify_email')) === 0) {
          const code = await app.db.transaction().execute((trx) =>
            issueCode(trx, app.config.JWT_SECRET, {
              tenantId: req.tenantId,
              userId: user.id,
              purpose: 'verify_email',
            }),
          );
          await emailCode(
            app,
            user.id,
            'verify_email',
            codeEmail(
              'verify_email',
              { tenantId: req.tenantId, email, name: user.name, language: user.language },
              code,
            ),
          );
        }
        return reply
          .code(400)
          .send({ success: false, message: MSG.verifyFirst, data: { email, verification_required: true } });
      }
      const token = await openSession(app.db, app.config, { tenantId: req.tenantId, userId: user.id });
      const company = await findCompany(app.db, req.tenantId, user.id);
      return { success: true, message: MSG.loginOk, data: { token, user: await userView(app, user, company) } };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: app.authenticate,
      schema: { tags: ['accounts'], summary: 'Log out (revokes the token)', security: bearer },
    },
    async (req) => {
      await revokeSession(app.db, req.user.sessionId);
      return { success: true, message: MSG.loggedOut, data: null };
    },
  );

  const checkEmail = async (tenantId: number, rawEmail: string) => {
    const user = await findUserByEmail(app.db, tenantId, rawEmail);
    // An address whose owner never verified it can be registered again.
    const taken = Boolean(user?.email_verified_at);
    return {
      success: true,
      message: taken ? MSG.emailTaken : MSG.emailAvailable,
      data: { exists: taken, available: !taken },
    };
  };
  app.post(
    '/check-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether an email is free to register',
        body: EmailBody,
        ...proofOfWorkSchema,
      },
    },
    async (req) => {
      await limit(req);
      return checkEmail(req.tenantId, req.body.email);
    },
  );
  app.get(
    '/check-email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Whether an email is free to register',
        querystring: EmailBody,
        ...proofOfWorkSchema,
      },
      config: { personal: true },
    },
    async (req) => {
      await limit(req);
      return checkEmail(req.tenantId, req.query.email);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with a Google ID token',
        querystring: GoogleQuery,
        ...proofOfWorkSchema,
      },
      config: { personal: true },
    },
    async (req) => {
      const email = normalizeEmail(req.query.email);
      await limit(req, email);
      if (!app.config.GOOGLE_CLIENT_ID) throw httpError(400, MSG.googleUnavailable);
      const identity = await verifyGoogle(req.query.token, email);
      if (!identity) throw httpError(400, MSG.googleFailed);

      const result = await app.db.transaction().execute(async (trx) => {
        let user: UserRow | undefined = await trx
          .selectFrom('users')
          .selectAll()
          .where('tenant_id', '=', req.tenantId)
          .where('google_sub', '=', identity.sub)
          .executeTakeFirst();
        if (!user) {
          const byEmail = await findUserByEmail(trx, req.tenantId, email);
          if (byEmail?.google_sub && byEmail.google_sub !== identity.sub) return { conflict: true } as const;
          if (byEmail) {
            // Google vouches for the address, so linking also verifies it.
            user = await trx
              .updateTable('users')
              .set({
                google_sub: identity.sub,
                email_verified_at: byEmail.email_verified_at ?? new Date(),
                updated_at: new Date(),
              })
              .where('id', '=', byEmail.id)
              .returningAll()
              .executeTakeFirstOrThrow();
          } else {
            user = await trx
              .insertInto('users')
              .values({
                tenant_id: req.tenantId,
                email,
                name: identity.name?.trim() || email.split('@')[0] || email,
                password_hash: null,
                user_type: 'Individual',
                listing_category: null,
                google_sub: identity.sub,
                email_verified_at: new Date(),
                language:
                  req.headers['accept-language'] && /^\s*en\b/i.test(req.headers['accept-language']) ? 'en' : 'ar',
              })
              .returningAll()
              .executeTakeFirstOrThrow();
          }
        }
        if (user.suspended_at) return { suspended: true } as const;
        const token = await openSession(trx, app.config, { tenantId: req.tenantId, userId: user.id });
        const company = await findCompany(trx, req.tenantId, user.id);
        return { conflict: false, token, user, company } as const;
      });
      if ('suspended' in result) suspendedRefusal();
      if (result.conflict) throw httpError(400, MSG.googleOtherAccount);
      // Outside the transaction: the view reads the tenants through the app's own connection.
      const user = await userView(app, result.user, result.company);
      // The site's Google flow reads `token` beside the envelope as well as inside `data`.
      return { success: true, message: MSG.loginOk, token: result.token, data: { token: result.token, user } };
    },
  );
};

export default loginRoutes;
