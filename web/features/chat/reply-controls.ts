import { createContext, useContext } from 'react';
import type { ChatMessage } from './chat-api';

/** What the chat screen lets the user do with its replies' versions and its last turn. */
export type ReplyControls = {
  /** A reply streams or a version is being shown: every control waits. */
  busy: boolean;
  /** No plan or no questions left: regenerate and edit, which ask again, are off too. */
  cannotAsk: boolean;
  lastReplyId: string | null;
  lastQuestionId: string | null;
  regenerate: (reply: ChatMessage) => void;
  edit: (question: ChatMessage, text: string) => void;
  showVersion: (reply: ChatMessage, version: number) => void;
};

/** null where replies show without a chat screen around them (the bench): no controls then. */
export const ReplyControlsContext = createContext<ReplyControls | null>(null);

export const useReplyControls = () => useContext(ReplyControlsContext);
