import { memo, useMemo, useRef } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { type Blocks, splitBlocks, tailOf } from './split-blocks';

const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeSanitize];

/** A cell's text as the reader sees it, counted from the parsed tree. */
type Node = { type: string; value?: string; children?: Node[] };
const textLength = (node: Node | undefined): number =>
  node?.type === 'text' ? (node.value?.length ?? 0) : (node?.children ?? []).reduce((n, c) => n + textLength(c), 0);

/**
 * Figures and names keep to one line (the table scrolls instead); only a cell of prose wraps, and at a width
 * it reads at, so one long 'Why' column does not squeeze every row into a tower.
 */
const cellClass = (node: Node | undefined) => (textLength(node) > LONG_CELL_CHARS ? 'min-w-64' : 'whitespace-nowrap');
const LONG_CELL_CHARS = 40;

const components: Components = {
  // Links leave the app in a new tab, without giving the page they open a handle on this one.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
  // A wide table scrolls in its own box, which keyboard users reach with Tab (WCAG 2.1.1).
  table: ({ node: _node, ...props }) => (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <div className="my-3 overflow-x-auto" tabIndex={0}>
      <table {...props} />
    </div>
  ),
  th: ({ node, ...props }) => <th {...props} className={cellClass(node)} />,
  td: ({ node, ...props }) => <td {...props} className={cellClass(node)} />,
};

/** The look of a reply: readable headings, lists, code blocks and tables without a typography plugin. */
export const markdownClass = [
  'min-w-0 break-words leading-relaxed',
  '[&_p]:my-3 [&_p]:whitespace-pre-line [&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_h1]:mt-5 [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mt-3 [&_h4]:font-semibold',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li>p]:my-1',
  '[&_a]:text-blue-600 [&_a]:underline dark:[&_a]:text-blue-400',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 dark:[&_blockquote]:border-slate-600 dark:[&_blockquote]:text-slate-300',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:leading-normal [&_pre]:text-slate-100 dark:[&_pre]:bg-black/40',
  '[&_code]:font-mono [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em] dark:[&_:not(pre)>code]:bg-slate-800',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-1.5 dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800',
  '[&_hr]:my-4 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700 [&_img]:max-h-64',
].join(' ');

/** One block, parsed once: a finished block's string never changes, so it never renders again. */
const MarkdownBlock = memo(function MarkdownBlock({ source }: { source: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
      {source}
    </Markdown>
  );
});

/**
 * A reply as sanitised markdown. While it streams, only its last block is parsed again on an
 * update, so the cost of an update stays flat however long the reply grows.
 */
export function MarkdownBlocks({ text }: { text: string }) {
  const previous = useRef<Blocks | undefined>(undefined);
  const blocks = useMemo(() => splitBlocks(text, previous.current), [text]);
  previous.current = blocks;
  return (
    <div className={markdownClass}>
      {blocks.done.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks only ever grow at the end
        <MarkdownBlock key={i} source={block} />
      ))}
      <MarkdownBlock key={blocks.done.length} source={tailOf(blocks)} />
    </div>
  );
}
