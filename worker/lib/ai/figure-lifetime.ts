import type { Rule } from './figure-rules.ts';
import { SIGN } from './figure-token.ts';

/**
 * What one customer brings over their whole time with the business, said in words: 'spends about £55 a visit and
 * comes in around 8 times' is a spend per visit and the visits, and 'each one is worth €720 to me' beside how long a
 * customer stays is their lifetime value.
 */
const PEOPLE = String.raw`\b(?:clients?|customers?|regulars?|members?|patients?|students?|guests?|diners?|shoppers?|owners?|families|households|they|he|she)\b`;
// 'comes in around 8 times', 'visit about 10 times', 'rebooks 6 times': how often one customer comes back.
const COMES_BACK =
  /\b(?:(?:comes?|came|keeps? coming) (?:in|back)|visits?|returns?|rebooks?|(?:books?|buys?|orders?|shops?) (?:with (?:us|me) )?again)(?: (?:about|around|roughly|maybe|some|on average|typically|usually))? (\d+(?:\.\d+)?) times\b( ?(?:a|per|each|every|\/) ?(?:year|yr)\b)?(?! ?(?:a|per|each|every|\/) ?(?:day|week|month|mo)\b| (?:in|over) (?:a|the|their first) (?:week|month|year))/gi;
// 'clients stay for about 10 sessions', 'keep coming for around 12 visits': the visits a customer makes, counted.
const STAY_FOR =
  /\b(?:stay|stays|stayed|stick around|sticks around|keep coming|keeps coming|come back|comes back)(?: with (?:us|me))?(?: for)?(?: (?:about|around|roughly|maybe|on average|typically|usually))? (\d+(?:\.\d+)?) (?:sessions|visits|appointments|lessons|classes|treatments|bookings|cuts|grooms|cleans|services)\b/gi;
// 'they stay 3 years': the years over which visits a year add up.
const STAY_YEARS =
  /\b(?:stay|stays|stayed|stick around|sticks around|remain|remains)(?: with (?:us|me))?(?: for)?(?: (?:about|around|roughly|on average|usually|typically))? (\d+(?:\.\d+)?) years?\b/i;
// 'spends about £25 a cut', 'pays $45 a visit': what a customer spends each time they come.
const VISIT_SPEND = new RegExp(
  String.raw`\b(?:spends?|pays?)(?: (?:about|around|roughly|on average|an average of|approx\.?))?(?= ${SIGN}\s?\d[\d,.]*k? (?:a|per|each|every) (?:visit|cut|session|appointment|trip|time|treatment|class|lesson|order|booking|groom|clean|meal|stay|colou?r)\b)`,
  'gi',
);

// 'they stay about 2 years', 'stick around', 'before drifting off': how long a customer stays is said.
const STAY =
  /\b(?:stays?|stayed|stick(?:s)? around|remains?|keeps? coming|lifetime visits|before (?:drifting off|moving on|leaving|stopping|they leave))\b/i;
// 'each one is worth €720 to me', 'customers are worth about $600': what a whole customer is worth, not a visit.
const WORTH = new RegExp(
  String.raw`\b((?:each|every|a|an|the average|one) (?:new )?(?:one|customer|client|member|patient|student|regular|subscriber|household|family|couple)|they|customers|clients|members|patients|students|regulars)(?: (?:is|are)|['’]s|['’]re) worth(?: (?:about|around|roughly|approximately|approx\.?|maybe|easily))?(?= ${SIGN}\s?\d[\d,.]*k?(?! ?(?:a|per|each|every) (?:visit|month|week|year|day|session|time|order))\b)`,
  'gi',
);

// 'stays about 10 months at $120 a month' (written '$1200 in total' by then): what one customer pays while they stay.
const STAYED_TOTAL = new RegExp(
  String.raw`\b((?:stays?|stayed|sticks? around|stuck around|remains?|keeps? paying)(?: with (?:us|me))?(?: for)?(?: (?:about|around|roughly|on average|usually|typically))?) (${SIGN}\s?\d[\d,.]*) in total\b`,
  'gi',
);

