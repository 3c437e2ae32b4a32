import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import loginRoutes from './login-routes.js';
import passwordRoutes from './password-routes.js';
import profileRoutes from './profile-routes.js';
import registerRoutes from './register-routes.js';
import { accountMessageAr } from './messages-ar.js';
import { languageOf } from '../../lib/validation-messages.js';

// Account endpoints, at the SPEC's paths under /api.
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // People reading Arabic get the account messages (toasts) in Arabic, errors included.
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (languageOf(req.headers['accept-language']) !== 'ar' || !payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown };
    const arabic = typeof body.message === 'string' ? accountMessageAr(body.message) : null;
    return arabic ? { ...body, message: arabic } : payload;
  });
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
};

export default accountRoutes;
