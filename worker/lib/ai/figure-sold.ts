import { PLATFORMS } from './figure-nouns.ts';
import type { Rule } from './figure-rules.ts';

/**
 * The words of what a business sells and what it takes to deliver, for the price and unit-cost rules in
 * figure-rules.ts: 'a full groom costs £45', 'each order $120', 'parts, fuel and my time come to £38 a job'.
 */
/** 'a full groom', 'one lawn treatment': one of what the business sells, whose price follows. */
const NOT_SOLD = [
  'clicks?|taps?|leads?|sales?|conversions?|customers?|clients?|bookings?|sign-?ups?|enquir(?:y|ies)|inquir(?:y|ies)|calls?',
  'installs?|impressions?|views?|visits?|visitors?|results?|acquisitions?|budgets?|spend|costs?|fees?|bills?|invoices?',
  'cpcs?|cpms?|cpas?|cpls?|roas|ctrs?|margins?|profits?|revenue|totals?|limits?|caps?|targets?|goals?|bids?|ads?|campaigns?',
  'keywords?|audiences?|creatives?|videos?|posts?|boosts?|placements?|slots?|spots?|platforms?|channels?|networks?',
  'agency|agencies|freelancers?|managers?|tools?|software|websites?|sites?|pages?|landing|emails?|hours?|months?|weeks?',
  'days?|years?|one|thing|lot|bit|few|couple|quarter|third|half|percent|unit|is',
].join('|');
export const SOLD_WORD = String.raw`(?!(?:${NOT_SOLD})\b)[a-z-]+`;
export const ONE_THING = `(?:(?:a|an|one|each|every)(?: (?:full|basic|standard|single|typical|normal|regular|whole|complete))?|full|basic|standard|typical|regular) (?:${SOLD_WORD} ){0,2}${SOLD_WORD}`;

/** 'Full-year course fee is ₹24,000': what one pays for what is sold; 'platform fees are' stays a cost. */
export const FEE =
  '(?:course|tuition|class|program(?:me)?|membership|admission|enrol?ment|package|session|treatment|joining) fees? (?:is|are|of)';
/** '85 orders, each order $120': the value of each of the sales just counted, with no verb between. */
export const EACH_SALE = '(?:each|every) (?:order|sale|item|booking|job|ticket|piece)(?: (?:at|of|worth|averaging))?';

/** 'Parts, fuel and my time come to £38 a job', 'product plus the stylist's time costs me £78': what a job takes. */
const COST_ITEM =
  "(?:(?:the|my|our|his|her|their) )?(?:own )?(?:[a-z]+['’]s )?(?:parts|fuel|petrol|diesel|labou?r|wages?|time|products?|stock|consumables|chemicals|materials?|travel|van|equipment|kit|disposal|tip fees|skip hire|shipping|postage|delivery|packaging|ingredients|supplies)";
export const TRADE_COSTS = String.raw`${COST_ITEM}(?:(?:,? (?:and|plus|\+|&)|,) ${COST_ITEM}){1,4} (?:costs?|comes? to|come out at|adds? up to|totals?)(?: (?:me|us))?|(?:my|our) total costs? (?:including|incl\.?|inc\.?|with) [a-z]+(?: and [a-z]+)?(?: (?:is coming|comes? to|is))?`;

/** 'new client sessions', 'membership sign-ups': what a health or service business sells, that money is taken 'in'. */
const SOLD_IN =
  'sessions|appointments|memberships|sign-?ups|classes|treatments|lessons|packages|consultations|bookings|orders|purchases|enrol?ments|tickets|passes|packs|programs|programmes|courses';
/** 'putting', 'throwing', 'we will put': money being set aside now or ahead, not money already spent. */
const PUT_AHEAD = `putting|throwing|chucking|pumping|(?:will|'ll|’ll|going to|gonna|plan(?:ning)? to|want to|wanna) (?:put|throw|chuck|pump)`;
/** 'behind a 6-week campaign', 'towards our spring detox ads'; 'putting $2,000 into ads and made $6,000' may be spent. */
const AD_THING = String.raw`(?:(?:a|an|the|our|my|this|that|its|their) )?(?:[\w-]+ ){0,4}?(?:campaigns?|promos?|promotions?|ads?|adverts?|advertising|posts?|boosts?|push|launch|${PLATFORMS})`;
const PUT_BEHIND = `(?:behind|towards?) ${AD_THING}`;
/** '$1,500 going into TikTok at a $6.40 CPM', '£800 is going on facebook ads': money about to be spent is a budget. */
const GOING_INTO = `(?:is |are |will be )?going (?:into|in|on|to|towards?|behind) ${AD_THING}`;

/** 'got A$1,500 in new client sessions from it', 'took $1,750 in physio appointments': money taken in what was sold. */
const REVENUE_IN: Rule = { key: 'revenue', kinds: ['money'], after: `in (?:[a-z-]+ ){0,2}(?:${SOLD_IN})` };
/** 'booked $3,690 worth of sessions', 'sold £2,400 worth of lessons'; 'each package is $369 worth of sessions' is a price. */
const REVENUE_WORTH: Rule = {
  key: 'revenue',
  kinds: ['money'],
  before: '(?:booked|sold|took|taken|made|did|got|brought in|generated|earned|pulled in)',
  after: `worth of (?:[a-z-]+ ){0,2}(?:${SOLD_IN})`,
  both: true,
};
/** Money taken in what was sold, either way it is said. */
export const REVENUE_SOLD: Rule[] = [REVENUE_IN, REVENUE_WORTH];
/** 'putting A$1,800 behind a 6-week campaign', '$1,500 going into TikTok': money set aside ahead is a budget. */
export const BUDGET_AHEAD: Rule[] = [
  { key: 'budget', kinds: ['money', 'count'], before: PUT_AHEAD, after: PUT_BEHIND, both: true },
  { key: 'budget', kinds: ['money'], after: GOING_INTO },
];
