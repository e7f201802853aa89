import type { Figures } from './figure-types.ts';
import { exact } from './metric-display.ts';

export type Stage = { n: number; at: number };

/** 'a past rate, a benchmark or another campaign's' set beside a rate is compared with it, not chained to it. */
const COMPARED =
  /\b(?:vs\.?|versus|compared|benchmark|industry|typical(?:ly)?|normal(?:ly)?|used to|last (?:year|month|week|quarter)|before|previously|was|were|or|instead|other|another|campaign|ad set)\b/i;

/**
 * '30% of leads book a demo and we close 1 in 5 demos': each stage of a funnel keeps a share of the one before,
 * so the share of leads that become customers is their product.
 */
export function chainStages(figures: Figures, stages: Stage[], text: string) {
  if (stages.length < 2) return;
  const between = stages.slice(1).map((stage, i) => text.slice(stages[i]?.at ?? 0, stage.at));
  if (between.some((words) => COMPARED.test(words))) return;
  figures.closeRate = exact(stages.reduce((product, stage) => product * stage.n, 1));
  figures.stages = stages.map((stage) => stage.n);
}
