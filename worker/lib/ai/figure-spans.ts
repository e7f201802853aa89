/**
 * How things are numbered and how long they run, said in words: 'Wk 12' names a week (12 is no figure).
 */

/** 'Wk 12:', 'revenue for week 12?', 'ad set 2 got': a number that names a week, a day or a campaign is no figure. */
const NUMBERED =
  /(?<=(?:^|[\n.;,:!?(]\s*|[-–—]\s|\b(?:in|for|on|during|of|from|by|to|until|till|and|vs\.?|versus|than|with)\s(?:the\s)?))\b(week|wk|day|month|campaign|ad set|adset|ad group|ad|creative|variant|version|audience)\s#?(\d{1,2})\b(?!\s?(?:%|[.,]\d|x\b|k\b|days?|weeks?|months?|years?|hours?|times|[a-z]+s\b))/gi;

export function spansAndSplits(text: string): string {
  return text.replace(NUMBERED, (_, name: string, n: string) => `${name}${n}`);
}
