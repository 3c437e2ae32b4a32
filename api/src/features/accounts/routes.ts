import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import loginRoutes from './login-routes.js';
import passwordRoutes from './password-routes.js';
import profileRoutes from './profile-routes.js';
import registerRoutes from './register-routes.js';

// Account endpoints, at the SPEC's paths under /api.
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(registerRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
};

export default accountRoutes;
