import { lifetimeSaid } from './figure-lifetime.ts';
import { targetsSaid } from './figure-targets.ts';
import { SIGN } from './figure-token.ts';

/**
 * People, and the money they bring, named by what they did: 'people who land on my website from the ads', 'those who
 * tap my ad', '40 people who rang me', 'the people who came through it bought £2,150 worth', 'total sale came €13,440'.
 * Each is rewritten as the words the figure rules know ('visitors', 'clickers', 'leads', 'revenue of', 'CTR'), so a
 * share of visitors reads as a conversion rate, a share of leads as a close rate, and money that came in as revenue.
 */
const WHO = String.raw`\b(?:the )?(?:people|folks?|those|everyone|users|ones)\s(?:who|that)\s`;
const SITE = String.raw`(?:(?:my|our|the)\s)?(?:web\s?site|site|landing page|booking page|page|shop|store|online shop)`;
const FROM_ADS = String.raw`(?:\s(?:from|via|through|off)\s(?:(?:the|my|our|an?)\s)?(?:ads?|adverts?|advertising|google|facebook|instagram|meta))?`;
const VISITORS = new RegExp(
  String.raw`${WHO}(?:land(?:s|ed)?\s(?:on|at)|come\s(?:to|through\sto|onto)|came\s(?:to|through\sto|onto)|visit(?:s|ed)?|go(?:es)?\sto|went\sto|get\sto|got\sto|end(?:s|ed)?\sup\son|arrive(?:s|d)?\s(?:on|at)|hit)\s${SITE}${FROM_ADS}`,
  'gi',
);
// 'people who click my ad', 'people who click through', 'people who click usually book': those who clicked.
const CLICKERS = new RegExp(
  String.raw`${WHO}(?:tap(?:s|ped)?|click(?:s|ed)?)(?:(?:\s(?:on|through)){0,2}\s(?:(?:my|our|the|an?)\s)?(?:ads?|adverts?|link)\b(?:\s(?:and\s)?(?:land|come|get)(?:s|ed)?\s(?:on|to)\s${SITE})?|\s(?:on\s)?(?:it|through)\b|(?=\s(?:usually|normally|typically|often|then|end|ends|go on|actually)\b))`,
  'gi',
);

// '40 people who rang me', '25 parents who filled in the form': a count of people who did what makes a lead.
const LEADS =
  /\b(\d[\d,]*) (?:people|folks?|persons|homeowners|parents|customers|couples)(?= (?:who|that) (?:rang|called|phoned|messaged|emailed|enquired|inquired|got in touch|contacted|filled (?:in|out)|asked (?:for|me|us)|requested|sent))/gi;
// 'I expect 430 people to tap my ad', 'if 400 people tap the ad': people who are to click, or who click, are clicks.
const TO_CLICK =
  /\b(\d[\d,]*) (?:people|folks?|visitors|users)(?= (?:(?:to|will|would|should|could) (?:tap|click|visit|come|land|go)|tap|click)\b)/gi;
// 'about 2% of those views got a tap': a share of the times the ad was shown that got a click is the CTR.
const VIEWS_CLICKED =
  /(?<=\d\s?(?:%|percent|per cent)\s)(?:of\s(?:those|these|the|my|our|them)\s)?(?:views|impressions|showings|times(?: it| the ad)? (?:was shown|came up|showed up|appeared))\s(?:got|get|gets|ended (?:up )?in|led to|lead to|turned into|resulted in)\s(?:an?\s)?(?:taps?|clicks?)\b/gi;

// '20% of those people end up becoming patients', '24 of those clickers then ordered': the people just counted.
const OF_THOSE = /(?<=(?:%|\d)\s)of (?:those|these) (?:people|folks?|ones|persons|clickers|visitors|callers)\b/gi;
// 'the people who came through it bought £2,150 worth of veg boxes', 'customers from them spent $800 with us'.
const BOUGHT = new RegExp(
  String.raw`\b(?:the )?(?:people|customers|folks|buyers|shoppers|visitors)(?: (?:who|that) came)? (?:through|from|via|off) (?:it|them|the ads?|my ads?|our ads?|the post|my post|there|facebook|google|instagram|meta)\s(?:then\s)?(?:bought|spent|paid|ordered|purchased|booked)(?: us)?(?= ${SIGN})`,
  'gi',
);
// '3.5% of the times it was shown someone clicked': the click-through rate in plain words.
const SHOWN_CLICKED =
  /(?<=\d\s?%\s)of the times (?:it|the ad|my ad|our ad|the post|my post) (?:was|got|were) (?:shown|seen),? (?:someone|somebody|people|a person) (?:clicked|tapped)(?: (?:on )?it)?/gi;
