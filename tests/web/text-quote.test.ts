import { describe, expect, it } from 'vitest';
import {
  anchorQuote,
  describeQuote,
  QUOTE_CONTEXT_CHARS,
  rangeOfSpan,
  spanOfRange,
  trimSpan,
} from '../../web/features/chat/text-quote';

const quoteAt = (text: string, quote: string, from = 0) => {
  const start = text.indexOf(quote, from);
  return describeQuote(text, { start, end: start + quote.length });
};

describe('describeQuote', () => {
  it(`keeps the quote exactly and at most ${QUOTE_CONTEXT_CHARS} characters either side`, () => {
    const text = `${'a'.repeat(50)}QUOTE${'b'.repeat(50)}`;
    expect(quoteAt(text, 'QUOTE')).toEqual({
      quote: 'QUOTE',
      prefix: 'a'.repeat(QUOTE_CONTEXT_CHARS),
      suffix: 'b'.repeat(QUOTE_CONTEXT_CHARS),
    });
    expect(quoteAt('Raise the bid.', 'Raise')).toEqual({ quote: 'Raise', prefix: '', suffix: ' the bid.' });
  });
});

describe('trimSpan', () => {
  it('leaves out blank space at either end, and answers null for a blank selection', () => {
    expect(trimSpan('a  bid \n b', { start: 1, end: 8 })).toEqual({ start: 3, end: 6 });
    expect(trimSpan('a   b', { start: 1, end: 4 })).toBeNull();
  });
});

describe('anchorQuote', () => {
  it('finds a quote that occurs once', () => {
    const text = 'Set a daily budget. Then raise bids on the best ad group.';
    expect(anchorQuote(text, quoteAt(text, 'raise bids'))).toEqual({ start: 25, end: 35 });
  });

  it('tells repeated passages apart by the text before and after them', () => {
    const text = 'Week 1: warm up for 10 minutes. Week 2: warm up for 10 minutes, then sprint.';
    const second = text.lastIndexOf('warm up');
    const selector = quoteAt(text, 'warm up', second);
    expect(anchorQuote(text, selector)).toEqual({ start: second, end: second + 7 });
    expect(anchorQuote(text, quoteAt(text, 'warm up'))).toEqual({ start: 8, end: 15 });
  });

  it('still finds the quote when the text around it changed, preferring the closer match', () => {
    const before = 'Intro. Lower the bid by 10%. Middle. Lower the bid by 10%. End of plan.';
    const selector = quoteAt(before, 'Lower the bid by 10%', 30);
    const after = 'A new intro. Lower the bid by 10%. Middle. Lower the bid by 10%. A new ending.';
    expect(anchorQuote(after, selector)).toEqual({ start: 43, end: 63 });
  });

  it('answers null when the quote is no longer in the text', () => {
    const selector = quoteAt('Pause the campaign on Fridays.', 'on Fridays');
    expect(anchorQuote('Pause the campaign on Mondays.', selector)).toBeNull();
    expect(anchorQuote('anything', { quote: '', prefix: '', suffix: '' })).toBeNull();
  });
});

describe('text offsets and DOM ranges', () => {
  const render = (html: string) => {
    const root = document.createElement('div');
    root.innerHTML = html;
    return root;
  };

  it('maps a span across element boundaries to a range and back', () => {
    const root = render('<h2>Budget</h2><p>Spend <strong>more on</strong> search, <em>less</em> on display.</p>');
    const text = root.textContent ?? '';
    expect(text).toBe('BudgetSpend more on search, less on display.');
    const span = anchorQuote(text, quoteAt(text, 'more on search, less'));
    expect(span).not.toBeNull();
    const range = rangeOfSpan(root, span ?? { start: 0, end: 0 });
    expect(range?.toString()).toBe('more on search, less');
    expect(range?.startContainer.parentElement?.tagName).toBe('STRONG');
    expect(range?.endContainer.parentElement?.tagName).toBe('EM');
    expect(range && spanOfRange(root, range)).toEqual(span);
  });

  it('starts a span at a node boundary in the later node and ends it in the earlier one', () => {
    const root = render('<p>one</p><p>two</p>');
    const range = rangeOfSpan(root, { start: 3, end: 6 });
    expect(range?.startContainer.textContent).toBe('two');
    expect(range?.toString()).toBe('two');
  });

  it('answers null for a range outside the root, a collapsed range or a span past the end', () => {
    const root = render('<p>inside</p>');
    const outside = render('<p>outside</p>');
    const range = document.createRange();
    range.selectNodeContents(outside);
    expect(spanOfRange(root, range)).toBeNull();
    range.selectNodeContents(root);
    range.collapse();
    expect(spanOfRange(root, range)).toBeNull();
    expect(rangeOfSpan(root, { start: 2, end: 40 })).toBeNull();
  });
});
