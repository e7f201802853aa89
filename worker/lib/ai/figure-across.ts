import { unitCostBeside, unitCostsAdded } from './figure-costs.ts';
import { roasFloor } from './figure-names.ts';
import type { Figures } from './figure-types.ts';

const PER_UNIT = /\b(?:every|each|per)\s*(?:([$€£])\s?1|1\s?(?:dollar|euro|pound|quid|buck))(?![\d.,]\d)/i;

/**
 * Readings that need the whole question: what one figure is depends on another read elsewhere in it. An amount
 * named here leaves the `unnamed` ones, which would otherwise be read as what was spent.
 */
export function readAcross(figures: Figures, text: string, unnamed: { n: number }[]) {
  roasFloor(figures, text);
  unitCostBeside(figures, text);
  unitCostsAdded(figures, text);
  // 'for every $1 I spend': one unit of money set against what it brings back is neither a price nor a budget.
  const perUnit = PER_UNIT.exec(text);
  if (perUnit?.[1]) figures.currency ??= perUnit[1];
  for (const [i, { n }] of [...unnamed.entries()].reverse())
    if (n === figures.orderValue || (perUnit && n === 1)) unnamed.splice(i, 1);
}
