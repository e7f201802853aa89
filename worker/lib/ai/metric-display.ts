import type { MetricRule, Quantity } from './metric-rules.ts';

const MONEY = new Set<Quantity>([
  'spend',
  'revenue',
  'orderValue',
  'monthlyBudget',
  'weeklyBudget',
  'dailyBudget',
  'totalBudget',
  'budget',
  'cpc',
  'cpm',
  'cpa',
  'targetCpa',
  'ltv',
  'cac',
  'breakEvenCpa',
  'maxCpl',
  'unitProfit',
  'unitCost',
  'lifetimeBudget',
  'monthlyValue',
  'minFee',
  'agencyFee',
  'feePaid',
]);
const CONVERSION_COUNTS = new Set<Quantity>([
  'conversions',
  'targetConversions',
  'expectedConversions',
  'affordableConversions',
]);
const PERCENT = new Set<Quantity>(['ctr', 'cvr', 'margin', 'closeRate', 'feeRate']);
const COUNTED: Partial<Record<Quantity, string>> = {
  clicks: 'clicks',
  expectedClicks: 'clicks',
  expectedImpressions: 'impressions',
  requiredClicks: 'clicks',
  leadsNeeded: 'leads',
  customers: 'customers',
  impressions: 'impressions',
  reach: 'people reached',
  days: 'days',
  campaigns: 'campaigns',
  lifetimeMonths: 'months',
  visits: 'visits',
};

export const grouped = (n: number, digits = 2) => n.toLocaleString('en-US', { maximumFractionDigits: digits });
/** Twelve significant digits drop float noise (50 / 0.05 = 1000.0000000000001) before rounding up or showing. */
export const exact = (n: number) => Number(n.toPrecision(12));

// 'zł', 'kr', 'Kč', 'Ft' and 'lei' are written after the amount where they are used: 40.00 zł, not zł 40.00.
const AFTER_AMOUNT = /^(?:zł|kr|Kč|Ft|lei) $/;
/** An amount with the user's currency where they write it. */
export const priced = (currency: string, amount: string) =>
  AFTER_AMOUNT.test(currency) ? `${amount} ${currency.trim()}` : `${currency}${amount}`;

/** How an input reads in the table, and how a result is written (money, percent, counts, verdicts). */
export function display(currency: string, noun: string) {
  const money = (n: number, whole = false) => {
    // 389.9999999 (65 / (1/6)) is $390 to the cent.
    const digits = Math.round(n * 100) % 100 === 0 && (whole || Math.abs(n) >= 100) ? 0 : 2;
    const text = Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: 2 });
    return `${n < 0 ? '−' : ''}${priced(currency, text)}`;
  };
  const percent = (n: number) => `${grouped(exact(n * 100))}%`;
  const input = (key: Quantity, n: number) => {
    if (MONEY.has(key)) return money(n, true);
    if (PERCENT.has(key)) return percent(n);
    if (CONVERSION_COUNTS.has(key)) return `${grouped(n)} ${n === 1 ? noun.replace(/s$/, '') : noun}`;
    const unit = COUNTED[key];
    return unit ? `${grouped(n)} ${unit}` : grouped(n);
  };
  const result = (rule: MetricRule, n: number): string => {
    if (rule.out === 'roasVerdict')
      return n >= 0
        ? 'above break-even: the margin on these sales pays for the ads'
        : 'below break-even: the ads cost more than the margin on these sales';
    if (rule.out === 'cpaVerdict')
      return n >= 0 ? 'within break-even: each sale still makes money' : 'above break-even: each sale loses money';
    if (rule.out === 'breakEvenRoas')
      return currency
        ? `${grouped(n)} (${money(n)} of revenue for every ${priced(currency, '1')} of ad spend)`
        : `${grouped(n)} (revenue of ${grouped(n)} × the ad spend)`;
    if (rule.out === 'ltvCac') return `${grouped(n, 1)}:1`;
    if (rule.out === 'dailyBudget') return `${money(n)} a day`;
    if (rule.unit === 'money') return money(n);
    if (rule.unit === 'percent') return percent(n);
    if (rule.unit === 'ceil') return grouped(Math.ceil(n), 0);
    if (rule.unit === 'floor') return `about ${grouped(Math.floor(n), 0)}`;
    if (rule.unit === 'whole') return `${n % 1 === 0 ? '' : 'about '}${grouped(Math.round(n), 0)}`;
    return grouped(n);
  };
  return { input, result };
}
