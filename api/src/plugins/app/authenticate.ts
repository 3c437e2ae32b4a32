import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '../../db/types.js';
import { UNAUTHENTICATED_MESSAGE, httpError } from '../../lib/errors.js';
import { verifyAccessToken } from '../../features/accounts/tokens.js';

export interface AuthUser {
  id: number;
  tenantId: number;
  email: string;
  userType: UserType;
  /** The session (token) this request was made with; logout revokes it. */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid, unrevoked token for this tenant; sets req.user. */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

export default fp(async function authenticate(app: FastifyInstance) {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticate', async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw httpError(401, UNAUTHENTICATED_MESSAGE);
    const claims = await verifyAccessToken(match[1], app.config);
    if (!claims || claims.tenantId !== req.tenantId) throw httpError(401, UNAUTHENTICATED_MESSAGE);
    const row = await app.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.email',
        'users.user_type',
        'users.suspended_at',
        'sessions.revoked_at',
        'sessions.expires_at',
      ])
      .where('sessions.id', '=', claims.sessionId)
      .where('sessions.tenant_id', '=', req.tenantId)
      .where('users.id', '=', claims.userId)
      .executeTakeFirst();
    // A suspended member's sessions are revoked when suspended; the account's state is checked as well.
    if (!row || row.revoked_at !== null || row.suspended_at !== null || row.expires_at.getTime() <= Date.now()) {
      throw httpError(401, UNAUTHENTICATED_MESSAGE);
    }
    req.user = {
      id: row.id,
      tenantId: req.tenantId,
      email: row.email,
      userType: row.user_type,
      sessionId: claims.sessionId,
    };
  });
});
