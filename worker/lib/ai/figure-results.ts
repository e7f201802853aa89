import { COUNTS_NOUN } from './figure-names.ts';
import type { Periods } from './figure-periods.ts';
import type { Figures } from './figure-types.ts';

/** What a count of results turns out to be once the rest of the question is read. */
const OF_THEM = /^\s?of (?:them|those|these)\b/i;
/** 'Out of 240 leads ..., 18 signed up', '10 of those we actually won': what some of those already counted then did. */
const ACTED =
  /^\s?(?:(?:we|i|they) )?(?:(?:are|were|is|was) )?(?:(?:actually|then|eventually|ultimately|finally|ended up|went on to|went ahead and) )?(?:signed(?: up| on)?|signing up|sign up|bought|buying|buy|purchased|booked|booking|book|started|placed (?:an? )?orders?|ordered|open(?:ed|s)? (?:an? |their )?(?:[a-z-]+ )?accounts?|converting|became|converted|joined|enrolled|paid|closed|won|hired (?:us|me)|went ahead|showed up|turned up|said yes|turn(?:s|ed)? into)\b/i;
const ACTED_BEFORE =
  /\b(?:closed|signed(?: up)?|converted|won|became)(?: (?!and\b)[a-z-]+)?(?:\s(?:about|around|roughly|only|just))?\s*:?\s*$/i;
/** '320 enquiries, 52 bookings. what % of our leads become customers': the second count is the customers. */
const CLOSE_ASKED =
  /\blead[- ]?(?:→|->|>|to)[- ]?(?:customer|client|sale|deal)|\bclose rate|\bclosing rate|% of (?:our |the )?(?:leads|enquiries|inquiries) (?:become|turn|convert|close)/i;

const CUSTOMERS_NOW =
  /^\s?(?:are|were|became|become|turned into|are now|now|ended up as) (?:(?:paying|regular|new) )?(?:customers|clients|members|students|patients|buyers|sales|jobs|bookings)\b/i;
const WENT_ON =
  /^\s?(?:(?:went|go(?:es)?|going) on to|end(?:s|ed)? up) (?!(?:be|being|ignor|ghost|unsubscrib|cancel|complain|drop|leav|left)\w*\b)\w+/i;
/** '10 of them booked', not '10 of them were spam': a share of the leads is customers only by what it did. */
export function actedOfThem(after: string) {
  const share = /^\s?of (?:them|those|these|whom)\b,?(?:\s(?:have|had|did|all|then|since))*/i.exec(after);
  const rest = share ? after.slice(share[0].length) : undefined;
  return rest !== undefined && (ACTED.test(rest) || CUSTOMERS_NOW.test(rest) || WENT_ON.test(rest));
}

/** '50 leads, 10 of them bought', 'out of 160 leads we closed 24': a share of what was already counted. */
export const subsetOf = (clause: string, before: string, text: string, fewer: boolean) =>
  actedOfThem(clause) ||
  (!OF_THEM.test(clause) && ACTED.test(clause)) ||
  ACTED_BEFORE.test(before) ||
  (fewer && !OF_THEM.test(clause) && CLOSE_ASKED.test(text));

const DESCRIBED =
  /\b(?:agency|agencies|business|company|firm|consultancy|studio|shop|store|practice|clinic|gym|team|chain|franchise)\s(?:with|of|managing|running|serving|that (?:has|runs|manages|serves))(?:\s(?:about|around|over|roughly))?\s*$/i;
const THEIRS =
  /^\s?(?:[a-z-]+ )?(?:clients|customers|accounts|brands|locations|stores|shops|staff|employees|people|members|branches|sites|offices|vans|technicians|students|patients)\b/i;
/** 'we have 11 products in the catalogue', "I've got 3 people on the truck": what the business is. */
const STOCKED = /\b(?:we|i)(?:'ve| have)? (?:have|got|stock|carry|offer|sell)(?:\s(?:about|around|over|roughly))?\s*$/i;
const RANGE =
  /^\s?(?:[a-z-]+ )?(?:products|items|skus|services|locations|stores|staff|employees|vans|branches|people (?:on|in|at|working))\b/i;
/** 'Two products in the account: hoodie $68 ...', '3 items: ...': the range listed next, unless just sold ('Sold 40 items:'). */
const LISTING =
  /^\s?(?:different\s)?(?:products|items|skus|services|offers|plans|packages|courses|treatments)\b(?:\s(?:in|on|at)\s(?:the|our|my|this)\s(?:[a-z-]+\s)?(?:account|store|shop|catalogue|catalog|range|line-?up|portfolio|menu|feed|site|website)\b|\s?:)/i;
const MOVED_BEFORE =
  /\b(?:sold|sell|sells|selling|got|get|gets|shipped|delivered|ordered|bought|purchased)\s*(?:about|around|over|roughly)?\s*$/i;
/** 'agency with 9 retail clients': what the business is, not what its ads brought. */
export const described = (before: string, clause: string) =>
  (DESCRIBED.test(before) && THEIRS.test(clause)) ||
  (STOCKED.test(before) && RANGE.test(clause)) ||
  (LISTING.test(clause) && !MOVED_BEFORE.test(before));

const SALES_NAMED = /\b(?:sales|turnover)\b[^.\d,;!?$€£]{0,30}$/i;
/** 'sales from ads were 11,200': sales named before an amount that counts nothing of its own. */
export const salesNamed = (before: string, clause: string) => SALES_NAMED.test(before) && !COUNTS_NOUN.test(clause);

/** 'sales were 11,200, we spent 3,200': a count of sales larger than the spend is what they brought in. */
export function salesAsRevenue(figures: Figures, periods: Periods, sales: number | undefined) {
  const paid = figures.spend ?? figures.monthlyBudget ?? figures.totalBudget;
  if (sales === undefined || figures.conversions !== sales || figures.revenue !== undefined) return;
  // 'sales were 11,200 at a roas of 3.5': what a return is worked out on.
  if (paid === undefined ? figures.roas === undefined : sales < paid) return;
  figures.revenue = sales;
  if (periods.conversions) periods.revenue = periods.conversions;
  delete figures.conversions;
  delete figures.conversionNoun;
  delete periods.conversions;
}
