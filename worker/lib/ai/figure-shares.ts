import { ACT, AGREE, LEAD_COUNT } from './figure-nouns.ts';
import { actedOfThem } from './figure-results.ts';
import { TOKEN } from './figure-token.ts';
import type { Figures } from './figure-types.ts';

/**
 * A loose count that is a share of people counted before or after it: '3 of them' booked out of the leads, '9 went
 * on to book' of the 25 who messaged, '23 of those people rang me' out of the clicks.
 */
type Counted = { n: number; end: number };

/** The results already read were a share of this number's people: '3 of them' counted after it. */
export function subsetAfter(figures: Figures, text: string, l: Counted) {
  if (figures.customers !== undefined || figures.conversions === undefined) return false;
  const later = [...text.slice(l.end).matchAll(TOKEN)].find(
    (m) => Number(m.groups?.n?.replaceAll(',', '')) === figures.conversions,
  );
  return (
    later !== undefined &&
    actedOfThem(text.slice(l.end + (later.index ?? 0) + later[0].length)) &&
    (figures.conversions ?? 0) < l.n
  );
}

const AGREED = new RegExp(
  String.raw`^\s?(?:(?:couples|families|people|homeowners|parents|clients|customers|patients|students)(?: (?:then|actually))? )?(?:(?:are|were|is|was) )?${ACT}${AGREE}`,
  'i',
);
/**
 * '25 leads who messaged me ..., 9 went on to book', '240 enquiries and 18 couples booked with us': fewer after the
 * leads, who agreed, are the customers.
 */
export const wentAhead = (figures: Figures, l: Counted, after: string) =>
  figures.conversions !== undefined &&
  figures.customers === undefined &&
  l.n < figures.conversions &&
  LEAD_COUNT.test(figures.conversionNoun ?? '') &&
  AGREED.test(after);

const ASKED_OF_THEM =
  /^\s?of (?:them|those|these)\b,?\s(?:(?:then|actually|went on to|ended up|have|had|did)\s)*(?:rang|rung|called|phoned|messaged|texted|emailed|enquired|inquired|got in touch|contacted|reached out|filled (?:in|out)|sent|asked|requested)\b/;
/** '415 clicks and 23 of those people rang me to book': clicks that made themselves leads are the results. */
export const askedOfThem = (figures: Figures, l: Counted, right: string) =>
  l.n < (figures.clicks ?? 0) && figures.conversions === undefined && ASKED_OF_THEM.test(right);
