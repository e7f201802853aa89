import * as v from 'valibot';

export const renameChatSchema = v.object({
  newChatName: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Chat name cannot be empty!'),
    v.maxLength(100, 'Chat names can be at most 100 characters.'),
  ),
});

export const chatIdParam = v.object({ chatId: v.pipe(v.string(), v.maxLength(64)) });

export const searchQuery = v.object({ q: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(200)) });

export const CHAT_PAGE_SIZE = 50;
export const MAX_CHAT_PAGE_SIZE = 200;
const LIMIT_MESSAGE = `Ask for 1 to ${MAX_CHAT_PAGE_SIZE} chats at a time.`;

/** `GET api/chatbot/all-chats`: without parameters, the first page (SPEC.md's call). */
export const chatListQuery = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(200, 'That page does not exist.'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, LIMIT_MESSAGE),
      v.maxValue(MAX_CHAT_PAGE_SIZE, LIMIT_MESSAGE),
    ),
    String(CHAT_PAGE_SIZE),
  ),
});
