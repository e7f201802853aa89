import type { Persona } from '../../contract/agents.ts';
import type { IndexedArticle, KnowledgeIndex } from '../knowledge/build.ts';
import { coverage, topicTerms } from '../knowledge/coverage.ts';
import { documentCount } from '../knowledge/postings.ts';
import type { SectionHit } from '../knowledge/search.ts';
import { terms, words } from '../knowledge/text.ts';

/**
 * Word beginnings that place a question in the persona's domain. Deliberately the domain's own vocabulary, not the
 * knowledge base's: its examples name plumbers, dogs on the pitch and tax, which are not what it is about.
 */
const vocabulary = (stems: string) => new RegExp(`^(?:${stems.trim().split(/\s+/).join('|')})`);

const DOMAIN: Record<Persona, RegExp> = {
  ads: vocabulary(`
ads?$ advert market campaign promot brand sale sell sold buy bought purchas checkout carts?$ customer client
lead prospect enquir inquir booking signup subscri budget spen[dt] bid t?cp[acmlv]s?$ ctrs?$ t?roa?s$ roi$ aov$ acquisition
ltv$ cac$ kpis?$ conver[st] click impression reach frequency traffic visit website site landing funnel seo$
sem$ ppc$ keyword search google gdn$ youtube facebook fb$ meta$ insta tik(?:tok)?$ linked pinterest snapchat
bing$ amazon shopify display banner video creative copy headline audience target retarget remarket lookalike
pixel tag(?:s|ged|ging)?$ track analytic ga4$ attribut offer discount pric revenue profit margin orders?$
agenc media newsletter email social post(?:s|ed|ing)?$ follower engag influencer content ecommerce shop
store product business compan startup launch benchmark metric dashboard report competitor positioning pitch
negotiat contract growth scal(?:e|es|ed|ing)$ optimi[sz] split match phrase exact broad test trial guarantee
rate radio tv billboard flyer leaflet sponsor compet grow patient footfall door walk-?ins?$ negatives$ str$ cpi$
lifetime
`),
  coach: vocabulary(String.raw`
sport train coach player athlet team squad club session practi[cs] drill match game warm cool stretch skill
techni fitness condition periodi[sz] taper (?:macro|meso|micro)cycle rebound boards?$ sprint running runner miles?$ mileage jog endurance speed agility strength stamina recover injur
concuss safe hydrat load fatigue pass(?:es|ing|ed)?$ shoot shots?$ dribbl tackl defen attack goal keeper
serv(?:e|es|ing)$ throw catch kick ball pitch court field pool swim kids?$ child youth junior u\d+s?$
under\d*s?$ age[sd]?$ olds?$ parent season fixture tournament league referee position formation tactic
possession motivat confiden discipline progress lesson group beginner level cone bib equipment football
soccer basketball netball rugby cricket tennis hockey volleyball athletics baseball handball gymnast
badminton golf judo karate boxing cycling rowing lacrosse softball exercise workout muscle jump cardio play
girls?$ boys?$ lads?$ mums?$ moms?$ dads?$ daughter teen bowl winger lightning heat$ race heart pulse
intensity effort push nutrition diet meal feedback instruct shout yell scream touchline sideline half-?time conced full-?backs?$ centre-?backs?$ midfield striker
subs?$ substitut captain trials?$ tryout bully safeguard welfare demonstrat explain emergenc ambulanc first-?aid
erg(?:o|s)?$ paddl rower cyclist blocks?$ deload
`),
};

/** The domain's words that are two words apart: 'at half time', 'our full back'. */
const DOMAIN_PHRASE: Record<Persona, RegExp> = {
  ads: /['"‘“][^'"’”]{0,60}\bnear me['"’”]|\b(?:cost per (?:click|lead|acquisition|sale|result|install)|max conv(?:ersions?)?|auto[- ]?appl(?:y|ied|ies)|advantage ?(?:\+|plus)|p ?max|performance max|asset groups?|(?:get|more|new|attract|find|win) (?:\w+ )?members)(?!\w)/i,
  coach: /\b(?:half|full)[- ]time\b|\b(?:full|centre|center)[- ]backs?\b/i,
};

/** Words only the other persona's questions use: 'a facebook ad' to a coach, 'the rugby' to an advertiser. */
const FOREIGN: Record<Persona, RegExp> = {
  ads: vocabulary(`
football soccer basketball netball rugby cricket tennis hockey volleyball athletics baseball handball drill referee
goalkeeper
`),
  coach: vocabulary(`
ads?$ advert campaign cp[acmlv]s?$ ctrs?$ roa?s$ roi$ ppc$ seo$ keyword marketing conversion impression landing
pixel funnel ecommerce shopify
`),
};

