/**
 * A growing markdown text cut into blocks at blank lines outside code fences, so a streaming reply
 * re-parses only its last block. Finished blocks keep their string identity from one call to the next.
 */
export type Blocks = {
  text: string;
  /** Blocks followed by another one: they will not change while the text only grows. */
  done: string[];
  /** Where the last (still growing) block starts. */
  tailStart: number;
  /** Where the next unread line starts. */
  scanned: number;
  /** The open fence (``` or ~~~, with its length), or null. */
  fence: string | null;
  previousBlank: boolean;
};

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

const empty = (text: string): Blocks => ({
  text,
  done: [],
  tailStart: 0,
  scanned: 0,
  fence: null,
  previousBlank: false,
});

/** Cuts `text` into blocks, reading on from `previous` when the text only grew since then. */
export function splitBlocks(text: string, previous?: Blocks): Blocks {
  const grew = previous !== undefined && text.length >= previous.text.length && text.startsWith(previous.text);
  const state = grew ? { ...previous, text } : empty(text);
  let done = state.done;
  for (let end = text.indexOf('\n', state.scanned); end !== -1; end = text.indexOf('\n', state.scanned)) {
    const line = text.slice(state.scanned, end);
    const blank = line.trim() === '';
    if (state.fence) {
      if (closesFence(line, state.fence)) state.fence = null;
      state.previousBlank = false;
    } else {
      // A blank line then an unindented line starts a block; an indented one continues a list item.
      if (!blank && state.previousBlank && !/^[ \t]/.test(line) && state.scanned > state.tailStart) {
        if (done === state.done) done = [...done];
        done.push(text.slice(state.tailStart, state.scanned));
        state.tailStart = state.scanned;
      }
      state.fence = FENCE.exec(line)?.[1] ?? null;
      state.previousBlank = blank;
    }
    state.scanned = end + 1;
  }
  state.done = done;
  return state;
}

function closesFence(line: string, fence: string): boolean {
  const marker = FENCE.exec(line)?.[1];
  return (
    marker !== undefined &&
    marker[0] === fence[0] &&
    marker.length >= fence.length &&
    !line.trim().slice(marker.length).trim()
  );
}

export const tailOf = (blocks: Blocks) => blocks.text.slice(blocks.tailStart);
