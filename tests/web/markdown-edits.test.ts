import { describe, expect, it } from 'vitest';
import { splitSessions } from '../../web/components/markdown/split-sessions';
import { applyMarkdown, type TextState } from '../../web/features/plans/markdown-edits';

/** `[` and `]` mark the selection; `|` a caret. */
function state(marked: string): TextState {
  const caret = marked.indexOf('|');
  if (caret !== -1) return { value: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}
const show = ({ value, start, end }: TextState) =>
  start === end
    ? `${value.slice(0, start)}|${value.slice(start)}`
    : `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;

describe('applyMarkdown', () => {
  it('wraps the selection in bold or italic, and unwraps it the second time', () => {
    expect(show(applyMarkdown(state('Spend [evenly] now'), 'bold'))).toBe('Spend **[evenly]** now');
    expect(show(applyMarkdown(state('Spend **[evenly]** now'), 'bold'))).toBe('Spend [evenly] now');
    expect(show(applyMarkdown(state('Spend [evenly]'), 'italic'))).toBe('Spend _[evenly]_');
  });

  it('inserts a placeholder to type over when nothing is selected', () => {
    expect(show(applyMarkdown(state('Go |'), 'bold'))).toBe('Go **[bold text]**');
    expect(show(applyMarkdown(state('See |'), 'link'))).toBe('See [link text]([https://])');
  });

  it('links the selection with the address selected', () => {
    expect(show(applyMarkdown(state('Read [the guide].'), 'link'))).toBe('Read [the guide]([https://]).');
  });

  it('marks every selected line as a heading or list item, replacing another marker, and toggles off', () => {
    expect(show(applyMarkdown(state('Intro\n[one\ntwo]\nend'), 'list'))).toBe('Intro\n[- one\n- two]\nend');
    expect(show(applyMarkdown(state('[- one\n- two]'), 'numbered'))).toBe('[1. one\n2. two]');
    expect(show(applyMarkdown(state('[1. one\n2. two]'), 'numbered'))).toBe('[one\ntwo]');
    expect(show(applyMarkdown(state('Warm |up'), 'heading'))).toBe('## Warm |up');
    expect(show(applyMarkdown(state('## Warm |up'), 'heading'))).toBe('Warm |up');
  });
});

describe('splitSessions', () => {
  it('cuts before each session heading but the first, not inside code', () => {
    const plan = [
      '# Plan',
      'Intro',
      '## Session 1',
      'Warm up',
      '## Session 2: speed',
      '```',
      '## Week 3 (an example in code)',
      '```',
      '### Week 3',
      'Rest',
      '#### Day 4 - match',
      'Sessionless text mentions Session 5 without a heading',
    ].join('\n');
    const parts = splitSessions(plan);
    expect(parts.map((part) => part.split('\n')[0])).toEqual([
      '# Plan',
      '## Session 2: speed',
      '### Week 3',
      '#### Day 4 - match',
    ]);
    expect(parts.join('')).toBe(plan);
  });

  it('leaves a plan without sessions whole', () => {
    expect(splitSessions('# Budget\n\n## Sessions per day\n\nText')).toEqual([
      '# Budget\n\n## Sessions per day\n\nText',
    ]);
  });
});
