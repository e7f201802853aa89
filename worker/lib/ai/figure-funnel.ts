import type { Figures } from './figure-types.ts';
import { exact } from './metric-display.ts';

export type Stage = { n: number; at: number };

/** 'a past rate, a benchmark or another campaign's' set beside a rate is compared with it, not chained to it. */
const COMPARED =
  /\b(?:vs\.?|versus|compared|benchmark|industry|typical(?:ly)?|normal(?:ly)?|used to|last (?:year|month|week|quarter)|before|previously|was|were|or|instead|other|another|campaign|ad set)\b/i;

const VISITS =
  /^(?:of\s)?(?:the\s|our\s|my\s)?(?:site\s|website\s|page\s)?(?:visitors|visits|clicks|clickers|traffic|sessions)\b/i;

/**
 * '30% of leads book a demo and we close 1 in 5 demos': each stage of a funnel keeps a share of the one before,
 * so the share of leads that become customers is their product.
 */
export function chainStages(figures: Figures, all: Stage[], text: string) {
  // 'the page turns 8% of visitors into leads and 25% of leads book': the first stage is of visits, a conversion rate.
  const [first, ...rest] = all;
  const visits =
    first &&
    all.length > 1 &&
    VISITS.test(
      text
        .slice(first.at)
        .trimStart()
        .replace(/^[\d.,]+\s?%?\s*/, ''),
    );
  if (visits) figures.cvr ??= first.n;
  const stages = visits ? rest : all;
  if (visits && stages.length === 1) figures.closeRate = stages[0]?.n;
  if (stages.length < 2) return;
  const between = stages.slice(1).map((stage, i) => text.slice(stages[i]?.at ?? 0, stage.at));
  if (between.some((words) => COMPARED.test(words))) return;
  figures.closeRate = exact(stages.reduce((product, stage) => product * stage.n, 1));
  figures.stages = stages.map((stage) => stage.n);
}
