import { MESSAGES } from '../contract/messages';
import { hmacSha256, requireSecret, timingSafeEqual, toBase64Url } from './crypto';
import { AppError } from './errors';
import { IMAGE_URL_TTL_MS } from './images';

/** What the download serves: CSV as an attachment, never something a browser would render. */
export const REPORT_CONTENT_TYPE = 'text/csv';

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** UTF-16 without a BOM: a text of ASCII figures has a zero in every other byte. */
function utf16Without(bytes: Uint8Array): Encoding | null {
  const sample = bytes.subarray(0, 4096);
  let even = 0;
  let odd = 0;
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) i % 2 ? odd++ : even++;
  const half = sample.length / 2;
  if (odd > half * 0.6 && even === 0) return 'utf-16le';
  if (even > half * 0.6 && odd === 0) return 'utf-16be';
  return null;
}

function encodingOf(bytes: Uint8Array): Encoding | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const utf16 = utf16Without(bytes);
  if (utf16) return utf16;
  // Any other NUL or control byte (besides tab, line breaks and form feed) means a binary file, such as .xlsx.
  for (const byte of bytes.subarray(0, 8192)) if (byte < 0x20 && ![9, 10, 12, 13].includes(byte)) return null;
  return 'utf-8';
}

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const units: number[] = [];
  const chunks: string[] = [];
  for (let at = 0; at + 1 < bytes.length; at += 2) {
    units.push(view.getUint16(at, littleEndian));
    if (units.length === 8192) chunks.push(String.fromCharCode(...units.splice(0)));
  }
  chunks.push(String.fromCharCode(...units));
  return chunks.join('').replace(/^\ufeff/, '');
}

/**
 * A report file's text. UTF-16 (Excel's 'Unicode text', some Google Ads exports) is decoded; any other text that
 * is not UTF-8 keeps U+FFFD where it could not be read, which the audit answers as a file it cannot read.
 */
export function decodeReport(bytes: Uint8Array): string {
  const encoding = encodingOf(bytes) ?? 'utf-8';
  if (encoding !== 'utf-8') return decodeUtf16(bytes, encoding === 'utf-16le');
  return new TextDecoder('utf-8').decode(bytes).replace(/^\ufeff/, '');
}

/** The name as shown and downloaded: no folders, no control characters, at most 120 characters. */
export function reportFileName(name: string): string {
  const base = [...(name.split(/[\\/]/).at(-1) ?? '')]
    .filter((char) => char >= ' ' && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(-120);
  return base || 'report.csv';
}

/** RFC 6266: an ASCII fallback and the name itself, percent-encoded. */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|[\\%]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`;

/** Stores an attached report under the owner's prefix, as sent; a binary file is refused before anything is stored. */
export async function storeReportFile(
  env: Env,
  userId: string,
  { name: sent, bytes }: { name: string; bytes: Uint8Array },
): Promise<{ key: string; name: string }> {
  const encoding = encodingOf(bytes);
  if (!encoding) throw new AppError('validation', 422, MESSAGES.reportNotText, { file: MESSAGES.reportNotText });
  const name = reportFileName(sent);
  const key = `users/${userId}/files/${crypto.randomUUID()}.csv`;
  await env.IMAGES.put(key, bytes, {
    httpMetadata: { contentType: `${REPORT_CONTENT_TYPE}; charset=${encoding}`, contentDisposition: attachment(name) },
  });
  return { key, name };
}

type SigningEnv = { IMAGE_URL_SECRET: string };

// Its own namespace in the signed text: an image URL's signature never opens a file, nor the other way round.
const signature = (env: SigningEnv, key: string, expires: number) =>
  hmacSha256(requireSecret(env.IMAGE_URL_SECRET, 'IMAGE_URL_SECRET'), `file:${key}:${expires}`);

/** An expiring download URL: a link cannot send the bearer header. */
export async function signFileUrl(env: SigningEnv, key: string, now = Date.now(), ttl = IMAGE_URL_TTL_MS) {
  const expires = now + ttl;
  return `/api/files/${key}?expires=${expires}&sig=${toBase64Url(await signature(env, key, expires))}`;
}

export async function verifyFileUrl(env: SigningEnv, key: string, expires: number, sig: string): Promise<boolean> {
  if (!Number.isFinite(expires) || expires < Date.now()) return false;
  const expected = toBase64Url(await signature(env, key, expires));
  const encoder = new TextEncoder();
  return timingSafeEqual(encoder.encode(sig), encoder.encode(expected));
}

/** The attached report as the reply reads it; undefined when the object is gone (the chat being deleted). */
export async function readReportFile(env: Env, key: string, name: string | null) {
  const object = await env.IMAGES.get(key);
  if (!object) return undefined;
  return { name: name ?? 'report.csv', text: decodeReport(new Uint8Array(await object.arrayBuffer())) };
}
