import { COUNT_RULES } from './figure-counts.ts';
import { LIFETIME_VISITS } from './figure-lifetime.ts';
import { ACT, AGREE, BECOME, CONVERSIONS, LEAD_NOUNS, PLATFORMS, VISITS } from './figure-nouns.ts';
import { OWNER_RULES, OWNER_WORTH } from './figure-owners.ts';
import { ANY_GOAL, APP_INSTALLS, GOAL_COUNTED, GOAL_SAID, GOAL_VERB, RESULTS_CAME_TO } from './figure-phrases.ts';
import { BUDGET_AHEAD, EACH_SALE, FEE, ONE_THING, REVENUE_SOLD, SOLD_WORD, TRADE_COSTS } from './figure-sold.ts';
import type { FigureKey } from './figure-types.ts';

/** The words that name a figure: after its number ('500 clicks'), before it ('spent $200'), or both. */
export type Kind = 'money' | 'percent' | 'count' | 'ratio';
/**
 * `both`: the name must stand on both sides ('worth $1,200 total'); `beside`: a name too weak to reach a number a
 * few words on; `weak`: a name only when no other names the number.
 */
export type Rule = {
  key: FigureKey | 'budget' | 'weeks';
  kinds: Kind[];
  after?: string;
  before?: string;
  both?: true;
  beside?: true;
  weak?: true;
};

