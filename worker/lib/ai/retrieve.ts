import { type AgentId, articleAgent, type Persona } from '../../contract/agents.ts';
import type { IndexedArticle, KnowledgeIndex } from '../knowledge/build.ts';
import { learnedScores } from '../knowledge/learned.ts';
import { preferPhrases } from '../knowledge/phrases.ts';
import {
  articleShare,
  coverage,
  type QueryPart,
  queryWeights,
  rankArticles,
  type SectionHit,
  searchSections,
} from '../knowledge/search.ts';
import { terms } from '../knowledge/text.ts';
import { INDUSTRIES } from './benchmarks.ts';
import { computeUserMetrics } from './calculations.ts';

/** Named, sports with no drills of their own set other sports' drills back, so the general article answers. */
const NO_DRILLS = ['baseball', 'handball', 'softball', 'badminton', 'gymnastics', 'judo', 'golf', 'hurling', 'camogie'];
/** Sports the coach persona has drills for; a section about another sport than the one asked about is a poor answer. */
const SPORTS = [
  'football',
  'soccer',
  'basketball',
  'netball',
  'rugby',
  'cricket',
  'tennis',
  'swimming',
  'hockey',
  'volleyball',
  'athletics',
  'running',
  ...NO_DRILLS,
];
const OTHER_SPORT_PENALTY = 0.3;
const NO_SPORT_NAMED = 0.9;

const PLAYERS: Record<string, string> = {
  swimming: 'swimmers?',
  running: 'runners?',
  athletics: 'sprinters?',
  gymnastics: 'gymnasts?',
  hurling: 'hurlers?',
};

const sportWords = (sport: string) => `${sport}(?:ers?|s)?|${PLAYERS[sport] ?? sport}`;
const SPORT_WORDS = new RegExp(`\\b(?:${SPORTS.map(sportWords).join('|')})\\b`, 'gi');

const SPORT_PATTERNS = SPORTS.map((sport) => ({ sport, pattern: new RegExp(`\\b(?:${sportWords(sport)})\\b`) }));
const sportsIn = (text: string) => {
  const lower = text.toLowerCase();
  const found = new Set(SPORT_PATTERNS.filter(({ pattern }) => pattern.test(lower)).map(({ sport }) => sport));
  if (found.has('soccer')) found.add('football');
  if (found.has('football')) found.add('soccer');
  return found;
};
const SPORTS_OF = new WeakMap<IndexedArticle, Set<string>>();
const articleSports = (article: IndexedArticle) => {
  const known = SPORTS_OF.get(article);
  if (known) return known;
  const found = sportsIn(`${article.title} ${article.tags.join(' ')}`);
  SPORTS_OF.set(article, found);
  return found;
};

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
    const articles = rankArticles(index, query, hits, agent, past);
    const top = articles[0];
    // Found by past questions alone, an article answers with its first section.
    const first = top && index.sections[top.first];
    if (first && !hits.some((hit) => hit.article === top))
      hits.push({ section: first, article: top, score: 0, focus: 0, matched: new Set() });
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

// 'Good' or 'bad' judge a figure ('is 3x ROAS good', 'a good CTR'), not 'how do I make good ads'.
const BENCHMARK_INTENT =
  /\b(?:benchmarks?|averages?|typical|normal|industry|ok(?:ay)?|compared?|comparison|expect(?:ed)?|realistic|standard|reasonable|too (?:expensive|high|low|cheap)|expensive|pricey|overpaying)\b|\b(?:good|bad) (?:ctr|cpc|cpm|cpa|cpl|cvr|roas|conversion|cost|click|rate|number|result|frequency)|\b(?:is|are|was|that|this|it|thats|its)\b[^.?!]{0,30}\b(?:good|bad)\b/i;
const NOT_ASKED_PENALTY = 0.3;
const CONTEXT_WEIGHT = 0.5;
const INDUSTRY_NAME_WEIGHT = 0.5;
const WORKED_WEIGHT = 0.8;

const SOCIAL = /\b(?:facebook|fb|meta|instagram|insta|linked ?in|tik ?tok|display|gdn|banners?|social)\b/i;

/**
 * 'Been doing Google for years, now trying Facebook: what's different?' compares the platforms, whatever else the
 * message says: the platform articles answer it. One metric compared ('my CPC is so different on Google') is that metric.
 */
const comparesPlatforms = (text: string) =>
  /\bdiffer|\bsame rules\b/i.test(text) &&
  SOCIAL.test(text) &&
  /\b(?:google|search)\b/i.test(text) &&
  !/\b(?:cpc|cpm|ctr|cpa|roas|cvr|conversion rate)s?\b/i.test(text);
