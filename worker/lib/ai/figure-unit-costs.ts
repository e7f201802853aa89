import { SIGN } from './figure-token.ts';

/**
 * 'Every phone call I get from Google costs me roughly $35', 'each tap on my ad costs about 45p', 'taps on my ad cost
 * around £1.35 each': first-time advertisers price one result or one click in a sentence of their own, with words
 * between the thing and its cost. Such a sentence is rewritten as the name the figure reader knows ('cost per call
 * is $35', 'cpc is 45p'), so it is read as a rate, never as money spent.
 */
const CLICKS = `(?:clicks?|taps?|visits?|visitors?|click-throughs?)`;
const RESULTS = `(?:leads?|enquir(?:y|ies)|inquir(?:y|ies)|(?:phone )?calls?|call-?outs?|bookings?|sales?|orders?|sign-?ups?|registrations?|appointments?|jobs?|customers?|clients?|patients?|members?|students?|pupils?|quotes?|consultations?|purchases?|conversions?|installs?|downloads?|subscribers?|donors?|reservations?|enrolments?|enrollments?|tickets?|persons?|couples?|famil(?:y|ies)|homeowners?|parents?|admissions?|treatments?|regulars?|guests?|diners?|tenants?|learners?)`;
const ONE = String.raw`\b(?:each|every|per|one|a single)\s(?:(?:new|single|actual|paying|booked|extra)\s)?`;
// Up to seven words between the thing and its cost ('I get from Google', 'who signed up through ads'), none a cost.
const BETWEEN = String.raw`((?:\s(?!(?:costs?|costing|and|but|so|which|that's)\b)[\w'’-]+){0,7}?)`;
const COSTS = String.raw`\s(?:costs?|costing|cost|has cost|is costing|has been costing|sets? (?:me|us) back|(?:runs?|is running)(?=\s(?:me|us)\b))(?:\s(?:me|us))?(?:\s(?:in ads|from ads|on ads))?(?:\s(?:about|around|roughly|approximately|approx|nearly|just under|just over|on average|maybe))?`;
const AMOUNT = String.raw`(?=\s?(?:${SIGN}|\d))`;

const ONE_COSTS = new RegExp(String.raw`(${ONE}(${CLICKS}|${RESULTS})\b${BETWEEN})${COSTS}${AMOUNT}`, 'gi');
// 'taps on my ad cost around £1.35 each': the price of one, said after the amount.
const EACH_AFTER = new RegExp(
  String.raw`\b((${CLICKS}|${RESULTS})\b${BETWEEN})${COSTS}\s?((?:${SIGN})?\s?\d[\d,]*(?:\.\d+)?\s?(?:p|cents?)?)\s(?:each|apiece|a (?:pop|go))\b`,
  'gi',
);
const MONEY = String.raw`(${SIGN}?\s?\d[\d,]*(?:\.\d+)?\s?(?:p\b|cents?\b)?)`;
// 'I paid £0.60 every time someone tapped it', 'it costs me $12 in ads every time someone signs up'.
const EVERY_TIME = new RegExp(
  String.raw`\b(?:costs?|costing|paid|pay|paying|charged?|charges)(?:\s(?:me|us))?(?:\s(?:about|around|roughly|approximately|approx|on average))?\s${MONEY}(?:\s(?:in|on|for|of)\s(?:ads|advertising|ad spend))?\s(?:every|each)\stime\s(?:someone|somebody|anyone|a person|people|they|one|a customer|a visitor)\s(?:(?:actually|then)\s)?(\w+)`,
  'gi',
);
// 'each time someone clicks my advert I pay about 35p': the same, the act said first.
const TIME_PAID = new RegExp(
  String.raw`\b(?:every|each)\stime\s(?:someone|somebody|anyone|a person|people|they|one|a customer|a visitor)\s(?:(?:actually|then)\s)?(\w+)(?:\s[\w'’-]+){0,4}?,?\s(?:i|we)\s(?:pay|paid|am charged|are charged|get charged|got charged)(?:\s(?:about|around|roughly|approximately|approx|on average))?\s${MONEY}`,
  'gi',
);
// 'it's been costing about £8 in ads per sign-up', 'paying £18 per order': what one result costs, said after it.
const PER_RESULT = new RegExp(
  String.raw`(?<!\b(?:happy|comfortable|willing|prepared|ok|okay|fine|glad|can|could|afford|want|wanted|would|up to|max|maximum|only|most)\s(?:to\s|with\s)?)\b(?:costs?|costing|paid|paying)(?:\s(?:me|us))?(?:\s(?:about|around|roughly|approximately|approx|on average))?\s${MONEY}(?:\s(?:in|on|of)\s(?:ads|advertising|ad spend))?\s(?:per|for each|for every|a|each)\s(?:(?:new|extra|single)\s)?(?:(${RESULTS})\b|(?:[a-z-]+\s){0,2}?([a-z-]+)(?=\s(?:booked|sold|signed|won|closed)\b))`,
  'gi',
);
// '9 bookings at about £22 of advertising each': the ads' cost of each of the results just counted.
const OF_ADS_EACH = new RegExp(
  String.raw`\bat\s(?:about\s|around\s|roughly\s)?${MONEY}\s(?:of|in)\s(?:advertising|ads|ad spend)\s(?:each|apiece|per (?:one|head))\b`,
  'gi',
);

