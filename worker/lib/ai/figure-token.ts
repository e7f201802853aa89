import { placeCurrency } from './figure-places.ts';

/** A number, its currency before or after it, and what scales or names its kind (k, %, x); 'Q3' and 'U12' are names. */
export const TOKEN =
  /(?<pre>\b(?:a|au|nz|c|ca|us|r)\$|\bR(?=\d[\d,.]*\d)|[$€£₹]|\b(?:usd|eur|gbp|chf|cad|aud|nzd|sek|nok|dkk|inr)\s)?\s?(?<!\d)(?<![a-z](?<!\br))(?<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(?<mult>k|m|mil|thousand|million|grand)\b)?(?<pct>\s?%|\s?(?:percent|per cent|pct|percentage points|points)\b)?(?<x>x\b)?(?:\s?(?<post>[$€£₹]|(?:usd|eur|gbp|chf|cad|aud|nzd|sek|nok|dkk|inr|dollars?|euros?|pounds?|bucks?|quid|cents?)\b|(?<=\d)p\b))?/gi;

export const CURRENCY: Record<string, string> = {
  usd: '$',
  dollar: '$',
  dollars: '$',
  buck: '$',
  bucks: '$',
  eur: '€',
  euro: '€',
  euros: '€',
  gbp: '£',
  pound: '£',
  pounds: '£',
  quid: '£',
  chf: 'CHF ',
  cad: 'C$',
  aud: 'A$',
  a$: 'A$',
  au$: 'A$',
  nz$: 'NZ$',
  r$: 'R$',
  r: 'R',
  c$: 'C$',
  ca$: 'C$',
  us$: '$',
  nzd: 'NZ$',
  sek: 'SEK ',
  nok: 'NOK ',
  dkk: 'DKK ',
  inr: '₹',
  rupees: '₹',
  brl: 'R$',
  reais: 'R$',
  zar: 'R',
  rand: 'R',
  cent: '$',
  cents: '$',
  p: '£',
};

/** '18k spend (usd)', 'break even roas in $': a currency named once for all the amounts, or on any one of them. */
const NAMED_ONCE = /(?:\(|\bin\s)(usd|eur|gbp|inr|brl|zar|dollars|euros|pounds|rupees|reais|rand|[$€£₹])(?![a-z\d])/i;
export function currencyNamedOnce(text: string): string | undefined {
  const once = NAMED_ONCE.exec(text)?.[1];
  if (once) return CURRENCY[once.toLowerCase()] ?? once;
  // 'dresses around £1,400 ... I keep 20%': an amount the reader left out still says what money the user counts in.
  for (const match of text.matchAll(TOKEN)) {
    const sign = match.groups?.pre?.trim() || match.groups?.post;
    if (sign && !/^(?:cents?|p)$/i.test(sign)) return CURRENCY[sign.toLowerCase()] ?? sign;
  }
  return placeCurrency(text);
}
