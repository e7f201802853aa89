import { placeCurrency } from './figure-places.ts';
import type { Kind } from './figure-rules.ts';

/** A currency sign before an amount: '$', '€', 'A$', 'R$', or the rand's 'R' right before its digits. */
export const SIGN = String.raw`(?:[$€£₹]|\b(?:a|au|nz|c|ca|us|r)\$|R(?=\d))`;

/** A number, its currency before or after it ('R$ 1.000', '1.000 R$'), and what scales or names its kind (k, %, x); 'Q3' and 'U12' are names. */
export const TOKEN =
  /(?<pre>\b(?:a|au|nz|c|ca|us|r)\$|\bR(?=\d[\d,.]*\d)|[$€£₹]|\b(?:usd|eur|gbp|chf|cad|aud|nzd|sek|nok|dkk|inr)\s)?\s?(?<!\d)(?<![a-z](?<!\br))(?<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?(?<mult>k|m|mil|thousand|million|grand)\b)?(?<pct>\s?%|\s?(?:percent|per cent|pct|percentage points|points)\b)?(?<x>x\b)?(?:\s?(?<post>r\$(?!\s?\d)|[$€£₹]|(?:usd|eur|gbp|chf|cad|aud|nzd|sek|nok|dkk|inr|dollars?|euros?|pounds?|bucks?|quid|cents?)\b|(?<=\d)p\b))?/gi;

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

/**
 * A number's value and kind: '12k' is 12,000, '45p' is 0.45, '3.000 €' and '$150.000' are thousands (money has no
 * third decimal, so a dot before three digits groups thousands).
 */
export function tokenOf(g: Record<string, string | undefined>) {
  const currency = g.pre
    ? (CURRENCY[g.pre.trim().toLowerCase()] ?? g.pre)
    : g.post
      ? (CURRENCY[g.post.toLowerCase()] ?? g.post)
      : undefined;
  const kind: Kind = g.pct ? 'percent' : g.x ? 'ratio' : currency ? 'money' : 'count';
  const mult = g.mult?.toLowerCase();
  const digits = currency && /^[1-9]\d{0,2}(?:\.\d{3})+$/.test(g.n ?? '') ? (g.n ?? '').replaceAll('.', '') : g.n;
  const scale =
    mult === 'k' || mult === 'thousand' || mult === 'grand'
      ? 1000
      : mult === 'm' || mult === 'mil' || mult === 'million'
        ? 1e6
        : 1;
  const n = Number((digits ?? '').replaceAll(',', '')) * scale;
  return { currency, kind, mult, n: kind === 'percent' || /^(?:cents?|p)$/i.test(g.post ?? '') ? n / 100 : n };
}
