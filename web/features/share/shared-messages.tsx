import { Sparkles } from 'lucide-react';
import { MarkdownBlocks } from '../../components/markdown/markdown-blocks';
import type { SharedMessage } from './share-api';

/** A shared chat drawn as the chat screen draws it: questions right in blue bubbles, replies left as markdown. */
export function SharedMessages({ messages }: { messages: SharedMessage[] }) {
  return (
    <ol className="flex flex-col gap-6" aria-label="Messages">
      {messages.map((message) =>
        message.sent_by === 'User' ? (
          <li key={message._id} className="flex justify-end break-inside-avoid" data-testid="user-message">
            <div className="flex max-w-[70%] min-w-0 flex-col items-end gap-2">
              <span className="sr-only">Question:</span>
              {message.image_url && <SharedImage src={message.image_url} />}
              {message.text_content && (
                <div className="rounded-2xl rounded-br-md bg-blue-600 px-4 py-2.5 break-words whitespace-pre-wrap text-white print:border print:border-slate-400">
                  {message.text_content}
                </div>
              )}
            </div>
          </li>
        ) : (
          <li key={message._id} className="flex gap-3" data-testid="bot-message">
            <span
              aria-hidden
              className="hidden size-8 shrink-0 items-center justify-center rounded-full bg-blue-100 text-blue-700 sm:flex dark:bg-blue-950 dark:text-blue-300 print:hidden"
            >
              <Sparkles className="size-4" />
            </span>
            <div className="min-w-0 flex-1 pt-1">
              <span className="sr-only">Answer:</span>
              {message.image_url && <SharedImage src={message.image_url} />}
              {message.text_content && <MarkdownBlocks text={message.text_content} />}
            </div>
          </li>
        ),
      )}
    </ol>
  );
}

function SharedImage({ src }: { src: string }) {
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      className="block overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700"
    >
      <img src={src} alt="Attached" className="block max-h-32 max-w-full object-contain" />
    </a>
  );
}
