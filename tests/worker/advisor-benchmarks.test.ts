import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../worker/lib/ai/answer';
import { BENCHMARKS, type Benchmark, SEARCH_2024 } from '../../worker/lib/ai/benchmarks';
import { compareWithBenchmarks, IN_RANGE, verdictOf } from '../../worker/lib/ai/compare';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const ask = (question: string, aboutYou?: string) =>
  composeAnswer(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', aboutYou, questions: [question] });

/** The verdict cell of the comparison row for `metric`. */
const verdict = (text: string, metric: string) =>
  new RegExp(String.raw`^\| ${metric} \| [^|]+ \| [^|]+ \| (above|in range|below) \|`, 'm').exec(text)?.[1];

describe('benchmark figures', () => {
  it('are all written in the benchmark articles, so what the advisor compares with is what users can read', () => {
    const index = knowledgeIndex('ads');
    const text = index.sections
      .filter((section) => index.articles[section.a]?.id.startsWith('benchmarks-'))
      .map((section) => section.text)
      .join('\n');
    const written = (n: number, money: boolean) => (money ? `$${n.toFixed(2)}` : `${(n * 100).toFixed(2)}%`);
    for (const tables of Object.values(BENCHMARKS)) {
      for (const table of Object.values(tables)) {
        for (const [metric, figure] of Object.entries(table) as [string, Benchmark][]) {
          const money = metric === 'cpc' || metric === 'cpa';
          expect(text).toContain(written(figure.value, money));
          if (figure.high !== undefined) expect(text).toContain(written(figure.high, money));
          expect(text).toContain(/\d{4}/.exec(figure.source)?.[0] ?? 'a year');
        }
      }
    }
  });

  it('count as in range within a fifth either side, and a published range as itself', () => {
    const single = { value: 0.05, source: SEARCH_2024 };
    expect(verdictOf(0.05 * (1 + IN_RANGE), single)).toBe('in range');
    expect(verdictOf(0.05 * (1 + IN_RANGE) + 0.0001, single)).toBe('above');
    expect(verdictOf(0.05 * (1 - IN_RANGE) - 0.0001, single)).toBe('below');
    const range = { value: 0.0044, high: 0.0065, source: 'LinkedIn' };
    expect(verdictOf(0.005, range)).toBe('in range');
    expect(verdictOf(0.003, range)).toBe('below');
  });
});

describe('compare my numbers', () => {
  it('puts a law firm’s CTR and CPC beside the legal industry’s figures, with source and year', () => {
    const text = ask('My Google Ads CTR is 3.1% and CPC is $9.50 for my law firm, is that normal?');
    expect(text).toContain(
      '| Metric | Yours | Typical for attorneys and legal services on Google Search (source, year) | Verdict | What to do first |',
    );
    expect(text).toContain(`| CTR | 3.1% | 5.3% (${SEARCH_2024}) | below |`);
    expect(verdict(text, 'CPC')).toBe('in range');
  });

  it('works out the metrics first and compares what it worked out', () => {
    const text = ask("I'm a dentist: spent $1,000, 150 clicks and 6 leads. How do I compare?");
    expect(text).toContain('| CPA | ad spend / conversions | $1,000 / 6 leads | **$166.67** |');
    expect(verdict(text, 'CPC')).toBe('in range');
    expect(verdict(text, 'Conversion rate')).toBe('below');
    expect(verdict(text, 'CPA / cost per lead')).toBe('above');
    expect(text).toContain('$66.69 for all industries');
  });

  it('takes the industry from the user’s about answer when the question names none', () => {
    const text = ask('Our Google CTR is 8%, is that good?', 'We are a small law firm in Leeds.');
    expect(text).toContain('Typical for attorneys and legal services on Google Search');
    expect(verdict(text, 'CTR')).toBe('above');
  });

  it('uses the platform named: Facebook figures for a Facebook CTR', () => {
    const text = ask('Is a 1.2% CTR on Facebook good?');
    expect(text).toContain('Typical for all industries on Meta (Facebook)');
    expect(verdict(text, 'CTR')).toBe('below');
    expect(text).toContain('Tell me your industry for a closer comparison.');
  });

  it('lists an industry’s published figures when asked what is typical without giving a number', () => {
    expect(ask('average cost per lead for lawyers on google')).toContain(
      `| CPA / cost per lead | $144.03 | ${SEARCH_2024}`,
    );
  });

  it('compares nothing for a platform with no verified figures, and nothing without a metric', () => {
    expect(compareWithBenchmarks('Is a 1% CTR on TikTok good for my restaurant?', null, { ctr: 0.01 }, '$')).toBeNull();
    expect(compareWithBenchmarks('How do I write ads for my law firm?', null, {}, '')).toBeNull();
    expect(ask('What CTR should I expect on TikTok?')).toContain('No reputable public source');
  });
});
