import { ACT, AGREE, LEAD_NOUNS } from './figure-nouns.ts';
import type { Rule } from './figure-rules.ts';

/**
 * How owners of small businesses tell what a customer is worth and what they want from the ads, in their own words.
 * These come before the general names: each one is a narrower reading of words the general rules read otherwise.
 */
const GUESTS =
  '(?:customers?|clients?|guests?|diners?|tables?|patients?|shoppers?|visitors?|families|couples|parties|groups|buyers?|patrons?|punters|people|members?|students?|pupils?|learners?|kids?|children|owners?)';

// 'Tables usually spend $68', 'guests typically spend about £45 a head', 'average spend per cover is €38': what one
// customer pays, not what the ads cost. Only the present tense: 'customers spent $4,200 from the ads' is a total; 'our
// client spends £2,000 and gets 50 leads' is an agency's client paying for ads, so customers need a habit or an 'each'.
const HABIT = '(?:usually|typically|normally|generally|tend to|on average)';
const CUSTOMER_SPEND: Rule = {
  key: 'orderValue',
  kinds: ['money'],
  before: `(?:the average |a typical |an average |each |every |most )?(?:guests?|diners?|tables?|shoppers?|patrons?|punters|families|couples|parties) (?:${HABIT} )?spends?|(?:(?:the average|a typical|an average|each|every) (?:customer|client|patient|member|student|pupil|buyer|visitor)|(?:customers|clients|patients|members|students|pupils|buyers) ${HABIT}) spends?|(?:average |typical |usual )?spend (?:per|a) (?:head|cover|visit|customer|guest|table|person|patient|client)`,
};

// 'my website turns 8% of clicks into booked jobs', '3% of the visitors become orders': a share of clicks or visitors
// is a conversion rate, whatever they become; '20% of enquiries into jobs' stays a close rate.
const CVR_OF_CLICKS: Rule = {
  key: 'cvr',
  kinds: ['percent'],
  after: String.raw`of (?:the |our |my |its |their |all )?(?:ad |paid |site |website )?(?:clicks|clickers|visitors|visits|sessions|traffic) (?:(?:turn|turns|turned|convert|converts|converted|go|goes|went) )?(?:in)?to\b`,
};

// '1 in 5 of the leads I get signs up', '30% of the enquiries we get go ahead', 'of the calls that come in book':
// leads said with what brings them in are still the leads a close rate is a share of.
const LEADS_WE_GET: Rule = {
  key: 'closeRate',
  kinds: ['percent'],
  after: `(?:of )?(?:the |our |my |those |these )?(?:[a-z-]+ )?${LEAD_NOUNS} (?:(?:that |which )?(?:i|we) (?:get|receive|see|generate|bring in|pull in)|(?:that|which) (?:come|comes|came) in)(?: (?:from|via|through|off) (?:the |our |my )?[a-z-]+)? ${ACT}${AGREE}`,
};

// "I'd like a return on ad spend of 5", 'hoping for a ROAS of 4', 'ideally I'd get': a return wished for is a target;
// 'I'd get a ROAS of 5 if ...' foretells one.
const ROAS_WISHED: Rule = {
  key: 'targetRoas',
  kinds: ['ratio', 'percent', 'count'],
  before: `(?:(?:would|'d|’d) (?:really |quite )?(?:like|love|want)|ideally,? (?:i|we)(?:'d|’d|d| would)? (?:get|see|hit|want)|hop(?:e|ing) for|looking for|aim(?:ing)? (?:for|at)|shooting for|after|(?:goal|target|aim) is) (?:to (?:get|see|hit|make) )?(?:an? |the )?(?:roas|return on (?:ad|advertising) spend)(?: of)?`,
};

// 'I charge £40 an hour and a student books 20 hours, so each student is worth £800 to me': a worth worked out from
// what a customer buys over time is their lifetime value, not one sale.
const WORTH_SO: Rule = {
  key: 'ltv',
  kinds: ['money'],
  before: String.raw`so (?:each|every|a|an|one|the average|a typical|an average) (?:new )?(?:(?!(?:sale|order|job|booking|click|lead|item|unit|product|ticket|visit|session|lesson|hour|class)s?\b)[a-z-]+ ){1,2}(?:is|are) worth`,
};

// 'a typical student books 20 hours', 'clients book 24 sessions', 'a pupil takes about 30 lessons': how many times one
// customer buys, not sessions on the site; with a price a time they make the lifetime value. Only the present tense:
// 'clients booked 24 sessions from the ads' counts results.
const TIMES_BOOKED: Rule = {
  key: 'visits',
  kinds: ['count'],
  before: `(?:the average |a typical |an average |each |every |a |an |most |our |my )?(?:new )?${GUESTS} (?:(?:usually|typically|normally|generally|tend to|will) )?(?:books?|takes?|buys?|does|do|has|have|needs?|comes? for|stays? for)`,
  after: '(?:hours|sessions|lessons|classes|visits|appointments|treatments|nights)',
  both: true,
};

// 'An Invisalign case is $5,800 and our costs on it are $3,480', 'my costs for each cake come to £180': what one
// sale costs to deliver; 'our costs on Google were $900' is ad spend.
const COSTS_ON_IT: Rule = {
  key: 'unitCost',
  kinds: ['money'],
  before: String.raw`(?:my|our|the) (?:own |direct |actual )?costs? (?:on|for|of) (?:it|that|this|one|each(?: one)?|every one|each (?!(?:month|week|day|year|campaign|ad|click|lead)s?\b)[a-z-]+|a (?!(?:month|week|day|year|campaign)\b)[a-z-]+|one (?!(?:month|week|day|year|campaign)\b)[a-z-]+)(?: (?:are|is|come to|comes to|run|runs|total|totals))?`,
};

/** Listed after the general rules of their keys (a key's first rule is the one other code reads its words from). */
export const OWNER_RULES: Rule[] = [
  TIMES_BOOKED,
  ROAS_WISHED,
  CVR_OF_CLICKS,
  LEADS_WE_GET,
  COSTS_ON_IT,
  CUSTOMER_SPEND,
];
/** After the general lifetime value rule, before the order value ones that read 'is worth' as a price. */
export const OWNER_WORTH = WORTH_SO;
