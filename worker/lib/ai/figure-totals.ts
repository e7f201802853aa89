/**
 * Amounts a question gives in parts, written as the one total they make: '$1,000 a month for 3 months', '2 campaigns,
 * $300 each', '12 leads Monday, 8 Tuesday', 'a third of our $3,000 budget'.
 */
const MONEY = String.raw`(?:(?:A|R|C|NZ|US)\$|[$€£₹])\s?\d[\d,.]*(?:\s?k\b)?|\d[\d,.]*(?:\s?k)?\s(?:pounds|dollars|euros|quid|bucks)\b`;
const UNITS = '(?:campaigns|ads|ad sets|adsets|ad groups|channels|platforms|creatives)';
const PER = String.raw`(?:a|per|each|every|\/)\s?`;
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, twelve: 12 };
const count = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

/** '€1.500' or 'R$1.500' with a dot between thousands, '1.5k', '100 pounds': the amount and how to write it again. */
function money(text: string): { n: number; write: (n: number) => string } | undefined {
  const m = /^((?:A|R|C|NZ|US)\$|[$€£₹])?\s?(\d[\d,.]*)(\s?k)?(\s(?:pounds|dollars|euros|quid|bucks))?$/i.exec(
    text.trim(),
  );
  if (!m) return undefined;
  const [, pre = '', digits = '', k, post = ''] = m;
  const plain = /^\d{1,3}(?:\.\d{3})+$/.test(digits) && /€|R\$/.test(pre) ? digits.replaceAll('.', '') : digits;
  const n = Number(plain.replaceAll(',', '')) * (k ? 1000 : 1);
  if (!Number.isFinite(n) || n <= 0) return undefined;
  return { n, write: (total) => `${pre}${Number(total.toFixed(2))}${post}` };
}
const times = (amount: string, by: number) => {
  const m = money(amount);
  return m ? m.write(m.n * by) : undefined;
};

// '$1,000 per month for 3 months', 'ran 3 months, $1,000 per month', '2 months at £750 per month': months are no fixed
// number of days, so the total is written out; a day or week amount over a week or a fortnight becomes days.
const MONTHS_AFTER = new RegExp(
  String.raw`(${MONEY}) ?${PER}month,? (?:for|over) (\d+|two|three|four|five|six|twelve) months\b`,
  'gi',
);
const MONTHS_BEFORE = new RegExp(
  String.raw`\b(?:ran|run|running|for|over) (\d+|two|three|four|five|six|twelve) months(?:,| at| with)? (${MONEY}) ?${PER}month\b`,
  'gi',
);
const MONTHS_LEAD = new RegExp(
  String.raw`\b(\d+|two|three|four|five|six|twelve) months at (${MONEY}) ?${PER}month\b`,
  'gi',
);
const DAY_SPAN = new RegExp(
  String.raw`(${MONEY}) ${PER}(day|week) (for|over) (?:a|one|1) (fortnight|week|month)\b`,
  'gi',
);
const SPAN_DAYS: Record<string, number> = { fortnight: 14, week: 7, month: 30 };

// '2 campaigns, $300 each', '€300 on each of our 2 campaigns': money per unit, times units. A budget a day each
// ('3 ad sets at $15/day each') is left to perCampaign, which adds it up only when the total is asked.
const UNITS_EACH = new RegExp(
  String.raw`\b(\d+|two|three|four|five|six) ${UNITS}(?:,| at| with| on| spending| getting)? (${MONEY})() (?:each|apiece)\b`,
  'gi',
);
const EACH_OF = new RegExp(
  String.raw`(${MONEY})() (?:on|in|for|into) each of (?:our |the |my |these |those )?(\d+|two|three|four|five|six) ${UNITS}`,
  'gi',
);
// 'Spent $600 on 3 ads ($200 each)': the aside shares out the spend already given; it is no price.
const EACH_ASIDE = new RegExp(
  String.raw`((?:${MONEY}) (?:on|across|over) \d+ ${UNITS}) \((?:${MONEY}) (?:each|apiece)\)`,
  'gi',
);

