/**
 * Parts named by a platform or a product right before their own figures, anywhere in a sentence: 'Meta $630, Google
 * $455 and TikTok $280', 'Facebook €2,100 / 402k impr vs TikTok €1,450', 'LinkedIn CPL is $84 ...; Google CPL is $52',
 * '£2,400 for Meta and £1,500 for Google'.
 */
// 'A$920', 'NZ$300', '£45': a currency sign, with the letters of the dollar it is.
const SIGN = String.raw`(?:\b[a-z]{1,2})?[$€£]`;
const PLATFORM =
  'google|meta|facebook|fb|instagram|insta|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat|reddit|amazon|twitter';
// A number of days, weeks or times after the name dates or counts something else: 'moved to Meta 3 weeks ago'.
const OWN_NUMBER = String.raw`~?${SIGN}?\d[\d,.]*(?!\d|[\d,.]*\s?(?:days?|weeks?|months?|years?|hours?|times|x)\b)`;
const METRIC = 'cpl|cpa|cpc|cpm|ctr|cvr|roas|cac|spend|budget|revenue|sales|leads|clicks|impressions|impr|reach';
const BEFORE_FIGURES = new RegExp(
  String.raw`\b(?:${PLATFORM})(?: ads)?(?=\s?[:–—-]?\s?${OWN_NUMBER}|\s(?:${METRIC})\s(?:is|was|were|of|at|[:=~])?\s?${SIGN}?\d)`,
  'gi',
);
/** '£2,400 for Meta and £1,500 for Google': the money set aside for a platform, the clause holding it its part. */
const MONEY_FOR = new RegExp(String.raw`${SIGN}\d[\d,.]*\s?k?\s(?:for|to)\s((?:${PLATFORM})(?: ads)?)\b`, 'gi');

/** Where a part's label stands; `lead` replaces it in the part's text ('Pro at £120' is 'priced at £120'). */
export type FoundLabel = { at: number; end: number; label: string; lead?: string };

/** Platforms named before their own figures, or after money set aside for them; none unless two or more differ. */
export function platformLabels(question: string): FoundLabel[] {
  const before = [...question.matchAll(BEFORE_FIGURES)].map((match) => {
    const at = match.index ?? 0;
    return { at, end: at + match[0].length, label: capitalised(match[0]) };
  });
  const found = distinct(before).length >= 2 ? before : moneyFor(question);
  return distinct(found).length >= 2 ? found : [];
}

function moneyFor(question: string): FoundLabel[] {
  // The words before the first sum ('Next month the client approved') are every part's.
  return [...question.matchAll(MONEY_FOR)].map((match) => {
    const at = match.index ?? 0;
    return { at, end: at, label: capitalised(match[1] ?? '') };
  });
}

const distinct = (found: FoundLabel[]) => [...new Set(found.map((part) => part.label.toLowerCase()))];
const capitalised = (label: string) => (label[0]?.toUpperCase() ?? '') + label.slice(1);

// Words that name a figure, a period or a person, never an item: 'Revenue: $5,000', 'Last week: $900', 'We at $40'.
const NOT_A_NAME =
  'i|we|you|they|it|he|she|my|our|your|their|the|a|an|this|that|these|those|each|every|one|another|other|first|second|third|which|what|whats|how|and|or|but|then|so|also|while|whereas|vs|versus|compared|plus|with|on|for|in|of|to|at|per|is|was|are|were|got|had|has|have|spent|spend|spending|budgets?|revenue|sales?|orders?|clicks?|impressions?|impr|reach|leads?|conversions?|conv|cpc|cpa|cpl|cpm|ctr|cvr|roas|aov|cac|ltv|margins?|profits?|prices?|costs?|total|avg|average|daily|weekly|monthly|frequency|freq|weeks?|wk|months?|days?|years?|today|yesterday|last|next|clients?|customers?|target|goal|about|around|roughly|approx|just|only|now|there|here|ads?|campaigns?';
const FIRST_WORD = String.raw`(?!(?:${NOT_A_NAME})\b)[a-z][\w'’&-]*`;
const NEXT_WORD = String.raw`(?!(?:and|or|but|then|so|with|on|for|in|of|to|at|is|was|are|were|we|i|sells?|costs?|priced|retails?)\b)[a-z][\w'’&-]*`;
// 'Starter at £45', 'the serum sells at €56', 'hoodie $68': the sum after the name is its price.
const PRICED = String.raw`(?:\s(?:sells? (?:at|for)|is|are|costs?|priced at|retails? (?:at|for)|at)|(?=\s~?${SIGN}\d[\d,.]*(?!\s?k?\s(?:spend|spent|revenue|budget|in\b))))\s(?=~?${SIGN}\d)`;
/** 'Spring Sale: £1,240 spend', 'Starter at £45', 'hoodie $68 at a 35% margin', 'the serum sells at €56'. */
const ITEM = new RegExp(
  String.raw`(?<=(?:^|[\n.;:!?,(]\s*|\s[-–—/]\s+|\s(?:and|vs\.?|versus|while|whereas|compared (?:to|with))\s)(?:the |our |my )?)(${FIRST_WORD}(?: ${NEXT_WORD}){0,2})(?:(${PRICED})|\s?[:–—-](?=\s*~?${SIGN}?\d))`,
  'gi',
);

