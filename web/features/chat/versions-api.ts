import { api, call } from '../../lib/api';
import type { ChatHistory, ChatMessage } from './chat-api';

/** Shows another version of a reply: the server swaps it in with the question it answered. */
export function showReplyVersion(messageId: string, version: number) {
  return call(api.api.chatbot.messages[':messageId'].version.$put({ param: { messageId }, json: { version } }));
}

/** The history with `changed` messages in place of those with their ids. */
export function withMessages(history: ChatHistory, changed: ChatMessage[]): ChatHistory {
  const byId = new Map(changed.map((m) => [m._id, m]));
  const chat_contents = history.chatHistory.chat_contents.map((m) => byId.get(m._id) ?? m);
  return { chatHistory: { ...history.chatHistory, chat_contents } };
}
