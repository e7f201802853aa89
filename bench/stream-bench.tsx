import { type ReactNode, useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Markdown from 'react-markdown';
import { createMemoryRouter, RouterProvider } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import type { ScopedMutator } from 'swr';
import { markdownClass } from '../web/components/markdown/markdown-blocks';
import { BotReply, preloadMarkdown } from '../web/features/chat/bot-reply';
import type { ChatMessage } from '../web/features/chat/chat-api';
import { sendMessage, useLiveTurns } from '../web/features/chat/live-replies';
import { MessageList } from '../web/features/chat/message-list';
import type {} from './bench-types';
import { sampleReply, tokensOf } from './sample-reply';

const reply = (text: string): ChatMessage => ({
  _id: 'bench-reply',
  sent_by: 'Bot',
  text_content: text,
  timestamp: new Date().toISOString(),
  image_url: null,
  file: null,
  status: 'streaming',
  version: 1,
  versions: 1,
  rating: null,
});

const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

async function until(check: () => boolean) {
  while (!check()) await nextFrame();
}

/** Worst case: one update per token, each marked from the state change to layout done. */
async function everyToken(host: HTMLElement, tokens: string[]) {
  let setText: (text: string) => void = () => {};
  function Harness() {
    const [text, set] = useState(tokens[0] ?? '');
    setText = set;
    return (
      <div className="mx-auto max-w-3xl p-4">
        <BotReply message={reply(text)} state="live" />
      </div>
    );
  }
  const root = createRoot(host);
  root.render(<Harness />);
  await until(() => host.querySelector('p, h2') !== null); // the lazy renderer is in

  let text = tokens[0] ?? '';
  performance.mark('phase:per-token');
  for (let i = 1; i < tokens.length; i++) {
    text += tokens[i];
    performance.mark('update:start');
    flushSync(() => setText(text));
    host.scrollTop = host.scrollHeight; // following the reply forces style and layout, as in the app
    performance.mark('update:end');
    if (i % 16 === 0) await nextFrame();
    else await nextTask();
  }
  root.unmount();
}

/** For contrast: re-rendering the whole reply with one react-markdown per update. */
async function naiveUpdate(host: HTMLElement, text: string) {
  const root = createRoot(host);
  performance.mark('phase:naive');
  for (const bytes of [8 * 1024, 16 * 1024, 32 * 1024]) {
    for (let i = 0; i < 5; i++) {
      const source = text.slice(0, bytes - i * 7);
      performance.mark(`naive:${bytes}:start`);
      flushSync(() =>
        root.render(
          <div className={`${markdownClass} mx-auto max-w-3xl p-4`}>
            <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]}>
              {source}
            </Markdown>
          </div>,
        ),
      );
      host.scrollTop = host.scrollHeight;
      performance.mark(`naive:${bytes}:end`);
      await nextFrame();
    }
  }
  root.unmount();
}

/** The real path: SSE bytes through the app's parser, its per-frame batching and the message list. */
async function throughStream(host: HTMLElement, tokens: string[]) {
  const encoder = new TextEncoder();
  const event = (name: string, data: unknown) => encoder.encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
  window.fetch = async () =>
    new Response(
      new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(event('start', { chatId: 'bench', userMessage: null }));
          controller.enqueue(event('snapshot', { messageId: 'bench-reply', text: '' }));
          // About 750 tokens a second, faster than any hosted model streams.
          for (let i = 0; i < tokens.length; i += 3) {
            for (const token of tokens.slice(i, i + 3)) controller.enqueue(event('delta', { text: token }));
            await new Promise((resolve) => setTimeout(resolve, 4));
          }
          controller.enqueue(event('done', { message: { ...reply(tokens.join('')), status: 'complete' } }));
          controller.close();
        },
      }),
      { headers: { 'content-type': 'text/event-stream' } },
    );

  function Marked({ children }: { children: ReactNode }) {
    performance.mark('update:start'); // rendering begins here...
    useLayoutEffect(() => {
      host.scrollTop = host.scrollHeight; // following the reply forces style and layout, as in the app
      performance.mark('update:end'); // ...and the update is committed and laid out here
    });
    return children;
  }
  function LiveView() {
    const turn = useLiveTurns((s) => Object.values(s.turns)[0]);
    if (!turn) return null;
    const messages = [turn.userMessage, turn.reply].filter((m): m is ChatMessage => m !== null);
    return (
      <Marked>
        <div className="mx-auto max-w-3xl p-4">
          <MessageList messages={messages} liveId={turn.reply._id} isInterrupted={() => false} onRetry={() => {}} />
        </div>
      </Marked>
    );
  }
  const router = createMemoryRouter([{ path: '*', element: <LiveView /> }]);
  const root = createRoot(host);
  root.render(<RouterProvider router={router} />);

  performance.mark('phase:pipeline');
  const mutate = (async () => undefined) as unknown as ScopedMutator;
  sendMessage({ chatId: null, text: 'Audit my account', image: null, preview: null, mutate, onFailure: () => {} });
  await until(() => Object.keys(useLiveTurns.getState().turns).length === 0);
  performance.mark('phase:end');
  root.unmount();
}

/** Runs the phases, leaving user-timing marks that scripts/bench.ts reads from a trace. */
export async function mount() {
  try {
    await preloadMarkdown();
    const host = document.getElementById('root') as HTMLElement;
    // A scrolling pane that follows the reply, like the chat screen's.
    host.className = 'h-dvh overflow-y-auto';
    const text = sampleReply();
    const tokens = tokensOf(text);
    await everyToken(host, tokens);
    await naiveUpdate(host, text);
    await throughStream(host, tokens);
    // Last, so the earlier phases run as before without the comparison's code and styles in the page.
    const { RENDERERS, streamInto } = await import('./renderer-bench');
    for (const [name, render] of Object.entries(RENDERERS)) await streamInto(host, name, render, tokens);
    window.streamDone = { replyBytes: new TextEncoder().encode(text).length, tokens: tokens.length };
  } catch (error) {
    window.streamError = String(error);
  }
}
