import {
  FRACTIONS,
  midpoint,
  RANGES,
  SPOKEN_CURRENCY,
  SPOKEN_PENCE,
  SPOKEN_SIGN,
  WORD_NUMBER,
  wordsToNumber,
  YEAR,
} from './figure-numerals.ts';
import { peopleByAct } from './figure-people.ts';
import { spellOutShorthand } from './figure-shorthand.ts';
import { spansAndSplits } from './figure-spans.ts';
import { respelled } from './figure-spelling.ts';
import { namedUnitCosts } from './figure-unit-costs.ts';
import { sharedOnce } from './figure-wishes.ts';

const LISTED = /^\s*((?:ad )?(?:spend|spent|cost|costs|budget|revenue|sales))\s*:\s*\n((?:\s*[-*•][^\n]*(?:\n|$))+)/gim;
const COST_SHARE =
  /\b(?:costs?(?:\sof\s(?:the\s|our\s|my\s)?(?:products?|goods|items?|materials|stock))?|cogs|cost of goods(?: sold)?)(?:\s(?:us|me|are|is|run|runs|about|around|roughly|approx(?:imately)?))*\s(\d+(?:\.\d+)?)\s?%\s?of\s(?:the\s|our\s)?(?:selling\s|sale\s|retail\s)?(?:price|revenue|sales|order value|aov)\b/gi;
const ITEM = String.raw`(?!(?:the|a|an|our|my|next|last|this|each|every|days?|weeks?|months?|years?)\b)[a-z][\w-]*(?: [a-z][\w-]*)?`;
const SPLIT_LIST = new RegExp(
  String.raw`\b((?:split|divided|spread|shared|allocated)(?: (?:it|them|this|that|the (?:budget|money)))?(?: (?:evenly|equally))?(?: [$€£]?\d[\d,.]*\s?k?(?: (?:dollars|euros|pounds|budget))?)?(?: (?:evenly|equally))? (?:between|across|among|over))((?: ${ITEM}(?:,| and| &))+(?: and)? ${ITEM})(?= (?:evenly|equally)\b|[.,;!?]|$)`,
  'gi',
);

const SHOWN =
  "(?:impressions|views|times (?:(?:my|the|our|your|their|an|this) )?(?:it[’']s |ads? |it |post |video )?(?:is |gets |was |are |get |got )?(?:shown|seen|served|displayed|viewed|shows|appears|loads))";
