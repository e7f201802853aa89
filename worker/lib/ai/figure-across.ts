import { unitCostBeside } from './figure-costs.ts';
import { roasFloor } from './figure-names.ts';
import type { Figures } from './figure-types.ts';

/**
 * Readings that need the whole question: what one figure is depends on another read elsewhere in it. An amount
 * named here leaves the `unnamed` ones, which would otherwise be read as what was spent.
 */
export function readAcross(figures: Figures, text: string, unnamed: { n: number }[]) {
  roasFloor(figures, text);
  unitCostBeside(figures, text);
  for (const [i, { n }] of [...unnamed.entries()].reverse()) if (n === figures.orderValue) unnamed.splice(i, 1);
}