// 'on average each of them saw it 3.2 times', 'saw it 2.5 times each': how often one person saw the ad.
const EACH_SAW =
  /\b(?:each|every one) of them (?:saw|has seen|had seen|seen) it (\d+(?:\.\d+)?) times\b|\bsaw it (\d+(?:\.\d+)?) times (?:each|on average)\b/gi;
// 'shown 9,800 times to 3,500 different people': the showings and the people they reached.
const SHOWN_TO = /\b(?:shown|seen|served) (\d[\d,]*) times to (\d[\d,]*) (?:different |unique |individual )?people\b/gi;
// 'I want every £1 I put into ads to bring back £5': a return per unit of spend, said the other way round.
const EVERY_UNIT_BACK =
  /\b(?:every|each) [$€£]1 (?:(?:i|we) (?:put|spend|invest)(?: (?:into|on|in))? (?:(?:the |my |our )?(?:ads|advertising|facebook|google|instagram)\s)?)?(?:to |should |needs? to |will )?(?:bring|brings|make|makes|return|returns|get|gets)(?: (?:me|us))?(?: back| in)? [$€£](\d+(?:\.\d+)?)/gi;
const WISHED = /\b(?:want|wants|need|needs|aim|aiming|hope|hoping|goal|target|must|has to|have to|should)\b/i;

// 'total sale came €13,440', 'ads brought €9,800 of treatments': what the ads brought in.
const CAME = new RegExp(
  String.raw`\b(?:(?:total|the) )?(?:sales?|revenue|turnover|takings) (?:came|come|comes|is coming|was coming)(?: to| at)?(?= ${SIGN})|\b(?:ads?|adverts?|campaigns?|advertising) brought(?: (?:us|me))?(?= ${SIGN})`,
  'gi',
);
// 'from the ads we got ₹1.8 lakh of orders': money in orders that came is revenue, not money to spend.
const GOT_ORDERS = new RegExp(
  String.raw`\b(?:we|i) (?:got|received|made|did)(?= ${SIGN}\s?[\d,.]+k?(?: \([^)]{1,20}\))? (?:of|in|worth of) (?:orders|sales|bookings|revenue|business|purchases)\b)`,
  'gi',
);
// 'out of every 5 leads, 1 is becoming patient': a share of each group.
const OUT_OF_EVERY =
  /\bout of (?:every (\d+)|(100|1,?000)) ([a-z]+),? (\d+) (?:[a-z]+ (?=(?:is|are|joins?|buys?|books?|becomes?)\b))?(?:(?:is|are|will|of them) )?/gi;

// 'a customer pays me £540 in total over the time they stay', 'worth about £1,800 to us over the years they stay':
// what one customer brings over their whole time with the business.
const LIFETIME = new RegExp(
  String.raw`(${SIGN}\s?\d[\d,]*(?:\.\d+)?k?)((?: (?:to|with) (?:us|me|our [a-z]+))?(?: in total| total)?) (?:over|in|during|for) (?:the (?:time|years|months) (?:they|he|she) (?:stay|stays|keep coming|keeps coming|remain)(?: with (?:us|me))?\b|(?:their |the |its |a |his |her )?(?:whole |entire )?(?:customer )?lifetime\b|all (?:of )?their [a-z]+)`,
  'gi',
);

// 'we turn 12.5% of leads into a booking': the share of leads that become customers.
// 'I turn about 30% of them into regular customers': the same of the people just named, leads or clicks, which the
// share's own rule tells apart by what was named last.
const TURN_INTO =
  /\b(?:we |i )?(?:turn|turns|convert|converts|close|closes) (?:about |around |roughly |nearly |maybe |probably |exactly |just over |just under )?(\d+(?:\.\d+)?%) of (?:our |the |my )?(leads|enquiries|inquiries|callers|calls|quotes|prospects|them|those|these) into (?:an? )?(?:(?:paying|regular|repeat|actual|proper|real|loyal|new) )?(?:bookings?|sales?|customers?|clients?|jobs?|orders?|students?|patients?|members?|regulars?|stockists?|accounts?)\b/gi;
// 'I am giving 500 per day to Facebook': money given to a platform is money spent on its ads.
const GIVING = new RegExp(
  String.raw`\b(?:am |are |is )?giv(?:ing|e|es) (${SIGN}?\s?\d[\d,]*(?:\.\d+)?k?) ((?:per|a|every) (?:day|week|month)|daily|weekly|monthly)? ?to (facebook|google|instagram|meta|tiktok|youtube|linkedin|the ads?)\b`,
  'gi',
);