const THOUSAND_COST = new RegExp(
  String.raw`\b(?:(?:an?|every|each|per) )?(?:1,000|1000|thousand|1k) ${SHOWN}(?: on [a-z]+)? (?:costs?|runs?|comes? to)(?: (?:me|us))?\b`,
  'gi',
);
const PER_THOUSAND = new RegExp(
  String.raw`(?<!\bcost )\b(?:(?:for |per )?(?:every|each|a|per) |for )(?:1,000|1000|thousand|1k) ${SHOWN}`,
  'gi',
);
const MONEY_WORD = '(?:dollars?|euros?|pounds?|bucks?|quid)';
const ON_ADS = String.raw`(?: (?:spent|(?:i|we) spend|(?:i|we) put (?:in(?:to)? (?:ads?|advertising)\b|in\b)|(?:of|on|in) (?:ads?|advertising|ad spend)))`;
// '5 dollars back for every dollar on ads', '3 euros in sales for every euro': a return per unit of spend.
const BACK_PER_UNIT = new RegExp(
  String.raw`[$€£]?\b(\d+(?:\.\d+)?)(?: ${MONEY_WORD})?( back)?( in (?:sales|revenue))?( back)? (?:(?:for|on|from) (?:every|each|a)|per(?: every| each)?) (?:[$€£]1\b|(?:1 |one )?${MONEY_WORD}\b)(${ON_ADS})?`,
  'gi',
);
const CPC_FIGURE = /[$€£]\s?\d[\d,.]*\s?(?:cpc|per click|a click)\b|\bcpc (?:of |is |at |=\s?)?[$€£]?\s?\d/i;
// 'not getting 5 dollars back', 'we lose 2 dollars for every dollar': no return is said.
const DENIED = /\b(?:not|no|never|(?:is|are|was|were|do|does|did)n[’']?t|lose|loses|losing|lost)\b(?:\s+\S+){0,3}\s*$/i;
// '4 times that back in sales', 'sales of 3 times what I spend', 'bring back 5 times what they cost': a return as a multiple of spend.
const TIMES_SPEND = new RegExp(
  String.raw`\b(\d+(?:\.\d+)?)(?:x| times) (?:that|what (?:i|we) (?:spend|spent|put in)|what (?:they|it|the ads?) costs?(?: (?:me|us))?|(?:my|our|the) (?:ad )?(?:spend|money|cost))${ON_ADS}?(?: back)?(?: in (?:sales|revenue))?`,
  'gi',
);

const SLANG: Record<string, number> = { ton: 100, pony: 25, monkey: 500 };
const SLANG_MONEY =
  /(?<=\b(?:pay|paying|paid|spend|spending|spent|budget|put|putting|at|of|with|cost|costs|costing|about|around|roughly)\s)an? (ton|pony|monkey)\b(?=\s(?:a|per|each|every|on|into|in|for|to|aside|a week|a month|a day)\b|[,.;!?]|$)/gi;
const PROFIT_SHARE =
  /\b(\d+(?:\.\d+)?)\s?%\sof\s(?:what\s(?:i|we)\s(?:charge|make|sell\sfor|take)|the\sprice|my\sprice|our\sprice|each\ssale|every\ssale|sales|takings|revenue|turnover)\s(?:is|are|'s)\s(?:profit|margin|left|ours|mine)\b/gi;
const LABEL =
  '(?:week|wk|day|month|year|campaign|ad|ads|set|sets|group|variant|version|option|step|phase|round|test|no\\.?|number|#|top|page|row|line|item|stage|level|tier|part|batch|q|store|shop|location|branch|post|video|lesson|module|unit|x|×)';
const SPACED_THOUSANDS = new RegExp(
  String.raw`(?<!\b${LABEL}\s?|\d[ \u00a0\u202f]?|[.,])\b[1-9]\d{0,2}(?:[ \u00a0\u202f]\d{3})+(?:\.\d{1,2})?(?![\d%]|[.,]\d|\s?x\b|[ \u00a0\u202f]\d)`,
  'gi',
);
const WISHED = /\b(?:want|wants|need|needs|aim|aiming|hope|hoping|goal|target|must|has to|have to|should)\b/i;

/**
 * A question as the figure reader can use it: numbers written as words become digits ('three percent' is
 * '3 percent'), decimal commas and spaced thousands become one way of writing, ranges their midpoint, shares
 * ('1 in 50', 'a third of') percentages, and a misspelt name of a figure ('clciks') the word it was meant to be.
 */
export function normaliseFigureWords(text: string): string {
  // '12 400 people', '39 680 impressions': a space between thousands; 'week 2 300 clicks' is a week and a count,
  // and '2%, 5 000 visitors' a list whose comma separates figures.
  // 'CHF 1'200': an apostrophe between thousands, as the Swiss write them.
  let out = spellOutShorthand(
    text
      .replace(SPACED_THOUSANDS, (amount) => amount.replace(/[ \u00a0\u202f]/g, ''))
      .replace(/\b\d{1,3}(?:['’]\d{3})+\b/g, (amount) => amount.replace(/['’]/g, '')),
  )
    // '1.234,50 €', '38,50 €', '2,5 %': a comma before one or two final digits is a decimal comma.
    .replace(
      /\b(\d{1,3}(?:\.\d{3})+),(\d{1,2})\b/g,
      (_, whole: string, part: string) => `${whole.replaceAll('.', '')}.${part}`,
    )
    .replace(/\b(\d+),(\d{1,2})(?!\d|,\d)/g, '$1.$2')
    // '0,125%': no thousands start with a nought, so the comma is a decimal one.
    .replace(/(?<![\d.,])0,(?=\d)/g, '0.')
    // '%30 margin': a percent sign before its number, as Turkish writes it.
    .replace(/(?<![\w%])%\s?(\d+(?:\.\d+)?)(?![\d%])/g, '$1%')
    // '3 500 €': a space between thousands, where a currency shows the digits are one amount.
    .replace(
      /\b\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:\.\d{1,2})?(?=\s?(?:[€$£]|(?:eur|euros?|usd|dollars?|gbp|pounds?)\b))/gi,
      (amount) => amount.replace(/[ \u00a0\u202f]/g, ''),
    )
    // '25 cents of every dollar' is 25 %.
    .replace(
      /\b(\d{1,2}) (?:cents?|pence|p)( (?:profit|margin|clear|net))? (?:of|on|from|in|out of) (?:every|each|a) (?:dollar|pound|euro)\b/gi,
      '$1%$2',
    )
    // '€1 000': a space between thousands after a currency sign.
    .replace(/(?<=[€$£]\s?)\d{1,3}(?:[ \u00a0\u202f]\d{3})+\b/g, (amount) => amount.replace(/[ \u00a0\u202f]/g, ''))
    // '1 sale a day' counts as sales do.
    .replace(
      /\b1 (sale|call|install|deal|unit|item|product|ticket|result|message|patient|student|member|download|demo|trial|quote|request|contact|meeting)\b/gi,
      '1 $1s',
    )
    // '.8%' is 0.8 %.
    .replace(/(?<![\w.,])\.(?=\d)/g, '0.')
    // '$1.75/click', '€20/lead': a slash between a price and what it buys is 'per'.
    .replace(
      /(?<=\d\s?(?:[$€£]|k)?)\s?\/\s?(?=(?:click|lead|sale|conversion|order|booking|sign-?up|acquisition|purchase|customer|client|visitor|visit|call|install|unit|item)\b)/gi,
      ' per ',
    )
    .replace(/\b(usd|eur|gbp|chf|cad|aud|nzd|sek|nok|dkk|inr)(?=\d)/gi, '$1 ')
    .replace(
      /\bcost\s?\/\s?(?=(?:click|lead|sale|conversion|order|booking|sign-?up|acquisition|purchase|customer)\b)/gi,
      'cost per ',
    )
    // 'a return of 3 to 1', '4:1 roas': a ratio to one.
    .replace(/(?<!\bfrom\s)\b(\d+(?:\.\d+)?)\s?(?:to|:)\s?1\b(?![\d.,%:])/gi, '$1x')
    // 'a x3 roas'.
    .replace(/(?<![\w.])x(\d+(?:\.\d+)?)(?![\d.,%])/gi, '$1x')
    .replace(/\bavg\b\.?/gi, 'average')
    .replace(/\brev\b\.?/gi, 'revenue')
    .replace(/\bimps?\b\.?/gi, 'impressions')
    .replace(/\bclks?\b\.?/gi, 'clicks')
    .replace(/\bconv\.?\s*(?=value\b|rate\b)/gi, 'conversion ')
    .replace(/\bconvs?\b\.?/gi, 'conversions')
    // 'one in 30 visitors' is a rate, though 'one' alone is not a number.
    .replace(/\bone(?= (?:in|out of) (?:every )?(?:\d|[a-z]+ ?\d|[a-z]+\b))/gi, '1')
    // 'half a million', 'a dozen', 'a couple of hundred'.
    .replace(/\bhalf an? (million|thousand)\b/gi, '0.5 $1')
    // 'half a percent', 'a quarter of a percent'.
    .replace(/\b(?:(?:a|one) )?(half|quarter)(?: of)? (?:a|one) (?:percent|per cent)\b/gi, (_, part: string) =>
      /^h/i.test(part) ? '0.5%' : '0.25%',
    )
    // 'a grand', 'a tenner', 'a fiver': money in slang.
    .replace(/\b(?:a|one) grand\b(?! (?:total|opening|prize|plan|scheme|tour|final|idea)\b)/gi, '1 grand')
    // 'a tenner per click is too much ... at £2.50 cpc': the cpc named in figures is the one asked about.
    .replace(/\ban? (tenner|fiver)\b/gi, (whole, note: string, at: number, all: string) =>
      /^ (?:per|a) click\b/i.test(all.slice(at + whole.length)) && CPC_FIGURE.test(all)
        ? whole
        : /^t/i.test(note)
          ? '£10'
          : '£5',
    )
    // 'a ton a week on insta', 'paying a pony per booking', 'put a monkey aside': £100, £25 and £500, said of money.
    .replace(SLANG_MONEY, (whole, word: string) => `£${SLANG[word.toLowerCase()] ?? whole}`)
    // '₹1.8 lakh', '2 crore', '₹1,80,000': Indian amounts in lakhs (100,000) and crores, and their digit grouping.
    .replace(/\b\d{1,2}(?:,\d{2})+,\d{3}\b/g, (amount) => amount.replaceAll(',', ''))
    .replace(/\ban? dozen\b/gi, '12')
    .replace(/\ban? couple(?: of)?(?= hundred| thousand| \d|\s+[a-z]+s\b)/gi, 'two')
    .replace(WORD_NUMBER, (whole) => String(wordsToNumber(whole) ?? whole))
    .replace(/\b(\d+(?:\.\d+)?) ?(lakhs?|lacs?|crores?|cr)\b/gi, (_, n: string, unit: string) =>
      String(Number((Number(n) * (/^c/i.test(unit) ? 1e7 : 1e5)).toPrecision(12))),
    )
    // Said aloud: 'twelve pounds fifty' is £12.50, 'eighty five NZ dollars' NZ$85, 'a three x roas' 3x.
    .replace(SPOKEN_PENCE, '$1.$3 $2')
    .replace(
      SPOKEN_CURRENCY,
      (_, n: string, name: string) => `${SPOKEN_SIGN[name.toLowerCase().split(' ')[0] as string]}${n}`,
    )
    .replace(/\b(\d+(?:\.\d+)?) x (?=roas\b|return\b)/gi, '$1x ')
    // 'a thousand impressions cost €7', '$5 for every thousand times my ad is shown': a CPM in plain words.
    .replace(THOUSAND_COST, 'CPM is')
    .replace(PER_THOUSAND, 'per 1000 impressions')
    .replace(BACK_PER_UNIT, (whole, n: string, ...said: unknown[]) =>
      said.slice(0, 4).some(Boolean) && !DENIED.test(String(said.at(-1)).slice(0, Number(said.at(-2))))
        ? `${n}x ROAS`
        : whole,
    )
    // 'I want my ads to bring back 4 times what they cost': a return wished for is a target.
    .replace(TIMES_SPEND, (_, n: string, at: number, all: string) =>
      WISHED.test(
        all
          .slice(0, at)
          .split(/[.;!?\n]/)
          .at(-1) ?? '',
      )
        ? `a target ROAS of ${n}x`
        : `${n}x ROAS`,
    )
    .replace(/\b(\d+) and an? half\b/gi, '$1.5')
    // 'they stay a year': how long a customer stays, counted.
    .replace(
      /\b((?:stay|stays|stick around|sticks around|remain|remains|keep paying|keeps paying)(?: with us)?(?: for)?(?: about| around)?) an? (year|month)\b/gi,
      '$1 1 $2',
    )
    // '3 dollars and 20 cents' is one amount.
    .replace(
      /\b(\d+) (dollars?|euros?|pounds?|bucks?) and (\d{1,2}) (?:cents?|pence|p)\b/gi,
      (_, whole: string, unit: string, part: string) => `${whole}.${part.padStart(2, '0')} ${unit}`,
    )
    // 'our margin's about a third' and 'a third of our leads' are 33.3 %.
    .replace(
      /\b(?:a|one)\s+(half|third|quarter|fifth|tenth)(?=\s*(?:[,;!?)]|\.(?!\d)|$|\band\b))/gi,
      (whole: string, part: string, at: number, all: string) =>
        // '8 deals a quarter', '£3k a quarter': a quarter after what it counts is a period.
        part.toLowerCase() === 'quarter' && /\d\S*\s(?:[a-z-]+\s){0,2}$/i.test(all.slice(Math.max(0, at - 40), at))
          ? whole
          : `${Number(((FRACTIONS[part.toLowerCase()] ?? 0) * 100).toPrecision(4))}%`,
    )
    // 'our margin is roughly half', 'we keep about half': a bare half at the end of what is said of a share.
    .replace(
      /\b((?:is|'s|are|of|about|around|roughly|nearly|almost|approx(?:imately)?|keep|keeps)\s)half(?=\s*(?:[,;!?)]|\.(?!\d)|$|\band\b))/gi,
      '$150%',
    )
    .replace(/\b(?:(?:a|one)\s+)?(half|third|quarter|fifth|tenth)\s+of\b/gi, (_, part: string) => {
      return `${(FRACTIONS[part.toLowerCase()] ?? 0) * 100}% of`;
    })
    // '3 leads for every 100 visitors', '4 sales per 100 clicks': the share of the second that becomes the first.
    .replace(
      /\b(\d+) ((?:(?!(?:in|out|of|for|per|every|dollars?|euros?|pounds?|bucks?|quid|cents?|pence)\b)[a-z-]+ ){1,2})(?:(?:for |in |out of |per )?every|per) (\d+) (?!(?:days?|weeks?|months?|years?|hours?)\b)([a-z-]+)/gi,
      (whole, part: string, noun: string, of: string, base: string) =>
        Number(part) < Number(of)
          ? `${Number(((Number(part) / Number(of)) * 100).toPrecision(12))}% of ${base} become ${noun.trim()}`
          : whole,
    )
    // '1 in 4 enquiries (25%) book': a share put both ways is read once.
    .replace(/(\b\d+ (?:in|out of) (?:every )?\d+\b[^()\d]{0,30}?)\s?\(\s?~?\d+(?:\.\d+)?\s?%\s?\)/gi, '$1')
    // '1 in 50 visitors buys', '28 out of every 1,000' are rates, '1 in 20 people' 5% of people; '5 in 2024' a year.
    .replace(
      /\b(\d+) (in|out of|of) (every )?(\d{1,3}(?:,\d{3})+|\d+)\b( (?=(?:people|folks?|visitors|users|customers|clients|shoppers|callers|leads|enquiries|inquiries|shops|businesses|companies|homeowners|parents|couples|prospects)\b))?/gi,
      (whole, part: string, word: string, every, of: string, people?: string) =>
        Number(part) < Number(of.replaceAll(',', '')) &&
        (every || word.toLowerCase() !== 'of') &&
        !(word.toLowerCase() === 'in' && !every && YEAR.test(of))
          ? `${Number(((Number(part) / Number(of.replaceAll(',', ''))) * 100).toPrecision(12))}%${people ? ' of ' : ''}`
          : whole,
    );
  // 'spend:\n- google £1,200\n- meta £800': a heading names the amounts listed under it.
  out = out.replace(
    LISTED,
    (_, name: string, list: string) =>
      `${name}:\n${list.replace(/^(\s*[-*•]\s*[a-z][\w ]{0,20}?)\s*:?\s*(?=[$€£]?\d)/gim, `$1 ${name} `)}`,
  );
  for (const range of RANGES) out = out.replace(range, (whole, ...args) => midpoint(whole, args.at(-1)));
  out = out
    // '45% of what I charge is profit': the share of the price that is left is the margin.
    .replace(PROFIT_SHARE, 'a margin of $1%')
    // 'products cost us 40% of the selling price': what is left of the price is the margin.
    .replace(COST_SHARE, (_, cost: string) => `a margin of ${Number((100 - Number(cost)).toPrecision(12))}%`)
    // 'split between search, display and youtube': the parts named are counted.
    .replace(
      SPLIT_LIST,
      (_, verb: string, list: string) => `${verb} ${list.split(/,\s*(?:and\s+)?|\s+(?:and|&)\s+/).length} campaigns`,
    );
  return spansAndSplits(peopleByAct(namedUnitCosts(sharedOnce(respelled(out)))));
}
