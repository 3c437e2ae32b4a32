import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Config } from '../../config.js';

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
}

export type GoogleVerifier = (idToken: string, expectedEmail: string) => Promise<GoogleIdentity | null>;

/**
 * Verifies a Google ID token: signature against the JWKS (RS256 only), issuer, audience = our client id,
 * expiry, a verified email equal to the one the caller claims.
 */
export function createGoogleVerifier(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_JWKS_URL'>): GoogleVerifier {
  // The key set is fetched lazily and cached by jose (refetched when an unknown key id appears).
  const jwks = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
  return async (idToken, expectedEmail) => {
    if (!config.GOOGLE_CLIENT_ID) return null;
    try {
      const { payload } = await jwtVerify(idToken, jwks, {
        algorithms: ['RS256'],
        issuer: ISSUERS,
        audience: config.GOOGLE_CLIENT_ID,
        requiredClaims: ['exp', 'sub', 'email'],
      });
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      if (!payload.sub || !verified || email !== expectedEmail.trim().toLowerCase()) return null;
      return { sub: payload.sub, email, name: typeof payload.name === 'string' ? payload.name : null };
    } catch {
      return null;
    }
  };
}