// 'I want my ad seen by 6,000 homeowners, about 3 times each': the people reached and how often each sees it.
const SEEN_BY =
  /\bseen by (\d[\d,]*) (?:different |unique )?[a-z]+(?:,? (?:about |around |roughly )?(\d+(?:\.\d+)?) times each)?/gi;

// 'the phone rang 48 times', 'my phone went off about 30 times': each ring a call, and a call a lead.
const RANG =
  /\b(?:the |my |our )?(?:phones?|line|mobile) (?:has |have )?(?:rang|rung|rings?|went off|lit up|buzzed)(?: (?:about|around|roughly|nearly|over|maybe))? (\d[\d,]*) times\b/gi;
// 'I booked 18 jobs out of those calls': of the leads just counted, those that became work.
const OUT_OF_THOSE =
  /\b(?:(?:i|we) )?(?:(?:booked|landed|won|got|closed|signed|secured) )?(\d[\d,]*) ((?:[a-z-]+ )?[a-z-]+) (?:out of|from|off) (?:those|these|them|the) (?:calls|leads|enquiries|inquiries|quotes|messages|requests|callers|prospects)\b/gi;

// 'I run a 2-man electrical outfit', 'a 3-van cleaning firm': the size of the business, no figure of its ads.
const CREW = /\b\d{1,2}-(?=(?:man|woman|person|strong|chair|van|truck|bay|room|bed|seat|crew)[- ](?!ads?\b)[a-z])/gi;

// 'cost per lead was about $35 over the last 6 weeks': the weeks a rate was seen over are no days of a budget.
const LOOKBACK_RATE =
  /\b(?:cost per [a-z-]+|cp[acl]|(?:each|every|per|a) [a-z-]+ (?:has |have )?(?:cost|costs|been costing|averaged))\b[^.?!\n]{0,40}\b(?:over|in|during|for|across|within) the (?:last|past|previous|prior) (\d{1,2}) (?:weeks|days)\b|\b(?:over|in|during|for|across|within) the (?:last|past|previous|prior) (\d{1,2}) (?:weeks|days)\b(?=[^.?!\n]{0,40}\b(?:cost per [a-z-]+|cp[acl]|(?:each|every|per|a) [a-z-]+ (?:has |have )?(?:cost|costs|been costing|averaged))\b)/gi;

export function peopleByAct(text: string): string {
  const said = text
    .replace(VISITORS, 'visitors')
    .replace(CLICKERS, 'clickers')
    .replace(CREW, 'few-')
    .replace(LOOKBACK_RATE, (whole: string, a?: string, b?: string) =>
      /\bspen[dt]\b/i.test(whole) ? whole : whole.replace(new RegExp(`\\b${a ?? b} (?=weeks|days)`), 'few '),
    )
    .replace(LEADS, '$1 leads')
    .replace(RANG, 'we got $1 calls')
    .replace(OUT_OF_THOSE, '$1 of them turned into $2')
    .replace(TO_CLICK, '$1 clicks,')
    .replace(VIEWS_CLICKED, 'CTR')
    .replace(
      SEEN_BY,
      (_, people: string, times?: string) => `a reach of ${people} people${times ? `, a frequency of ${times}` : ''}`,
    )
    .replace(GIVING, (_, amount: string, per = '', where: string) =>
      `spending ${amount} ${per} on ${where}`.replace(/\s+/g, ' '),
    )
    .replace(LIFETIME, 'a lifetime value of $1$2')
    .replace(GOT_ORDERS, (whole: string) => `${whole.split(' ')[0]} got revenue of`)
    .replace(CAME, (whole: string) => (/brought/i.test(whole) ? `${whole} in` : 'revenue of'))
    .replace(OUT_OF_EVERY, (whole, every?: string, round?: string, noun = '', part = '') => {
      const of = Number((every ?? round ?? '').replaceAll(',', ''));
      return Number(part) < of ? `${Number(((Number(part) / of) * 100).toPrecision(12))}% of ${noun} ` : whole;
    })
    .replace(TURN_INTO, (_, share: string, of: string) =>
      /^th/i.test(of) ? `${share} of them convert` : `${share} of ${of} become customers`,
    )
    .replace(OF_THOSE, 'of them')
    .replace(BOUGHT, 'revenue of')
    .replace(SHOWN_CLICKED, 'CTR')
    .replace(EACH_SAW, (_, a?: string, b?: string) => `a frequency of ${a ?? b}`)
    .replace(SHOWN_TO, '$1 impressions, reaching $2 people')
    .replace(EVERY_UNIT_BACK, (whole: string, n: string, at: number, all: string) =>
      WISHED.test(`${all.slice(Math.max(0, at - 40), at)}${whole}`) ? `a target ROAS of ${n}x` : `a ROAS of ${n}x`,
    );
  return lifetimeSaid(targetsSaid(said));
}
