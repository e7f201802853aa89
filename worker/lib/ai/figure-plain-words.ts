/**
 * Everyday ways of saying a figure, rewritten as the words the reader knows: 'a grand and a half' is 1.5 grand, 'Each
 * lesson costs me $10 in ads' a cost per lesson, 'Monthly I put $600 in' a month's $600, 'the item costs me ₺180' a
 * unit cost, and 'Customers spent $4,200 through the ads' what the ads brought in.
 */
const MONEY = String.raw`(?:(?:\b[a-z]{1,2})?[$€£₺₹]\s?)?\d[\d,.]*(?:\s?k\b)?(?:\s?(?:dollars|euros|pounds|bucks|quid|grand)\b|\s?[$€£₺])?`;
const ABOUT = String.raw`(?:(?:about|around|roughly|approx\.?|on average|maybe)\s)?`;

/** 'a grand and a half', 'two grand and a half' (read by now as '1 grand and a half', '2 grand and 50%'). */
const GRAND_AND_HALF = /\b(\d+) grand and (?:an? half\b|50%(?=\s*(?:[,;!?)]|\.(?!\d)|$|\band\b)))/gi;

// Things whose cost in ads is no sale's: 'Each month costs me $500 in ads', 'Each location costs us $800 in google ads'.
const NOT_SOLD =
  '(?:months?|weeks?|days?|years?|hours?|quarters?|clicks?|taps?|visits?|visitors?|impressions?|views?|ads?|adverts?|ad sets?|campaigns?|posts?|boosts?|keywords?|locations?|branches?|stores?|shops?|platforms?|channels?|creatives?|videos?|one|thing|lot|time)';
// Things whose cost is no product's: 'each lead costs me $20' is a CPA, 'the agency costs me $500' an overhead.
const NOT_STOCK = `(?:${NOT_SOLD.slice(3, -1)}|leads?|sales?|bookings?|calls?|customers?|clients?|conversions?|sign-?ups?|enquir(?:y|ies)|inquir(?:y|ies)|orders?|jobs?|appointments?|installs?|downloads?|students?|patients?|members?|subscribers?|demos?|trials?|quotes?|estimates?|consultations?|registrations?|acquisitions?|results?|purchases?|reservations?|tickets?|agency|agencies|software|tools?|subscriptions?|fees?|freelancers?|managers?|websites?|sites?|plans?)`;
/** 'Each lesson costs me $10 in ads', 'every new member costs us about £25 in advertising': the ads' cost of one. */
const ONE_IN_ADS = new RegExp(
  String.raw`\b(?:each|every|one|a single|a|per) (?:new |single |paying )?(?!${NOT_SOLD}\b)([a-z-]+) (?:costs?|is costing|sets? (?:me|us) back)(?: (?:me|us))? ${ABOUT}(${MONEY}) (?:in|on|of|from) (?:ads|advertising|ad spend|adverts|paid ads)\b`,
  'gi',
);

/** 'Monthly I put $600 into Google', 'Every week we spend about €150 on Meta': the period said first. */
const PERIOD_FIRST = new RegExp(
  String.raw`\b(?:(monthly|weekly|daily)|(?:every|each|per|a) (month|week|day)),? (i|we) (put|spend|invest|pay|throw|allocate|budget) ${ABOUT}(${MONEY})`,
  'gi',
);
const PERIODS: Record<string, string> = { monthly: 'month', weekly: 'week', daily: 'day' };

/** 'the item costs me ₺180', 'each bottle costs us £4': what one thing sold costs the seller. */
const STOCK_COSTS = new RegExp(
  String.raw`\b(?:the|each|every|one|an?|per) (?!${NOT_STOCK}\b)([a-z-]+) (?:costs?|cost) (?:me|us) ${ABOUT}(?=${MONEY}(?!\s?(?:(?:in|on|of|for|from) (?:ads|advertising|ad spend|adverts|marketing|clicks?)|(?:a|per|each|every|\/) ?(?:day|week|month|year|mo|click|lead))\b))`,
  'gi',
);

/** 'Customers spent $4,200 through the ads': what the people the ads brought paid, not what the ads cost. */
const BUYERS_SPENT = new RegExp(
  String.raw`\b(customers|clients|shoppers|buyers|people|visitors|users|guests) (?:have )?(?:spent|spend) (${ABOUT}${MONEY}) (?:through|via|from|thanks to|after clicking|off) (?:the |our |my )?(?:[a-z]+ )?(?:ads|adverts|campaigns?|promotions?)\b`,
  'gi',
);

/** '40 sales page visits', '300 landing page views': a page's visits are visits, no sales or leads. */
const PAGE_VISITS =
  /\b(?:sales|landing|product|checkout|booking|lead|sign-?up|order) (page (?:visits|views|visitors|sessions|clicks))\b/gi;

export function plainWords(text: string): string {
  return text
    .replace(PAGE_VISITS, '$1')
    .replace(GRAND_AND_HALF, (_, n: string) => `${Number(n) + 0.5} grand`)
    .replace(ONE_IN_ADS, 'cost per $1 is $2')
    .replace(
      PERIOD_FIRST,
      (_, ly: string | undefined, unit: string | undefined, who: string, verb: string, amount: string) =>
        `${who} ${verb} ${amount} a ${PERIODS[(ly ?? '').toLowerCase()] ?? unit}`,
    )
    .replace(STOCK_COSTS, 'unit cost is ')
    .replace(BUYERS_SPENT, '$1 bought $2 in sales');
}
