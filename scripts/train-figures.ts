/**
 * Trains the learned figure reader (worker/lib/ai/figure-learned.ts) on the tuning questions: every number the phrase
 * rules name is a sample of its figure, every number they leave out a sample of 'none'. Never reads the held-out set.
 *   npm run train:figures            writes worker/lib/ai/figure-model.json
 *   npm run train:figures -- --check also cross-validates: number questions computed, and tables on questions with none
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { computeUserMetrics } from '../worker/lib/ai/calculations.ts';
import { type Model, numbersOf, predict, reader, SURE } from '../worker/lib/ai/figure-learned.ts';
import { figureText } from '../worker/lib/ai/figure-text.ts';
import { extractFigures } from '../worker/lib/ai/figures.ts';
import { wrongNumbers } from './eval-numbers.ts';

const TUNING = 'knowledge/eval/ads.json';
const OUT = 'worker/lib/ai/figure-model.json';
const FOLDS = 5;
/** Rarer features add size, not answers: at 2 the model is twice as big (42 KB gzip) and reads no more questions. */
const MIN_COUNT = 10;

type Item = { question: string; numbers?: Record<string, string> };
type Sample = { feats: string[]; label: string };
const items: Item[] = JSON.parse(readFileSync(TUNING, 'utf8'));

/** Each number of a question, labelled with the figure the rules alone gave its value, or 'none'. */
function samplesOf(question: string): Sample[] {
  const read = Object.entries(extractFigures(question)).filter(([, v]) => typeof v === 'number');
  return numbersOf(figureText(question).text).map(({ n, feats }) => ({
    feats,
    label: read.find(([, v]) => v === n)?.[0] ?? 'none',
  }));
}

/** Naive Bayes counts: how often each feature stood beside a number of each class. */
function train(samples: Sample[]): Model {
  const seen = new Map<string, number>();
  for (const { feats } of samples) for (const f of feats) seen.set(f, (seen.get(f) ?? 0) + 1);
  const vocab = new Set([...seen].filter(([, count]) => count >= MIN_COUNT).map(([f]) => f));
  const classes = [...new Set(samples.map((s) => s.label))].sort();
  const docs = classes.map(() => 0);
  const totals = classes.map(() => 0);
  const table = new Map<string, Map<number, number>>();
  for (const { feats, label } of samples) {
    const c = classes.indexOf(label);
    docs[c] = (docs[c] ?? 0) + 1;
    for (const f of feats.filter((f) => vocab.has(f))) {
      totals[c] = (totals[c] ?? 0) + 1;
      const row = table.get(f) ?? new Map<number, number>();
      row.set(c, (row.get(c) ?? 0) + 1);
      table.set(f, row);
    }
  }
  const sorted = [...table].sort(([a], [b]) => (a < b ? -1 : 1));
  const counts = Object.fromEntries(sorted.map(([f, row]) => [f, [...row].flat()]));
  return { classes, docs, totals, vocab: vocab.size, counts };
}

/** Number questions computed right, and tables shown where the question gives none to compute. */
function score(list: Item[]) {
  let computed = 0;
  let numbers = 0;
  let tables = 0;
  for (const { question, numbers: want } of list) {
    const rows = computeUserMetrics(question)?.rows ?? [];
    if (!want) tables += rows.length ? 1 : 0;
    else {
      numbers++;
      if (!wrongNumbers(want, rows).computed.length) computed++;
    }
  }
  return { computed, numbers, tables };
}

// The rules alone: the model has nothing to say until it is trained.
reader.model = { classes: ['none'], docs: [1], totals: [0], vocab: 0, counts: {} };
const samples = items.map((item) => samplesOf(item.question));
if (process.argv.includes('--check')) {
  const rules = score(items);
  let agreed = 0;
  let differed = 0;
  const folds = Array.from({ length: FOLDS }, (_, fold) => {
    reader.model = train(samples.filter((_, i) => i % FOLDS !== fold).flat());
    for (const { feats, label } of samples.filter((_, i) => i % FOLDS === fold).flat()) {
      const { key, p } = predict(reader.model, feats);
      if (p < SURE || key === 'none') continue;
      if (key === label) agreed++;
      else differed++;
    }
    return score(items.filter((_, i) => i % FOLDS === fold));
  });
  const sum = (key: keyof typeof rules) => folds.reduce((total, f) => total + f[key], 0);
  const named = samples.flat().filter(({ label }) => label !== 'none').length;
  console.log(`rules alone:     ${rules.computed}/${rules.numbers} computed, ${rules.tables} tables without numbers`);
  console.log(
    `${FOLDS}-fold learned: ${sum('computed')}/${sum('numbers')} computed, ${sum('tables')} tables without numbers`,
  );
  console.log(
    `  sure of ${agreed}/${named} of the numbers the rules name, and names ${differed} otherwise than the rules`,
  );
}
const model = train(samples.flat());
writeFileSync(OUT, `${JSON.stringify(model)}\n`);
console.log(`${OUT}: ${model.classes.length} classes, ${model.vocab} features, ${samples.flat().length} numbers`);
