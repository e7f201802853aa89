import { api, call } from '../../lib/api';

export const SAVED_CHATS_KEY = '/api/chatbot/all-chats?saved=true';
export const PLANS_KEY = '/api/plans';
export const HIGHLIGHTS_KEY = '/api/highlights';

export type SavedChatPage = Awaited<ReturnType<typeof readSavedChatPage>>;

/** The saved chats a page at a time, as the sidebar pages all of them. */
export const savedChatPageKey = (index: number, previous: SavedChatPage | null) => {
  if (index === 0) return SAVED_CHATS_KEY;
  return previous?.nextCursor ? `${SAVED_CHATS_KEY}&cursor=${encodeURIComponent(previous.nextCursor)}` : null;
};

export function readSavedChatPage(key: string) {
  const cursor = new URL(key, 'http://local').searchParams.get('cursor');
  return call(api.api.chatbot['all-chats'].$get({ query: cursor ? { saved: 'true', cursor } : { saved: 'true' } }));
}

export const readPlans = () => call(api.api.plans.$get()).then(({ plans }) => plans);
export const readHighlights = () => call(api.api.highlights.$get({ query: {} })).then(({ highlights }) => highlights);

export type SavedChat = SavedChatPage['chatHistories'][number];
export type PlanSummary = Awaited<ReturnType<typeof readPlans>>[number];
export type Highlight = Awaited<ReturnType<typeof readHighlights>>[number];
