import type { Loose } from './figure-fallback.ts';
import MODEL from './figure-model.json' with { type: 'json' };
import { COMPILED } from './figure-rules.ts';
import { TOKEN, tokenOf } from './figure-token.ts';
import type { FigureKey, Figures } from './figure-types.ts';

/**
 * A naive Bayes reader, trained by scripts/train-figures.ts on the rules' own readings of the tuning questions: per
 * class (a figure, or 'none'), how many numbers it named and how many features they had; per feature, its count in
 * each class as [class, count, class, count, ...].
 */
export type Model = {
  classes: string[];
  docs: number[];
  totals: number[];
  vocab: number;
  counts: Record<string, number[]>;
};

/** The model in use; the training script swaps in one trained without a fold to cross-validate. */
export const reader: { model: Model } = { model: MODEL as Model };

const WINDOW = 5;
const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/[^a-z$€£₹%]/g, '')
    .replace(/(?:ing|ed|es|s)$/, '');

/** The word stems of a stretch of text, any number in it a '#'. */
const stems = (stretch: string) =>
  stretch
    .replace(/\d[\d,.]*/g, ' # ')
    .split(/\s+/)
    .map(stem)
    .filter(Boolean);

/** What stands around a number: its kind and size, and the word stems of its own sentence on either side. */
export function features(text: string, start: number, end: number, kind: string, n: number, mult?: string) {
  const left = stems(
    text
      .slice(Math.max(0, start - 120), start)
      .split(/[.!?\n]\s/)
      .at(-1) ?? '',
  ).slice(-WINDOW);
  const right = stems(text.slice(end, end + 120).split(/[.!?\n]\s|[.!?]$/)[0] ?? '').slice(0, WINDOW);
  const size = Math.max(-2, Math.min(6, Math.floor(Math.log10(Math.abs(n) || 1))));
  return [
    `k:${kind}`,
    `s:${kind}${size}`,
    ...(mult ? ['mult'] : []),
    ...(n % 1 ? ['frac'] : []),
    ...left.map((w) => `l:${w}`),
    ...right.map((w) => `r:${w}`),
    ...(left.length ? [`l1:${left.at(-1)}`] : []),
    ...(right.length ? [`r1:${right[0]}`] : []),
    ...(left.length > 1 ? [`l2:${left.slice(-2).join('_')}`] : []),
    ...(right.length > 1 ? [`r2:${right.slice(0, 2).join('_')}`] : []),
  ];
}

/** The class the model finds likeliest and how sure it is (0..1); features it never saw say nothing. */
export function predict({ classes, docs, totals, vocab, counts }: Model, feats: string[]) {
  const all = docs.reduce((sum, d) => sum + d, 0);
  const scores = docs.map((d) => Math.log(d / all));
  for (const f of feats) {
    const seen = counts[f];
    if (!seen) continue;
    for (let c = 0; c < classes.length; c++) scores[c] = (scores[c] ?? 0) - Math.log((totals[c] ?? 0) + vocab + 1);
    for (let i = 0; i < seen.length; i += 2) {
      const c = seen[i] ?? 0;
      scores[c] = (scores[c] ?? 0) + Math.log((seen[i + 1] ?? 0) + 1);
    }
  }
  const top = Math.max(...scores);
  const total = scores.reduce((sum, s) => sum + Math.exp(s - top), 0);
  return { key: classes[scores.indexOf(top)] ?? 'none', p: 1 / total };
}

/** Every number of the text with its features: what a model is trained on and asked about. */
export function numbersOf(text: string) {
  return [...text.matchAll(TOKEN)].map((m) => {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const { n, kind, mult } = tokenOf(m.groups ?? {});
    return { n, start, end, feats: features(text, start, end, kind, n, mult) };
  });
}

export const SURE = 0.97;
// '20% off', '10% discount', '20% of that is my ad spend': a price cut, or a share of an amount the rules read where
// it counts ('40% of that is profit', figure-rules.ts).
const CUT = /^\s?(?:off|discount|of (?:that|it|this|what)\b)/i;
const PERIOD = /^\s?(?:days?|weeks?|months?|years?|hours?|mins?|minutes?)\b/i;
const TIMED = new Set(['days', 'lifetimeMonths']);
const KINDS = COMPILED.reduce(
  (kinds, rule) => kinds.set(rule.key, new Set([...(kinds.get(rule.key) ?? []), ...rule.kinds])),
  new Map<string, Set<string>>(),
);

/**
 * A number the rules left unnamed, named by what the model learned from the rules' own readings of thousands of
 * questions: only a figure still absent, only when the model is sure, and only when no other number claims it.
 */
export function nameLearned(figures: Figures, text: string, loose: Loose[], model = reader.model) {
  // A pasted report's columns are read by its headers (report-table.ts), never guessed.
  // Nothing left to name costs no features: most questions end here.
  if (text.includes('\t') || loose.every((l) => l.refused)) return figures;
  const held = new Set(Object.values(figures).filter((v) => typeof v === 'number'));
  const read = numbersOf(text).flatMap((number) => {
    const l = loose.find((l) => l.start === number.start);
    if (!l || l.refused || held.has(number.n) || CUT.test(text.slice(number.end))) return [];
    const { key, p } = predict(model, number.feats);
    if (key === 'none' || (figures as Record<string, unknown>)[key] !== undefined) return [];
    // '3x more leads' is no count of leads, '3 months' no count of campaigns: a figure only of a kind it can be.
    if (!KINDS.get(key)?.has(l.kind) || (PERIOD.test(text.slice(number.end)) && !TIMED.has(key))) return [];
    return [{ key, p, n: number.n, kind: l.kind }];
  });
  // 'Facebook $500 and Google $300': while any number of a kind is unsure, or two claim one figure, none of it is named.
  const unsure = new Set(read.filter(({ p }) => p < SURE).map(({ kind }) => kind));
  for (const { key, n, kind } of read)
    if (!unsure.has(kind) && read.filter((other) => other.key === key).length === 1)
      figures.guesses = { ...figures.guesses, [key as FigureKey]: n };
  return figures;
}
