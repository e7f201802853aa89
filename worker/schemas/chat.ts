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
