import type { Message } from '../db/schema';
import { signImageUrl } from './images';
import { signFileUrl } from './report-files';

/** A downloaded file lives on the owner's disk: its image links work for a week, not the SPA's 12 hours. */
export const EXPORT_IMAGE_URL_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const SLUG_CHARS = 60;

/** A file name from a title: lowercase words joined by hyphens, ASCII only (it goes in a header). */
export function slugOf(title: string, fallback: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_CHARS)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

export function markdownDownload(text: string, slug: string): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Content-Disposition': `attachment; filename="${slug}.md"`,
      'Cache-Control': 'no-store',
    },
  });
}

const firstHeading = (body: string) => /^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/m.exec(body.trimStart().split('\n')[0] ?? '');

/** The plan's title as a heading, unless its body already opens with that heading. */
export function planMarkdown(plan: { title: string; body: string }): string {
  const body = plan.body.trim();
  const opening = firstHeading(body)?.[1];
  return opening === plan.title ? `${body}\n` : `# ${plan.title}\n\n${body}\n`;
}

const when = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A whole chat, oldest first; images and attached reports as links (absolute, signed, expiring) the owner can open. */
export async function chatMarkdown(
  env: { IMAGE_URL_SECRET: string },
  origin: string,
  chat: { name: string },
  rows: Pick<Message, 'sentBy' | 'text' | 'imageKey' | 'fileKey' | 'fileName' | 'createdAt'>[],
  now = Date.now(),
): Promise<string> {
  const parts = [`# ${chat.name}`];
  const images = rows.some((row) => row.imageKey);
  const files = rows.some((row) => row.fileKey);
  const links = files ? (images ? 'Image and report links' : 'Report links') : 'Image links';
  if (images || files) parts.push(`_${links} work until ${when(now + EXPORT_IMAGE_URL_TTL_MS)}._`);
  for (const row of rows) {
    parts.push(`## ${row.sentBy === 'User' ? 'You' : 'Assistant'} — ${when(row.createdAt)}`);
    if (row.fileKey) {
      const url = await signFileUrl(env, row.fileKey, now, EXPORT_IMAGE_URL_TTL_MS);
      parts.push(`[${escapeLinkText(row.fileName ?? 'report.csv')}](${origin}${url})`);
    }
    if (row.text.trim()) parts.push(row.text.trim());
    if (row.imageKey)
      parts.push(`[Image](${origin}${await signImageUrl(env, row.imageKey, now, EXPORT_IMAGE_URL_TTL_MS)})`);
  }
  return `${parts.join('\n\n')}\n`;
}

/** A file name as link text: its brackets and backslashes cannot end the link early. */
const escapeLinkText = (text: string) => text.replace(/[\\[\]]/g, '\\$&');
