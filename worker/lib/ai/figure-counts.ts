import { ACT, COUNTED, LEAD_ACT, PEOPLE, PLATFORMS } from './figure-nouns.ts';
import type { Rule } from './figure-rules.ts';

/** 'I have 2 questions about campaigns': words that end a count's noun before 'campaigns'. */
const NOT_KIND =
  'about|on|for|in|of|from|across|over|with|to|and|or|but|the|my|our|per|a|an|each|times?|days?|weeks?|months?|years?|hours?';

/** 'Shopping gets £4,000', never 'she gets £30 per lesson': what a campaign or channel is given. */
const GIVEN_TO =
  'campaigns?|ad sets?|ad groups?|search|shopping|pmax|performance max|display|video|youtube|google|meta|facebook|instagram|tiktok|linkedin|bing|brand|non-brand|generic|retargeting|remarketing|prospecting|one|each|it';
/** '€900 test budget'; never '$200 under budget'. */
const BUDGET_KIND = `(?:(?!(?:${NOT_KIND}|ad|ads|spent|spend|under|below|above|beyond|within|than|is|was|are|were)\\b)[a-z-]+ ){1,2}budget`;
const BUDGET_AFTER = [
  "(?:left|remaining)(?: (?:in|of|from) (?:the |our |my |this (?:month|week)(?:'s|’s) )?(?:[a-z-]+ )?budget)?",
  'to (?:play with|work with|put (?:in|into|towards)|throw at|use)',
  '(?:(?:set|put) )?aside|earmarked|ring-?fenced|signed off|approved',
].join('|');