/** First rule that fits wins: the more specific names come before the general ones. */
const RULES: Rule[] = [
  LIFETIME_VISITS,
  { key: 'targetConversions', kinds: ['count'], before: GOAL_SAID, after: GOAL_COUNTED, both: true },
  { key: 'targetConversions', kinds: ['count'], before: GOAL_VERB, after: ANY_GOAL, both: true },
  // '3 sales worth $1,200 total' is what they brought in, '3 sales worth $400 each' a price.
  {
    key: 'revenue',
    kinds: ['money', 'count'],
    before: 'worth',
    after: '(?:in )?(?:total|altogether|all together|combined|overall)|all (?:up|told)|in all',
    both: true,
  },
  // '155 orders worth £7,440': what a count of results is worth, unless 'each'.
  { key: 'revenue', kinds: ['money'], before: String.raw`\d[\d,.]*k? (?:[a-z-]+ ){1,2}worth` },
  {
    key: 'customers',
    kinds: ['count'],
    after: `(?:[a-z-]+ ){0,2}(?:from|out of) (?:about |around )?\\d[\\d,.]*k? (?:[a-z-]+ )?(?:leads|mqls|sqls|enquiries|inquiries|demos|trials|calls|consultations|opportunities)|(?:of (?:them|those|these|the|which)(?: [a-z-]+)? )?(?:${BECOME}|closed (?:as|into)?|signed (?:up )?as) ?(?:paying )?(?:customers|clients)|(?:of (?:them|those|these|the leads) )?closed\\b|(?:in)?to (?:paying )?(?:customers|clients)`,
  },
  // 'I can afford to spend €40 in ads to get one new pupil', 'we can pay max €60 to get one new patient'.
  {
    key: 'targetCpa',
    kinds: ['money'],
    before: `(?:can|could|would|'d) (?:afford to )?(?:spend|pay)(?: (?:a )?(?:max(?:imum)?|at most|up to)(?: of)?)?|afford to (?:spend|pay)`,
    after:
      '(?:(?:in|on) (?:ads?|adverts?|advertising) )?to (?:get|win|land|acquire|bring in|sign(?: up)?) (?:one|each|a|an|every|a single) (?:new )?[a-z-]+',
    both: true,
  },
  {
    key: 'targetCpa',
    kinds: ['money', 'count'],
    before: String.raw`(?:target|max(?:imum)?|afford(?: a)?|goal) (?:cpa|cpl|cost per \w+)(?: (?:for|on) [^.,;!?\d$€£]{1,30}?)?|(?:cpa|cpl) (?:target|goal)|(?:each|per|a|every|one) [a-z-]+ to cost(?: (?:max(?:imum)?|at most|no more than|under|below|less than))?|(?:can|could) afford|afford to pay|(?:willing|happy|ok|okay|fine|prepared|comfortable|content) (?:to pay|paying)(?: up to)?|(?:can|could) pay|pay up to|(?:want|wanna|would like|'d like|need|have) to pay (?:a )?(?:max(?:imum)?|at most|no more than|under|less than)(?: of)?|at most|(?:(?:won|don|can)['’]t|do not|will not|cannot|never) (?:want to |wanna )?pay (?:more than|over|above)`,
    after: '(?:cpa|cpl) (?:target|goal)|target (?:cpa|cpl)',
  },
  {
    key: 'targetRoas',
    kinds: ['ratio', 'percent', 'count'],
    // 'our investors want a return on ad spend of 4': a return wished for is a target.
    before:
      'target roas|roas target|aim(?:ing)? for a roas|(?:want|wants|need|needs|expect|expects|require|requires) (?:an? |the )?(?:roas|return on ad spend)(?: of)?',
    after: 'target roas|roas target',
  },
  ...OWNER_RULES,
  // 'agency quoted 15% of ad spend with a $1,500 monthly minimum'.
  {
    key: 'feeRate',
    kinds: ['percent'],
    before: '(?:management |agency )?(?:fee|fees|commission)|charges?|charging|quoted',
    after: '(?:of|on) (?:the |our |my |your )?(?:monthly |total )?(?:ad |media |advertising )?spend',
  },
  {
    key: 'minFee',
    kinds: ['money'],
    before: 'minimum(?: fee)?|min(?:imum)? fee',
    after: '(?:monthly |a month )?minimum|min(?:imum)? fee',
  },
  {
    key: 'cpc',
    kinds: ['money', 'count'],
    before:
      'cpcs?|cost per click|(?:each|per|a|one|every|the) click (?:is|=|runs?|costs?)|clicks? (?:are|cost|costs|at|around|about|roughly|averag(?:e|ing)|run|runs)|clicks? (?:is|are|was|were|has been|have been) costing(?: us| me)?|a click (?:costs?|is)',
    after: '(?:average )?(?:cpc|per click|a click|cost per click|per (?:visitor|visit|session))',
  },
  {
    key: 'cpm',
    kinds: ['money', 'count'],
    before: 'cpms?|cost per (?:thousand|mille)',
    after: 'cpms?|per (?:1,000|1000|thousand|mille|1k)(?: impressions| views)?',
  },
  { key: 'breakEvenCpa', kinds: ['money', 'count'], before: 'break[- ]?even (?:cpa|cpl|cost per \\w+)' },
  { key: 'breakEvenRoas', kinds: ['ratio', 'count'], before: 'break[- ]?even roas' },
  {
    key: 'cpa',
    kinds: ['money', 'count'],
    before:
      '(?:each|per|a|one|every|the) (?:lead|sign-?up|enquiry|inquiry|call|booking|install|registration|demo|trial|appointment|conversion|acquisition) (?:is|=|runs?|comes? (?:in )?at|goes for)|cpa|cpl|cpi|cost per (?!click|thousand|mille|1,?000\\b|item|unit|product|piece)[a-z-]+|(?<!\\d\\s)(?:leads?|sales?|conversions?|results?|customers?|clients?|patients?|sign-?ups?|bookings?|orders?|consultations?|consults?|appointments?|calls?|demos?|quotes?|estimates?|enquir(?:y|ies)|inquir(?:y|ies)|installs?|registrations?|trials?) (?:cost|costs|(?:is|are|was|were|has been|have been) costing)(?: us| me)?|(?<!\\d\\s)(?:leads?|conversions?|results?|sign-?ups?|calls?|demos?|enquir(?:y|ies)|inquir(?:y|ies)|registrations?|trials?) average|(?:leads?|sign-?ups?|enquir(?:y|ies)|inquir(?:y|ies)|calls?|' +
      APP_INSTALLS +
      ') at',
    after:
      '(?:cpa|cpl|cpi|cost per (?!click|thousand|mille|1,?000\\b|item|unit|product|piece)[a-z-]+|per (?:lead|sale|conversion|acquisition|purchase|booking|sign-?up|install)|(?:a|an|each) (?:lead|booking|sign-?up|call|enquiry|inquiry|appointment))',
  },
  {
    key: 'cvr',
    kinds: ['percent'],
    before: String.raw`conversion rate|conv\.? rate|(?:tap-to-)?install rate|(?:booking|sign-?up|purchase|checkout|opt-in|enquiry|inquiry|lead) (?:conversion )?rate|cvr|cr|convert(?:s|ing)?(?: at)?`,
    after: String.raw`(?:conversion rate|conv\.? rate|install rate|cvr|(?:(?:of )?(?:the |our |my )?(?:(?:site|website|web|landing page|store|shop) )?(?:clicks|clickers|visitors|people|users|them|those|traffic)(?: (?:who|that) (?:click(?:s|ed)?|tap(?:s|ped)?|visit(?:s|ed)?|land(?:s|ed)?|come|came)(?: through| in| on)?(?: (?:my|the|our|an?|your) (?:[a-z-]+ )?(?:ads?|adverts?|site|website|page|link))?)? )?(?:(?:usually|normally|typically|generally|often) )?${ACT}(?:conversion\b(?! value)|convert(?:s|ed)?|buys?|buying|bought|purchase[sd]?|purchasing|plac(?:e|es|ed|ing) (?:an? )?orders?|books?|booked|booking|registered|subscribed|order(?:s|ed)?|enquired|install(?:s|ed)?|download(?:s|ed)?|register(?:s)?|subscribe(?:s)?|calls?(?= (?:us|me|in)\b)|(?:ring|rings|rang|phones?|phoned|texts?|texted|messages?|messaged|emails?|emailed)(?= (?:us|me)\b)|gets? in touch|got in touch|(?:sen(?:d|ds|t|ding)|submit(?:s|ted)?|make|makes|made|leave|leaves|left|put in|puts in) (?:(?:me|us) )?(?:an? )?(?:message|text|email|dm|enquiry|inquiry)|sign(?:s|ed)? up|signing up|fill(?:s|ed|ing)? (?:in|out)|fills? (?:in |out )?(?:the |a |our )?form)|(?:of )?(?:the |our |my )?(?:clicks|visitors|visits|sessions|people|users|traffic) ${BECOME} (?:an? )?(?:leads?|customers?|buyers?|sales?|${CONVERSIONS}))`,
  },
  {
    key: 'ctr',
    kinds: ['percent'],
    before: 'ctr|click[- ]?through rate',
    // '2% of the people who saw it clicked': a share of those who saw the ad, not of visitors.
    after: String.raw`(?:ctr|click[- ]?through rate|(?:of (?:the )?(?:people|viewers|users|those|them)(?: (?:who|that) (?:saw|see|sees|seen|viewed|view) (?:it|them|the ads?|my ads?|our ads?))? )?(?:will |would |then )?(?:click(?:ed|s)?|tap(?:ped|s)?)(?: (?:on )?(?:it|the ad|my ad|our ad|through))?(?=\s*(?:[.,;!?]|$|and\b|so\b|how\b|what\b)))`,
  },
  {
    key: 'closeRate',
    kinds: ['percent'],
    before:
      'close rate|closing rate|lead-to-customer rate|(?:conversion (?:rate )?(?:from )?)?(?:lead|trial|demo|enquiry|inquiry|consultation|quote|mql|sql)s?[- ]to[- ](?!cost)[a-z]+(?: (?:rate|conversion(?: rate)?|ratio))?|close[sd]?|win|wins|won|land|landed|hire[sd]?|sign(?:s|ed)?|book(?:s|ed)?',
    after: `(?:close rate|closing rate|(?:of )?(?:the |our |those |these )?(?:[a-z-]+ )?${LEAD_NOUNS} (?:(?:from|via|through|off) (?:the |our )?[a-z-]+ )?${ACT}${AGREE}|(?:(?:of )?(?:(?:the|our|those|these|them) )?(?:(?!${VISITS}\\b)[a-z-]+ ){0,2})?${ACT}(?:close[sd]?|closing|buy(?:s|ing)?|bought|book(?:s|ing|ed)?|sign(?:s|ed)? up|join(?:s|ed)?|enrol(?:l|ls|s|led)?|upgrade[sd]?|${BECOME} (?:an? )?(?:paying |regular |repeat |new |actual )?(?:customers?|clients?|patients?|members?|subscribers?|students?|buyers?|sales?|deals?|stockists?|regulars?|accounts?)))`,
  },
  {
    key: 'margin',
    kinds: ['percent'],
    before: 'margins?|keeps?|kept|clears?|pockets?|take home|make|makes|earn|earns|net|nets',
    // '40% of that is actual profit', 'half of what I charge as profit': the share of a price that is left.
    after: String.raw`(?:profit |gross |net )?margins?|(?:of (?:that|it|this|the \w+|each \w+|every \w+|revenue|sales|what (?:i|we) (?:charge|bill|get paid|take))(?: of (?:my|our|the|each|every|a|an) (?:[a-z-]+ ){0,3}?[a-z-]+)? )?(?:is |as )(?:(?:my|our|the|actual|real|pure|clear|clean|genuine|straight|net) ){0,2}(?:profit|margin)`,
  },
  {
    key: 'roas',
    kinds: ['ratio', 'percent', 'count'],
    before: 'roas|return on ad spend|return(?! rate)',
    after: '(?:roas|return on ad spend|return(?! rate))',
  },
  {
    key: 'ltv',
    kinds: ['money', 'count'],
    before: 'ltv|clv|(?:customer )?lifetime value',
    after: String.raw`(?:ltv|clv|lifetime value|(?:to (?:us|me) )?over (?:their |the |a |its )?(?:customer )?lifetime|over \d+ (?:years?|months?)|(?:to (?:us|me) )?over time|(?:to (?:us|me) )?over (?:the (?:whole )?time|as long as) (?:they|he|she|a customer|a member|a client) (?:stays?|remains?|(?:is|are) with us)|(?:(?:to|with) (?:us|me) )?over (?:all |the |their |that |this |its ){0,2}(?:whole |entire )?(?:time|years|relationship|lessons|membership|stay|tenure|subscription|life(?: of (?:the|their|a|its) [a-z-]+)?)\b(?! (?:on|in|into) (?:ads?|advertising)))`,
  },
  OWNER_WORTH,
  {
    key: 'cac',
    kinds: ['money', 'count'],
    before:
      'cac|(?:customer )?acquisition cost|cost to acquire(?: a customer)?|acquire (?:one|each|a (?:new )?(?:customer|client|member|user))(?: for| at)?',
    after:
      'cac|(?:in (?:ads|adverts|advertising|ad spend) )?to (?:acquire|win|get|sign|land) (?:a |one |each |every )?(?:new |paying )?(?:customer|client|member|patient|student|subscriber|buyer|user|one)|(?:in (?:ads|adverts|advertising|ad spend) )?to (?:acquire|win|get|sign|land)(?: (?:them|one|each))?(?=\\s*(?:[.,;!?]|$|and\\b))|per (?:new |paying )?(?:customer|client|member|patient|subscriber|user)',
  },
  {
    key: 'unitCost',
    kinds: ['money', 'count'],
    before:
      'cost per (?:item|unit|product|piece)|(?:my|our) (?:unit )?cost(?! per)|(?:cogs|cost of goods(?: sold)?)(?: (?:\\+|and|plus|&) (?:shipping|postage|delivery|packaging|fulfil?ment|fees))?|landed(?: cost)?|(?:buy|get|source) (?:them|it|each|these|those|stock)(?: in)? (?:at|for)|(?:i|we) (?:buy|source|purchase) (?!(?:ads?|clicks?|leads?|traffic|impressions|views|followers|likes|media)\\b)[a-z-]+(?: in)? (?:at|for)|(?:wholesale|unit|product|landed|purchase|buying) cost (?:of|for) (?:each|every|one|a|an|the) [a-z-]+|' +
      TRADE_COSTS +
      '|(?:cost|buy|purchase|wholesale) price|wholesale(?! (?:orders?|accounts?|customers?|clients?|buyers?|deals?|sales?|enquir(?:y|ies)|leads?)\\b)|all[- ]in cost|(?:unit|product|production) costs?|costs? (?:us |me )?to (?:make|produce|buy|deliver|fulfil|fulfill|ship|source|serve)|(?:(?:platform|payment|processing|transaction|card|marketplace|app store) fees|(?<!\\b(?:ad|ads|advertising|marketing|media|campaign)\\s)(?:costs|expenses)|materials?|shipping|postage|delivery|printing|production|manufacturing|supplies|ingredients|packaging|fulfil?ment|goods)(?: (?:and|\\+|&|plus) [a-z]+)? (?:costs?|comes? to|come out at|adds? up to|totals?) (?:me |us )?',
    after:
      '(?:to (?:make|produce|manufacture|source|buy in|deliver|fulfil|fulfill|ship|serve|provide)|(?:in |of )?(?:cogs|cost of goods|unit cost|product cost)|landed|all[- ]in)',
  },
  {
    key: 'unitProfit',
    kinds: ['money', 'count'],
    before:
      '(?:profit|margin|make|makes|earn|earns|keep|clear|nets?|netting) (?:of |is |(?:per|(?:on|from|in|for|of) (?:each|every|one|a)) (?!(?:hour|day|week|month|year|campaign|ad|click|lead)s?\\b)[a-z-]+ (?:is |of )?)?',
    after:
      '(?:profit|margin)(?: per (?:sale|order|unit|item)| on (?:each|every|a) (?:sale|order|one))?|per (?:sale|order|unit|item) profit',
  },
  {
    key: 'orderValue',
    kinds: ['money'],
    before:
      '(?:each|every|one|a single|an|the average|average) (?:order|item|product|unit|ticket|job|deal) (?:is|comes to)|(?:each|per|every|one|a single|the average|average) (?:sale|order|customer|client|booking|job|deal|purchase|unit|ticket) (?:brings?(?: (?:in|us|me))?|is worth|generates?|makes? (?:us|me))|average order value|aov|average order|order value|(?:average|typical) (?!(?:cpcs?|cpas?|cpls?|cpms?|cpis?|ctrs?|roas|cvr|costs?|clicks?|leads?|spend|spending|budgets?|bids?|days?|daily|weeks?|weekly|months?|monthly|frequency|conversions?|margins?|profits?|ltv|cac|acquisition|payouts?|fees?|commissions?|position|rates?|lifetime|return|of|is|was|at|around|about|for|on|in)\\b)[a-z-]+(?: size| value| price)?|(?:deal|job|contract|project|booking|sale|order)s? (?:is worth|are worth|size|value)|(?:annual|yearly|one-off|first-year) (?:contract|deal|project|retainer|package|engagement)s?(?: value| size| price| fee)?|(?:we|i|business|company|firm|shop|salon|studio|clinic|practice) (?:charges?|bills?)(?: (?:clients|customers|people))?|(?!costs?\\b)[a-z]{3,} (?:averages?|average out at)|(?!(?:costs?|leads?|clicks?|cpcs?|cpas?|cpls?|cpms?|ctrs?|spend|spending|budgets?|bids?|conversions?|sign-?ups?|enquir(?:y|ies)|inquir(?:y|ies)|calls|results|acquisitions?|impressions|views|days|weeks|months|fees?)\\b)[a-z]{3,} averaging|(?:on|for) (?:a|an|each|every|one)|sell(?:s|ing)?|(?:course|product|item|package|program(?:me)?|class|ticket|box|kit|bundle|pack|pass|block|voucher|punch card)(?:e?s)? (?:costs?|is|are|sells? for|go(?:es)? for|retails? (?:at|for))|deal (?:size|value)|(?:revenue|value) per (?:customer|client|sale|order)|average sale|average (?:basket|cart)|(?:basket|cart) (?:size|value)|ticket size|sells? for|priced? at|retail(?:s|ing)? (?:at|for)|advertis(?:e|es|ing|ed) (?:a|an|my|our|the) (?:[a-z-]+ ){1,3}at|offer(?:s|ing|ed)? (?:a|an|my|our|the) (?:[a-z-]+ ){1,3}(?:at|for)|retail price|rrp|msrp|sell(?:s|ing)?(?: [a-z-]+){0,3} (?:at|for)|sold(?: \\d[\\d,]*)?(?: [a-z-]+){1,3} (?:at|for)|sold \\d[\\d,]*(?: [^.?!;\\d$€£]{1,60}?)? (?:at|@)|price|worth|product|item|(?:customers?|clients?|buyers?|members?|subscribers?|users?) (?:spends?|pays?)(?<!\\b(?:our|my|the) client spends)|(?:each|every|a|an|the|one|per) (?:typical |average |normal |usual )?(?:job|booking|call-?out|visit|clean|service|repair|install(?:ation)?) pays?(?: (?:me|us))?|(?:plan|subscription|membership|retainer)s?(?: costs?| is| are)?|(?:annual|yearly|monthly|weekly) subs?(?: costs?| is| are)?|(?:units?|items?|orders?|products?|tickets?|sales|pieces) (?:at|averaging|@)' +
      `|${ONE_THING} (?:costs?|is|sells? for|goes for)|${SOLD_WORD} go(?:es)? for|${FEE}|${EACH_SALE}`,
    after:
      '(?:average order value|aov|average order|order value|per order|an order|order|a sale|per sale|(?:a|per) (?:job|deal|project|contract)|basket|each|apiece|per item|per unit|(?:on )?average(?! (?:cpc|cpa|cpl|cpm|ctr|cost|click|lead|roas))|(?:course|product|item|package|plan|service|subscription|membership|bundle|box|bottle|pair|treatment|session|class|ticket)s?)',
  },
  {
    key: 'orderValue',
    kinds: ['count'],
    before:
      'average order value|aov|order value|average (?:order|sale|basket|cart|deal)|basket size|sells? (?:it |them )?for|sell(?:s|ing)?(?: [a-z-]+){0,3} (?:at|for)|priced? at',
  },
  // 'courses at 300 each' with no currency sign is still a price.
  {
    key: 'orderValue',
    kinds: ['count'],
    after:
      '(?:each|apiece|a piece|per (?:item|unit|course|ticket|product|order|project|job|booking|session|client|customer))',
  },
  {
    key: 'revenue',
    kinds: ['money'],
    before:
      'revenue|sales|sold|sell|sells|selling|made|make|makes|making|earned|generated|brought in|brings? in|returned|conversion value|purchase value|value|turnover',
    after:
      '(?:in |of |worth of )?(?:revenue|sales|conversion value|purchase value|turnover)|in (?:purchases|orders|bookings)|(?:of|worth of) (?:paid )?(?:jobs|work|business|bookings|orders|call-?outs)',
  },
  { key: 'revenue', kinds: ['money'], before: RESULTS_CAME_TO },
  ...REVENUE_SOLD,
  // 'people bought $1,890 worth of clothes through them': what the people the ads brought paid.
  {
    key: 'revenue',
    kinds: ['money'],
    before: '(?:people|customers|clients|buyers|shoppers|folks) (?:then )?(?:bought|ordered|purchased)',
  },
  // '22,500 in sales' with no currency sign: a count of sales would not be 'in' them.
  { key: 'revenue', kinds: ['count'], after: '(?:back )?(?:in|worth of) (?:revenue|sales|turnover)' },
  {
    key: 'budget',
    kinds: ['money', 'count'],
    before:
      "budgets?|budgeted|(?:monthly |ad |marketing )?pot|allocate|allocating|split|splitting|divide|dividing|spread|spreading|distribute|distributing|(?:we|i)(?:'ve|’ve| have)? (?:have|got)|(?:to|can|could|will|plan to|want to|going to) spend|if (?:we|i) (?:spend|put(?: in)?)",
    after:
      '(?:monthly |daily |weekly |total |ad |marketing )*budget|(?:will |would |could |can )?(?:buy|get)(?: me| us)? (?:at|with)|(?:(?:grant|fund|funding|allowance|kitty) )?to (?:split|divide|spend|allocate|spread|distribute|share)|(?:split|divided|allocated|spread|distributed|shared)(?: (?:evenly|equally))? (?:across|over|between|among)|(?:will |would |could |can )?(?:get|buy) (?:me|us)',
  },
  ...BUDGET_AHEAD,
  {
    key: 'spend',
    kinds: ['money', 'count'],
    before: `spent|spends?|spending|ad spend|(?<!\\b(?:cpms?|cpcs?|cpas?|cpls?|clicks?|leads?|roas|ctrs?|costs?)\\b[^.,;!?\\d]{0,30})(?:ran|run|running)|invest|invests|investing|costs?|costing|bills?|invoices?|cost (?:me|us)|paid|pay(?:s|ing(?! (?:users?|customers?|clients?|members?|subscribers?)\\b))?|charged(?: us| me)?|billed(?: us| me)?|invested|put(?: in)?|poured|threw|dropped|sank|sunk|blew|burn(?:ed|t|ing)?(?: through)?|(?:${CONVERSIONS}|clicks|impressions|views|visits|visitors) for`,
    after: `(?:in |of |on )?(?:${PLATFORMS} )?(?:ads? |total )?(?:spend|spent|costs?)|(?:(?:monthly |management |agency |platform )?fees?)|bought (?:us |me )?(?:about |around )?\\d+|brought in|got (?:me|us)|(?:on|in|of|into|through|via) (?:\\w+ )?(?:ads|advertising)|on ${PLATFORMS}`,
  },
  {
    key: 'revenue',
    kinds: ['count'],
    before: 'revenue|conversion value|purchase value|turnover|made|earned|generated|returned|brought in|got back',
  },
  ...COUNT_RULES,
];

