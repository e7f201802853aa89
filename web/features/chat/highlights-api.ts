import { api, call } from '../../lib/api';
import type { TextQuote } from './text-quote';

/** SWR keys are the API paths: one chat's highlights, and everyone's (the Saved chats page). */
export const ALL_HIGHLIGHTS_KEY = '/api/highlights';
export const chatHighlightsKey = (chatId: string) => `${ALL_HIGHLIGHTS_KEY}?chatId=${encodeURIComponent(chatId)}`;

export const readChatHighlights = (chatId: string) =>
  call(api.api.highlights.$get({ query: { chatId } })).then(({ highlights }) => highlights);

export const createHighlight = (messageId: string, selector: TextQuote) =>
  call(api.api.highlights.$post({ json: { messageId, ...selector } })).then(({ highlight }) => highlight);

export const deleteHighlight = (highlightId: string) =>
  call(api.api.highlights[':highlightId'].$delete({ param: { highlightId } }));

export type Highlight = Awaited<ReturnType<typeof readChatHighlights>>[number];