// '12 leads Monday, 8 Tuesday, 10 Wednesday', '3 sales yesterday and 5 today': results over days of one spend.
const DAY = String.raw`(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|yesterday|today)\b`;
const DAY_PARTS = new RegExp(
  String.raw`\b(\d+) ([a-z]+s) (${DAY})((?:(?:,| and|, and) \d+(?: \2)? ${DAY})+)(?!\s?(?:at|for|@)\s)`,
  'gi',
);
// 'spent a third of our $3,000 budget', '25% of a $4,000 budget': the share is the spend.
const SHARE = String.raw`(\d+(?:\.\d+)?\s?%|half|a third|one third|a quarter|one quarter|two thirds|three quarters)`;
const SHARES: Record<string, number> = {
  half: 1 / 2,
  'a third': 1 / 3,
  'one third': 1 / 3,
  'a quarter': 1 / 4,
  'one quarter': 1 / 4,
  'two thirds': 2 / 3,
  'three quarters': 3 / 4,
};
const share = (word: string) => SHARES[word.toLowerCase()] ?? Number.parseFloat(word) / 100;
const BUDGET_SHARE = new RegExp(
  String.raw`\b(spent|used|used up|burned|burnt|blew|gone through|went through) ${SHARE} of (?:our|my|the|a|an|their) (?:total |monthly |whole |entire |overall )?(${MONEY}) (?:ad )?budget\b`,
  'gi',
);
// 'half my $2,000 budget on Google and half on Meta. Meta got 25 sales': the half of the channel the results are for.
const HALVES = new RegExp(
  String.raw`\bhalf (?:of )?(?:my|our|the) (?:total |monthly )?(${MONEY}) (?:ad )?budget (?:went )?(?:on|to|into) ([A-Z][\w-]*)(?: ads)? and (?:the other )?half (?:on|to|into) ([A-Z][\w-]*)\b`,
  'g',
);

export function writeTotals(text: string): string {
  return text
    .replace(MONTHS_AFTER, (all, amount: string, n: string) => over(all, amount, count(n)))
    .replace(MONTHS_BEFORE, (all, n: string, amount: string) => over(all, amount, count(n)))
    .replace(MONTHS_LEAD, (all, n: string, amount: string) => over(all, amount, count(n)))
    .replace(DAY_SPAN, (all, amount: string, per: string, word: string, span: string) =>
      per.toLowerCase() === 'day'
        ? `${amount} a day ${word} ${SPAN_DAYS[span.toLowerCase()]} days`
        : span.toLowerCase() === 'fortnight'
          ? `${amount} a week ${word} 2 weeks`
          : all,
    )
    .replace(UNITS_EACH, (all, n: string, amount: string, per: string) => {
      const total = times(amount, count(n));
      return total ? `${total}${per} across ${count(n)} ${all.match(new RegExp(UNITS, 'i'))?.[0]}` : all;
    })
    .replace(EACH_OF, (all, amount: string, per: string, n: string) => {
      const total = times(amount, count(n));
      return total ? `${total}${per} across ${count(n)} ${all.match(new RegExp(`${UNITS}$`, 'i'))?.[0]}` : all;
    })
    .replace(EACH_ASIDE, '$1')
    .replace(DAY_PARTS, (_all, first: string, noun: string, _day: string, rest: string) => {
      const parts = [...rest.matchAll(/(?:,| and|, and) (\d+)/g)].map((m) => Number(m[1]));
      return `${parts.reduce((a, b) => a + b, Number(first))} ${noun} over ${parts.length + 1} days`;
    })
    .replace(BUDGET_SHARE, (all, _verb: string, part: string, amount: string) => {
      const spent = times(amount, share(part));
      return spent && share(part) > 0 && share(part) < 1 ? `spent ${spent}` : all;
    })
    .replace(HALVES, (all, amount: string, one: string, other: string, at: number, whole: string) => {
      const later = whole.slice(at + all.length);
      const named = [one, other].filter((name) => new RegExp(String.raw`\b${name}\b`).test(later));
      const half = times(amount, 1 / 2);
      return named.length === 1 && half ? `spent ${half} on ${named[0]}` : all;
    });
}

/** '$1,000 a month for 3 months' is $3,000 over the 3 months. */
function over(all: string, amount: string, months: number) {
  const total = times(amount, months);
  return total && months > 1 ? `${total} in total` : all;
}
