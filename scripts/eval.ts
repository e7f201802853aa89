/**
 * `npm run eval`: how well retrieval finds the article that answers each question of
 * knowledge/eval/<persona>.json ([{ question, articles: [id, ...] }]), and how fast answers are.
 * Prints recall@3 (share of the labelled articles among the first three) and MRR (1 / rank of the
 * first labelled article) per persona, the built-in advisor's answer time (eval-timing.ts) and the index's gzip size.
 * knowledge/eval/holdout/<persona>.json is scored the same way, and reported apart (see EVAL_SETS).
 * Items may instead check that the user's numbers are computed exactly (`numbers`, see eval-numbers.ts) or that a boundary or
 * small-talk question gets a short reply (`reply`); both are counted per set. Items with `terms` also give the
 * answer-term pass: the share whose built-in answer contains every one of its terms.
 * The tuning set's questions are also indexed as phrasings of their articles, so the tuning set is scored
 * cross-validated (each fold by an index built from the other folds); the held-out set by the index the Worker uses.
 * `--misses` lists the tuning set's questions whose first labelled article is not in the top three and its failed
 * checks (terms an answer lacks, numbers, replies); `--tuning` scores the tuning set alone, so a tuning round need not
 * glance at the held-out figures; `--server` also times the first token through the built app served as `npm start`
 * does (build first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Persona } from '../worker/contract/agents.ts';
import { composeAnswer } from '../worker/lib/ai/answer.ts';
import { ADS_BOUNDARY, COACH_BOUNDARY } from '../worker/lib/ai/boundaries.ts';
import { computeUserMetrics } from '../worker/lib/ai/calculations.ts';
import { computeAudit } from '../worker/lib/ai/report-metrics.ts';
import { readReport } from '../worker/lib/ai/report-table.ts';
import { retrieve } from '../worker/lib/ai/retrieve.ts';
import { buildIndex, type KnowledgeIndex } from '../worker/lib/knowledge/build.ts';
import { packIndex, parseIndex } from '../worker/lib/knowledge/packed.ts';
import { wrongNumbers } from './eval-numbers.ts';
import { answerTimes, ms, serverTimes } from './eval-timing.ts';
import { KNOWLEDGE_DIR, knowledgeModule, phrasingsOf, readArticles } from './knowledge-plugin.ts';

/**
 * `articles`: the ids retrieval should rank in its first three. `numbers`: metric → result the user's-numbers
 * table must show exactly. `reply`: a question that gets a short reply instead of an article. `report`: a pasted
 * report's flags by row, its fixes' rows in order, and text the audit must show. `terms`: words the built-in
 * answer must contain (case-insensitive) for the question to count as answered.
 */
type Labelled = {
  question: string;
  articles?: string[];
  numbers?: Record<string, string>;
  reply?: 'boundary' | 'small-talk';
  report?: { flags?: Record<string, string>; fixes?: string[]; shows?: string[] };
  terms?: string[];
};
type Retrievable = Labelled & { articles: string[] };

/**
 * The tuning set is what synonyms and ranking may be adjusted against. The held-out set was written by
 * someone who never saw the engine, its synonyms or the tuning set; tuning against it would make its
 * figure meaningless, so a tuning round that reads its misses must first add fresh held-out questions.
 */
const FOLDS = 5;
const EVAL_SETS = [
  { name: `tuning set, ${FOLDS}-fold cross-validated`, dir: '' },
  { name: 'held out  ', dir: 'holdout' },
];

/** recall@3 (share of the labelled articles among the first three) and MRR (1 / rank of the first labelled one), summed. */
function score(index: KnowledgeIndex, persona: Persona, set: Retrievable[]) {
  let recall = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const item of set) {
    const ranked = retrieve(index, { persona, agent: 'advisor', questions: [item.question] }).articles.map(
      (article) => article.id,
    );
    const top3 = ranked.slice(0, 3);
    recall += item.articles.filter((id) => top3.includes(id)).length / item.articles.length;
    const rank = ranked.findIndex((id) => item.articles.includes(id));
    reciprocal += rank < 0 ? 0 : 1 / (rank + 1);
    if (rank < 0 || rank > 2)
      misses.push(`    - ${item.question}\n      want ${item.articles.join(', ')}; got ${top3.join(', ')}`);
  }
  return { recall, reciprocal, misses };
}

