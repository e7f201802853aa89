import { writeTotals } from './figure-totals.ts';

const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const DIGIT_WORDS = DIGITS.join('|');
const digit = (word: string) => {
  const at = DIGITS.indexOf(word.toLowerCase());
  return at >= 0 ? String(at) : /^\d+$/.test(word) ? word : '0';
};
const UNIT = /^\s?(?:%|percent|per cent|pct|x\b|k\b|m\b|million|thousand|roas|dollars?|euros?|pounds?)/i;
const COUNTED_NOUN =
  '(?:impression|click|view|visitor|visit|session|lead|sale|order|conversion|booking|install|sign-?up|purchase|enquir(?:y|ie))';
const POINT = new RegExp(String.raw`\b(?:(\d+|${DIGIT_WORDS}|nought|oh) )?point (\d+|${DIGIT_WORDS})\b`, 'gi');
const HYPHENED = new RegExp(String.raw`(?<![\d,.])(\d[\d,.]*\s?k?)-(${COUNTED_NOUN})(?:s\b|\b)`, 'gi');

/**
 * Shorthand a question writes its figures in, spelt out: 'adspend', 'freq 8', 'half a percent', 'one point five',
 * a '300k-impression' buy, 'spent $1,800 and $2,200', and the '1)' '2)' of a numbered list,
 * which number questions, not figures.
 */
export const spellOutShorthand = (text: string): string =>
  writeTotals(text)
    .replace(/(?:^|(?<=[\s?.!:;,]))\(?\d{1,2}\)\s/gm, '; ')
    .replace(/^(\s*)\d{1,2}\.\s(?=\D)/gm, '$1; ')
    .replace(/\badspend\b/gi, 'ad spend')
    .replace(/\bppl\b/gi, 'people')
    // '2% of 60,000 monthly visitors buy': the visitors counted, then the share of them.
    .replace(
      /(\d+(?:\.\d+)?\s?%) of (\d[\d,.]*\s?k?) ((?:[a-z-]+ ){0,2}?(?:clicks|visitors|visits|sessions|people|users))\b/gi,
      '$2 $3, $1 of them',
    )
    // '5,000 visitors and 4% of them clicked': a share of visitors, not a click-through rate of impressions.
    .replace(
      /\b((?:visitors|visits|sessions)\b[^.?!;]{0,60}?\d+(?:\.\d+)?\s?%) of (?:them|those)(?: (?:who|that))? (?:clicked|clicks|tapped)(?: (?:on )?(?:it|something|through))?\b/gi,
      '$1 of them',
    )
    // 'costing us $2 last year, now $3': the latest price is the one that holds.
    .replace(
      /[$€£]\s?\d[\d,.]*\s?k? (?:last (?:year|month|week|quarter)|before|previously|earlier|at first|(?:a )?(?:year|month|week)s? ago),? (?:but |and )?(?:now|today|these days|currently|this (?:year|month|week|quarter))(?: (?:it'?s|they'?re|is|are))? (?=[$€£]\s?\d)/gi,
      '',
    )
    // '200 products worth $30 in stock': what is on the shelf, not what was sold.
    .replace(
      /\b\d[\d,.]*\s?k? (?:[a-z-]+ ){0,2}worth (?:about |around )?[$€£]?\s?\d[\d,.]*\s?k?(?: (?:each|apiece|dollars|euros|pounds))? (?:in|of) (?:stock|inventory)\b/gi,
      'stock',
    )
    .replace(/\bfreq\b\.?/gi, 'frequency')
    .replace(/\b(?:a )?half (?:of )?(?:a|one) (?:percent|per cent|%)/gi, '0.5%')
    .replace(/\b(?:a )?quarter (?:of )?(?:a|one) (?:percent|per cent|%)/gi, '0.25%')
    .replace(POINT, (match: string, whole: string | undefined, part: string, at: number, all: string) =>
      // 'at some point one campaign' is no number; 'point three percent' and 'one point five' are.
      whole || UNIT.test(all.slice(at + match.length)) ? `${digit(whole ?? '0')}.${digit(part)}` : match,
    )
    .replace(HYPHENED, '$1 $2s')
    // 'margin is 0.35', 'conv rate 0.03': a share written as a fraction (a 0.35 % margin or 0.03 % conversion rate is no one's).
    .replace(
      /\b(margin|close rate|closing rate|(?:cvr|conv\.? rate|conversion rate)(?=\s?(?:is|of|=|:|at|around|about|~)?\s?0\.0))(\s?(?:is|of|=|:|at|around|about|~)?\s?)(0\.\d+)(?![\d%]|\s?(?:%|percent|per cent|pct|pc\b|x\b|[$€£])|\s(?:per|a|an|each|bucks?|dollars?|euros?|pounds?|quid|usd|eur|gbp)\b)/gi,
      (_, name: string, gap: string, n: string) => `${name}${gap}${Number((Number(n) * 100).toPrecision(12))}%`,
    )
    // '10pc', '6 pc': per cent.
    .replace(/(?<=\d)\s?pc\b/gi, '%')
    // 'ctr 2.5', 'margin: 40': a rate written without its sign; 'margin is 12 per unit', '2 times higher' are not.
    .replace(
      /\b(ctr|cvr|conversion rate|click[- ]?through rate|margin|close rate|closing rate)(\s?(?:is|of|=|:|at|around|about|~)?\s?)(\d{1,2}(?:\.\d+)?)(?![\d%]|[.,]\d|\s?(?:%|percent|per cent|x\b|k\b|[$€£])|\s(?:in|out of|of)\s|\s(?:per|a|an|each|on|bucks?|dollars?|quid|times)\b)/gi,
      '$1$2$3%',
    )
    // '90,000 downloads (impressions)': the name in brackets is the one meant.
    .replace(
      /(?<![\d,.])(\d[\d,.]*\s?k?) [a-z-]+ \((impressions|clicks|views|visitors|leads|sales|conversions)\)/gi,
      '$1 $2',
    )
    // '(emergency plumbing, Leeds)': an aside with no figure or currency in it.
    .replace(/\s?\((?![^()]*(?:\d|[$€£]|usd|eur|gbp|dollars|euros|pounds))[^()]*\)/gi, '')
    // 'we spent $1,800 and $2,200': both amounts are spent.
    .replace(/\b(spent|spend|paid|invested)(\s[$€£]\s?\d[\d,.]*\s?k?\s(?:and|plus|\+)\s)(?=[$€£]\s?\d)/gi, '$1$2$1 ');
