import { createRemoteJWKSet, jwtVerify } from 'jose';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

// jose caches the keys per isolate and refetches when Google rotates them.
const googleKeys = createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));

export type GoogleIdentity = { sub: string; email: string; emailVerified: boolean; name: string; picture?: string };

export async function verifyGoogleIdToken(token: string, clientId: string): Promise<GoogleIdentity | null> {
  try {
    const { payload } = await jwtVerify(token, googleKeys, {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      requiredClaims: ['exp', 'sub', 'email'],
    });
    const email = String(payload.email).trim().toLowerCase();
    return {
      sub: String(payload.sub),
      email,
      emailVerified: payload.email_verified === true,
      name:
        typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : email.split('@')[0] || email,
      picture: typeof payload.picture === 'string' ? payload.picture : undefined,
    };
  } catch {
    return null;
  }
}
