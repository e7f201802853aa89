/** Ranking rules only the coach persona needs: the sport and the age group a question names. */
import type { IndexedArticle } from '../knowledge/build.ts';
import type { QueryPart, SectionHit } from '../knowledge/search.ts';
import { terms } from '../knowledge/text.ts';

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
  // Futsal is football's indoor code; 'footy' its nickname.
  football: 'futsal|footy|footie',
};

const sportWords = (sport: string) => `${sport}(?:ers?|s)?|${PLAYERS[sport] ?? sport}`;
const SPORT_WORDS = new RegExp(`\\b(?:${SPORTS.map(sportWords).join('|')})\\b`, 'gi');

const SPORT_PATTERNS = SPORTS.map((sport) => ({ sport, pattern: new RegExp(`\\b(?:${sportWords(sport)})\\b`) }));
/**
 * An event names its sport: 'u13 footballers put in the hurdles' asks about athletics, 'wants to do a 10k' about
 * running, 'pool sessions' about swimming. Read in questions only: a general article's 'marathon' or 'pool' example
 * does not make it a sport's own.
 */
const EVENTS: { sport: string; pattern: RegExp }[] = [
  { sport: 'athletics', pattern: /\b(?:hurdles?|hurdling|long jump|high jump|triple jump|javelin|shot put|discus)\b/ },
  { sport: 'cricket', pattern: /\b(?:wickets?|bowlers?|forward defensive|cover drives?|lbw|leg spin|off spin)\b/ },
  { sport: 'running', pattern: /\b(?:5 ?k|10 ?k|half marathons?|marathons?|parkruns?|cross[- ]country)\b/ },
  {
    sport: 'swimming',
    pattern: /\b(?<!(?:talent|player|selection|squad) )(?:pool|front crawl|backstroke|breaststroke|swim meets?)\b/,
  },
];
/**
 * 'Swarm the ball like u6 soccer', 'shoots from her hip like a shot put': an age, sport or event named in a comparison is
 * not the one coached.
 */
const LIKE_ANOTHER =
  /\blike (?:a |an |the |some )?(?:(?:(?:u|under)[- ]?\d{1,2}s?|\d{1,2}[- ]?(?:year[- ]?olds?|yos?))(?: [a-z]+)?|shot put|javelin|discus|hurdlers?|marathon)\b/gi;
const askedAbout = (text: string) => text.replace(LIKE_ANOTHER, ' ');

/** The sports a question asks about: named, or, when it names an event, the event's (the players' own is who they are). */
export const sportsIn = (text: string) => {
  const own = askedAbout(text);
  const events = eventSports(own);
  return events.size > 0 ? events : namedSports(own);
};
const eventSports = (text: string) =>
  new Set(EVENTS.filter(({ pattern }) => pattern.test(text.toLowerCase())).map(({ sport }) => sport));
const namedSports = (text: string) => {
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
  const found = namedSports(`${article.title} ${article.tags.join(' ')}`);
  SPORTS_OF.set(article, found);
  return found;
};

const agesIn = (text: string) => new Set(terms(text).filter((term) => term.startsWith('=age-')));
const OTHER_AGE_PENALTY = 0.5;
/** Under-8s and grown-ups are coached unlike everyone else: most questions naming them want their age article. */
const OWN_AGE_LIFT = 1.6;
const DISTINCT_AGES = new Set(['=age-young', '=age-adult', '=age-masters']);
// Adults of 34 and of 40 are coached alike: one article serves both bands.
const grownUp = (age: string) => age === '=age-adult' || age === '=age-masters';

/** A coach of 6 year olds wants the under-8s article, not the one written for 9-12 year olds. */
export function preferAge(hits: SectionHit[], question: string): SectionHit[] {
  const asked = agesIn(askedAbout(question));
  if (asked.size === 0) return hits;
  const adults = [...asked].some(grownUp);
  return hits
    .map((hit) => {
      const about = agesIn(`${hit.article.title} ${hit.article.tags.join(' ')}`);
      const own = [...about].some((age) => asked.has(age) || (grownUp(age) && adults));
      const factor =
        about.size === 0
          ? 1
          : !own
            ? OTHER_AGE_PENALTY
            : [...about].some((age) => DISTINCT_AGES.has(age) && (asked.has(age) || adults))
              ? OWN_AGE_LIFT
              : 1;
      return factor === 1 ? hit : { ...hit, score: hit.score * factor, focus: hit.focus * factor };
    })
    .sort((a, b) => b.score - a.score);
}

/** A football coach asking for a passing session wants football drills, not the basketball example. */
export function preferSport(hits: SectionHit[], text: string): SectionHit[] {
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
    const about = namedSports(
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
export function sportWeighted(asked: string): QueryPart[] {
  // 'Mostly 40+, how should it differ from the kids I coach?': the children are what the grown-ups are set against.
  const own = askedAbout(asked);
  const grown = GROWN_UPS.test(own) || [...agesIn(own)].some(grownUp);
  const question = grown ? own.replace(COMPARED_WITH_KIDS, (base) => base.replace(KIDS, ' ')) : own;
  const named = question.match(SPORT_WORDS);
  if (!named) return [{ text: question, weight: 1 }];
  if (eventSports(question).size > 0) return [{ text: question.replace(SPORT_WORDS, ' '), weight: 1 }];
  return [
    { text: question.replace(SPORT_WORDS, ' '), weight: 1 },
    { text: named.join(' '), weight: NAMED_SPORT_WEIGHT },
  ];
}
const NAMED_SPORT_WEIGHT = 0.5;
const GROWN_UPS = /\b(?:adults?|masters|vets|veterans|mums|moms|dads|women|men)\b/i;
const KIDS = /\b(?:kids|juniors|children|youngsters|little ones)\b/i;
const COMPARED_WITH_KIDS =
  /\b(?:differ|different(?:ly)?|compared?|unlike|than|vs\.?|versus)\s+(?:(?:from|to|with)\s+)?(?:the |my |our )?(?:[a-z-]+ ){0,2}?(?:kids|juniors|children|youngsters|little ones)\b/gi;

/**
 * Asked how practice is ordered ('50 forehands in a row or mix it up?') or what an age can do ('what can kids that age
 * do?'), a coach wants the general article: among the first few, the sport's own articles only break ties.
 */
export function generalFirst(articles: IndexedArticle[], question: string): IndexedArticle[] {
  if (!GENERAL_ASK.test(question)) return articles;
  const first = articles.slice(0, GENERAL_REACH);
  const general = first.filter((article) => articleSports(article).size === 0);
  if (general.length === 0) return articles;
  return [...general, ...first.filter((article) => !general.includes(article)), ...articles.slice(GENERAL_REACH)];
}
const GENERAL_REACH = 3;
const GENERAL_ASK =
  /\b(?:in a row|over and over|mix (?:it|them|things) up|mixed up|blocked|random(?:ly)?|same (?:drill|shot|thing) (?:over|every|each|again)|(?:helps?|learn) (?:them |kids |players )?(?:learn|stick|faster|better)|(?:that|this) age (?:can|should|do|are)|kids (?:of )?that age|what (?:can|should) (?:a |an )?(?:kids|children|they|\d{1,2}[- ]?(?:year[- ]?olds?|yos?|s)|under[- ]?\d{1,2}s?|u\d{1,2}s?) (?:realistically |actually )?(?:do|manage|handle|cope with))\b/i;
