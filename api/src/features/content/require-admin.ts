import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';

/** preHandlers for editors' endpoints: 401 without a valid token, 403 unless the account is an Admin. */
export function adminOnly(app: FastifyInstance) {
  return [
    app.authenticate,
    async (req: FastifyRequest) => {
      if (req.user.userType !== 'Admin') throw httpError(403, FORBIDDEN_MESSAGE);
    },
  ];
}
