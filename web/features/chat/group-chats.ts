import { format } from 'date-fns/format';
import type { ChatListEntry } from './chat-api';

export type ChatGroup = { label: string; chats: ChatListEntry[] };

/** SPEC.md section 3: a missing (or unreadable) timestamp means now. */
export function chatTime(chat: ChatListEntry, now: number): number {
  const time = chat.timestamp ? Date.parse(chat.timestamp) : Number.NaN;
  return Number.isNaN(time) ? now : time;
}

/** Local midnight of a moment, as a number (a group key). */
const dayOf = (time: number | Date) => new Date(time).setHours(0, 0, 0, 0);

/** 'Today', 'Yesterday', then one group per date as 'MMMM d, yyyy'; newest first, groups and chats. */
export function groupChats(chats: readonly ChatListEntry[], now = new Date()): ChatGroup[] {
  const today = dayOf(now);
  const yesterday = new Date(today).setDate(new Date(today).getDate() - 1);
  const byDay = new Map<number, { time: number; chat: ChatListEntry }[]>();
  for (const chat of chats) {
    const time = chatTime(chat, now.getTime());
    const day = dayOf(time);
    const group = byDay.get(day);
    if (group) group.push({ time, chat });
    else byDay.set(day, [{ time, chat }]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b - a)
    .map(([day, entries]) => ({
      label: day === today ? 'Today' : day === yesterday ? 'Yesterday' : format(day, 'MMMM d, yyyy'),
      chats: entries.sort((a, b) => b.time - a.time).map((entry) => entry.chat),
    }));
}

/** The name a chat shows: its own, or 'Untitled Chat'. */
export const chatLabel = (chat: { chat_name: string }) => chat.chat_name.trim() || 'Untitled Chat';
