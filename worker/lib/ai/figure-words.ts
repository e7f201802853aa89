/**
 * A question as the figure reader can use it: numbers written as words become digits ('three percent' is
 * '3 percent') and a misspelt name of a figure ('clciks', 'budjet') becomes the word it was meant to be.
 */
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

const UNIT = UNITS.slice(1).join('|');
// 'one' alone is too often a pronoun ('which one'); it counts only inside a larger number.
const WORD_NUMBER = new RegExp(
  String.raw`\b(?:(${TENS.slice(2).join('|')})(?:[\s-](${UNIT}))?|(${TEENS.join('|')}|${UNITS.slice(2).join('|')}))\b(?:\s(hundred|thousand))?`,
  'gi',
);

/** The words a figure is named by; a word one edit away from one of them is taken for it. */
const VOCABULARY = [
  'clicks',
  'impressions',
  'conversions',
  'conversion',
  'budget',
  'revenue',
  'margin',
  'purchases',
  'customers',
  'signups',
  'bookings',
  'monthly',
  'weekly',
  'percent',
  'thousand',
];

export function normaliseFigureWords(text: string): string {
  return (
    text
      // '1 in 50 visitors buys' is 2 %.
      .replace(/\b(\d+) (?:in|out of) (\d+)\b/gi, (whole, part: string, of: string) =>
        Number(part) < Number(of) ? `${Number(((Number(part) / Number(of)) * 100).toPrecision(12))}%` : whole,
      )
      .replace(WORD_NUMBER, (whole, tens?: string, unit?: string, small?: string, scale?: string) => {
        const base = small
          ? (VALUE.get(small.toLowerCase()) ?? 0)
          : (VALUE.get(tens?.toLowerCase() ?? '') ?? 0) + (VALUE.get(unit?.toLowerCase() ?? '') ?? 0);
        if (!base) return whole;
        return String(base * (scale?.toLowerCase() === 'hundred' ? 100 : scale ? 1000 : 1));
      })
      .replace(/\b[a-z]{5,}\b/gi, (word) => {
        const lower = word.toLowerCase();
        // 'click' and 'clicks' are both right: only a misspelling is replaced.
        if (VOCABULARY.some((known) => known.startsWith(lower) || lower.startsWith(known))) return word;
        return VOCABULARY.find((known) => oneEditAway(lower, known)) ?? word;
      })
  );
}

/** One letter added, dropped, changed, or two neighbours swapped ('clciks'). */
function oneEditAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
