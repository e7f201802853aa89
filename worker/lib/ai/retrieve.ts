import { type AgentId, articleAgent, type Persona } from '../../contract/agents.ts';
import type { IndexedArticle, KnowledgeIndex } from '../knowledge/build.ts';
import { coverage } from '../knowledge/coverage.ts';
import { learnedScores } from '../knowledge/learned.ts';
import { preferPhrases } from '../knowledge/phrases.ts';
import {
  articleShare,
  type QueryPart,
  queryWeights,
  rankArticles,
  type SectionHit,
  searchSections,
} from '../knowledge/search.ts';
import { terms } from '../knowledge/text.ts';
import { INDUSTRIES } from './benchmarks.ts';
import { computeUserMetrics } from './calculations.ts';
import {
  BENCHMARK_INTENT,
  benchmarksOnlyIfAsked,
  comparesPlatforms,
  HOW_TO_ADVERTISE,
  NO_RESULTS,
  NO_RESULTS_WEIGHT,
  PLATFORMS_COMPARED,
  PLATFORMS_WEIGHT,
  raisesBudget,
  SCALING,
  SCALING_WEIGHT,
  STARTING_OUT,
  trafficWithoutResults,
} from './retrieve-ads.ts';
import { generalFirst, preferAge, preferSport, sportsIn, sportWeighted } from './retrieve-sport.ts';

const CONTEXT_WEIGHT = 0.5;
const INDUSTRY_NAME_WEIGHT = 0.5;
const WORKED_WEIGHT = 0.8;

/** Below this share of the question's weight found in the best article, the knowledge does not cover it. */
export const MIN_COVERAGE = 0.4;
const SHORT_QUESTION_TERMS = 3;
/** A match with a past question this close (share of the question's best possible match) halves the coverage needed. */
const ASKED_BEFORE = 0.4;
const MANY_WORDS = 4;
const COMMON_WORD_SHARE = 0.7;
/** Answered however little they cover: a coach describing a possible head injury must get the concussion guidance. */
const ALWAYS_ANSWERED = new Set(['concussion']);

export function retrieve(index: KnowledgeIndex, input: RetrieveInput): Retrieval {
  const agent = articleAgent(input.persona, input.agent);
  const about: QueryPart[] = input.aboutYou ? [{ text: input.aboutYou, weight: 0.2 }] : [];
  const { question, context } = splitMessage(input.questions.at(-1) ?? '');
  // A short question after what the message told ('can he go back on?') leans on it as much as on its own words.
  const short = terms(question).length <= SHORT_QUESTION_TERMS;
  const told: QueryPart[] = context ? [{ text: context, weight: short ? 1 : CONTEXT_WEIGHT }] : [];
  // Asked to compare, 'a lawyer' is what the benchmarks call 'attorneys and legal services'.
  const industries = BENCHMARK_INTENT.test(question) ? INDUSTRIES.filter((named) => named.words.test(question)) : [];
  told.push(...industries.map((named) => ({ text: named.name, weight: INDUSTRY_NAME_WEIGHT })));
  const named = [question, ...industries.map((industry) => industry.name)].join(' ');
  // The user's numbers say what is asked ('$450 for 1,800 clicks, what's that per click' is CPC): the metric worked out last.
  // Not when what it asked for could not be worked out: then the last row is a by-product.
  const metrics = input.persona === 'ads' ? computeUserMetrics(question) : null;
  const worked = metrics?.missing.length === 0 ? metrics.rows.at(-1) : undefined;
  if (worked) told.push({ text: worked.metric, weight: WORKED_WEIGHT });
  if (input.persona === 'ads' && comparesPlatforms(`${question} ${context}`))
    told.push({ text: PLATFORMS_COMPARED, weight: PLATFORMS_WEIGHT });
  if (input.persona === 'ads' && trafficWithoutResults(`${question} ${context}`))
    told.push({ text: NO_RESULTS, weight: NO_RESULTS_WEIGHT });
  if (input.persona === 'ads' && raisesBudget(question)) told.push({ text: SCALING, weight: SCALING_WEIGHT });
  const search = (query: QueryPart[], asked: string, followUp: boolean): Retrieval => {
    const sport = sportsIn(question).size > 0 ? question : (input.aboutYou ?? '');
    const hits = alignIntent(
      preferPhrases(
        index,
        benchmarksOnlyIfAsked(preferAge(preferSport(searchSections(index, query, { agent }), sport), question), asked),
        question,
      ),
      question,
    );
    // How closely past questions match, per article: it ranks them, and a close one lowers the coverage needed.
    const past = learnedScores(index, queryWeights(index, query));
    const ranked = rankArticles(index, query, hits, agent, past);
    // Whether the knowledge covers the question is judged on the best match, whichever article answers it.
    const top = ranked[0];
    const articles = input.persona === 'coach' ? generalFirst(ranked, question) : ranked;
    // Found by past questions alone, an article answers with its first section.
    for (const article of new Set([top, articles[0]])) {
      const first = article && index.sections[article.first];
      if (first && article && !hits.some((hit) => hit.article === article))
        hits.push({ section: first, article, score: 0, focus: 0, matched: new Set() });
    }
    const likePast = top ? (past.get(index.articles.indexOf(top)) ?? 0) : 0;
    // A question leaning on what the message told before it ('whats broken?') is read with it.
    const covers = Math.max(
      coverage(index, asked, hits, top),
      context ? coverage(index, `${asked} ${context}`, hits, top) : 0,
    );
    // Worded like a question this article answered before, half the coverage will do ('name my cat' has none); with
    // several of its words in one article as well, a quarter: the rest describes the business ('a gym here, ran a free
    // 7 day pass'), which no article names. Words most articles use say less: 'cheers, the kids loved that session'.
    const words = [...new Set(hits.filter((hit) => hit.article === top).flatMap((hit) => [...hit.matched]))];
    const many =
      words.filter((term) => !term.startsWith('=')).length >= MANY_WORDS ||
      words.filter((term) => articleShare(index, term) < COMMON_WORD_SHARE).length >= MANY_WORDS - 1;
    const signals = Number(likePast >= ASKED_BEFORE) + Number(many);
    const covered = covers >= MIN_COVERAGE / 2 ** signals || ALWAYS_ANSWERED.has(top?.id ?? '');
    return { hits, articles, covered, followUp };
  };
  const previous = input.questions.at(-2);
  const parts = input.persona === 'coach' ? sportWeighted(question) : [{ text: question, weight: 1 }];
  // A short question in a conversation ('what target should I set?') is read as a follow-up.
  const alone = search([...parts, ...told, ...about], named, false);
  // Whatever the business, how to advertise it is in the domain: where to start answers what no article names.
  if (!alone.covered && input.persona === 'ads' && HOW_TO_ADVERTISE.test(question))
    return { ...search([...parts, { text: STARTING_OUT, weight: 1 }, ...told, ...about], named, false), covered: true };
  if (!previous || (alone.covered && !short)) return alone;
  const withContext = search(
    [...parts, ...told, { text: previous, weight: 0.5 }, ...about],
    `${named} ${previous}`,
    true,
  );
  return withContext.covered || !alone.covered ? withContext : alone;
}

