import type { Message } from '../db/schema';
import { signImageUrl } from '../lib/images';
import { signFileUrl } from '../lib/report-files';
import type { Rating } from './ratings';

export function toChatListEntry(chat: {
  id: string;
  name: string;
  updatedAt: number;
  saved: boolean | number;
  agent: string;
}) {
  return {
    _id: chat.id,
    chat_name: chat.name,
    timestamp: new Date(chat.updatedAt).toISOString(),
    saved: chat.saved === true || chat.saved === 1,
    agent: chat.agent,
  };
}

/** A message as SPEC.md's chat history shows it; an image only as an expiring URL. */
export async function toChatMessage(
  env: { IMAGE_URL_SECRET: string },
  message: Message,
  extra: { rating?: Rating | null; versions?: number } = {},
) {
  return {
    _id: message.id,
    sent_by: message.sentBy,
    text_content: message.text,
    timestamp: new Date(message.createdAt).toISOString(),
    image_url: message.imageKey ? await signImageUrl(env, message.imageKey) : null,
    /** An attached report: its name and an expiring download URL. */
    file: message.fileKey
      ? { name: message.fileName ?? 'report.csv', url: await signFileUrl(env, message.fileKey) }
      : null,
    status: message.status,
    /** The reply's version shown, and how many it has (regenerated, or answering an edited question). */
    version: message.version,
    versions: extra.versions ?? 1,
    /** The shown version's thumbs up / down. */
    rating: extra.rating ?? null,
  };
}

export type ChatMessage = Awaited<ReturnType<typeof toChatMessage>>;

export type ChatListEntry = ReturnType<typeof toChatListEntry>;