// 'I earn 25 € per client, each client stays 10 months': beside a stay in months, what one customer brings is a month's.
const EARN_PER = new RegExp(
  String.raw`\b(?:I|we)\s(?:earn|make|get|receive|charge)(?:\s(?:about|around|roughly|on average))?\s(${SIGN}\s?\d[\d,.]*k?|\d[\d,.]*k?\s?${SIGN})\s(?:per|from each|from every|for each|for every|on each|with each|each)\s(client|customer|member|subscriber|student|patient)\b(?!\s?(?:a|per|each|every|\/)\s?(?:day|week|month|year|visit|order|session))`,
  'gi',
);
const PAYS = new RegExp(
  String.raw`\b((?:each|every|one|a)\s(?:client|customer|member|subscriber|student|patient)\spays(?:\s(?:me|us))?)\s(${SIGN}\s?\d[\d,.]*k?|\d[\d,.]*k?\s?${SIGN})(?![\d,.])(?!\s?(?:a|per|each|every|\/)\s?(?:day|week|month|year|visit|order|session|time))`,
  'gi',
);
const STAY_MONTHS =
  /\b(?:stays?|stayed|remains?|keeps? paying)(?:\s(?:with (?:us|me)|for))?(?:\s(?:about|around|roughly|on average|usually|typically))?\s\d+(?:\.\d+)?\smonths?\b/i;

/** A customer's visits counted, in the words the lifetime rule reads. */
export const LIFETIME_VISITS: Rule = { key: 'visits', kinds: ['count'], after: 'lifetime visits' };

export function lifetimeSaid(text: string): string {
  const counted = (
    STAY_MONTHS.test(text) ? text.replace(EARN_PER, 'each $2 pays $1 a month').replace(PAYS, '$1 $2 a month') : text
  )
    // 'one and a half grand', 'one and a half years': the one the numerals leave as a word.
    .replace(/\bone and an? half\b/gi, '1.5')
    .replace(STAYED_TOTAL, '$1, a lifetime value of $2')
    .replace(STAY_FOR, (whole, n: string, at: number, all: string) =>
      new RegExp(PEOPLE, 'i').test(
        all
          .slice(Math.max(0, at - 80), at)
          .split(/[.;!?\n]/)
          .at(-1) ?? '',
      )
        ? `make ${n} lifetime visits`
        : whole,
    )
    .replace(COMES_BACK, (whole, n: string, yearly: string | undefined, at: number, all: string) => {
      const sentence =
        all
          .slice(Math.max(0, at - 80), at)
          .split(/[.;!?\n]/)
          .at(-1) ?? '';
      if (!new RegExp(PEOPLE, 'i').test(sentence) || /\b(?:site|website|page|shop online|link)\b/i.test(sentence))
        return whole;
      if (!yearly) return `make ${n} lifetime visits`;
      // '4 times a year' and 'they stay 3 years' are 12 visits; a yearly count alone counts nothing bought.
      const years = STAY_YEARS.exec(all)?.[1];
      return years
        ? `make ${Number((Number(n) * Number(years)).toPrecision(12))} lifetime visits`
        : 'come back regularly';
    });
  const visits = /\blifetime visits\b/.test(counted);
  // '6 visits at $90 each': the price of each visit, not of a click.
  const priced = counted.replace(
    new RegExp(
      String.raw`\blifetime visits (?:at|of|for|paying) (?=${SIGN}\s?\d[\d,.]*k?\s(?:each|apiece|a visit|per visit|a time)\b)`,
      'gi',
    ),
    'lifetime visits, with an average order of ',
  );
  return (visits ? priced.replace(VISIT_SPEND, 'have an average order of') : counted).replace(
    WORTH,
    (whole, who: string) => (STAY.test(counted) ? `${who} have a lifetime value of` : whole),
  );
}
