import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import becomeAgentRoutes from './become-agent-routes.js';
import loginRoutes from './login-routes.js';
import passwordRoutes from './password-routes.js';
import profileRoutes from './profile-routes.js';
import registerRoutes from './register-routes.js';
import { accountMessageAr } from './messages-ar.js';
import { languageOf } from '../../lib/validation-messages.js';

/** The field errors with every account message put into Arabic, or null when none needed it. */
function arabicFieldErrors(errors: unknown): Record<string, unknown> | null {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    out[field] = Array.isArray(messages)
      ? messages.map((message) => {
          const arabic = typeof message === 'string' ? accountMessageAr(message) : null;
          if (arabic) changed = true;
          return arabic ?? message;
        })
      : messages;
  }
  return changed ? out : null;
}

// Account endpoints, at the product rules' paths under /api.
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // People reading Arabic get the account messages (toasts) in Arabic, errors included: the message and the
  // per-field messages that forms show under their inputs.
  app.addHook('preSerialization', async (req, _reply, payload) => {
    if (languageOf(req.headers['accept-language']) !== 'ar' || !payload || typeof payload !== 'object') return payload;
    const body = payload as { message?: unknown; errors?: unknown };
    const arabic = typeof body.message === 'string' ? accountMessageAr(body.message) : null;
    const errors = arabicFieldErrors(body.errors);
    if (!arabic && !errors) return payload;
    return { ...body, ...(arabic && { message: arabic }), ...(errors && { errors }) };
  });
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
  await app.register(becomeAgentRoutes);
};

export default accountRoutes;
