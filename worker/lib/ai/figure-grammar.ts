/**
 * English written with another language's grammar ('the ads costed 850 €', 'I have spend 340€', 'I pay for clicks
 * 1,20 €', '45 person write to us'), in the English the figure reader knows. Each pattern is a phrase a native
 * speaker does not write, so an English question reads as before.
 */
// An amount with its currency before or after it; the patterns ignore case, so a code is one of a list, never 'and'.
const CODE = '(?:usd|eur|gbp|brl|mxn|cop|ars|clp|pen|try|tl|inr|idr|rp|vnd|php|myr|rm|zar|ngn|kes|egp|mad|aed|sar)';
const AMOUNT = String.raw`(?:[$€£₹₺₫]|R\$|${CODE}\s?)?\d[\d.,]*(?:\s?(?:[$€£₹₺₫]|R\$|${CODE}\b))?`;
const AD_WORDS =
  /^(?:ads?|adverts?|advertising|campaigns?|clicks?|leads?|sales?|orders?|conversions?|customers?|clients?|cpa|cpc|cpm|cpl|budget|spend|marketing|agency|boost|promotion|it|that|this|which|each|one|day|week|month|year|fees?|tool|software|subscription|shipping|delivery|postage|packaging|materials|parts|labou?r|rent)$/i;
const MONEY = String.raw`(?:(?:[$€£₹₺₫]|R\$|${CODE}\s?)\d[\d.,]*|\d[\d.,]*\s?(?:[$€£₹₺₫]|R\$|${CODE}\b))`;
// 'the bike cost 500 € and margem 20 %': with a margin and no other price, what the product costs is its price.
const PRODUCT_COST = new RegExp(
  String.raw`\b(the|my|our|one|each|a|an)\s([\p{L}-]+)\s(?:cost|costs)\s(?=${AMOUNT}(?![\d.,])(?!\s?(?:[$€£₹₺₫]|R\$|${CODE}\b))(?!\s(?:to|for)\s(?:make|making|produce|buy|me|us)\b))`,
  'giu',
);
const PRICE_SAID =
  /\b(?:sells?|sold|selling|price[ds]?|pricing|charges?|charged|retails?|aov|order value|ticket|worth|revenue|sales)\b/i;

// '45 person write to us', 'people sending whatsapp 45': people who wrote to the business are leads; not '45 people
// wrote a review'.
const WROTE = '(?:write|wrote|writes|writing|send|sent|sending|message|messaged|messaging|contact|contacted)';
const TO_US =
  '(?:(?:to\\s)?(?:us|me)\\b|(?:a\\s)?(?:whatsapps?|messages?|dms?)\\b|(?:on|by|via|in)\\s(?:whatsapp|dm|messenger|instagram|facebook|direct)\\b)';

