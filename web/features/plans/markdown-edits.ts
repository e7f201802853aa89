export type TextState = { value: string; start: number; end: number };
export type MarkdownAction = 'bold' | 'italic' | 'heading' | 'list' | 'numbered' | 'link';

const PLACEHOLDER: Record<'bold' | 'italic' | 'link', string> = {
  bold: 'bold text',
  italic: 'italic text',
  link: 'link text',
};
const LINK_URL = 'https://';

/** The text after a toolbar action, with what the user would type next selected. */
export function applyMarkdown(state: TextState, action: MarkdownAction): TextState {
  switch (action) {
    case 'bold':
      return wrap(state, '**', PLACEHOLDER.bold);
    case 'italic':
      return wrap(state, '_', PLACEHOLDER.italic);
    case 'link':
      return link(state);
    case 'heading':
      return prefixLines(state, () => '## ');
    case 'list':
      return prefixLines(state, () => '- ');
    case 'numbered':
      return prefixLines(state, (i) => `${i + 1}. `);
  }
}

/** Wraps the selection in `mark`, or unwraps it when it already is; an empty selection gets a placeholder. */
function wrap({ value, start, end }: TextState, mark: string, placeholder: string): TextState {
  const before = value.slice(0, start);
  const after = value.slice(end);
  if (before.endsWith(mark) && after.startsWith(mark)) {
    return {
      value: before.slice(0, -mark.length) + value.slice(start, end) + after.slice(mark.length),
      start: start - mark.length,
      end: end - mark.length,
    };
  }
  const inner = start === end ? placeholder : value.slice(start, end);
  return {
    value: `${before}${mark}${inner}${mark}${after}`,
    start: start + mark.length,
    end: start + mark.length + inner.length,
  };
}

/** `[selection](https://)` with the address selected to type over. */
function link({ value, start, end }: TextState): TextState {
  const text = start === end ? PLACEHOLDER.link : value.slice(start, end);
  const inserted = `[${text}](${LINK_URL})`;
  const urlStart = start + text.length + 3;
  return {
    value: value.slice(0, start) + inserted + value.slice(end),
    start: urlStart,
    end: urlStart + LINK_URL.length,
  };
}

const LINE_MARKER = /^(#{1,6} |[-*+] |\d+\. )/;

/**
 * Gives every line the selection touches `marker(i)`, replacing a heading or list marker it had;
 * when every line already has this action's marker, takes the markers off instead.
 */
function prefixLines({ value, start, end }: TextState, marker: (i: number) => string): TextState {
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end > start && value[end - 1] === '\n' ? end - 1 : end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const lines = value.slice(lineStart, lineEnd).split('\n');
  const has = (line: string, i: number) => line.startsWith(marker(i));
  const remove = lines.every(has);
  const changed = lines.map((line, i) =>
    remove ? line.slice(marker(i).length) : marker(i) + line.replace(LINE_MARKER, ''),
  );
  const block = changed.join('\n');
  const next = value.slice(0, lineStart) + block + value.slice(lineEnd);
  if (start === end) {
    const shift = (changed[0] ?? '').length - (lines[0] ?? '').length;
    const caret = Math.max(lineStart, start + shift);
    return { value: next, start: caret, end: caret };
  }
  return { value: next, start: lineStart, end: lineStart + block.length };
}
