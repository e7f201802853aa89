import { hmacSha256, requireSecret, timingSafeEqual, toBase64Url } from './crypto';

export const MAX_PROFILE_IMAGE_BYTES = 5 * 1024 * 1024;
/** How long a signed image URL works; the SPA refetches the profile well within it. */
export const IMAGE_URL_TTL_MS = 12 * 60 * 60 * 1000;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
const EXTENSION: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the bytes really are (never the declared type); SVG and everything else is null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** A random key under the owner's prefix: nobody can guess another user's image. */
export function imageKey(userId: string, kind: 'profile' | 'chat', type: ImageType): string {
  return `users/${userId}/${kind}/${crypto.randomUUID()}.${EXTENSION[type]}`;
}

type SigningEnv = { IMAGE_URL_SECRET: string };

async function signature(env: SigningEnv, key: string, expires: number): Promise<Uint8Array> {
  return hmacSha256(requireSecret(env.IMAGE_URL_SECRET, 'IMAGE_URL_SECRET'), `${key}:${expires}`);
}

/** An expiring URL for an image tag, which cannot send the bearer header. */
export async function signImageUrl(
  env: SigningEnv,
  key: string,
  now = Date.now(),
  ttlMs = IMAGE_URL_TTL_MS,
): Promise<string> {
  const expires = now + ttlMs;
  const sig = toBase64Url(await signature(env, key, expires));
  return `/api/images/${key}?expires=${expires}&sig=${sig}`;
}

export async function verifyImageUrl(env: SigningEnv, key: string, expires: number, sig: string): Promise<boolean> {
  if (!Number.isFinite(expires) || expires < Date.now()) return false;
  const expected = toBase64Url(await signature(env, key, expires));
  const encoder = new TextEncoder();
  return timingSafeEqual(encoder.encode(sig), encoder.encode(expected));
}
