import {
  BENCHMARKS,
  type Benchmark,
  type BenchmarkMetric,
  INDUSTRIES,
  type Industry,
  PLATFORM_NAMES,
  type Platform,
} from './benchmarks.ts';
import { priced } from './metric-display.ts';
import type { Quantity } from './metric-rules.ts';

/** Within a fifth either side of a single published figure counts as typical. */
export const IN_RANGE = 0.2;

const PLATFORMS: { id: Platform | 'tiktok'; words: RegExp }[] = [
  { id: 'google-display', words: /\b(?:display|gdn|banners?)\b/i },
  { id: 'meta', words: /\b(?:facebook|fb|meta|instagram|insta)\b/i },
  { id: 'linkedin', words: /\blinked ?in\b/i },
  { id: 'tiktok', words: /\btik ?tok\b/i },
  { id: 'google-search', words: /\b(?:google|search|adwords|ppc|bing|microsoft ads)\b/i },
];

const LABELS: Record<BenchmarkMetric, string> = {
  ctr: 'CTR',
  cpc: 'CPC',
  cvr: 'Conversion rate',
  cpa: 'CPA / cost per lead',
};
const COSTS = new Set<BenchmarkMetric>(['cpc', 'cpa']);

const FIRST_STEP: Record<BenchmarkMetric, Record<Verdict, string>> = {
  ctr: {
    below: 'Sharpen targeting (keywords or audience) and test new headlines or creative that speak to one need.',
    'in range': 'Fine: look at conversion rate and CPA next.',
    above: 'Keep the ads; the next lever is conversion rate.',
  },
  cpc: {
    above: 'Add negative keywords, cut broad costly terms and lift ad relevance and landing page quality.',
    'in range': 'Costs are normal: put the effort into conversion rate.',
    below: 'Cheap clicks: check they convert before buying more.',
  },
  cvr: {
    below: 'Fix the landing page and offer first (speed, message match, one clear next step) and check tracking.',
    'in range': 'Normal: test the offer and page to pull ahead.',
    above: 'Strong: scale the budget gradually, about 20% at a time.',
  },
  cpa: {
    above: 'Split it (CPA = CPC / conversion rate) and fix whichever of the two is off benchmark first.',
    'in range': 'Normal: check it against your break-even CPA before scaling.',
    below: 'Healthy: check lead quality, then scale gradually.',
  },
};

const findIndustry = (text: string) => INDUSTRIES.find((industry) => industry.words.test(text));

/** 'Compare my numbers': the industry comes from the question or the about answer; each figure shows its source. */
export function compareWithBenchmarks(
  question: string,
  aboutYou: string | null | undefined,
  values: Partial<Record<Quantity, number>> = {},
  currency = '',
): string | null {
  const industry = findIndustry(question) ?? (aboutYou ? findIndustry(aboutYou) : undefined);
  const asksForComparison = /\b(?:good|normal|average|typical|benchmarks?|compare|industry|bad|ok(?:ay)?|high|low)\b/i;
  if (!industry && !asksForComparison.test(question)) return null;
  const named = PLATFORMS.find((platform) => platform.words.test(question));
  if (named?.id === 'tiktok') return null;
  const platform: Platform = named?.id ?? 'google-search';
  const rows = (['ctr', 'cpc', 'cvr', 'cpa'] as const).flatMap((metric) => {
    const yours = values[metric];
    if (yours === undefined) return [];
    const typical = benchmarkFor(platform, industry, metric);
    return typical ? [row(metric, yours, typical.benchmark, typical.scope, currency)] : [];
  });
  const scope = `${industry?.name ?? 'all industries'} on ${PLATFORM_NAMES[platform]}`;
  if (rows.length === 0)
    return industry && asksForComparison.test(question) ? typicalFor(platform, industry, scope) : null;
  const lines = [
    `**Compared with typical figures:**\n`,
    `| Metric | Yours | Typical for ${scope} (source, year) | Verdict | What to do first |`,
    '|---|---|---|---|---|',
    ...rows,
  ];
  const notes: string[] = [];
  if (!named) notes.push('You did not name a platform, so these are Google Search figures.');
  if (!industry) notes.push('Tell me your industry for a closer comparison.');
  if (currency && currency !== '$') notes.push('The published figures are in US dollars.');
  notes.push('Benchmarks mix many accounts and goals: your own history is the better yardstick.');
  return `${lines.join('\n')}\n\n_${notes.join(' ')}_`;
}

/** Asked what is normal for an industry without giving a figure: its published figures alone. */
function typicalFor(platform: Platform, industry: Industry, scope: string): string | null {
  const rows = (['ctr', 'cpc', 'cvr', 'cpa'] as const).flatMap((metric) => {
    const own = BENCHMARKS[platform][industry.id]?.[metric];
    return own ? [`| ${LABELS[metric]} | ${formatted(metric, own.value, '$')} | ${own.source} |`] : [];
  });
  if (rows.length === 0) return null;
  return `**Typical for ${scope}:**\n\n| Metric | Typical | Source, year |\n|---|---|---|\n${rows.join('\n')}`;
}

const formatted = (metric: BenchmarkMetric, n: number, symbol: string) =>
  COSTS.has(metric)
    ? priced(symbol, n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }))
    : `${(n * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

function benchmarkFor(platform: Platform, industry: Industry | undefined, metric: BenchmarkMetric) {
  const own = industry ? BENCHMARKS[platform][industry.id]?.[metric] : undefined;
  if (own) return { benchmark: own, scope: '' };
  const all = BENCHMARKS[platform].all?.[metric];
  return all ? { benchmark: all, scope: industry ? ' for all industries' : '' } : undefined;
}

function row(metric: BenchmarkMetric, yours: number, typical: Benchmark, scope: string, currency: string): string {
  const verdict = verdictOf(yours, typical);
  const show = (n: number, symbol: string) => formatted(metric, n, symbol);
  const range = typical.high === undefined ? '' : `-${show(typical.high, '$')}`;
  const note = typical.note ? `, ${typical.note}` : '';
  const published = `${show(typical.value, '$')}${range}${scope} (${typical.source}${note})`;
  return `| ${LABELS[metric]} | ${show(yours, currency)} | ${published} | ${verdict} | ${FIRST_STEP[metric][verdict]} |`;
}

export function verdictOf(yours: number, typical: Benchmark): Verdict {
  const low = typical.high === undefined ? typical.value * (1 - IN_RANGE) : typical.value;
  const high = typical.high ?? typical.value * (1 + IN_RANGE);
  return yours < low ? 'below' : yours > high ? 'above' : 'in range';
}

export type Verdict = 'above' | 'in range' | 'below';