const GRAMMAR: [RegExp, string][] = [
  // 'the ads costed 850 €', 'it was costing 300 €', 'the ads did cost 850 €': what it cost.
  [/\b(?:costed|did cost|(?:was|were) costing)\b/gi, 'cost'],
  // 'I have spend 340€', 'this month I am spend ₺12,500': what was spent.
  [/\b(I|we)\s(?:have|has|am|are|was|were|did)\sspend\b/gi, '$1 spent'],
  // '17 sells', 'the sells from ads was 6.000 €', 'Sells: 40', 'cost for each sell': sales; not 'she sells online'.
  [/(?<=\d\s?)sells\b|(?<=\b(?:the|my|our|total|online)\s)sells\b|\bsells(?=\s?:)/gi, 'sales'],
  [/\b(each|every|per|one|a)\ssell\b/gi, '$1 sale'],
  // 'my cost for each sale' (coste por venta): the cost per one.
  [
    /\bcost\sfor\s(?:each|every|one|a|1)\s(click|lead|sale|order|booking|conversion|customer|client)\b/gi,
    'cost per $1',
  ],
  // 'only 30 have taken admission' (Indian English): enrolled, became customers.
  [/\b(?:(?:have|has|had)\s)?(?:taken|took|got)\s(?:the\s)?admissions?\b/gi, 'became customers'],
  // 'cost for make it is $16': what making one costs.
  [/\bcost\s(?:for|of)\s(?:make|making)\b/gi, 'cost to make'],
  // 'Budget for the month: 6000 MXN. For day how much?': what each day gets.
  [/\b(?:for|by)\s(day|week|month)(?=\s(?:is\s)?how much\b|\s?\?)/gi, 'per $1'],
  // 'conversion of the shop is 2%': a conversion rate.
  [
    /\bconversion(?!\s(?:rate|value|tracking))(?=(?:\s(?:of|in|on|for|from)\s(?:the\s|my\s|our\s)?[\p{L}-]+(?:\s[\p{L}-]+)?)?\s(?:is|was|=|:)\s?(?:about\s|around\s|only\s)?\d+(?:[.,]\d+)?\s?%)/giu,
    'conversion rate',
  ],
  // 'the bookings from ads is ₺61,250': the money the bookings brought.
  [
    /\b(?:the\s)?bookings(?=\s(?:from|of|through|via)\s(?:the\s)?(?:ads?|campaigns?|google|facebook|instagram)\s(?:is|was|were|are)\s(?:[$€£₹₺₫]|R\$|[A-Z]{2,3}\s?)\d)/gi,
    'the sales',
  ],
  // 'each member pay me 30 €': what one customer pays (a month, when how many months they stay is said).
  [/\b(each|every|one)\s(client|customer|member|subscriber|student|patient)\spay\s(?:me|us)\b/gi, '$1 $2 pays'],
  // '45 person write to us', '45 people sending whatsapp': people who wrote are leads.
  [new RegExp(String.raw`\b(\d[\d,.]*)\s(?:person|persons|people)\s${WROTE}\b(?:\s${TO_US})+`, 'gi'), '$1 leads'],
  [
    new RegExp(String.raw`\b(?:person|persons|people)\s(?:who\s)?${WROTE}(?:\s${TO_US})+\s?[:=]?\s(?=\d)`, 'gi'),
    'leads ',
  ],
];

// 'I pay for clicks 1,20 €': the price of each click.
const PAY_FOR = new RegExp(
  String.raw`\b(pay|paying|paid)\sfor\s(?:each\s|a\s|one\s|the\s)?(click|lead|sale|order|booking|conversion)s?\s(${AMOUNT})`,
  'gi',
);

// 'For clicks I pay 0,90 €', 'each click I pay $1.10': the same, the price said after who pays.
const FOR_PAY = new RegExp(
  String.raw`\b(?:for|each|every|per)\s(?:each\s|a\s|one\s|the\s)?(click|lead|sale|order|booking|conversion)s?\s(I|we)\s(pay|paid)\s(${AMOUNT})`,
  'gi',
);
// 'I spend monthly 900 € on ads' (gasto mensualmente): how often, said before the amount.
const OFTEN_FIRST = new RegExp(
  String.raw`\b(pay|paying|paid|spend|spending|spent|invest|investing|invested|put|putting)\s(monthly|weekly|daily)\s(${MONEY})`,
  'gi',
);

export function plainGrammar(text: string): string {
  const said = GRAMMAR.reduce((out, [pattern, english]) => out.replace(pattern, english), text)
    .replace(PAY_FOR, '$1 $3 per $2')
    .replace(FOR_PAY, '$2 $3 $4 per $1')
    .replace(OFTEN_FIRST, '$1 $3 $2');
  if (!/\bmarg(?:in|em|en|e|ine)\b/i.test(said) || PRICE_SAID.test(said)) return said;
  return said.replace(PRODUCT_COST, (whole, article: string, noun: string) =>
    AD_WORDS.test(noun) ? whole : `${article} ${noun} sells for `,
  );
}
