import type { Rescaled } from './figure-periods.ts';

/** Every figure the reader can name in a question. */
export type FigureKey =
  | 'spend'
  | 'revenue'
  | 'orderValue'
  | 'monthlyBudget'
  | 'weeklyBudget'
  | 'dailyBudget'
  | 'totalBudget'
  | 'margin'
  | 'unitProfit'
  | 'unitCost'
  | 'breakEvenCpa'
  | 'breakEvenRoas'
  | 'clicks'
  | 'impressions'
  | 'conversions'
  | 'reach'
  | 'frequency'
  | 'ctr'
  | 'cvr'
  | 'cpc'
  | 'cpm'
  | 'cpa'
  | 'targetCpa'
  | 'roas'
  | 'targetRoas'
  | 'ltv'
  | 'cac'
  | 'targetConversions'
  | 'closeRate'
  | 'customers'
  | 'days'
  | 'campaigns'
  | 'monthlyValue'
  | 'lifetimeMonths'
  | 'visits'
  | 'feeRate'
  | 'minFee';
/** `rescaled`: money brought to another period, shown as its own row ('£25 a day × 7'). */
export type Figures = Partial<Record<FigureKey, number>> & {
  currency?: string;
  conversionNoun?: string;
  repeated?: FigureKey;
  /** A rate given twice with nothing telling the two apart ('Search CPC is £2.50 and Shopping CPC is £0.90'): left out. */
  unclear?: FigureKey;
  stages?: number[];
  allCampaigns?: { key: 'dailyBudget' | 'monthlyBudget' | 'totalBudget'; from: number; campaigns: number };
  /** Figures only the learned reader names (figure-learned.ts), used only where the rules leave the table empty or short. */
  guesses?: Partial<Record<FigureKey, number>>;
  rescaled?: { key: Rescaled; from: number; per: string; times: number; by: number; over: string }[];
};
