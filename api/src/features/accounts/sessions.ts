import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/types.js';
import { newSessionId, signAccessToken } from './tokens.js';

/** Opens a session and returns its access token. */
export async function openSession(
  db: Kysely<Database>,
  config: Pick<Config, 'JWT_SECRET' | 'JWT_TTL'>,
  input: { tenantId: number; userId: number },
): Promise<string> {
  const sessionId = newSessionId();
  const { token, expiresAt } = await signAccessToken(
    { userId: input.userId, tenantId: input.tenantId, sessionId },
    config,
  );
  await db
    .insertInto('sessions')
    .values({ id: sessionId, tenant_id: input.tenantId, user_id: input.userId, expires_at: expiresAt })
    .execute();
  return token;
}

export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every open session of a user, except optionally the one making the request. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