// 'my gift kit is sold for R$189', 'each kurti is selling at ₹2,400': the price of one, said in the passive.
const SOLD = /\b(?:is|are|gets|get) (?:sold|selling|priced|retailing|going) (?:for|at)\b/gi;
// 'the cost for me to produce it is R$117', 'the cost to us is ₹1,560': what one costs the seller, not the ads.
const MAKE = `to (?:produce|make|manufacture|buy|source|ship|deliver|send|prepare)(?: (?:it|one|each|them))?(?: and (?:ship|deliver|send|post)(?: (?:it|one|each|them))?)?`;
const COST_TO_ME = new RegExp(
  String.raw`\b(?:the )?cost (?:(?:for|to) (?:me|us)(?: ${MAKE})?(?= is\b)|${MAKE}(?=,? (?:is |of |about |around )?${SIGN}))`,
  'gi',
);

// 'to get one customer I spend R$75 in ads', 'to acquire one client it costs me €140': what one result costs.
// 'winning one costs £80 in ads', 'getting each one costs me about $60': what one customer costs, said of 'one'.
const WINNING_ONE =
  /\b(?:winning|getting|landing|signing|acquiring|bringing in) (?:one|each one|a new one|every one|each new one)(?: (?:through|from|via|with) (?:the )?(?:ads|adverts|advertising|[a-z]+ ads))? (?:costs?|is costing|sets? (?:me|us) back)(?: (?:me|us))?(?: (?:about|around|roughly|on average))?(?= \S*\d)/gi;
const TO_GET_ONE = new RegExp(
  String.raw`\bto (?:get|acquire|win|bring in|sign(?: up)?|land) (?:one|a|each|every|a single) (?:new )?(${RESULTS})\b,? (?:(?:i|we) (?:spend|pay|paid|spent|have to spend|need to spend)|it costs? (?:me|us))(?: about| around| roughly)?`,
  'gi',
);

// 'pays around €18 for one booking', 'gets one appointment for ₹340 on average': what one result costs in ads.
const ONE_FOR = new RegExp(
  String.raw`\b(?:pays?|paying|paid|gets?|getting|got)(?: (?:about|around|roughly|approximately|approx|on average))? ${MONEY} for (?:one|a|each|every|a single) (?:new )?(${RESULTS})\b|\b(?:gets?|getting|got) (?:one|a|each|every) (?:new )?(${RESULTS}) for ${MONEY}`,
  'gi',
);
// 'my cost for products and staff for one treatment is €21', 'each knife costs me €48' after its price: one item's cost.
const ITEM_COST = /\b(?:my|our) costs? (?:for|of) [a-z ,&]{3,40}? (?:for|per) (?:one|each|a|every) [a-z]+(?= is\b)/gi;

