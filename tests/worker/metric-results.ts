import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';

/** The user's-numbers table of a question as metric → result, the shape every number test compares against. */
export const results = (question: string) =>
  Object.fromEntries((computeUserMetrics(question)?.rows ?? []).map((row) => [row.metric, row.result]));

/** A question and the exact table it must give ({} when it must give none). */
export type NumberCase = [string, Record<string, string>];

/** One test per wording of each family, and per near miss that must not be read that way. */
export function describeFamilies(title: string, families: [string, NumberCase[]][], nearMisses: NumberCase[] = []) {
  describe(title, () => {
    for (const [family, cases] of families) {
      describe(family, () => {
        it.each(cases)('%s', (question, expected) => {
          expect(results(question)).toEqual(expected);
        });
      });
    }
    if (nearMisses.length > 0)
      it.each(nearMisses)('near miss: %s', (question, expected) => {
        expect(results(question)).toEqual(expected);
      });
  });
}
