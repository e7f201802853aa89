/**
 * 'Every phone call I get from Google costs me roughly $35', 'each tap on my ad costs about 45p', 'taps on my ad cost
 * around £1.35 each': first-time advertisers price one result or one click in a sentence of their own, with words
 * between the thing and its cost. Such a sentence is rewritten as the name the figure reader knows ('cost per call
 * is $35', 'cpc is 45p'), so it is read as a rate, never as money spent.
 */
const CLICKS = String.raw`(?:clicks?|taps?|visits?|visitors?|click-throughs?)`;
const RESULTS = String.raw`(?:leads?|enquir(?:y|ies)|inquir(?:y|ies)|(?:phone )?calls?|call-?outs?|bookings?|sales?|orders?|sign-?ups?|registrations?|appointments?|jobs?|customers?|clients?|patients?|members?|students?|pupils?|quotes?|consultations?|purchases?|conversions?|installs?|downloads?|subscribers?|donors?|reservations?|enrolments?|enrollments?)`;
const ONE = String.raw`\b(?:each|every|per|one|a single)\s(?:(?:new|single|actual|paying|booked|extra)\s)?`;
// Up to seven words between the thing and its cost ('I get from Google', 'who signed up through ads'), none a cost.
const BETWEEN = String.raw`((?:\s(?!(?:costs?|costing|and|but|so|which|that's)\b)[\w'’-]+){0,7}?)`;
const COSTS = String.raw`\s(?:costs?|costing|cost|has cost|is costing|has been costing|sets? (?:me|us) back)(?:\s(?:me|us))?(?:\s(?:in ads|from ads|on ads))?(?:\s(?:about|around|roughly|approximately|approx|nearly|just under|just over|on average|maybe))?`;
const AMOUNT = String.raw`(?=\s?(?:[$€£₹]|(?:a|au|nz|c|ca|us|r)\$|R\d|\d))`;

const ONE_COSTS = new RegExp(String.raw`(${ONE}(${CLICKS}|${RESULTS})\b${BETWEEN})${COSTS}${AMOUNT}`, 'gi');
// 'taps on my ad cost around £1.35 each': the price of one, said after the amount.
const EACH_AFTER = new RegExp(
  String.raw`\b((${CLICKS}|${RESULTS})\b${BETWEEN})${COSTS}\s?((?:[$€£₹]|(?:a|au|nz|c|ca|us|r)\$)?\s?\d[\d,]*(?:\.\d+)?\s?(?:p|cents?)?)\s(?:each|apiece|a (?:pop|go))\b`,
  'gi',
);
// 'each job costs me £595 in materials and wages': what delivering one costs, not what winning it costs in ads.
const UPKEEP =
  /\b(?:materials?|wages?|labou?r|fuel|supplies|stock|products?|shipping|postage|to make|to deliver|to run|printing|packaging|ingredients)\b/i;

const CLICK = new RegExp(`^${CLICKS}$`, 'i');
const rateOf = (noun: string) => (CLICK.test(noun) ? 'cpc is' : `cost per ${noun.toLowerCase().replace(/s$/, '')} is`);
const upkeep = (between: string, rest: string) => UPKEEP.test(between) || UPKEEP.test(rest.split(/[.;!?\n,]/)[0] ?? '');

export function namedUnitCosts(text: string): string {
  return text
    .replace(ONE_COSTS, (whole, head: string, noun: string, between: string, at: number, all: string) =>
      upkeep(between, all.slice(at + whole.length)) ? whole : `${head}: ${rateOf(noun)}`,
    )
    .replace(
      EACH_AFTER,
      (whole, head: string, noun: string, between: string, amount: string, at: number, all: string) =>
        upkeep(between, all.slice(at + whole.length)) ? whole : `${head}: ${rateOf(noun)} ${amount.trim()}`,
    );
}