/** The user's numbers worked out exactly, and boundary or small-talk questions answered briefly, not with an article. */
function behaviour(index: KnowledgeIndex, persona: Persona, set: Labelled[]) {
  const numbers = { passed: 0, total: 0 };
  const named = { passed: 0, total: 0 };
  const replies = { passed: 0, total: 0 };
  const reports = { passed: 0, total: 0 };
  const terms = { passed: 0, total: 0 };
  const failures: string[] = [];
  for (const item of set) {
    if (item.terms?.length) {
      terms.total++;
      const text = composeAnswer(index, { persona, agent: 'advisor', questions: [item.question] }).toLowerCase();
      const absent = item.terms.filter((term) => !text.includes(term.toLowerCase()));
      if (absent.length === 0) terms.passed++;
      else failures.push(`${item.question}: answer lacks ${absent.map((term) => `'${term}'`).join(', ')}`);
    }
    if (item.report) {
      reports.total++;
      const read = readReport(item.question);
      const audit = read?.kind === 'report' ? computeAudit(read) : null;
      const text = composeAnswer(index, { persona, agent: 'advisor', questions: [item.question] });
      const flags = Object.fromEntries(audit?.rows.map((row) => [row.name, row.flag]) ?? []);
      const fixes = audit?.fixes.map((fix) => fix.row) ?? [];
      const { flags: wantFlags = {}, fixes: wantFixes, shows = [] } = item.report;
      const right =
        Object.entries(wantFlags).every(([row, flag]) => flags[row] === flag) &&
        (!wantFixes || JSON.stringify(wantFixes) === JSON.stringify(fixes)) &&
        shows.every((part) => text.includes(part));
      if (right) reports.passed++;
      else
        failures.push(
          `${item.question.split('\n')[0]}: want ${JSON.stringify(item.report)}, got ${JSON.stringify({ flags, fixes })}`,
        );
    }
    if (item.numbers) {
      numbers.total++;
      named.total++;
      const rows = computeUserMetrics(item.question)?.rows ?? [];
      const wrong = wrongNumbers(item.numbers, rows);
      if (wrong.named.length === 0) named.passed++;
      if (wrong.computed.length === 0) numbers.passed++;
      else {
        const got = Object.fromEntries(rows.map((row) => [row.metric, row.result]));
        failures.push(`${item.question}: want ${JSON.stringify(item.numbers)}, got ${JSON.stringify(got)}`);
      }
    }
    if (item.reply) {
      replies.total++;
      const text = composeAnswer(index, { persona, agent: 'advisor', questions: [item.question] });
      const boundary = text.startsWith(persona === 'coach' ? COACH_BOUNDARY : ADS_BOUNDARY);
      const brief = !text.includes('_Source:') && text.length < SHORT_REPLY_CHARS;
      if (item.reply === 'boundary' ? boundary : brief && !boundary) replies.passed++;
      else failures.push(`${item.question}: want a ${item.reply} reply`);
    }
  }
  return { numbers, named, replies, reports, terms, failures };
}
const SHORT_REPLY_CHARS = 600;

function evaluate(index: KnowledgeIndex, persona: Persona, items: Labelled[]) {
  const retrievable = items.filter((item): item is Retrievable => Boolean(item.articles?.length));
  return {
    retrievable: retrievable.length,
    ...score(index, persona, retrievable),
    checks: behaviour(index, persona, items),
  };
}

/**
 * The tuning set's questions train the index (learned phrasings), so each is scored by an index built from the
 * other folds' questions only: fold = position in the file modulo FOLDS, the same split on every run.
 */