/**
 * Items side by side under names of the user's own ('Starter at £45 ... and Pro at £120'), only when the question
 * asks for exactly one of them by name: names of any words are too loose to split a question that asks for none.
 */
export function itemLabels(question: string): FoundLabel[] {
  const found = [...question.matchAll(ITEM)].map((match) => {
    const at = match.index ?? 0;
    const label = capitalised(match[1] ?? '');
    return { at, end: at + match[0].length, label, ...(match[2] !== undefined && { lead: 'priced at ' }) };
  });
  const names = distinct(found);
  if (names.length < 2 || names.length !== found.length) return [];
  const asking = question
    .slice((found.at(-1) as FoundLabel).end)
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => !/\d/.test(sentence));
  const asked = names.filter((name) => asking.some((sentence) => new RegExp(`\\b${name}\\b`, 'i').test(sentence)));
  return asked.length === 1 ? found : [];
}

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const DAY = String.raw`\d{1,2}(?:st|nd|rd|th)?`;
/** 'Week of 3 Mar: 142 orders ... Week of 10 Mar: 167 orders', 'w/c 7th April', 'week starting May 5': dated weeks. */
const DATED_WEEK = new RegExp(
  String.raw`\b(?:(?:the )?week (?:of|starting|commencing|beginning)|w\/c|wc|w\/b|wb)\s(?:${DAY}\s(?:of\s)?${MONTH}|${MONTH}\s${DAY})(?=\s?[:\-–—,(]|\s~?${SIGN}?\d|\s(?:we|i)\b)`,
  'gi',
);

/** Weeks named by the date they start on, each before its own figures; none unless two or more differ. */
export function datedWeeks(question: string): FoundLabel[] {
  const found = [...question.matchAll(DATED_WEEK)].map((match) => {
    const at = match.index ?? 0;
    return { at, end: at + match[0].length, label: capitalised(match[0].replace(/^the /i, '')) };
  });
  return distinct(found).length >= 2 ? found : [];
}

const NUMBERED_NOUN =
  '(?:creatives?|ad accounts?|ad sets?|adsets?|ad groups?|ads?|adverts?|campaigns?|variants?|versions?|audiences?|videos?|images?|posts?|headlines?|landing pages?|options?|offers?|accounts?|locations?|stores?|branches?|products?|keywords?)';
/** 'We tested 3 creatives', 'creatives 1, 2 and 3', 'three ads numbered 1-3': the things the bare numbers stand for. */
const NUMBERED_THINGS = new RegExp(
  String.raw`\b(?:\d|two|three|four|five|six)\s(?:different\s|separate\s)?(${NUMBERED_NOUN})\b|\b(${NUMBERED_NOUN})\s(?:numbered\s|#)?1\s?(?:,|&|and|-|–|to)`,
  'i',
);
const WORDS_BEFORE = String.raw`(?:^|[\n.;,:!?]\s*|\s[–—-]\s+|\s(?=[#(])|\)\s*)`;
/** '#2:', '(2)', '2)', '2 -', '2: ', '2 had ...', 'Set 2:', 'Offer 2:': a number at a clause's start standing for one. */
const numberMark = (noun: string) =>
  new RegExp(
    String.raw`(?<=${WORDS_BEFORE})(?:(?:${noun.split(' ').at(-1)}|set|group|no\.?|number|option)\s?)?(?:#\s?([1-9])\b\s?[:–—-]?|\(([1-9])\)|([1-9])\)|([1-9])\s?(?::(?!\d)|\s[–—-]\s)|([1-9])(?=\s(?:had|has|got|gets|spent|cost|costs|did|drove|brought|generated|made|ran|was|is|reached)\b))`,
    'gi',
  );

/**
 * 'Creatives 1, 2 and 3: 1 had 40,000 impressions for $200, 2 had 25,000 ...', 'We tested 3 ads. #1: ..., #2: ...':
 * things numbered 1, 2, 3 in turn, each before its own figures, labelled 'Creative 2'; none unless they count up.
 */
export function numberedLabels(question: string): FoundLabel[] {
  const things = NUMBERED_THINGS.exec(question);
  const noun = (things?.[1] ?? things?.[2] ?? '')
    .toLowerCase()
    .replace(/s$/, '')
    .replace(/^adset$/, 'ad set');
  if (!noun) return [];
  const from = (things?.index ?? 0) + (things?.[0].length ?? 0);
  const found = [...question.slice(from).matchAll(numberMark(noun))].map((match) => {
    const at = from + (match.index ?? 0);
    const n = match.slice(1).find(Boolean) ?? '';
    return { at, end: at + match[0].length, label: capitalised(`${noun} ${n}`), n: Number(n) };
  });
  const counted = found.findIndex((part, i) => part.n !== i + 1);
  const run = counted < 0 ? found : found.slice(0, counted);
  return run.length >= 2 ? run.map(({ at, end, label }) => ({ at, end, label })) : [];
}
