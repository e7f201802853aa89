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
  'orders',
  'customers',
  'signups',
  'bookings',
  'monthly',
  'weekly',
  'percent',
  'thousand',
  // 'only 6 actualy booked': the word that tells a share of leads from a new count.
  'actually',
];

/** A misspelt name of a figure ('clciks') as the word it was meant to be. */
export function respelled(text: string): string {
  return text.replace(/\b[a-z]{5,}\b/gi, (word) => {
    const lower = word.toLowerCase();
    // 'click' and 'clicks' are both right: only a misspelling is replaced.
    if (VOCABULARY.some((known) => known.startsWith(lower) || lower.startsWith(known))) return word;
    // 'purchased' is one edit from 'purchases' but a word of its own: a verb's past or -ing form is left alone.
    if (/(?:ed|ing)$/.test(lower)) return word;
    return VOCABULARY.find((known) => oneEditAway(lower, known)) ?? word;
  });
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