function crossValidated(persona: Persona, items: Labelled[]) {
  const articles = readArticles(persona);
  const results = Array.from({ length: FOLDS }, (_, fold) => {
    const trained = buildIndex(articles, phrasingsOf(items.filter((_, i) => i % FOLDS !== fold)), persona);
    // Packed and parsed, as the Worker reads it.
    const index = parseIndex(packIndex(trained));
    return evaluate(
      index,
      persona,
      items.filter((_, i) => i % FOLDS === fold),
    );
  });
  const add = (a: Tally, b: Tally) => ({ passed: a.passed + b.passed, total: a.total + b.total });
  return results.reduce((all, one) => ({
    retrievable: all.retrievable + one.retrievable,
    recall: all.recall + one.recall,
    reciprocal: all.reciprocal + one.reciprocal,
    misses: [...all.misses, ...one.misses],
    checks: {
      numbers: add(all.checks.numbers, one.checks.numbers),
      named: add(all.checks.named, one.checks.named),
      replies: add(all.checks.replies, one.checks.replies),
      reports: add(all.checks.reports, one.checks.reports),
      terms: add(all.checks.terms, one.checks.terms),
      failures: [...all.checks.failures, ...one.checks.failures],
    },
  }));
}
type Tally = { passed: number; total: number };

const showMisses = process.argv.includes('--misses');
const tuningOnly = process.argv.includes('--tuning');
const viaServer = process.argv.includes('--server');
let adsQuestions: string[] = [];

const source = knowledgeModule();
const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
  default: Record<Persona, string>;
};
let failed = false;

for (const persona of ['ads', 'coach'] as const) {
  const started = performance.now();
  const index = parseIndex(module.default[persona]);
  const parseMs = performance.now() - started;
  console.log(
    `\n${persona}: ${index.articles.length} articles, ${index.sections.length} sections; index parsed in ${ms(parseMs)}`,
  );
  const sets = EVAL_SETS.map((set) => ({ ...set, file: join(KNOWLEDGE_DIR, 'eval', set.dir, `${persona}.json`) }));
  const tuning = sets[0];
  if (!tuning || !existsSync(tuning.file)) {
    console.log(`  no evaluation set (${tuning?.file})`);
    continue;
  }
  const known = new Set(index.articles.map((article) => article.id));
  let set: Labelled[] = [];
  for (const { name, file } of sets) {
    if (!existsSync(file) || (tuningOnly && file !== tuning.file)) continue;
    const items = JSON.parse(readFileSync(file, 'utf8')) as Labelled[];
    const isTuning = file === tuning.file;
    if (isTuning) set = items;
    const unknown = items.flatMap((item) => (item.articles ?? []).filter((id) => !known.has(id)));
    if (unknown.length > 0) {
      console.log(`  labels naming no article: ${[...new Set(unknown)].join(', ')}`);
      failed = true;
    }
    const { retrievable, recall, reciprocal, misses, checks } = isTuning
      ? crossValidated(persona, items)
      : evaluate(index, persona, items);
    const { passed, total } = checks.terms;
    const termPass = total > 0 ? `, answer-term pass ${(passed / total).toFixed(3)} (${passed}/${total})` : '';
    const n = Math.max(1, retrievable);
    console.log(
      `  ${name}: ${retrievable} questions, recall@3 ${(recall / n).toFixed(3)}, MRR ${(reciprocal / n).toFixed(3)}${termPass}`,
    );
    if (checks.numbers.total > 0)
      console.log(
        `    number questions computed exactly: ${checks.numbers.passed}/${checks.numbers.total} (${checks.named.passed} under the label's own metric names)`,
      );
    if (checks.reports.total > 0)
      console.log(`    pasted reports audited exactly: ${checks.reports.passed}/${checks.reports.total}`);
    if (checks.replies.total > 0)
      console.log(`    boundary and small-talk replies: ${checks.replies.passed}/${checks.replies.total}`);
    if (isTuning && showMisses) for (const failure of checks.failures) console.log(`    - ${failure}`);
    // The held-out set's misses stay unlisted: reading them is the first step of tuning against it.
    if (!isTuning) continue;
    if (showMisses && misses.length > 0) console.log(`    not in the top 3:\n${misses.join('\n')}`);
    else if (misses.length > 0) console.log(`    ${misses.length} not in the top 3 (--misses lists them)`);
  }

  const questions = set.filter((item) => item.articles?.length).map((item) => item.question);
  if (persona === 'ads') adsQuestions = questions;
  console.log(`  ${answerTimes(index, persona, questions)}`);
}

const raw = Buffer.byteLength(source);
console.log(
  `\nindex module: ${(raw / 1024).toFixed(1)} KB, ${(gzipSync(source).length / 1024).toFixed(1)} KB gzip (both personas)`,
);

if (viaServer) console.log(await serverTimes(adsQuestions));
if (failed) process.exitCode = 1;
