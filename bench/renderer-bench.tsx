import './streamdown.css';
import { type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultRehypePlugins, Streamdown } from 'streamdown';
import { create } from 'zustand';
import { MarkdownBlocks } from '../web/components/markdown/markdown-blocks';

const useReply = create(() => ({ text: '', live: true }));
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Ours has no raw HTML, no hardening pass over links and images, no code or table controls, no line
// numbers and no link confirmation: this Streamdown does the same work. Its incomplete-markdown
// repair (remend) stays on, being the point of it; code highlighting is a plugin we do not pass.
const sanitize = defaultRehypePlugins.sanitize;
if (!sanitize) throw new Error('Streamdown no longer names its sanitize plugin');
// One object for every render: Streamdown puts these props in a context that every block reads.
const likeOurs = { rehypePlugins: [sanitize], controls: false, lineNumbers: false, linkSafety: { enabled: false } };
const streamdown = (text: string, live: boolean, shipped: boolean) => (
  <Streamdown isAnimating={live} {...(shipped ? {} : likeOurs)}>
    {text}
  </Streamdown>
);

/** Each renderer alone, in the same pane, fed the same tokens at the same pace as the app's stream. */
export const RENDERERS: Record<string, Render> = {
  ours: (text) => <MarkdownBlocks text={text} />,
  streamdown: (text, live) => streamdown(text, live, false),
  'streamdown-shipped': (text, live) => streamdown(text, live, true),
};

/**
 * Streams `tokens` into one renderer: three every 4 ms, as the bench's fake SSE sends them, gathered
 * and applied at most once per animation frame through a store, as web/features/chat/live-replies.ts
 * does. Marks `renderer:<name>` before the first update and update:start/end around each one.
 */
export async function streamInto(host: HTMLElement, name: string, render: Render, tokens: string[]) {
  function Pane() {
    const { text, live } = useReply();
    performance.mark('update:start');
    useLayoutEffect(() => {
      host.scrollTop = host.scrollHeight;
      performance.mark('update:end');
    });
    return <div className="mx-auto max-w-3xl p-4">{text && render(text, live)}</div>;
  }
  // Unmeasured: the whole reply once, so lazy parts are loaded and the code is warm, as ours is by now.
  useReply.setState({ text: tokens.join(''), live: false });
  const root = createRoot(host);
  root.render(<Pane />);
  await sleep(300); // Streamdown fetches its code-block body on first use
  useReply.setState({ text: '', live: true });
  await nextFrame();

  performance.mark(`renderer:${name}`);
  let pending = '';
  let frame: number | null = null;
  const flush = () => {
    frame = null;
    const text = pending;
    pending = '';
    useReply.setState((s) => ({ text: s.text + text }));
  };
  for (let i = 0; i < tokens.length; i += 3) {
    pending += tokens.slice(i, i + 3).join('');
    frame ??= requestAnimationFrame(flush);
    await sleep(4);
  }
  if (frame !== null) cancelAnimationFrame(frame);
  flush();
  await nextFrame();
  performance.mark(`renderer:${name}:end`);
  root.unmount();
}

type Render = (text: string, live: boolean) => ReactNode;
