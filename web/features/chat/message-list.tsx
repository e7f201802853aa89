import { Sparkles, UserRound } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../lib/session';
import { BotReply, type ReplyState } from './bot-reply';
import type { ChatMessage } from './chat-api';
import { EditableQuestion } from './edit-question';
import { MessageFile } from './message-file';
import { MessageImage } from './message-image';

type MessageListProps = {
  messages: ChatMessage[];
  /** The reply now streaming, if any. */
  liveId: string | null;
  /** Replies that were left 'streaming' on the server and could not be picked up again. */
  isInterrupted: (message: ChatMessage) => boolean;
  onRetry: (replyId: string) => void;
};

/** The conversation: questions right in blue bubbles, replies left as markdown. */
export function MessageList({ messages, liveId, isInterrupted, onRetry }: MessageListProps) {
  const last = messages.at(-1);
  return (
    <ol className="flex flex-col gap-6" aria-label="Messages">
      {messages.map((message) =>
        message.sent_by === 'User' ? (
          <UserMessage key={message._id} message={message} />
        ) : (
          <BotMessage
            key={message._id}
            message={message}
            state={message._id === liveId ? 'live' : isInterrupted(message) ? 'interrupted' : 'settled'}
            // Retrying resends the question at the end of the chat, so only the last reply offers it.
            onRetry={message === last && liveId === null ? onRetry : undefined}
          />
        ),
      )}
    </ol>
  );
}

const UserMessage = memo(function UserMessage({ message }: { message: ChatMessage }) {
  const profileImage = useSession((s) => s.user?.profileImage);
  return (
    <li className="flex justify-end gap-3" data-testid="user-message">
      <EditableQuestion message={message}>
        {message.image_url && <MessageImage src={message.image_url} />}
        {message.file && <MessageFile file={message.file} />}
        {message.text_content && (
          <div className="rounded-2xl rounded-br-md bg-blue-600 px-4 py-2.5 break-words whitespace-pre-wrap text-white">
            {message.text_content}
          </div>
        )}
      </EditableQuestion>
      <Link to={paths.editProfile} aria-label="Your profile" className="shrink-0 self-end rounded-full">
        {profileImage ? (
          <img src={profileImage} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span className="flex size-8 items-center justify-center rounded-full bg-slate-200 dark:bg-slate-700">
            <UserRound aria-hidden className="size-4 text-slate-500 dark:text-slate-300" />
          </span>
        )}
      </Link>
    </li>
  );
});

type BotMessageProps = { message: ChatMessage; state: ReplyState; onRetry?: (replyId: string) => void };

const BotMessage = memo(function BotMessage({ message, state, onRetry }: BotMessageProps) {
  return (
    <li className="flex gap-3" data-testid="bot-message">
      <span
        aria-hidden
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300"
      >
        <Sparkles className="size-4" />
      </span>
      <BotReply message={message} state={state} onRetry={onRetry} />
    </li>
  );
});
