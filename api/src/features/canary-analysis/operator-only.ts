import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FORBIDDEN_MESSAGE, httpError } from '../../lib/errors.js';
import { adminOnly } from '../content/require-admin.js';

/**
 * preHandlers for the site's code (the remote versions' figures and the registry's changes): an admin of the
 * operator's tenant (OPERATOR_TENANT) only. Every tenant's visitors run the same remotes.json, so another tenant's
 * admin, who runs that tenant's content and members, is refused like a member: 403, nothing read or changed.
 */
export function operatorAdminOnly(app: FastifyInstance) {
  return [
    ...adminOnly(app),
    async (req: FastifyRequest) => {
      if (!(await app.isOperatorTenant(req.tenantId))) throw httpError(403, FORBIDDEN_MESSAGE);
    },
  ];
}
