/**
 * When a number question counts as computed correctly. The labels were written by many people, and some call one
 * sum by two names: spend over new customers is 'CAC' to one writer and 'Cost per customer' to another, a week's
 * budget over 7 days is a 'Daily budget' or an 'Equivalent daily budget'. A result under either name of the same sum,
 * with or without the 'about' the table puts before a rounded-down count, is the user's number worked out right.
 * So is an amount in the same currency written another way: 'KSh 1,500' for 'KES 1,500', '40.00 zł' for 'PLN 40.00'.
 * The eval prints both this count and the count under the label's own name.
 */
const SAME_SUM = [
  ['CAC', 'Cost per customer'],
  ['Daily budget', 'Equivalent daily budget'],
  ['Clicks', 'Clicks the budget buys'],
  ['Impressions', 'Impressions the budget buys'],
];

// Each currency's code and the signs its users write; the table writes the sign, some labels the code.
const CURRENCIES: Record<string, string[]> = {
  GBP: ['£'],
  EUR: ['€'],
  USD: ['US$'],
  AUD: ['A$'],
  NZD: ['NZ$'],
  CAD: ['C$'],
  INR: ['₹', 'Rs'],
  BRL: ['R$'],
  ZAR: ['R'],
  MXN: ['MX$'],
  KES: ['KSh', 'Ksh'],
  NGN: ['₦'],
  GHS: ['₵'],
  PHP: ['₱'],
  MYR: ['RM'],
  IDR: ['Rp'],
  TRY: ['₺', 'TL'],
  KRW: ['₩'],
  VND: ['₫'],
  JPY: ['¥'],
  PLN: ['zł'],
  CZK: ['Kč'],
  HUF: ['Ft'],
  RON: ['lei'],
  SEK: ['kr'],
  NOK: ['kr'],
  DKK: ['kr'],
};
const CODE_OF = new Map(
  Object.entries(CURRENCIES).flatMap(([code, signs]) => [...signs, code].map((sign) => [sign, code] as const)),
);
const escaped = [...CODE_OF.keys()].sort((a, b) => b.length - a.length).map((sign) => sign.replace(/\$/g, '\\$'));
const CURRENCY = new RegExp(`(?<![A-Za-z])(${escaped.join('|')})(?![A-Za-z])`, 'g');

/** 'KSh 15.00', 'KES 15.00' and '15.00 KES' all read 'KES15.00'; so does a sign inside a sentence ('(KSh3.33 of ...'). */
const oneWay = (result: string) =>
  result
    .replace(CURRENCY, (sign) => CODE_OF.get(sign) ?? sign)
    .replace(/\s+/g, '')
    .replace(/^(−?)(\d[\d.,]*)([A-Z]{3})$/, '$1$3$2');

const names = (metric: string) => SAME_SUM.find((group) => group.includes(metric)) ?? [metric];
const plain = (result: string) => oneWay(result.replace(/^about /, ''));

export type Row = { metric: string; result: string };

/** The wanted results the rows get wrong: `named` under the label's own metric names, `computed` under any name of the same sum. */
export function wrongNumbers(want: Record<string, string>, rows: Row[]) {
  const entries = Object.entries(want);
  const named = entries.filter(
    ([metric, result]) => !rows.some((row) => row.metric === metric && row.result === result),
  );
  const computed = named.filter(
    ([metric, result]) =>
      !rows.some((row) => names(metric).includes(row.metric) && plain(row.result) === plain(result)),
  );
  return { named, computed };
}
