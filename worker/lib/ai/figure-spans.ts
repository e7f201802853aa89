import { blankAsides } from './figure-asides.ts';
import { partRates } from './figure-part-rates.ts';
import { plainWords } from './figure-plain-words.ts';

/**
 * How long, how many ways and how many times, said in words: 'Wk 12' names a week (12 is no figure), 'over one week'
 * is 7 days, 'split evenly across 3 separate ads' is a budget shared by 3 campaigns, 'show an ad for our festival
 * 64,000 times' counts impressions and 'the reach was 45,000 students' counts people reached, not students won.
 */

/** 'Wk 12:', 'revenue for week 12?', 'ad set 2 got': a number that names a week, a day or a campaign is no figure. */
const NUMBERED =
  /(?<=(?:^|[\n.;,:!?(]\s*|[-–—]\s|\b(?:in|for|on|during|of|from|by|to|until|till|and|vs\.?|versus|than|with)\s(?:the\s)?))\b(week|wk|day|month|campaign|ad set|adset|ad group|ad account|ad|creative|variant|version|audience|set|group|option|offer|account|location|store|branch|product|keyword|video|image|post|headline)\s#?(\d{1,2})\b(?!\s?(?:%|[$€£₹¥₺]|[.,]\d|x\b|k\b|days?|weeks?|months?|years?|hours?|times|[a-z]+s\b))/gi;

/** 'over one week', 'across a fortnight', 'for the whole week': a span of days, not a week's rate ('£50 a week'). */
const SPAN =
  /\b(over|across|during|for|within|throughout|lasting)\s(?:a|one|1|a single|the|a full|one full|a whole|the whole|the full|the next|the coming)\s(?:full\s|whole\s|single\s)?(week|fortnight)\b(?!['’]s|\s?-)/gi;
/** 'a one-week promo', 'a week-long push', 'one fortnight campaign': the days such a campaign runs. */
const SPAN_NAMED =
  /\b(?:(?:one|a single)[- ](week|fortnight)|(week|fortnight)[- ]long)(?=[- ](?:promo|promotion|campaign|push|sale|burst|run|event|test|trial|period|window|blitz|flight|sprint|launch|offer|drive)\b)/gi;
const DAYS: Record<string, number> = { week: 7, fortnight: 14 };

/** 'split it evenly across 3 separate ads', 'divide $900 between 3 creatives': one share each, as campaigns have. */
const SPLIT_INTO =
  /\b((?:split|splitting|divide|dividing|divided|spread|spreading|share|sharing|shared|allocate|allocating|allocated)\b[^.?!;\n]{0,60}?\s(?:across|between|among|amongst|over|into)\s(?:the\s|my\s|our\s|these\s)?\d{1,2}\s(?:separate\s|different\s|individual\s|distinct\s)?)(?:ads|adverts|creatives|audiences|suburbs|areas|towns|cities|regions|locations|branches|stores|shops|services|products|boroughs|neighbou?rhoods|postcodes|counties|markets)\b/gi;

/** 'run 3 ads, split evenly', '4 creatives sharing it equally': the things counted before the split share it. */
const SPLIT_AFTER =
  /\b(\d{1,2}\s(?:separate\s|different\s|individual\s)?)(?:ads|adverts|creatives|audiences)\b(?=[^.?!;\n]{0,40}\b(?:split|divided|shared|sharing|spread)(?:\s(?:it|them|the budget|the money|[a-z]{0,2}[$€£]?\d[\d,.]*k?))?\s(?:evenly|equally)\b)/gi;

/** 'show an ad for our salsa festival 64,000 times': how often an ad is shown, said with what it is about. */
const SHOWN_TIMES =
  /\b(?:show|shows|showed|shown|showing|serve|serves|served|serving|display|displays|displayed|displaying)\s(?:it|them|(?:my|our|the|this|that|an?|your|their)\s(?:[\w'’-]+\s)?(?:ads?|adverts?|post|video|reel|story|clip|commercial|carousel|campaign|poster|banner))(?:\s(?:for|about|of|promoting|advertising)\s(?:[\w'’&-]+\s){1,5}?)?\s?(\d[\d,.]*(?:\s?k\b)?)\s?times\b(?!\s(?:each|apiece|per|to each|to every|on average|a (?:person|head|day|week|month)))/gi;

/** 'the reach was 45,000 students/parents': the people a reach counts are reached, not won. */
const REACH_OF =
  /\b((?:the|our|my|total|unique|ad)?\s?reach(?:\s(?:was|is|of|came to|hit|totalled|totaled|at|about|around|roughly|nearly))*\s?[:=]?\s?~?\d[\d,.]*\s?k?)\s(?!(?:clicks|impressions|impr|views|times|days|weeks|months|years)\b)[a-z-]{2,}s(?:\s?\/\s?[a-z-]+)?(?=\s*(?:[.,;!?)]|$)|\s(?:and|on|in|from|across|with|for|over|this|last|during)\b)/gi;

/** 'Over the last 3 months each booking has cost £30': the months a rate was seen over count nothing bought. */
const LOOKBACK = /\b((?:over|in|during|for|across|within) the (?:last|past|previous|prior)) \d{1,2} (months|years)\b/gi;

export function spansAndSplits(text: string): string {
  return partRates(plainWords(blankAsides(text)))
    .replace(NUMBERED, (_, name: string, n: string) => `${name}${n}`)
    .replace(LOOKBACK, '$1 few $2')
    .replace(SPAN, (_, by: string, unit: string) => `${by} ${DAYS[unit.toLowerCase()]} days`)
    .replace(SPAN_NAMED, (_, one?: string, long?: string) => `${DAYS[(one ?? long ?? '').toLowerCase()]}-day`)
    .replace(SPLIT_INTO, '$1campaigns')
    .replace(SPLIT_AFTER, '$1campaigns')
    .replace(SHOWN_TIMES, '$1 impressions')
    .replace(REACH_OF, '$1 people');
}
