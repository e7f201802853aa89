import { extractFigures } from './figures.ts';

/**
 * 'We spent $3,000: Brand got $1,000 and 60 sales, Generic got $2,000 and 40 sales': a spend, revenue or count said
 * before the parts (or after them) is all of theirs, no one part's, so each part reads without it ('Generic' is
 * $2,000 / 40 = $50, never $3,000 / 40); a part with no figure of its own then names it as missing. Not when it is
 * each part's ('We spent $500 on each: ...', '$400 per campaign').
 */
const AMOUNT = /(?:\b[a-z]{1,2})?[$€£₹¥₦]?\s?\d[\d,.]*(?:\s?(?:k|m|grand)\b)?(?:\s?[$€£])?/gi;
const CLAUSE_END = /[.;:!?\n](?!\d)/g;
const ADDED = ['spend', 'revenue', 'conversions', 'clicks', 'impressions', 'totalBudget', 'monthlyBudget'] as const;
// 'both got $500' is each part's; 'spent $1,000 on both' is their total.
const EACH_PART = /\b(?:each|per|apiece|a piece|every|both (?:got|get|had|have|spent|spend|cost|ran|received))\b/i;

// 'How many impressions does $1,200 buy on B?', 'with $330 on Bing how many clicks?': money the question spends is
// what the part asked for would get, not a total already spent.
const ASKED_WITH = /^(?=[^?]*\?\s*$).*\b(?:buy|buys|with|if)\b/is;
const sentenceAt = (text: string, at: number) =>
  text
    .slice(Math.max(0, ...[...text.slice(0, at).matchAll(/[.!?\n](?!\d)/g)].map((end) => (end.index ?? 0) + 1)))
    .split(/(?<=[.!?\n])(?!\d)/)[0] ?? '';

// 'Spent $600 on two ad sets, $300 each': each part spent the $300 (the sentence is all shared, so it goes whole).
const EACH_SPENT =
  /\b(?:spent|spend|spending|budget(?:ed)?|put|invested|split)\b[^.;!?\n]{0,60}?([$€£₹¥₦]\s?\d[\d,.]*(?:\s?k\b)?|\d[\d,.]*(?:\s?k\b)?\s?[$€£])\s(?:(?:on|into|in|for|to)\s)?(?:each|apiece|a piece)\b/i;

export function withoutTotals(text: string): string {
  const each = EACH_SPENT.exec(text);
  if (each) {
    const at = each.index + each[0].length;
    const start = Math.max(0, ...[...text.slice(0, at).matchAll(/[.;!?\n](?!\d)/g)].map((end) => (end.index ?? 0) + 1));
    const next = text.slice(at).search(/[.;!?\n](?!\d)/);
    return `${text.slice(0, start)} spent ${each[1]}${next < 0 ? '' : text.slice(at + next)}`;
  }
  if (EACH_PART.test(text) || !/\d/.test(text)) return text;
  const whole = extractFigures(text);
  const totals = [...text.matchAll(AMOUNT)].filter((match) => {
    if (!/\d/.test(match[0])) return false;
    const at = match.index ?? 0;
    if (ASKED_WITH.test(sentenceAt(text, at))) return false;
    const without = extractFigures(`${text.slice(0, at)}some${text.slice(at + match[0].length)}`);
    return ADDED.some((key) => whole[key] !== undefined && without[key] !== whole[key]);
  });
  // The whole clause goes: 'Monthly budget some' would name the part's own amount a monthly budget.
  return totals.reduceRight((out, match) => {
    const at = match.index ?? 0;
    const start = Math.max(0, ...[...out.slice(0, at).matchAll(CLAUSE_END)].map((end) => (end.index ?? 0) + 1));
    const next = out.slice(at + match[0].length).search(CLAUSE_END);
    return `${out.slice(0, start)} ${next < 0 ? '' : out.slice(at + match[0].length + next)}`;
  }, text);
}
