import type { FigureKey } from './figure-types.ts';

// 'Search CPC is £2.50 and Shopping CPC is £0.90. With £450 on Shopping, how many clicks?': either would be a guess.
const RATES = new Set<FigureKey>(['cpc', 'cpm', 'cpa', 'ctr', 'cvr', 'roas', 'orderValue', 'margin']);
const COMPARED = /\b(?:vs\.?|versus|industry|average|avg|benchmark|typical|normal)\b/i;

/**
 * Whether a second, different value of a rate leaves the two unclear: not a benchmark beside the user's own ('CTR 2.1%
 * vs industry 3.2%'), nor another line's, which is another part's ('Brand: conv rate 12% ...\nNon-brand: ...').
 */
export const givenTwice = (key: FigureKey, between: string, before: string) =>
  RATES.has(key) && !between.includes('\n') && !COMPARED.test(before.slice(-25));