const PLATFORMS_COMPARED = 'how social ads differ from search ads';
const PLATFORMS_WEIGHT = 0.5;

/**
 * How to advertise, market or win customers for a business: 'how do I advertise a wedding venue', 'get more members
 * for my gym'; not where ('advertise on a blimp'), which an article covers or not.
 */
const HOW_TO_ADVERTISE =
  /\b(?:how (?:do|can|should|would|to)|best way to|ways? to|tips (?:for|on))\b.{0,40}\b(?:advertis\w*(?! (?:on|in|at|through|via)\b)|market(?:ing)?|promot\w*|(?:get|find|attract|win) (?:more |new |(?:my|our) first )?(?:customers|clients|bookings|members|enquiries|inquiries|leads|patients|students|footfall|foot traffic|walk-ins))\b/i;
const STARTING_OUT = 'good starting structure for a small account';

/**
 * Published averages answer 'is this normal?', not 'why did my CPC rise?' that happens to name the same metric;
 * and of the benchmark articles, the one for the network asked about (search unless a social or display one is named).
 */
function benchmarksOnlyIfAsked(hits: SectionHit[], question: string): SectionHit[] {
  const asked = BENCHMARK_INTENT.test(question);
  const other = SOCIAL.test(question) ? 'search benchmarks' : 'social benchmarks';
  const penalised = (hit: SectionHit) =>
    hit.article.tags.includes('benchmarks') && (!asked || hit.article.tags.includes(other));
  return hits
    .map((hit) =>
      penalised(hit) ? { ...hit, score: hit.score * NOT_ASKED_PENALTY, focus: hit.focus * NOT_ASKED_PENALTY } : hit,
    )
    .sort((a, b) => b.score - a.score);
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
    asks: /\bsigns?\b|\bsymptoms?\b|\bhow (?:do i|can i|to) (?:tell|know|spot)\b/i,
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

const agesIn = (text: string) => new Set(terms(text).filter((term) => term.startsWith('=age-')));
const OTHER_AGE_PENALTY = 0.5;

/** A coach of 6 year olds wants the under-8s article, not the one written for 9-12 year olds. */
function preferAge(hits: SectionHit[], question: string): SectionHit[] {
  const asked = agesIn(question);
  if (asked.size === 0) return hits;
  return hits
    .map((hit) => {
      const about = agesIn(`${hit.article.title} ${hit.article.tags.join(' ')}`);
      const elsewhere = about.size > 0 && ![...about].some((age) => asked.has(age));
      return elsewhere ? { ...hit, score: hit.score * OTHER_AGE_PENALTY, focus: hit.focus * OTHER_AGE_PENALTY } : hit;
    })
    .sort((a, b) => b.score - a.score);
}

/** A football coach asking for a passing session wants football drills, not the basketball example. */
function preferSport(hits: SectionHit[], text: string): SectionHit[] {
  const asked = sportsIn(text);
  // Naming no sport, a question is read as general first: 'my best player never passes' is not a football question.
  if (asked.size === 0)
    return hits
      .map((hit) =>
        articleSports(hit.article).size > 0
          ? { ...hit, score: hit.score * NO_SPORT_NAMED, focus: hit.focus * NO_SPORT_NAMED }
          : hit,
      )
      .sort((a, b) => b.score - a.score);
  // A general section naming a sport in passing ('mats for gymnastics') is still general.
  const drills = [...asked].some((sport) => !NO_DRILLS.includes(sport));
  const adjusted = hits.map((hit) => {
    const about = sportsIn(
      `${hit.article.title} ${hit.article.tags.join(' ')}${drills ? ` ${hit.section.heading} ${hit.section.text}` : ''}`,
    );
    const elsewhere = about.size > 0 && ![...about].some((sport) => asked.has(sport));
    return elsewhere ? { ...hit, score: hit.score * OTHER_SPORT_PENALTY, focus: hit.focus * OTHER_SPORT_PENALTY } : hit;
  });
  return adjusted.sort((a, b) => b.score - a.score);
}

/**
 * preferSport sets other sports' articles back; the sport's name as a full search word would also lift its own articles
 * over the general one that answers the question ('first practice for my soccer 8 year olds' is the under-8s article).
 */
function sportWeighted(question: string): QueryPart[] {
  const named = question.match(SPORT_WORDS);
  if (!named) return [{ text: question, weight: 1 }];
  return [
    { text: question.replace(SPORT_WORDS, ' '), weight: 1 },
    { text: named.join(' '), weight: NAMED_SPORT_WEIGHT },
  ];
}
const NAMED_SPORT_WEIGHT = 0.5;

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
