import { env } from 'cloudflare:test';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../worker/contract/messages';
import { GOOGLE_JWKS_URL } from '../../worker/lib/google';
import { type AuthBody, api, json, signUp, uniqueEmail } from './helpers';

let googleKey: CryptoKeyPair;
const KID = 'test-key-1';

beforeAll(async () => {
  googleKey = await generateKeyPair('RS256');
});

// Google's JWKS endpoint, faked at the fetch boundary with our own public key.
beforeEach(() => {
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url !== GOOGLE_JWKS_URL) return realFetch(input, init);
    const jwk = { ...(await exportJWK(googleKey.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
    return Response.json({ keys: [jwk] }, { headers: { 'cache-control': 'public, max-age=3600' } });
  });
  return () => vi.restoreAllMocks();
});

type Claims = Partial<{ sub: string; email: string; email_verified: boolean; name: string; aud: string; iss: string }>;

async function idToken(claims: Claims = {}, { expiresIn = '1h', key = googleKey.privateKey } = {}) {
  const {
    aud = env.GOOGLE_CLIENT_ID,
    iss = 'https://accounts.google.com',
    sub = crypto.randomUUID(),
    ...rest
  } = claims;
  return new SignJWT({ email: uniqueEmail('google'), email_verified: true, name: 'Grace Hopper', ...rest })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject(sub)
    .setIssuer(iss)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

const google = (credential: string) => api('/api/auth/oauth/google', { body: { credential } });

describe('POST /api/auth/oauth/google', () => {
  it('creates a verified account from a valid ID token and signs it in', async () => {
    const email = uniqueEmail('grace');
    const res = await google(await idToken({ email, name: 'Grace Hopper' }));
    expect(res.status).toBe(200);
    const body = await json<AuthBody>(res);
    expect(body.user).toMatchObject({ email, name: 'Grace Hopper', emailVerified: true });
    expect((await api('/api/user/profile', { token: body.accessToken })).status).toBe(200);
  });

  it('finds the same account again by Google subject', async () => {
    const sub = crypto.randomUUID();
    const first = await json<AuthBody>(await google(await idToken({ sub })));
    const second = await json<AuthBody>(await google(await idToken({ sub, email: uniqueEmail('renamed') })));
    expect(second.user.id).toBe(first.user.id);
  });

  it('links to a password account with the same e-mail when Google verified it', async () => {
    const account = await signUp();
    const body = await json<AuthBody>(await google(await idToken({ email: account.email })));
    expect(body.user.id).toBe(account.user.id);
  });

  it('refuses to link to a password account when the e-mail is not verified by Google', async () => {
    const account = await signUp();
    const res = await google(await idToken({ email: account.email, email_verified: false }));
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual({ code: 'unauthorized', message: MESSAGES.googleFailed });
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['another issuer', { iss: 'https://evil.example.com' }, {}],
    ['an expired token', {}, { expiresIn: '-1m' }],
  ] as const)('refuses %s', async (_, claims, options) => {
    const res = await google(await idToken(claims, options));
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBe(MESSAGES.googleFailed);
  });

  it('refuses a token signed by another key', async () => {
    const stranger = await generateKeyPair('RS256');
    expect((await google(await idToken({}, { key: stranger.privateKey }))).status).toBe(401);
  });

  it('refuses an HS256 token, whatever it claims', async () => {
    const forged = await new SignJWT({ email: uniqueEmail(), email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setSubject('attacker')
      .setIssuer('https://accounts.google.com')
      .setAudience(env.GOOGLE_CLIENT_ID)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-shared-secret-an-attacker-picked!!'));
    expect((await google(forged)).status).toBe(401);
  });

  it("ignores the browser's word: e-mail and name fields are not accepted", async () => {
    const res = await api('/api/auth/oauth/google', { body: { email: 'victim@example.com', name: 'Victim' } });
    expect(res.status).toBe(422);
  });
});
