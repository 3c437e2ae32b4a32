import { SignJWT, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';

// Access tokens are HS256 JWTs that name their session; the sessions table is the source of truth for revocation.
const ALGORITHM = 'HS256';
const ISSUER = 'souq-api';

export interface AccessClaims {
  userId: number;
  tenantId: number;
  sessionId: string;
}

function key(config: Pick<Config, 'JWT_SECRET'>): Uint8Array {
  return new TextEncoder().encode(config.JWT_SECRET);
}

export function newSessionId(): string {
  return randomBytes(24).toString('base64url');
}

export async function signAccessToken(
  claims: AccessClaims,
  config: Pick<Config, 'JWT_SECRET' | 'JWT_TTL'>,
): Promise<{ token: string; expiresAt: Date }> {
  const token = await new SignJWT({ tid: claims.tenantId, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(config.JWT_TTL)
    .sign(key(config));
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
  return { token, expiresAt: new Date(payload.exp * 1000) };
}

/** Null for anything not signed by us with the allowed algorithm, expired, or malformed. */
export async function verifyAccessToken(
  token: string,
  config: Pick<Config, 'JWT_SECRET'>,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(config), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    const tenantId = payload.tid;
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || typeof tenantId !== 'number' || typeof sessionId !== 'string') return null;
    return { userId, tenantId, sessionId };
  } catch {
    return null;
  }
}