/** A forecast asked for ('what's the weather tomorrow'), not how to train or advertise in it: an article on the weather is no answer. */
const FORECAST =
  /\b(?:weather|forecast|rain(?:ing)?|snow(?:ing)?)\b.*\b(?:tomorrow|today|tonight|this (?:week(?:end)?|afternoon|evening)|next week|on (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\bweather forecast\b/i;

/**
 * Everyday life, not the job, whatever coaching or advertising word the chatter around it has: 'any quick pasta
 * recipe before I head to training', 'how do I train my puppy', 'best laptop for a small business'.
 */
const ELSEWHERE =
  /\b(?:recipes?\b(?! for (?:success|growth|disaster|a (?:good|great|winning)))|slow cooker|air fryer|banana bread|sourdough|lasagne|flapjacks?|pizza toppings?|pupp(?:y|ies)|kittens?|(?:my|our) (?:dog|cat)s?\b(?! (?:grooming|walking|training|sitting|business|shop|salon|food|treats|products?|brand|groomer))|best (?:time|places?) to visit|MOT|flat tyre|wi-?fi|router|(?:film|movie|series|podcast)s? (?:to|for|recommendations?)|(?:recommend|suggest) (?:a |any )?(?:good )?(?:film|movie|series|podcast)s?|homework|algebra|fractions|place (?:to eat|for (?:a |some )?(?:\w+ )?(?:meal|dinner|lunch|breakfast|brunch|drinks|pint|curry|pizza))|(?:wedding|best man'?s?|birthday|retirement|leaving|funeral) (?:speech|poem|toast|card|message)s?|poems?|(?:best|new|which) (?:phone|laptop|tablet|tv)s?|(?:present|gift)s? (?:ideas? )?for (?:my|our) (?:mum|mom|dad|mother|father|wife|husband|partner|girlfriend|boyfriend|son|daughter|friend|boss|sister|brother))\b/i;
/** Sport as a fan follows it, not as a coach coaches it: 'who won the world cup', 'what channel is the match on'. */
const TRIVIA =
  /\b(?:who(?:'s| is| do you (?:reckon|think)(?: is|'s)?)? (?:won|wins|will win|(?:going|gonna) (?:to )?win)\b[^.?!,;]{0,60}|how old is (?!(?:my|our|the|a|an|this|that|too|it|he|she|your|under|u\d+s?|under-?\d+s?)\b)\w+(?: \w+)?(?: now)?(?=\s*\??\s*$)|when (?:was|were|did) (?:\w+ ){1,4}(?:founded|invented|born)|settl\w+ (?:a|the) bet|pub quiz|how (?:do|would) (?:you|i) say .+ in (?:spanish|french|german|italian|portuguese|irish|welsh|chinese|japanese|arabic|polish|dutch)|translate .+ (?:in)?to (?:spanish|french|german|italian|portuguese|irish|welsh|chinese|japanese|arabic|polish|dutch)|(?:did|have) (?:you|u) (?:see|seen|watch|watched|catch|caught) (?:the )?(?:match|game|race|fight|final|news)|capital of|(?:what|which) channel (?:is|'s) (?:the )?(?:match|game|race|fight)|(?:match|game|race|fight) on (?:tv|telly)|(?:best|greatest) (?:\w+ )?(?:player|team|club|manager)s? (?:of all time|ever|in the world)|how much do (?:\w+ ){0,3}(?:earn|get paid))\b/i;
/** The job itself, which an everyday word does not take off-topic: 'I sell dog food, how do I advertise to puppy owners'. */
const CORE: Record<Persona, RegExp> = {
  ads: /\b(?:advertis\w*|ads?|adverts?|marketing|campaigns?|sell\w*|sold|promot\w*|customers?|clients?|audiences?|brand)\b/i,
  coach: /\b(?:drills?|sessions?|coach\w*|players?|squad|athletes?|pitch|field|court)\b/i,
};
const TRIVIA_ALL = new RegExp(TRIVIA.source, 'gi');
const ASKS =
  /\?|^\s*(?:(?:and|but|so|or|also|unrelated\s+but|random\s+but)\s+)?(?:how|what'?s?|why|when|where|which|who|should|shall|is|are|do|does|did|can|could|would|will|any|best|ideas?|tips?)\b/i;
export const inDomain = (persona: Persona, text: string) =>
  words(text).some((word) => DOMAIN[persona].test(word)) || DOMAIN_PHRASE[persona].test(text);
/** An everyday aside before a question of the job is its context: 'we are a cafe with free wifi, how do we get more footfall?'. */
const everyday = (persona: Persona, question: string) => {
  const clauses = question.split(/(?<=[.?!;,—–])|\s-\s/);
  const aside = clauses.filter((clause) => ELSEWHERE.test(clause) && !CORE[persona].test(clause));
  if (!aside.length) return false;
  return (
    aside.some((clause) => ASKS.test(clause)) ||
    !clauses.some((clause) => ASKS.test(clause)) ||
    !inDomain(persona, question)
  );
};
/** The forecast is what is asked, the match only why: 'what weather is tomorrow in Dublin? we have match'. */
const forecastAsked = (question: string) => {
  // 'it will rain on saturday so should I cancel training?': the forecast is given, the job asked.
  const clauses = question.split(/(?<=[.?!;,—–])|\s-\s|\s(?=(?:so|should|shall|do|can|must)\s+(?:i|we)\b)/i);
  const forecast = clauses.filter((clause) => FORECAST.test(clause));
  return (
    forecast.some((clause) => ASKS.test(clause)) &&
    !clauses.some((clause) => ASKS.test(clause) && !forecast.includes(clause))
  );
};
/** Plain sums, not the user's metrics: 'what's 15% of 240, doing my tax stuff', 'what's 12 times 14'. */
const ARITHMETIC =
  /^\s*(?:what'?s|what is|calculate|work out)\s+[\d.,]+\s*%?\s*(?:of|times|x|plus|minus|divided by|over|[+*/×-])\s*[\d.,]+/i;
/** A year, a birthday or a time says when, not how much: 'who won the world cup in 2018', 'my dad's 60th' have no number of the user's. */
const WHEN = /\b(?:19|20)\d\d\b|\b\d+(?:st|nd|rd|th)\b|\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b/gi;

/** Thanks or a greeting before the question is not part of its topic: 'cheers mate, one more: how long is the learning phase'. */
const OPENER =
  /^\s*(?:(?:hi+|hey+|hello|hiya|morning|thanks|thank you|thx|cheers|ta|great|perfect|brilliant|ok(?:ay)?|lol|haha+)\b(?:\s+(?:mate|all|guys|coach|so much|a lot|again|there|for that))*[\s,!.:;-]+)+(?:(?:one|another) more(?: (?:thing|question|q))?|(?:a |another )?quick (?:one|q|question)|also)?/i;

/** Worded this much like an article, a question belongs here whatever its words ('how do I get them to listen'). */
const COVERED_ANYWAY = 0.6;
/** The share of the question's words an article has in its title, tags or headings, not only in an example. */
const ON_TOPIC_ANYWAY = 0.5;
const FOLLOW_UP_TERMS = 3;
const FOLLOW_UP_OPENER = /^\s*(?:and|but|so|also|then|what about|how about|what if|same|ok(?:ay)?,? (?:and|so|but))\b/i;

export type OffTopicInput = {
  persona: Persona;
  questions: string[];
  hits: SectionHit[];
  top: IndexedArticle | undefined;
};

/**
 * Nothing of the persona's domain in the question, no number of the user's, not a follow-up in a conversation, and
 * either the other persona's words ('a facebook ad' to a coach) or little in common with any article's topics:
 * 'my dog keeps barking', or 'how do I fix a leaking tap', which only a plumber's keyword example mentions.
 */
export function isOffTopic(index: KnowledgeIndex, { persona, questions, hits, top }: OffTopicInput): boolean {
  const question = questions.at(-1) ?? '';
  if (question.split('\n').length > 2) return false;
  if (everyday(persona, question) || forecastAsked(question)) return true;
  // A fan's question ('who won') unless the rest is the job's: 'parents keep asking who won, how do I ...'.
  if (TRIVIA.test(question) && !inDomain(persona, question.replace(TRIVIA_ALL, ' '))) return true;
  if (ARITHMETIC.test(question) && !words(question).some((word) => DOMAIN[persona].test(word))) return true;
  if (/\d/.test(question.replace(WHEN, ''))) return false;
  const followUp =
    questions.length > 1 && (terms(question).length <= FOLLOW_UP_TERMS || FOLLOW_UP_OPENER.test(question));
  const asked = words(question);
  if (followUp || inDomain(persona, question)) return false;
  if (asked.some((word) => FOREIGN[persona].test(word)) || FORECAST.test(question)) return true;
  if (top && namesOnly(index, top, question)) return false;
  const matched = new Set(hits.filter((hit) => hit.article === top).flatMap((hit) => [...hit.matched]));
  const topic = question.replace(OPENER, '');
  const own = [...new Set(terms(topic))].filter((term) => !/\d/.test(term));
  const topical = own.filter((term) => matched.has(term) && topicTerms(index).has(term)).length;
  return coverage(index, topic, hits, top) < COVERED_ANYWAY || topical < ON_TOPIC_ANYWAY * own.length;
}

/** A word only this article has in its title or tags ('BANT', 'mesocycle') is the knowledge base's own vocabulary. */
function namesOnly(index: KnowledgeIndex, article: IndexedArticle, question: string): boolean {
  const named = new Set(terms(`${article.title} ${article.tags.join(' . ')}`));
  return terms(question).some(
    (term) =>
      named.has(term) && Object.hasOwn(index.articlePostings, term) && documentCount(index.articlePostings[term]) === 1,
  );
}
