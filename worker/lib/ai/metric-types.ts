import type { FigureKey } from './figure-types.ts';

/** A value a rule works out and the next rules may use ('cpa' from 'cpc' and 'cvr'). */
export type Quantity =
  | FigureKey
  | 'breakEvenRoas'
  | 'breakEvenCpa'
  | 'maxCpl'
  | 'profit'
  | 'ltvCac'
  | 'requiredClicks'
  | 'requiredBudget'
  | 'affordableConversions'
  | 'expectedClicks'
  | 'expectedImpressions'
  | 'expectedConversions'
  | 'maxCpc'
  | 'perCampaign'
  | 'revenueNeeded'
  | 'leadsNeeded'
  | 'lifetimeBudget'
  | 'roasVerdict'
  | 'cpaVerdict'
  | 'budget'
  | 'agencyFee'
  | 'feePaid';

export type Unit = 'money' | 'percent' | 'count' | 'whole' | 'ratio' | 'ceil' | 'floor' | 'text';

export type MetricRule = {
  out: Quantity;
  label: string;
  formula: string;
  needs: Quantity[];
  unit: Unit;
  compute: (v: Values) => number;
  /** Rules from one input alone (a daily budget from a monthly one) only when the question is about them. */
  when?: { asked: RegExp; topic: RegExp; or?: Quantity };
};

export type Values = Partial<Record<Quantity, number>>;

export function rule(
  out: Quantity,
  label: string,
  formula: string,
  unit: Unit,
  compute: (v: Record<Quantity, number>) => number,
  when?: MetricRule['when'],
): MetricRule {
  const needs = [...formula.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as Quantity);
  return { out, label, formula, needs, unit, compute: (v) => compute(v as Record<Quantity, number>), when };
}
