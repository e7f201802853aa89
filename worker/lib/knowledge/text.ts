import { stemmer } from 'stemmer';
import type { Persona } from '../../contract/agents.ts';
import { ONLY_IN, SYNONYMS } from './synonyms.ts';
import { isAmount, reading } from './text-readings.ts';

const STOPWORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but
by can could did do does doing down during each few for from further had has have having he her here hers him his how
i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own
same she should so some such than that the their theirs them then there these they this those through to too under
until up very was we were what when where which while who whom why will with would you your yours yourself also get
got im ive id dont doesnt isnt its lets much many one ones way ways thing things really please tell help want need
know use using used make makes made should shall may might must per lot lots actually idea ideas`.split(/\s+/),
);

function spelling(word: string): string {
  return word
    .replace(/^(.{3,})is(e|es|ed|ing|ation|ations|er|ers)$/, '$1iz$2')
    .replace(/^(.{2,})ys(e|es|ed|ing)$/, '$1yz$2')
    .replace(/our$/, 'or');
}

/** Past forms the stemmer leaves apart from their verb ('lost' is 'lose'), 'evening', which it reads as 'even', and US 'mom'. */
const IRREGULAR: Record<string, string> = {
  paid: 'pay',
  bought: 'buy',
  sold: 'sell',
  won: 'win',
  lost: 'lose',
  brought: 'bring',
  took: 'take',
  gave: 'give',
  grew: 'grow',
  fell: 'fall',
  chose: 'choose',
  wrote: 'write',
  kept: 'keep',
  built: 'build',
  taught: 'teach',
  caught: 'catch',
  threw: 'throw',
  felt: 'feel',
};
const STEMS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(IRREGULAR).map(([word, verb]) => [word, stemmer(verb)])),
  evening: 'evening',
  evenings: 'evening',
  mom: 'mum',
  moms: 'mum',
};

const stem = (word: string) => (Object.hasOwn(STEMS, word) ? (STEMS[word] as string) : stemmer(spelling(word)));

/** Lower-cased words, split at anything not a letter or digit (so 'click-through' is two words). */
export const words = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .replace(/['’]/g, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/** Two neighbouring words that both carry meaning ('audience network'), as stems. */
export function stemPairs(text: string): Set<string> {
  // 'getting' is 'get': a stopword in any form does not make a phrase.
  const stems = words(text)
    .map((word) => (word.length > 1 && !STOPWORDS.has(word) && !/^\d+$/.test(word) ? stem(word) : ''))
    .map((stemmed) => (STOPWORDS.has(stemmed) ? '' : stemmed));
  const pairs = new Set<string>();
  for (let i = 1; i < stems.length; i++) if (stems[i - 1] && stems[i]) pairs.add(`${stems[i - 1]} ${stems[i]}`);
  return pairs;
}

type Phrase = { canonical: string; stems: string[]; only?: Persona };

/** Each synonym as stems, longest first, so 'target cost per acquisition' wins over 'cost per acquisition'. */
const PHRASES: Phrase[] = Object.entries(SYNONYMS)
  .flatMap(([canonical, variants]) =>
    [canonical, ...variants].map((variant) => ({
      canonical: `=${canonical}`,
      stems: words(variant).map(stem),
      only: ONLY_IN[canonical],
    })),
  )
  .sort((a, b) => b.stems.length - a.stems.length);
const STEMS_OF = new Map<string, Set<string>>();
for (const phrase of PHRASES) {
  const stems = STEMS_OF.get(phrase.canonical) ?? new Set<string>();
  for (const one of phrase.stems) stems.add(one);
  STEMS_OF.set(phrase.canonical, stems);
}
/** The word stems any wording of a synonym uses ('=seasonality': 'summer', 'christma', ...). */
export const synonymStems = (canonical: string): ReadonlySet<string> => STEMS_OF.get(canonical) ?? new Set();

const PHRASES_BY_FIRST = new Map<string, Phrase[]>();
for (const phrase of PHRASES) {
  const first = phrase.stems[0];
  if (!first) continue;
  const list = PHRASES_BY_FIRST.get(first) ?? [];
  list.push(phrase);
  PHRASES_BY_FIRST.set(first, list);
}

/** Words a phrase may have inside it and still match: 'doubled my budget' is 'double budget'. */
const FILLERS = new Set([
  'my',
  'our',
  'your',
  'the',
  'a',
  'an',
  'any',
  'some',
  'their',
  'its',
  'his',
  'her',
  'this',
  'that',
]);

/** An amount inside a phrase ('split 10k between') does not break it. */
const isFiller = (word: string) => FILLERS.has(word) || /^\d+[km]?$/.test(word);

/** At most this many fillers between a phrase's words, so a pasted run of numbers is not walked once per word. */
const MAX_FILLERS = 4;

function phraseEnd(stems: string[], raw: string[], i: number, phrase: string[]): number {
  let at = i;
  for (let j = 0; j < phrase.length; j++) {
    const gapEnd = at + MAX_FILLERS;
    while (j > 0 && at < gapEnd && stems[at] !== phrase[j] && isFiller(raw[at] ?? '')) at++;
    if (stems[at] !== phrase[j]) return -1;
    at++;
  }
  return at;
}

const AGE_WORDS = new Set(['year', 'years', 'yr', 'yrs', 'old', 'olds', 'yo']);
const SPELLED =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen'.split(
    ' ',
  );
const PERIOD = /^(?:weeks?|wks?|sessions?|months?)$/;
const SCHOOL_YEAR_AGE = 5;
const ADULT = 18;
const GROWN_UP =
  /\b(?:aged?|ages|age (?:of )?about|average age(?: is)?(?: about| around)?|mostly|most of them|many of them) (\d{2})(?:\s*(?:-|–|to)\s*(\d{2}))?\b|\b(\d{2})(?:\+|[- ]?plus\b|\s(?:and|&) (?:over|up|older)\b)(?!\s*(?:kids|children|players|girls|boys|juniors|pupils|students|athletes|swimmers|runners|people|turned|of)\b)|\b(?:their|early|mid|late|mostly) (\d)0s(?:\s*(?:-|–|to|and)\s*(?:early |mid |late )?(\d)0s)?\b/g;

function ageBands(text: string): string[] {
  const band = (age: number) =>
    age <= 8
      ? '=age-young'
      : age <= 12
        ? '=age-junior'
        : age <= 18
          ? '=age-teen'
          : age < 35
            ? '=age-adult'
            : '=age-masters';
  const out: string[] = [];
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(/\b(?:u|under)[- ]?(\d{1,2})s?\b/g)) out.push(band(Number(m[1])));
  for (const m of lower.matchAll(
    /\b(\d{1,2}|[a-z]+)(?:\s*(?:-|–|to)\s*(\d{1,2}))?(?:[- ]?(?:year|yr)s?[- ]?olds?|\s?y\/?os?)\b/g,
  )) {
    const from = Number(m[1]) || SPELLED.indexOf(m[1] ?? '');
    if (from > 0) out.push(band(from));
    if (m[2]) out.push(band(Number(m[2])));
  }
  for (const m of lower.matchAll(/\b(\d{1,2})u\b/g)) out.push(band(Number(m[1])));
  // A school year ('year 9', 'yr 5 and 6') is its pupils' age less about five.
  for (const m of lower.matchAll(/\b(?:year|yr)s? ?(\d{1,2})(?:\s*(?:-|–|to|and|&)\s*(\d{1,2}))?\b/g)) {
    out.push(band(Number(m[1]) + SCHOOL_YEAR_AGE));
    if (m[2]) out.push(band(Number(m[2]) + SCHOOL_YEAR_AGE));
  }
  for (const m of lower.matchAll(/\bover[- ]?(\d{2})s?\b/g)) if (Number(m[1]) >= 30) out.push(band(Number(m[1])));
  // Grown-ups are aged in other words: 'aged 40-65', 'average age about 34', '40+', '45 plus', 'in their late 30s to 50s';
  // '30+ kids' is how many.
  for (const m of lower.matchAll(GROWN_UP)) {
    const ages = [m[1], m[2], m[3], m[4] && `${m[4]}0`, m[5] && `${m[5]}0`].map(Number);
    for (const age of ages) if (age >= ADULT) out.push(band(age));
  }
  return out;
}

/** 'Move my best 7 year old up to the under 9s', 'put her up a year': playing up, said with the age group moved to. */
const MOVED_UP =
  /\b(?:mov|put|bump|step|promot|jump|push|tak|bring|brought)\w*(?: \w+){0,6}? up (?:(?:to|into|with) (?:the |an? )?(?:u|under)[- ]?\d{1,2}s?|(?:a|an|one|two) (?:year|age group|age))\b/i;

/** A make-good is a media owner's compensation; 'make good ads' is not one, so the phrase must read as a noun. */
const MAKE_GOOD = /\b(?:make-goods?|makegoods?|make goods|(?:a|the|any|no) make good)\b/i;

/**
 * One '=canonical' term per synonym (ROAS and 'return on ad spend' give '=roas'), so both wordings match; with a
 * persona, only the synonyms that hold in its pack.
 */
export function terms(text: string, persona?: Persona): string[] {
  const raw = words(text);
  const stems = raw.map(stem);
  const out: string[] = ageBands(text);
  if (MAKE_GOOD.test(text)) out.push('=makegood');
  if (persona !== 'ads' && MOVED_UP.test(text)) out.push('=playup');
  for (let i = 0; i < stems.length; i++) {
    const current = stems[i] as string;
    if (isAmount(raw, i)) continue;
    const read = reading(raw, i);
    if (read === 'morale') out.push('=morale');
    if (read === 'deflating') out.push('=confidence');
    const found = new Set<string>();
    for (const phrase of PHRASES_BY_FIRST.get(current) ?? []) {
      if (phrase.only && persona && phrase.only !== persona) continue;
      if (read !== 'literal' && phrase.stems.length === 1) continue;
      if (!found.has(phrase.canonical) && phraseEnd(stems, raw, i, phrase.stems) > 0) found.add(phrase.canonical);
    }
    out.push(...found);
    const word = raw[i] as string;
    // '12 year olds' is an age, which ageBands already gives; its words alone would match every age article.
    const age =
      (AGE_WORDS.has(word) && (/^olds?$/.test(word) || /^olds?$/.test(raw[i + 1] ?? ''))) ||
      (SPELLED.includes(word) && AGE_WORDS.has(raw[i + 1] ?? '')) ||
      (word === 'yo' && /^\d+$/.test(raw[i - 1] ?? '')) ||
      (/^(?:aged?|ages|average)$/.test(word) && raw.slice(i + 1, i + 4).some((next) => /^\d{2}$/.test(next)));
    // Raising a budget is the ads pack's own wording.
    const literal = read === 'literal' || (read === 'raised' && persona !== 'coach');
    if (word.length > 1 && !STOPWORDS.has(word) && !age && literal && !/^\d+$/.test(current)) out.push(current);
    // '6 weeks' is how 'a six-week block' is asked: a count of weeks or sessions also matches its spelled word.
    const spelled = SPELLED[Number(word)];
    if (persona === 'coach' && spelled && /^\d{1,2}$/.test(word) && PERIOD.test(raw[i + 1] ?? ''))
      out.push(stem(spelled));
  }
  return out;
}
