/** The CSS Custom Highlight names web/index.css styles (`::highlight(...)`). */
export const MARK_HIGHLIGHT = 'saved-highlight';
export const FLASH_HIGHLIGHT = 'saved-highlight-flash';

const FLASH_STEPS_MS = [450, 200, 450, 200, 1400];
const STEADY_FLASH_MS = 2500;

const canPaint = () => typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';

function registered(name: string): Highlight {
  let highlight = CSS.highlights.get(name);
  if (!highlight) {
    highlight = new Highlight();
    CSS.highlights.set(name, highlight);
  }
  return highlight;
}

/**
 * Paints ranges as marks without touching the DOM, so React keeps owning every node of the reply;
 * answers the function that takes them off again. Without the API the list under the reply remains.
 */
export function paintRanges(ranges: Range[], name = MARK_HIGHLIGHT): () => void {
  if (!canPaint() || ranges.length === 0) return () => {};
  const highlight = registered(name);
  for (const range of ranges) highlight.add(range);
  return () => {
    for (const range of ranges) highlight.delete(range);
  };
}

export const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Draws attention to a range: a few blinks, or one steady emphasis when the user asked for less motion. */
export function flashRange(range: Range): () => void {
  const steps = prefersReducedMotion() ? [STEADY_FLASH_MS] : FLASH_STEPS_MS;
  let unpaint = () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = (i: number) => {
    unpaint();
    unpaint = i % 2 === 0 ? paintRanges([range], FLASH_HIGHLIGHT) : () => {};
    timer = i < steps.length ? setTimeout(() => step(i + 1), steps[i]) : undefined;
  };
  step(0);
  return () => {
    clearTimeout(timer);
    unpaint();
  };
}
