/**
 * One rate said for two parts, then money asked about: 'Our CPC on Google is $1.80 and on Bing $1.10; with $330 on
 * Bing how many clicks?' works with Bing's $1.10, 'CPA is $40 on brand and $90 on generic. How many sales will $900
 * buy?' names no part, so neither CPA is used (the answer says which is unclear).
 */
const RATE = '(cpc|cpm|cpa|cpl|cost per (?:click|lead|sale|acquisition|conversion|order|booking|thousand impressions))';
const VALUE = String.raw`((?:(?:\b[a-z]{1,2})?[$€£₹₺₦₱]\s?|\b(?:r|rs\.?|ksh)\s?)?\d[\d,]*(?:\.\d+)?(?:\s?[$€£₺])?)`;
const IS = String.raw`(?:\s(?:is|was|are|were|of|at|=|:)|:|\s?=)?\s(?:about\s|around\s|roughly\s)?`;
const JOIN = String.raw`\s?(?:,|;|\band\b|\bwhile\b|\bwhereas\b|\bbut\b|\bvs\.?|\bversus\b)(?:\s(?:and|but))?\s`;
// 'on Google', 'for brand', 'last month', 'on desktop': the part a value belongs to, said beside it.
const WHERE = String.raw`(?:(?:on|for|in|from|via|with|at)\s(?:the\s)?((?:[a-z][\w-]*)(?:\s(?:ads|search|display|shopping|campaigns?))?)|((?:last|this|previous|next|the past)\s(?:week|month|quarter|year)))`;

/** 'CPC on Google is $1.80 and on Bing $1.10': each part named before its value. */
// '... and the CPM on stories is $9': the rate said again before the second part.
const NAMED_FIRST = new RegExp(
  `\\b${RATE}\\s${WHERE}${IS}${VALUE}${JOIN}(?:the\\s)?(?:(?:cpc|cpm|cpa|cpl|cost per [a-z]+)\\s)?${WHERE}${IS}${VALUE}`,
  'gi',
);
/** 'CPA is $40 on brand and $90 on generic', 'CPC was $1.20 last month and $1.80 this month'. */
const NAMED_AFTER = new RegExp(`\\b${RATE}${IS}${VALUE}\\s${WHERE}${JOIN}${VALUE}\\s${WHERE}`, 'gi');
/** 'Campaign A has a CPM of $8 and Campaign B a CPM of $12', 'mobile's CPC is $2 while desktop's CPC is $3'. */
const OWNERS = new RegExp(
  String.raw`\b((?:campaign|ad set|ad group|ad|audience|creative|version|variant)\s[A-Z0-9]\b|[a-z][\w-]*)(?:['’]s)?\s(?:(?:has|had|gets|got|runs|ran|is at|was at|sees|saw)\s)?(?:an?\s)?${RATE}${IS}${VALUE}${JOIN}((?:campaign|ad set|ad group|ad|audience|creative|version|variant)\s[A-Z0-9]\b|[a-z][\w-]*)(?:['’]s)?\s(?:(?:has|had|gets|got|runs|ran|is at|was at|sees|saw)\s)?(?:an?\s)?${RATE}${IS}${VALUE}`,
  'gi',
);
// Words that are no part's name: 'my CPC is $2 while the CPC ...'.
const NO_NAME = /^(?:my|our|the|its|their|your|his|her|a|an|and|but|while|with|is|was|it|this|that)$/i;

/** 'How many impressions does $400 buy?': the money a question spends is a budget, not revenue. */
const BUYS = new RegExp(
  String.raw`(\bhow many\b[^.?!\n]{0,40}?\s(?:does|will|would|can|could|should|might)\s)(?=${VALUE.slice(1, -1)}(?:\s(?:on|for|in)\s[\w-]+)?\s(?:buy|get|bring)\b)`,
  'gi',
);

type Pair = { rate: string; a: string; b: string; va: string; vb: string };

export function partRates(text: string): string {
  return text
    .replace(BUYS, '$1a budget of ')
    .replace(NAMED_FIRST, (all, rate, a1, a2, va, b1, b2, vb, at: number, whole: string) =>
      chosen(all, { rate, a: a1 ?? a2, b: b1 ?? b2, va, vb }, whole.slice(at + all.length)),
    )
    .replace(NAMED_AFTER, (all, rate, va, a1, a2, vb, b1, b2, at: number, whole: string) =>
      chosen(all, { rate, a: a1 ?? a2, b: b1 ?? b2, va, vb }, whole.slice(at + all.length)),
    )
    .replace(OWNERS, (all, a, rate, va, b, rateB: string, vb, at: number, whole: string) =>
      rate.toLowerCase() !== rateB.toLowerCase() || NO_NAME.test(a) || NO_NAME.test(b)
        ? all
        : chosen(all, { rate, a, b, va, vb }, whole.slice(at + all.length)),
    );
}

/** The rate of the one part the rest of the question names; both rates, unlabelled, when it names neither or both. */
function chosen(all: string, { rate, a, b, va, vb }: Pair, rest: string): string {
  if (a.toLowerCase() === b.toLowerCase()) return all;
  const names = (part: string) => {
    // 'Campaign B' is asked for as 'B' too.
    const short = part.split(/\s/).at(-1) ?? part;
    const words = [part, ...(short !== part && short.length === 1 ? [short] : [])];
    return words.some((word) =>
      new RegExp(`\\b${word.replace(/[^\w\s]/g, '.').replace(/\s+/g, '\\s')}\\b`, word.length === 1 ? '' : 'i').test(
        rest,
      ),
    );
  };
  const [onA, onB] = [names(a), names(b)];
  if (onA === onB) return `${rate} ${va}, ${rate} ${vb} `;
  return `${rate} ${onA ? va : vb} `;
}
