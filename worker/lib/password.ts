import { fromBase64Url, hmacSha256, randomBytes, requireSecret, timingSafeEqual, toBase64Url } from './crypto';

/** Cloudflare Workers refuse PBKDF2 above this count; local workerd does not, so a test guards it. */
export const WORKERS_MAX_PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const VERSION = 'pbkdf2-sha256';

/** Peppered (a Worker secret) so a stolen database alone cannot be brute-forced; the stored cost can be raised. */
async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, pepper: string) {
  const peppered = await hmacSha256(requireSecret(pepper, 'PASSWORD_PEPPER'), password);
  const key = await crypto.subtle.importKey('raw', peppered, 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, pepper: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, PBKDF2_ITERATIONS, pepper);
  return [VERSION, PBKDF2_ITERATIONS, toBase64Url(salt), toBase64Url(hash)].join('$');
}

/** A well-formed hash of no password, so an unknown e-mail costs the same as a wrong password. */
const DECOY_HASH = `${VERSION}$${PBKDF2_ITERATIONS}$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/** Verifies against `stored`, or against a decoy when there is no stored hash (same work, same answer). */
export async function verifyPassword(password: string, stored: string | null, pepper: string): Promise<boolean> {
  const [version, iterations, salt, hash] = (stored ?? DECOY_HASH).split('$');
  if (version !== VERSION || !iterations || !salt || !hash) return false;
  const count = Number(iterations);
  if (!Number.isInteger(count) || count < 1 || count > WORKERS_MAX_PBKDF2_ITERATIONS) return false;
  const actual = await derive(password, fromBase64Url(salt), count, pepper);
  return timingSafeEqual(actual, fromBase64Url(hash)) && stored !== null;
}

export function needsRehash(stored: string): boolean {
  const [version, iterations] = stored.split('$');
  return version !== VERSION || Number(iterations) !== PBKDF2_ITERATIONS;
}
