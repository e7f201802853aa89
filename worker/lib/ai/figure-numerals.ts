/** Numbers written as words ('seven thousand five hundred'), shares ('a third'), and ranges read as their midpoint. */
const UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

const VALUE = new Map<string, number>(
  [
    ...UNITS.map((word, n): [string, number] => [word, n]),
    ...TEENS.map((word, n): [string, number] => [word, n + 10]),
    ...TENS.map((word, n): [string, number] => [word, n * 10]),
  ].filter(([word]) => word),
);

const SCALE: Record<string, number> = { hundred: 100, thousand: 1000, million: 1e6 };
const WORD = `(?:${[...VALUE.keys(), 'hundred', 'thousand', 'million'].sort((a, b) => b.length - a.length).join('|')})`;
// 'seven thousand five hundred', 'twenty-two', 'a hundred and fifty'; a scale word alone ('2 thousand') is left to the digits.
export const WORD_NUMBER = new RegExp(
  String.raw`\b(?:an?\s+(?=hundred|thousand|million)|(?!hundred|thousand|million))${WORD}(?:(?:[\s-]+|(?<=hundred|thousand)\s+and\s+)${WORD})*\b`,
  'gi',
);

export function wordsToNumber(words: string): number | undefined {
  const parts = words
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((part) => part !== 'and');
  // 'one' alone is too often a pronoun ('which one'); it counts only inside a larger number.
  if (parts.length === 1 && parts[0] === 'one') return undefined;
  let total = 0;
  let current = 0;
  for (const part of parts) {
    if (part === 'a' || part === 'an') current = 1;
    else if (part === 'hundred') current = (current || 1) * 100;
    else if (SCALE[part]) {
      total += (current || 1) * (SCALE[part] ?? 1);
      current = 0;
    } else current += VALUE.get(part) ?? 0;
  }
  return total + current || undefined;
}

export const FRACTIONS: Record<string, number> = {
  half: 1 / 2,
  third: 1 / 3,
  quarter: 1 / 4,
  fifth: 1 / 5,
  tenth: 1 / 10,
};
const AMOUNT = String.raw`(?<cur>[$€£])?(?<a>\d+(?:,\d{3})*(?:\.\d+)?)(?<ka>\s?[km]\b)?(?<pa>\s?%)?`;
const SECOND = String.raw`(?<cur2>[$€£])?(?<b>\d+(?:,\d{3})*(?:\.\d+)?)(?<kb>\s?[km]\b)?`;
/** '40-60 leads', '$1,000 to $1,500', 'between 2% and 3%': a range is read as its midpoint. */
export const RANGES = [
  new RegExp(String.raw`\bbetween\s+${AMOUNT}\s+and\s+${SECOND}`, 'gi'),
  new RegExp(
    String.raw`(?<![\d/.,:$€£-])(?<!\b(?:from|up|down|by)\s[$€£]?)${AMOUNT}\s?(?:-|–|—|to)\s?${SECOND}(?![\d/:-])`,
    'gi',
  ),
];
export const YEAR = /^(?:19|20)\d\d$/;

export function midpoint(whole: string, groups: Record<string, string | undefined>): string {
  const { cur, a = '', ka, cur2, b = '', kb } = groups;
  const scale = (k?: string) => (/m/i.test(k ?? '') ? 1e6 : /k/i.test(k ?? '') ? 1000 : 1);
  const from = Number(a.replaceAll(',', '')) * scale(ka ?? kb);
  const to = Number(b.replaceAll(',', '')) * scale(kb);
  if (!(from < to) || (YEAR.test(a) && YEAR.test(b))) return whole;
  // A percent sign after the first number stays with the second ('between 2% and 3%').
  return `${cur ?? cur2 ?? ''}${Number(((from + to) / 2).toPrecision(12))}`;
}

// 'twelve pounds fifty': pounds and pence said aloud, unless a count follows ('£20 50 clicks').
export const SPOKEN_PENCE =
  /\b(\d+) (pounds?|quid|dollars?|euros?|bucks?) (\d{2})\b(?!\s*(?:%|percent|per cent|people|folks?|(?!(?:whats|thats|its|is|was|has|does|plus|less)\b)[a-z]+s\b|[\d.,]))/gi;
// 'eighty five NZ dollars', 'aussie dollars', 'two hundred reais': a currency named in words after the amount.
export const SPOKEN_CURRENCY =
  /\b(\d+(?:\.\d+)?) (nz dollars?|kiwi dollars?|aussie dollars?|australian dollars?|canadian dollars?|reais|reals|rupees)\b/gi;
export const SPOKEN_SIGN: Record<string, string> = {
  nz: 'NZ$',
  kiwi: 'NZ$',
  aussie: 'A$',
  australian: 'A$',
  canadian: 'C$',
  reais: 'R$',
  reals: 'R$',
  rupees: '₹',
};