/** What kind of answer a question wants, read from its wording, and the headings that give that kind. */
const INTENTS: { asks: RegExp; heading: RegExp }[] = [
  {
    asks: /^\s*(?:what(?:'s|’s| is| are)|whats|define)\b|\bwhat does .+ mean\b|\bmeaning of\b/i,
    heading: /^what (?:is|are|does|an?)\b/i,
  },
  { asks: /\bhow (?:often|frequently)\b|\broutine\b/i, heading: /how often|routine|weekly|cadence/i },
  {
    asks: /\bhow long\b|\bhow soon\b|\bwhen can (?:i|we)\b|\bbefore (?:i |we )?judg|\bwhen (?:to|should (?:i|we)) (?:kill|pause|stop|turn off|switch off)\b/i,
    heading: /how long|when can|judge|wait/i,
  },
  {
    asks: /\bhow (?:much|many)\b|\bminimum\b|\benough\b|\bbefore using\b/i,
    heading: /how (?:much|many)|minimum|enough|when should|calculate/i,
  },
  {
    asks: /\b(?:when should|should (?:i|we)|is it worth|worth it|which is better|which should)\b/i,
    heading: /when (?:should|is|does)|should (?:i|you)|which|\bvs\b|worth/i,
  },
  {
    asks: /\bwhy\b|\b(?:not|isn'?t|isnt|stopped|barely) (?:spending|delivering|showing|converting|working)|\bdropped\b|\bwent up\b|\bgoing up\b|\bdoubled\b|\bcaus(?:e|es|ing)\b/i,
    heading: /^why|not (?:spending|delivering|showing)|what (?:to do|do i do)|fix|jumped|dropped|rise|rose/i,
  },
  {
    asks: /\bhow (?:do|can|should) (?:i|we|you)\b|\bhow to\b|\bset(?:ting)? up\b|\bsteps?\b/i,
    heading: /^how (?:do|to|should|can)|step by step|steps|set (?:it )?up|routine/i,
  },
  { asks: /\bcalculat|\bformula\b|\bwork out\b/i, heading: /calculat|formula|work (?:it )?out/i },
  { asks: /\bmistakes?\b|\bwrong\b/i, heading: /mistakes|wrong/i },
  {
    // 'How do I tell a player he's wrong' is saying, not spotting.
    asks: /\bsigns?\b|\bsymptoms?\b|\bhow (?:do i|can i|to) (?:tell|know|spot)\b(?! (?:an?|my|the|our|your|him|her|them|kids?|players?|parents?)\b)/i,
    heading: /signs|symptoms|recognis|how do i (?:tell|know)/i,
  },
];
const INTENT_MATCH = 1.1;
const OFF_INTENT = 0.9;

/** Within an article, the section whose heading answers the kind of question asked ('how often ...?') comes first. */
function alignIntent(hits: SectionHit[], question: string): SectionHit[] {
  const wanted = INTENTS.filter((intent) => intent.asks.test(question));
  if (wanted.length === 0) return hits;
  const definition = INTENTS[0] as (typeof INTENTS)[number];
  return hits.map((hit) => {
    const heading = hit.section.heading;
    const factor = wanted.some((intent) => intent.heading.test(heading))
      ? INTENT_MATCH
      : (!wanted.includes(definition) && definition.heading.test(heading)) || /mistakes/i.test(heading)
        ? OFF_INTENT
        : 1;
    return factor === 1 ? hit : { ...hit, focus: hit.focus * factor };
  });
}

export function splitMessage(text: string): { question: string; context: string } {
  const sentences = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const asking = sentences.filter((sentence) => sentence.endsWith('?'));
  // 'What now?' says nothing by itself: then the whole message is the question.
  if (asking.length === 0 || asking.length === sentences.length || terms(asking.join(' ')).length < 2) {
    return { question: text, context: '' };
  }
  return { question: asking.join(' '), context: sentences.filter((sentence) => !sentence.endsWith('?')).join(' ') };
}

export type RetrieveInput = { persona: Persona; agent: AgentId; aboutYou?: string | null; questions: string[] };
export type Retrieval = { hits: SectionHit[]; articles: IndexedArticle[]; covered: boolean; followUp: boolean };
