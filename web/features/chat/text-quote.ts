/** How much text either side of a quote is kept to tell repeated passages apart (W3C text-quote selector). */
export const QUOTE_CONTEXT_CHARS = 32;

export type TextQuote = { quote: string; prefix: string; suffix: string };
export type TextSpan = { start: number; end: number };

/** The selector of `text.slice(start, end)`: the quote exactly, with up to 32 characters either side. */
export function describeQuote(text: string, { start, end }: TextSpan): TextQuote {
  return {
    quote: text.slice(start, end),
    prefix: text.slice(Math.max(0, start - QUOTE_CONTEXT_CHARS), start),
    suffix: text.slice(end, end + QUOTE_CONTEXT_CHARS),
  };
}

/**
 * Where a quote sits in `text`: the occurrence whose prefix and suffix match exactly, else the one
 * whose surroundings match best (the text around it changed), else null (the passage itself changed).
 */
export function anchorQuote(text: string, { quote, prefix, suffix }: TextQuote): TextSpan | null {
  if (!quote) return null;
  let best: TextSpan | null = null;
  let bestScore = -1;
  for (let start = text.indexOf(quote); start !== -1; start = text.indexOf(quote, start + 1)) {
    const end = start + quote.length;
    const before = commonSuffixLength(text.slice(Math.max(0, start - prefix.length), start), prefix);
    const after = commonPrefixLength(text.slice(end, end + suffix.length), suffix);
    if (before === prefix.length && after === suffix.length) return { start, end };
    if (before + after > bestScore) {
      best = { start, end };
      bestScore = before + after;
    }
  }
  return best;
}

function commonPrefixLength(a: string, b: string) {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

function commonSuffixLength(a: string, b: string) {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

/** A selection without the blank space a double click or a drag picks up at either end; null when only blank. */
export function trimSpan(text: string, { start, end }: TextSpan): TextSpan | null {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(text[from] ?? '')) from++;
  while (to > from && /\s/.test(text[to - 1] ?? '')) to--;
  return to > from ? { start: from, end: to } : null;
}

/** The text nodes under `root` in document order: their concatenation is `root.textContent`. */
function textNodes(root: Node): Text[] {
  const walker = root.ownerDocument?.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  while (walker?.nextNode()) nodes.push(walker.currentNode as Text);
  return nodes;
}

/** A DOM boundary (node, offset) under `root` as a character offset into `root.textContent`. */
export function textOffsetOf(root: Node, node: Node, offset: number): number {
  const range = root.ownerDocument?.createRange();
  if (!range) return 0;
  range.selectNodeContents(root);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** A DOM range as character offsets into `root.textContent`, or null when it is not inside `root`. */
export function spanOfRange(root: Node, range: Range): TextSpan | null {
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const start = textOffsetOf(root, range.startContainer, range.startOffset);
  const end = textOffsetOf(root, range.endContainer, range.endOffset);
  return end > start ? { start, end } : null;
}

/** Character offsets into `root.textContent` as a DOM range, across element boundaries. */
export function rangeOfSpan(root: Node, { start, end }: TextSpan): Range | null {
  const range = root.ownerDocument?.createRange();
  if (!range) return null;
  let seen = 0;
  let started = false;
  for (const node of textNodes(root)) {
    const length = node.data.length;
    if (!started && start < seen + length) {
      range.setStart(node, start - seen);
      started = true;
    }
    if (started && end <= seen + length) {
      range.setEnd(node, end - seen);
      return range;
    }
    seen += length;
  }
  return null;
}
