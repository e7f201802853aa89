import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import type { ChatListEntry } from './chat-api';

export type ChatGroup = { label: string; chats: ChatListEntry[] };

/** SPEC.md section 3: a missing (or unreadable) timestamp means now. */
export function chatTime(chat: ChatListEntry, now: number): number {
  const time = chat.timestamp ? Date.parse(chat.timestamp) : Number.NaN;
  return Number.isNaN(time) ? now : time;
}

/** 'Today', 'Yesterday', then one group per date as 'MMMM d, yyyy'; newest first, groups and chats. */
export function groupChats(chats: readonly ChatListEntry[], now = new Date()): ChatGroup[] {
  const yesterday = subDays(now, 1);
  const byDay = new Map<number, { time: number; chat: ChatListEntry }[]>();
  for (const chat of chats) {
    const time = chatTime(chat, now.getTime());
    const day = startOfDay(time).getTime();
    const group = byDay.get(day) ?? [];
    group.push({ time, chat });
    byDay.set(day, group);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b - a)
    .map(([day, entries]) => ({
      label: isSameDay(day, now) ? 'Today' : isSameDay(day, yesterday) ? 'Yesterday' : format(day, 'MMMM d, yyyy'),
      chats: entries.sort((a, b) => b.time - a.time).map((entry) => entry.chat),
    }));
}

/** The name a chat shows: its own, or 'Untitled Chat'. */
export const chatLabel = (chat: { chat_name: string }) => chat.chat_name.trim() || 'Untitled Chat';