const WILLING =
  /\b(?:happy|ok|okay|fine|glad|willing|comfortable|prepared|can|could|afford|max|maximum|up to|would|'d be|want to|wanna)\b[^.,;]{0,12}$/i;
// 'each job costs me £595 in materials and wages': what delivering one costs, not what winning it costs in ads.
const UPKEEP =
  /\b(?:materials?|wages?|labou?r|fuel|supplies|stock|products?|shipping|postage|to make|to deliver|to run|printing|packaging|ingredients)\b/i;

// 'My clicks cost NZ$0.85 each and I got 540 of them': the clicks just priced, counted.
const CLICKS_OF_THEM = new RegExp(
  String.raw`(\b${CLICKS}\b(?:\s[\w'’-]+){0,7}?:? cpc is (?:[^.?!]|\.(?=\d)){0,60}?\b)(\d[\d,]*) of (?:them|those|these)\b(?=\s*(?:[.,;!?]|$|(?:in|on|at|last|this|over|during|from|and|so|but)\b))`,
  'gi',
);
const CLICK = new RegExp(`^${CLICKS}$`, 'i');
const rateOf = (noun: string) => (CLICK.test(noun) ? 'cpc is' : `cost per ${noun.toLowerCase().replace(/s$/, '')} is`);
const upkeep = (between: string, rest: string) => UPKEEP.test(between) || UPKEEP.test(rest.split(/[.;!?\n,]/)[0] ?? '');

export function namedUnitCosts(text: string): string {
  return text
    .replace(SOLD, 'sells for')
    .replace(ITEM_COST, 'the unit cost')
    .replace(ONE_FOR, (whole, a: string, noun: string, noun2: string, b: string, at: number, all: string) =>
      // 'I'd be ok paying €50 for a new member' is what one may cost, a target the phrase rules read.
      /^(?:pay|paid)/i.test(whole) && WILLING.test(all.slice(Math.max(0, at - 30), at))
        ? whole
        : `${rateOf(noun ?? noun2 ?? '')} ${(a ?? b ?? '').trim()}`,
    )
    .replace(TO_GET_ONE, (_, noun: string) => rateOf(noun))
    .replace(WINNING_ONE, 'cost per customer is')
    .replace(COST_TO_ME, 'the unit cost')
    .replace(ONE_COSTS, (whole, head: string, noun: string, between: string, at: number, all: string) =>
      upkeep(between, all.slice(at + whole.length)) ? whole : `${head}: ${rateOf(noun)}`,
    )
    .replace(
      EACH_AFTER,
      (whole, head: string, noun: string, between: string, amount: string, at: number, all: string) =>
        upkeep(between, all.slice(at + whole.length)) ? whole : `${head}: ${rateOf(noun)} ${amount.trim()}`,
    )
    .replace(EVERY_TIME, (_, amount: string, act: string) =>
      /^(?:tap|click|visit)/i.test(act)
        ? `cpc is ${amount.trim()}`
        : `cost per result is ${amount.trim()} when someone ${act}`,
    )
    .replace(TIME_PAID, (_, act: string, amount: string) =>
      /^(?:tap|click|visit)/i.test(act)
        ? `cpc is ${amount.trim()}`
        : `cost per result is ${amount.trim()} when someone ${act}`,
    )
    .replace(PER_RESULT, (whole, amount: string, noun?: string, booked?: string, at?: number, all?: string) =>
      upkeep('', (all ?? '').slice((at ?? 0) + whole.length))
        ? whole
        : `cost per ${(noun ?? booked ?? '').toLowerCase().replace(/s$/, '')} is ${amount.trim()}`,
    )
    .replace(CLICKS_OF_THEM, '$1$2 clicks')
    .replace(OF_ADS_EACH, (_, amount: string) => `at a cost per result of ${amount.trim()}`);
}
