/** Ranking rules only the advertising persona needs: benchmarks when asked, platform comparisons, how to advertise. */
import type { SectionHit } from '../knowledge/search.ts';

// 'Good' or 'bad' judge a figure ('is 3x ROAS good', 'a good CTR'), not 'how do I make good ads'.
export const BENCHMARK_INTENT =
  /\b(?:benchmarks?|averages?|typical|normal|industry|ok(?:ay)?|compared?|comparison|expect(?:ed)?|realistic|standard|reasonable|too (?:expensive|high|low|cheap)|expensive|pricey|overpaying|published|other advertisers|others (?:pay|get))\b|\b(?:good|bad) (?:ctr|cpc|cpm|cpa|cpl|cvr|roas|conversion|cost|click|rate|number|result|frequency)|\b(?:is|are|was|that|this|it|thats|its)\b[^.?!]{0,30}\b(?:good|bad|crazy|terrible|insane)\b/i;
const NOT_ASKED_PENALTY = 0.3;

const SOCIAL = /\b(?:facebook|fb|meta|instagram|insta|linked ?in|tik ?tok|display|gdn|banners?|social)\b/i;

/**
 * 'Been doing Google for years, now trying Facebook: what's different?' compares the platforms, whatever else the
 * message says: the platform articles answer it. One metric compared ('my CPC is so different on Google') is that metric.
 */
export const comparesPlatforms = (text: string) =>
  /\bdiffer|\bsame rules\b/i.test(text) &&
  SOCIAL.test(text) &&
  /\b(?:google|search)\b/i.test(text) &&
  !/\b(?:cpc|cpm|ctr|cpa|roas|cvr|conversion rate)s?\b/i.test(text);
export const PLATFORMS_COMPARED = 'how social ads differ from search ads';
export const PLATFORMS_WEIGHT = 0.5;

/**
 * Traffic that brings nothing ('200 clicks, 0 conv', 'clicks but no form submissions', 'add to carts but nobody
 * finishes checkout') is the clicks-without-results symptom, whatever platform or metric the message names. A
 * maximise-clicks question ('new account, no conversions yet: is max clicks ok?') is about that strategy.
 */
const NO_RESULT =
  /(?<!\b(?:almost|hardly|barely|nearly) )\b(?:no|zero|(?<![\d.])0(?![.\d])|not (?:one|a single)|nobody|no ?one|none|never)\b(?:\W{1,3}\w{1,20}){0,3}?\W{1,3}(?:conv\w*|sales?|leads?|enquir\w*|inquir\w*|forms?|submissions?|book\w*|purchases?|buys?|orders?|requests?|sign ?ups?|customers?|calls?|checkouts?|finish\w* checkout|add to carts?)\b|\bnot converting\b|\b(?:doesn?t|dont|doesnt|never) convert\b|\bshows? nothing\b/i;
export const trafficWithoutResults = (text: string) =>
  /\b(?:clicks?|clicked|clicking|visitors?|visits|traffic|views|add(?:ed)? to carts?)\b/i.test(text) &&
  !/\b(?:max(?:imi[sz]e)?|click) (?:clicks|rate)\b/i.test(text) &&
  NO_RESULT.test(text);
export const NO_RESULTS = 'traffic but no sales or leads';
export const NO_RESULTS_WEIGHT = 1;

/**
 * A budget raised ('doubled my budget and CPA went up 60%', 'how do we keep growing spend') is the scaling question: a
 * cost that rose after it is what scaling does, not a CPA problem of its own.
 */
export const raisesBudget = (text: string) => RAISED_BUDGET.test(text);
const RAISED_BUDGET =
  /\b(?:doubl\w*|rais\w*|increas\w*|bump\w*|upp?ed|tripl\w*|push\w*)\b(?:\W{1,3}\w{1,20}){0,3}?\W{1,3}budgets?\b|\bbudgets?\b(?:\W{1,3}\w{1,20}){0,2}?\W{1,3}(?:doubled|tripled|raised|increased)\b|\bgrow\w*(?: the)? (?:spend|budget)|\bkeep growing\b|\bmore budget\b/i;
export const SCALING = 'scaling ad budgets';
export const SCALING_WEIGHT = 0.5;

/**
 * How to advertise, market or win customers for a business: 'how do I advertise a wedding venue', 'get more members
 * for my gym'; not where ('advertise on a blimp'), which an article covers or not.
 */
export const HOW_TO_ADVERTISE =
  /\b(?:how (?:do|can|should|would|to)|best way to|ways? to|tips (?:for|on))\b.{0,40}\b(?:advertis\w*(?! (?:on|in|at|through|via)\b)|market(?:ing)?|promot\w*|(?:get|find|attract|win) (?:more |new |(?:my|our) first )?(?:customers|clients|bookings|members|enquiries|inquiries|leads|patients|students|footfall|foot traffic|walk-ins))\b/i;
export const STARTING_OUT = 'good starting structure for a small account';

/**
 * Published averages answer 'is this normal?', not 'why did my CPC rise?' that happens to name the same metric;
 * and of the benchmark articles, the one for the network asked about (search unless a social or display one is named).
 */
export function benchmarksOnlyIfAsked(hits: SectionHit[], question: string): SectionHit[] {
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
