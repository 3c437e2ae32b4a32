import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { httpError } from '../../lib/errors.js';
import { proofOfWorkSchema } from '../../lib/proof-of-work.js';
import { languageOf, validationText, attributeLabel } from '../../lib/validation-messages.js';
import { checkCode, issueCode, resendWait } from './codes.js';
import { codeError } from './code-errors.js';
import { codeEmail } from './emails.js';
import { emailCode, refuseWhileMailFails } from './send-code.js';
import { MSG } from './messages.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { ChangePasswordBody, EmailBody, ResetCodeBody, ResetPasswordBody } from './schemas.js';
import { revokeUserSessions } from './sessions.js';
import { findUserByEmail, findUserById, normalizeEmail } from './users.js';

function assertConfirmed(newPassword: string, confirm: string, acceptLanguage: string | undefined): void {
  if (newPassword === confirm) return;
  const lang = languageOf(acceptLanguage);
  const message = validationText('same', lang, {
    attribute: attributeLabel('confirm_password', lang),
    other: attributeLabel('new_password', lang),
  });
  throw httpError(400, message, { confirm_password: [message] });
}

// Forgotten password (email → code → new password) and changing a known password.
const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limit = app.attemptLimiter('forgot');

  app.post(
    '/forgot-password',
    { schema: { tags: ['accounts'], summary: 'Email a password reset code', body: EmailBody, ...proofOfWorkSchema } },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      await limit(req, email);
      const user = await findUserByEmail(app.db, req.tenantId, email);
      // Within the resend interval the earlier code stands; the caller sees the same answer in every case.
      if (user && (await resendWait(app.db, user.id, 'reset_password')) === 0) {
        const code = await app.db.transaction().execute((trx) =>
          issueCode(trx, app.config.JWT_SECRET, {
            tenantId: req.tenantId,
            userId: user.id,
            purpose: 'reset_password',
          }),
        );
        await emailCode(
          app,
          user.id,
          'reset_password',
          codeEmail(
            'reset_password',
            { tenantId: req.tenantId, email, name: user.name, language: user.language },
            code,
          ),
        );
      } else {
        refuseWhileMailFails(app);
      }
      return { success: true, message: MSG.forgotSent, data: null };
    },
  );

  app.post(
    '/verify-reset-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Check a password reset code before asking for the new password',
        body: ResetCodeBody,
        ...proofOfWorkSchema,
      },
    },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      await limit(req, email);
      const user = await findUserByEmail(app.db, req.tenantId, email);
      if (!user) throw codeError('wrong', 'code');
      const result = await checkCode(app.db, app.config.JWT_SECRET, {
        userId: user.id,
        purpose: 'reset_password',
        code: req.body.code,
        consume: false,
      });
      if (result !== 'ok') throw codeError(result, 'code');
      return { success: true, message: MSG.codeValid, data: { email } };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset code (logs out everywhere)',
        body: ResetPasswordBody,
        ...proofOfWorkSchema,
      },
    },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      await limit(req, email);
      assertConfirmed(req.body.new_password, req.body.confirm_password, req.headers['accept-language']);
      const user = await findUserByEmail(app.db, req.tenantId, email);
      if (!user) throw codeError('wrong', 'code');
      const passwordHash = await hashPassword(req.body.new_password);
      const result = await app.db.transaction().execute(async (trx) => {
        const check = await checkCode(trx, app.config.JWT_SECRET, {
          userId: user.id,
          purpose: 'reset_password',
          code: req.body.code,
          consume: true,
        });
        if (check !== 'ok') return check;
        await trx
          .updateTable('users')
          // The code arrived by email, so the address is proven too.
          .set({
            password_hash: passwordHash,
            email_verified_at: user.email_verified_at ?? new Date(),
            updated_at: new Date(),
          })
          .where('id', '=', user.id)
          .execute();
        await revokeUserSessions(trx, user.id);
        return check;
      });
      if (result !== 'ok') throw codeError(result, 'code');
      return { success: true, message: MSG.passwordReset, data: null };
    },
  );

  app.post(
    '/change-password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password (other sessions are logged out)',
        body: ChangePasswordBody,
        security: [{ bearer: [] }],
      },
    },
    async (req) => {
      assertConfirmed(req.body.new_password, req.body.confirm_password, req.headers['accept-language']);
      const user = await findUserById(app.db, req.tenantId, req.user.id);
      if (!user || !(await verifyPassword(user.password_hash, req.body.old_password))) {
        throw httpError(400, MSG.oldPasswordWrong, { old_password: [MSG.oldPasswordWrong] });
      }
      const passwordHash = await hashPassword(req.body.new_password);
      await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', user.id)
          .execute();
        await revokeUserSessions(trx, user.id, req.user.sessionId);
      });
      return { success: true, message: MSG.passwordChanged, data: null };
    },
  );
};

export default passwordRoutes;