export const FILLER = String.raw`(?:\s|:|=|~|-|—|–|\b(?:of|is|was|were|are|at|around|about|roughly|approx\.?|approximately|to|only|just|has been|have been|been|run|runs|running|sit|sits|sitting|hover|hovers|hovering|coming in|comes in|came in|trending|total(?:ling|ing)?|averaging|averages?|maybe|probably|basically|like|my|our|us|the|a|an|nearly|almost|under|over|me|in|got|get|had|have|with|by|it|i|we|do|should|mine|ours|currently|now|right now|usually|normally|typically|generally|mostly)\b|\?)*`;

function compile(rule: Rule) {
  return {
    ...rule,
    afterRe: rule.after ? new RegExp(String.raw`^\s?(?:${rule.after})\b`, 'i') : undefined,
    beforeRe: rule.before ? new RegExp(String.raw`\b(?:${rule.before})${FILLER}$`, 'i') : undefined,
    nameRe:
      rule.before && !rule.beside ? new RegExp(String.raw`\b(?:${rule.before})(?:(?<=\s)|(?![a-z]))`, 'gi') : undefined,
  };
}
export const COMPILED = RULES.map(compile);
export const RATES = COMPILED.filter(
  (r) => r.kinds.includes('percent') && r.key !== 'roas' && r.key !== 'targetRoas',
).map((r) => ({ ...r, anywhere: new RegExp(String.raw`\b(?:${r.before})\b`, 'i') }));
