/**
 * Parts named by a platform or a product right before their own figures, anywhere in a sentence: 'Meta $630, Google
 * $455 and TikTok $280', 'Facebook €2,100 / 402k impr vs TikTok €1,450', 'LinkedIn CPL is $84 ...; Google CPL is $52',
 * '£2,400 for Meta and £1,500 for Google'.
 */
const PLATFORM =
  'google|meta|facebook|fb|instagram|insta|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat|reddit|amazon|twitter';
// A number of days, weeks or times after the name dates or counts something else: 'moved to Meta 3 weeks ago'.
const OWN_NUMBER = String.raw`~?[$€£]?\d[\d,.]*(?!\d|[\d,.]*\s?(?:days?|weeks?|months?|years?|hours?|times|x)\b)`;
const METRIC = 'cpl|cpa|cpc|cpm|ctr|cvr|roas|cac|spend|budget|revenue|sales|leads|clicks|impressions|impr|reach';
const BEFORE_FIGURES = new RegExp(
  String.raw`\b(?:${PLATFORM})(?: ads)?(?=\s?[:–—-]?\s?${OWN_NUMBER}|\s(?:${METRIC})\s(?:is|was|were|of|at|[:=~])?\s?[$€£]?\d)`,
  'gi',
);
/** '£2,400 for Meta and £1,500 for Google': the money set aside for a platform, the clause holding it its part. */
const MONEY_FOR = new RegExp(String.raw`[$€£]\d[\d,.]*\s?k?\s(?:for|to)\s((?:${PLATFORM})(?: ads)?)\b`, 'gi');

export type FoundLabel = { at: number; end: number; label: string };

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
