import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  PBKDF2_ITERATIONS,
  verifyPassword,
  WORKERS_MAX_PBKDF2_ITERATIONS,
} from '../../worker/lib/password';

const PEPPER = 'a-pepper-of-at-least-thirty-two-characters';

describe('password hashing', () => {
  it('never asks for more PBKDF2 iterations than production Workers allow', () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(WORKERS_MAX_PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(100_000);
  });

  it('stores a versioned hash with the iteration count and a 16-byte salt', async () => {
    const stored = await hashPassword('correct horse', PEPPER);
    const [version, iterations, salt, hash] = stored.split('$');
    expect(version).toBe('pbkdf2-sha256');
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(salt).toHaveLength(22); // 16 bytes, base64url
    expect(hash).toHaveLength(43); // 32 bytes, base64url
    expect(stored).not.toContain('correct horse');
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same', PEPPER)).not.toBe(await hashPassword('same', PEPPER));
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse', PEPPER);
    expect(await verifyPassword('correct horse', stored, PEPPER)).toBe(true);
    expect(await verifyPassword('correct horsE', stored, PEPPER)).toBe(false);
  });

  it('depends on the pepper: the database alone is not enough', async () => {
    const stored = await hashPassword('correct horse', PEPPER);
    expect(await verifyPassword('correct horse', stored, `${PEPPER}-other`)).toBe(false);
  });

  it('refuses when there is no stored hash, after doing the same work', async () => {
    expect(await verifyPassword('anything', null, PEPPER)).toBe(false);
  });

  it('refuses a stored hash asking for more iterations than Workers allow', async () => {
    const stored = await hashPassword('pw', PEPPER);
    const greedy = stored.replace(`$${PBKDF2_ITERATIONS}$`, `$${WORKERS_MAX_PBKDF2_ITERATIONS + 1}$`);
    expect(await verifyPassword('pw', greedy, PEPPER)).toBe(false);
  });

  it('flags hashes made at another cost for rehashing', async () => {
    const stored = await hashPassword('pw', PEPPER);
    expect(needsRehash(stored)).toBe(false);
    expect(needsRehash(stored.replace(`$${PBKDF2_ITERATIONS}$`, '$50000$'))).toBe(true);
  });
});
