/**
 * Numbers said beside the ads' figures that are none of them, blanked ('some') before the reader names anything: a
 * profit over a period ('Our profit per month is $5,000' is no profit per sale), money moved between platforms ('I
 * moved $500 from Google to Meta' is spent on neither), the steps to one sale ('Clients book after 3 calls' counts no
 * calls won) and a result word naming something else ('We ran 2 lead magnets' counts no leads).
 */
const MONEY = String.raw`(?:(?:\b[a-z]{1,2})?[$€£]\s?)?\d[\d,.]*(?:\s?k\b)?(?:\s?(?:dollars|euros|pounds|bucks|quid)\b|\s?[$€£])?`;
const ABOUT = String.raw`(?:(?:about|around|roughly|nearly|almost|over|just under|approx\.?|~)\s?)?`;
const PERIOD = '(?:day|week|month|quarter|year)';
const PERIODIC = '(?:daily|weekly|monthly|quarterly|yearly|annual)';
const PROFIT = '(?:net |gross |total |overall |business |take[- ]home )?(?:profits?|earnings|income)';
const IS = String.raw`(?:\s?(?:is|was|are|were|comes? to|came to|sits at|of|at|=|:|-|–))?\s?`;

/** 'our profit per month is $5,000', 'monthly profit: £8,000', 'profit each year of $60k'. */
const PROFIT_OVER = new RegExp(
  String.raw`(\b(?:${PERIODIC} ${PROFIT}|${PROFIT} (?:per|a|each|every|this|last|in a|for the) ${PERIOD})${IS}${ABOUT})${MONEY}(?!\s?%|[\d.,])`,
  'gi',
);
/** 'We make $5,000 profit a month', 'we net about €3,000 a month in profit', 'clear £2k profit per week'. */
const PROFIT_MADE = new RegExp(
  String.raw`(\b(?:make|makes|made|making|net|nets|netted|earn|earns|earned|clear|clears|cleared|take home|takes home|pocket|pockets) ${ABOUT})${MONEY}(?=\s?(?:(?:in |of )?${PROFIT} (?:a|per|each|every) ${PERIOD}|(?:a|per|each|every) ${PERIOD} (?:in |of )?${PROFIT}|${PERIODIC} ${PROFIT})\b)`,
  'gi',
);
// 'moved $500 from savings into ads', 'moved £300 into advertising': money put into the ads, which is spent.
const OWN_MONEY = String.raw`(?:[^.;!?\n]{0,40}\b(?:from|out of|off) (?:my |our |the )?(?:own |personal |business )?(?:savings|pocket|bank|card|account|wallet|salary|wages|profits?|cash)\b| (?:over )?(?:to|into|onto) (?:the |our |my )?(?:ads|advertising|marketing)\b)`;
/** 'I moved $500 from Google to Meta', 'shifted £300 of the budget over to TikTok': money moved, not spent. */
const MOVED = new RegExp(
  String.raw`(\b(?:moved|moving|move|shifted|shifting|shift|transferred|transferring|transfer|reallocated|reallocating|reallocate|reassigned|switched|switching|switch) (?:over )?${ABOUT})${MONEY}(?=(?: (?:of|from) (?:the |our |my )?(?:[a-z-]+ )?(?:budget|spend))? (?:over )?(?:from|out of|off|to|into|onto|across)\b)(?!${OWN_MONEY})`,
  'gi',
);
const STEP =
  '(?:calls|phone calls|visits|meetings|sessions|consultations|conversations|touches|touchpoints|emails|chats|viewings|appointments|follow-?ups|demos|quotes)';
/** 'Clients typically book after 3 calls', 'it takes about 4 visits before they sign': the steps to one sale. */
const STEPS = new RegExp(
  String.raw`(\b(?:book|books|booked|buy|buys|bought|sign|signs|signed(?: up)?|sign up|convert|converts|converted|close|closes|closed|commit|commits|decide|decides|hire|hires|join|joins|purchase|purchases|order|orders|say yes|says yes|go ahead|goes ahead)(?: (?:us|me|with us|on))? (?:only |usually |typically |normally |generally )?(?:after|within) ${ABOUT}|\b(?:takes?|took|needs?|needed)(?: (?:us|me|them|a client|a customer|each client|each customer))? (?:on average |usually |typically |normally |generally )?${ABOUT})(\d{1,2}) (${STEP})(?=\b(?! (?:a|per|each|every) (?:day|week|month)\b))`,
  'gi',
);
/** 'We ran 2 lead magnets', 'our 3 sales pages', '2 booking forms': a result word naming the thing after it. */
const NAMING =
  /(?<![\d,.])\b\d{1,2} ((?:lead|sales|sale|booking|order|sign-?up|enquiry|inquiry|conversion|call)(?:[- ]gen(?:eration)?)?) (magnets?|forms?|pages?|funnels?|templates?|scripts?|offers?|webinars?|events?|lists?|sources?|channels?|objectives?|goals?|ads)\b(?!\s(?:submissions?|fills?|entries|completions?|responses?|sign-?ups?|opt-?ins?|leads?|downloads?|views?|visits?|visitors?|clicks?|conversions?|calls?)\b)/gi;

/** 'The agency costs me $500 a month', 'our freelancer charges £300 a month': a fee over a period, not the ads' spend. */
const FEE_OVER = new RegExp(
  String.raw`(\b(?:the|our|my|an?) (?:agency|freelancer|consultant|media buyer|ads? manager|marketing manager|va|virtual assistant)(?:['’]s fee)? (?:costs?|charges?|charged|bills?|billed|takes?)(?: (?:me|us))? ${ABOUT})${MONEY}(?=\s?(?:a|per|each|every|\/)\s?(?:month|mo|week|year)\b)`,
  'gi',
);
// 'true CPA including the agency's $500', 'the agency plus ad spend': a fee the user counts in is theirs to add.
const FEE_COUNTED = /\b(?:true|real|all[- ]in|fully[- ]loaded|includ\w*|plus|on top)\b|\+/i;

export function blankAsides(text: string): string {
  return (FEE_COUNTED.test(text) ? text : text.replace(FEE_OVER, '$1some'))
    .replace(PROFIT_OVER, '$1some')
    .replace(PROFIT_MADE, '$1some')
    .replace(MOVED, '$1some money')
    .replace(STEPS, (_, lead: string, _n: string, step: string) => `${lead}a few ${step}`)
    .replace(NAMING, 'some $1 $2');
}