/** The names of counts (clicks, impressions, reach, conversions, days) and the weakest names of money, tried last. */
export const COUNT_RULES: Rule[] = [
  // '6 pmax campaigns', '3 lead gen campaigns': a word or two saying which kind, before any count of results.
  {
    key: 'campaigns',
    kinds: ['count'],
    after: `(?:(?!(?:${NOT_KIND})\\b)[a-z-]+ ){0,2}(?:campaigns|ad sets|ad groups|channels|platforms)`,
  },
  {
    key: 'clicks',
    kinds: ['count'],
    before: 'clicks|taps|visitors|visits|sessions',
    after: `(?:link |ad |paid |search )?clicks|taps|(?:site |website |unique )?(?:visitors|visits|sessions)|${PEOPLE} (?:to )?(?:clicked|click|visited|visit|came|come|landed|went)`,
  },
  {
    key: 'impressions',
    kinds: ['count'],
    before: String.raw`impressions|impr\.?|(?<!page )views`,
    after: String.raw`(?:(?:ad|banner|display|video|paid) )?(?:impressions|impr\b|views)`,
  },
  // 'reach 15,000 locals about 3 times each'.
  { key: 'frequency', kinds: ['count'], after: 'times (?:each|apiece|per (?:person|head|user)|on average)' },
  // 'on average each person saw it 1.5 times'.
  {
    key: 'frequency',
    kinds: ['count'],
    before:
      '(?:each|every|the average|an average|a|per) (?:person|user|viewer|one) (?:saw|sees|seen|has seen|viewed|views|watched|got)(?: it| them| (?:the|my|our|this) (?:ads?|post|video))?',
    after: 'times',
    both: true,
  },
  // 'reached 22,000 people 66,000 times'.
  {
    key: 'impressions',
    kinds: ['count'],
    before:
      '(?:people|users|accounts|they)(?: (?:saw|seen|viewed|watched)(?: it| them| (?:my|our|the|this|that) (?:ads?|post|video|campaign))?)?|(?:show(?:ed|n)?|serve[sd]?|display(?:ed)?)(?: it| them| (?:my|our|the|this|that) (?:ads?|post|video|campaign))?|shown|served|displayed|seen|viewed',
    after: 'times',
    both: true,
  },
  { key: 'frequency', kinds: ['count', 'ratio'], before: 'frequency(?! caps?)', after: '(?:average )?frequency' },
  // 'we'd like 25k people to see it about 3 times'.
  {
    key: 'frequency',
    kinds: ['count'],
    before: '(?:to )?(?:see|hear|watch|view)(?: it| them| (?:the|our|my|this) (?:ads?|video|post|campaign))?',
    after: 'times',
    both: true,
  },
  {
    key: 'reach',
    kinds: ['count'],
    before: 'reach(?:ed)?|unique reach',
    after: '(?:reach|people reached|unique (?:users|people|viewers))',
  },
  {
    key: 'conversions',
    kinds: ['count'],
    before:
      'conversions|sales|leads|purchases|orders|results|sign-?ups|bookings|enquiries|customers|clients|sold|closed|booked|signed|won|landed',
    after: `${COUNTED}|of (?:them|those|these)(?=\\s*(?:$|[.,;!?]|(?:in|this|last|so far|(?:a|per|each|every) (?:day|week|month|year))\\b|(?:went|go(?:es)?|going) on to (?!(?:be|ignor|ghost|unsubscrib|cancel|complain|drop|leav|left)\\w*\\b)))|(?:[a-z-]+ ){0,3}(?:from|out of|off) (?:about |around )?\\d[\\d,.]*k? (?:site |website |unique |landing page )?(?:clicks|visits|visitors|sessions)|(?:of (?:them|those|these|the \\w+) |${PEOPLE} )?${ACT}(?:buy|bought|purchased|converted|convert|signed(?: up| on)?|booked|registered|subscribed|enquired|ordered|joined|enrol(?:l)?ed|upgraded|hired|paid|went ahead|showed up|turned up|said yes)|${PEOPLE} ${ACT}${LEAD_ACT}`,
  },
  // '50,000 people saw it': people counted with no act of theirs are the reach.
  { key: 'reach', kinds: ['count'], after: '(?:unique )?(?:people|users|accounts|viewers)' },
  // 'customers stay ~18 months': how long a customer keeps paying.
  {
    key: 'lifetimeMonths',
    kinds: ['count'],
    before:
      '(?:(?:stay|stays|stayed|stick around|sticks around|remain|remains|are retained|keep paying|keeps paying|subscribe|subscribed|churn after|lifetime)(?: with (?:us|me))?(?: for)?|pay(?:s|ing)? [^.;]{0,30}?\\b(?:during|for))(?: (?:on average|on avg|typically|usually|normally|about|around|roughly))?',
    after: '(?:months?|years?)',
    both: true,
  },
  // 'open 6 days a week' is how often, not how long.
  { key: 'days', kinds: ['count'], after: String.raw`-?\s?days?(?! (?:a|per|each) week|\s?\/\s?(?:week|wk))` },
  { key: 'weeks', kinds: ['count'], after: String.raw`-?\s?weeks?` },
  // 'PMax did A$21,600 on A$5,400 spend': what a campaign did on the money spent is what it brought in.
  {
    key: 'revenue',
    kinds: ['money'],
    before: 'did|done|made|drove|generated|returned',
    after: String.raw`(?:in (?:revenue|sales) )?(?:on|from|off) (?:about |around |roughly )?(?:[a-z]{1,2}\$|[$€£₹])\d`,
    both: true,
  },
  {
    key: 'spend',
    kinds: ['money'],
    before: String.raw`(?:did|done|made|drove|generated|returned) (?:[a-z]{1,2}\$|[$€£₹])?\d[\d,.]*k? (?:in (?:revenue|sales) )?(?:on|off)`,
  },
  // 'boss signed off £12,000': money agreed to be spent, not money 'off' which results came.
  {
    key: 'budget',
    kinds: ['money'],
    before: '(?:signed|signs|sign) off(?: on)?|approved|earmarked|ring-?fenced|green-?lit',
  },
  // '25 leads from $750': money with no other name that pays for what came before it ('revenue from the ads was' does not).
  { key: 'spend', kinds: ['money'], before: 'from|off', beside: true },
  // 'how many leads can I get with $2,000': money to spend; 'Shopping gets £4,000': money given to a campaign.
  { key: 'budget', kinds: ['money', 'count'], before: 'with', beside: true },
  {
    key: 'budget',
    kinds: ['money'],
    before: `(?:${GIVEN_TO}) (?:gets|is getting|(?:is|was) given)`,
    beside: true,
  },
  // '€900 test budget', '$2,500 left in this month's budget', 'a grand to play with', '$450 set aside': money to spend.
  { key: 'budget', kinds: ['money', 'count'], after: BUDGET_KIND },
  { key: 'budget', kinds: ['money'], after: BUDGET_AFTER },
  { key: 'spend', kinds: ['money'], after: `(?:ads|advertising|${PLATFORMS})` },
  // '$120 for 3,000 impressions': money for a number of things is what they cost.
  {
    key: 'spend',
    kinds: ['money'],
    after: String.raw`(?:for|on|into) (?:about |around |roughly |only |just )?\d+`,
    weak: true,
  },
];
