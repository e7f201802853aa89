/**
 * How things are numbered and shared out, said in words: 'Wk 12' names a week (12 is no figure), 'split evenly across
 * 3 separate ads' is a budget shared by 3 campaigns.
 */

/** 'Wk 12:', 'revenue for week 12?', 'ad set 2 got': a number that names a week, a day or a campaign is no figure. */
const NUMBERED =
  /(?<=(?:^|[\n.;,:!?(]\s*|[-–—]\s|\b(?:in|for|on|during|of|from|by|to|until|till|and|vs\.?|versus|than|with)\s(?:the\s)?))\b(week|wk|day|month|campaign|ad set|adset|ad group|ad|creative|variant|version|audience)\s#?(\d{1,2})\b(?!\s?(?:%|[.,]\d|x\b|k\b|days?|weeks?|months?|years?|hours?|times|[a-z]+s\b))/gi;

/** 'split it evenly across 3 separate ads', 'divide $900 between 3 creatives': one share each, as campaigns have. */
const SPLIT_INTO =
  /\b((?:split|splitting|divide|dividing|divided|spread|spreading|share|sharing|shared|allocate|allocating|allocated)\b[^.?!;\n]{0,60}?\s(?:across|between|among|amongst|over|into)\s(?:the\s|my\s|our\s|these\s)?\d{1,2}\s(?:separate\s|different\s|individual\s|distinct\s)?)(?:ads|adverts|creatives|audiences|suburbs|areas|towns|cities|regions|locations|branches|stores|shops|services|products|boroughs|neighbou?rhoods|postcodes|counties|markets)\b/gi;

export function spansAndSplits(text: string): string {
  return text.replace(NUMBERED, (_, name: string, n: string) => `${name}${n}`).replace(SPLIT_INTO, '$1campaigns');
}
