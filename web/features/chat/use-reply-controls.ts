import { useCallback, useMemo, useState } from 'react';
import type { ScopedMutator } from 'swr';
import { errorMessage } from '../../lib/api';
import { toastError } from '../../lib/toasts';
import { type ChatHistory, type ChatMessage, historyKey } from './chat-api';
import type { SendInput } from './live-replies';
import type { ReplyControls } from './reply-controls';
import { showReplyVersion, withMessages } from './versions-api';

export const SHOW_VERSION_FAILED = 'Could not show that version. Please try again.';

/** What makes a send a regenerate or an edit. */
export type AskAgain = Pick<SendInput, 'retryOf' | 'editOf' | 'versions'>;

type Options = {
  chatId: string | null;
  messages: ChatMessage[];
  replying: boolean;
  cannotAsk: boolean;
  /** The screen's send, so a regenerate or an edit streams, fails and counts exactly as a send does. */
  ask: (text: string, again: AskAgain) => void;
  mutate: ScopedMutator;
};

export function useReplyControlsValue({ chatId, messages, replying, cannotAsk, ask, mutate }: Options): ReplyControls {
  const [switching, setSwitching] = useState(false);
  const last = messages.at(-1);
  const before = messages.at(-2);
  // Ids and a count, not the messages: the value stays the same while a reply streams in, token by token.
  const lastReplyId = last?.sent_by === 'Bot' && !last._id.startsWith('temp-') ? last._id : null;
  const lastQuestionId = lastReplyId && before?.sent_by === 'User' ? before._id : null;
  const lastVersions = last?.versions ?? 1;

  const showVersion = useCallback(
    async (reply: ChatMessage, version: number) => {
      if (!chatId) return;
      setSwitching(true);
      try {
        const shown = await showReplyVersion(reply._id, version);
        await mutate(
          historyKey(chatId),
          (current?: ChatHistory) => current && withMessages(current, [shown.question, shown.reply]),
          { revalidate: false },
        );
      } catch (error) {
        toastError(errorMessage(error, SHOW_VERSION_FAILED));
        // Another tab may have moved the reply on: show it as it is now.
        await mutate(historyKey(chatId));
      } finally {
        setSwitching(false);
      }
    },
    [chatId, mutate],
  );

  return useMemo(
    () => ({
      busy: replying || switching,
      cannotAsk,
      lastReplyId,
      lastQuestionId,
      regenerate: (reply: ChatMessage) => ask('', { retryOf: reply._id, versions: reply.versions + 1 }),
      edit: (question: ChatMessage, text: string) => {
        if (lastReplyId) ask(text, { editOf: { question, replyId: lastReplyId }, versions: lastVersions + 1 });
      },
      showVersion: (reply: ChatMessage, version: number) => void showVersion(reply, version),
    }),
    [replying, switching, cannotAsk, lastReplyId, lastQuestionId, lastVersions, ask, showVersion],
  );
}
