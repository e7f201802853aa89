import { METRIC_RULES, type MetricRule, type Quantity, type Values } from './metric-rules.ts';

const WORKED_OUT = new Set<Quantity>(['leadsNeeded', 'lifetimeBudget', 'expectedClicks', 'expectedConversions']);

/** What the user measured, never asked for to work out a rate that would then forecast it. */
const RESULTS = new Set<Quantity>(['conversions', 'spend', 'revenue', 'clicks']);

/**
 * The fewest inputs still missing for a metric, naming the input of a formula the user has half filled
 * ('budget needed' from a CPC asks for the conversion rate, not for a CPA).
 */
export function gapsFor(out: Quantity, values: Values, unsure: (rule: MetricRule) => boolean): Quantity[] {
  const options = METRIC_RULES.filter((rule) => rule.out === out && !unsure(rule)).map((rule) => {
    let known = 0;
    const gaps = rule.needs.flatMap((need) => {
      if (values[need] !== undefined) {
        known++;
        return [];
      }
      // Half known through a figure of theirs (a CPC), not through a period alone: '3 days' asks for no daily budget.
      const half = METRIC_RULES.filter(
        (sub) => sub.out === need && sub.needs.some((input) => input !== 'days' && values[input] !== undefined),
      )
        .map((sub) => sub.needs.filter((input) => values[input] === undefined))
        .find((left) => left.length === 1 && !RESULTS.has(left[0] as Quantity) && left[0] !== out);
      if (!half) return [need];
      known++;
      return half;
    });
    return { gaps: [...new Set(gaps)], known };
  });
  // A gap the user can fill ('target conversions') before one only worked out ('leads needed').
  const derived = (gaps: Quantity[]) => gaps.filter((gap) => WORKED_OUT.has(gap)).length;
  options.sort((a, b) => a.gaps.length - b.gaps.length || derived(a.gaps) - derived(b.gaps) || b.known - a.known);
  return options[0]?.gaps ?? [];
}
