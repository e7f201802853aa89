import type { Figures } from './figure-types.ts';

/**
 * What the business has or does without the ads is no result of them: 'Our yoga studio has 150 members', 'We have
 * 5,000 email subscribers', 'My store gets 10,000 visitors a month organically', 'Our 2 staff answer 40 calls a day',
 * '3 items per order', '3 batches of 40 students'. Its counts are blanked ('some') so the reader only sees what the
 * ads brought ('got 15 new members'); money and shares in the same clause ('paying $80/month', 'close 20%') stay.
 */
const N = String.raw`\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?(?:\s?k\b)?`;
const ABOUT = String.raw`(?:(?:about|around|roughly|over|nearly|almost|some|maybe|approx\.?|~)\s*)?`;
const BASE =
  '(?:members|students|pupils|subscribers|subs|followers|fans|regulars|clients|customers|patients|patrons|contacts|names|emails|users)';
const KIND = String.raw`(?:(?:existing|current|regular|active|paying|loyal|email|newsletter|mailing[- ]list|instagram|insta|facebook|fb|tiktok|youtube|linkedin|monthly|registered|enrolled|repeat)\s+){0,2}`;
// 'has 150 members', 'We have 5,000 email subscribers', 'with 2,000 followers'; not 'got 15 new members'.
const HAS = new RegExp(
  String.raw`\b(?:has|have|we've got|i've got|we've|i've|with|there are|serving|serve)\s+${ABOUT}(${N})\s+${KIND}${BASE}\b(?![^.;!?\n]{0,25}\b(?:from|through|via|off|thanks to|because of)\s+(?:the\s+|our\s+|my\s+)?(?:ads?|campaign|facebook|google|meta|instagram|tiktok|boost))`,
  'dgi',
);
// '2,000 people on our list', '800 names on the mailing list'.
const ON_LIST = new RegExp(
  String.raw`(?<![\d$€£₹])(${N})\s+(?:\w+\s+){0,2}?on (?:our|my|the) (?:\w+\s+)?(?:list|books|roster|database)\b`,
  'dgi',
);
// '3 items per order', '2 bottles in each basket': how big an order is, not how many there were.
const PER_ORDER = new RegExp(
  String.raw`(?<![\d$€£₹.,])(${N})\s+(?:items?|products?|units?|pieces?|bottles?|boxes?|packs?|bags?|pairs?|things|tickets?|seats?)\s+(?:per|each|an?|every|in an?|in each|in every)\s+(?:order|sale|purchase|customer|basket|cart|transaction|booking|visit)\b`,
  'dgi',
);
// '3 batches of 40 students', '2 classes of 15 kids': the size of what is already running.
const BATCHES = new RegExp(
  String.raw`(?<![\d$€£₹.,])(${N})\s+(?:batches|classes|groups|cohorts|courses|teams|branches|locations|stores|outlets|shops|clinics|studios)\s+of\s+${ABOUT}(${N})\b`,
  'dgi',
);
// 'gets 10,000 visitors a month organically', 'from organic search', 'without ads', 'by word of mouth'.
const ORGANIC =
  /\b(?:organically|organic (?:traffic|search|reach|visits|visitors|followers|posts?|seo|results?)|from (?:organic|seo|walk-?ins|referrals)|naturally|without (?:any )?(?:ads|advertising|paid)|by word of mouth|through word of mouth)\b/i;
// 'Our 2 staff answer 40 calls a day', 'Our 4 sales reps close 20%': the team and what it handles are no ad results.
const STAFF = new RegExp(
  String.raw`(?:^|[\s(])(?:(?:our|my|the|we have|i have|with)\s+)?(${N})\s+(?:(?:sales|full[- ]time|part[- ]time|front[- ]desk)\s+)?(?:staff|reps|representatives|employees|receptionists|agents|salespeople|closers|advisors|advisers|stylists|therapists|instructors|teachers|tutors|coaches|trainers|technicians|people on the team|team members)\b`,
  'i',
);
const SITE_GETS =
  /\b(?:site|website|store|shop|page|blog|channel)\s+(?:gets|has|sees|receives|averages|does)\s+(?:about |around |roughly |over )?\d[\d,.]*\s?k?\s+(?:visits|visitors|views|sessions|users)\b/i;
const AD_CLICKS =
  /\b(?:ads?|paid|campaigns?|ppc|boost(?:ed)?)\b[^.;!?\n]{0,40}?\d[\d,.]*\s?k?\s+(?:link\s+)?(?:clicks|visits|visitors|taps)\b|\d[\d,.]*\s?k?\s+(?:link\s+)?(?:clicks|visits|visitors|taps)\s+(?:from|through|via|off)\s+(?:the\s+|our\s+|my\s+)?(?:ads?|paid|campaigns?|facebook|google|meta|instagram|tiktok)\b/i;
const HABIT = /\b(?:a|per|each|every) (?:day|week|shift)\b|\b(?:daily|weekly)\b/i;
const COUNT = new RegExp(
  String.raw`(?<![\d$€£₹.,])(${N})(?![\d.,]*\d)(?!\s?(?:%|percent|per cent|[$€£₹]|dollars?|euros?|pounds?|bucks|quid|x\b))`,
  'gi',
);
const CLAUSE = /[^.;!?\n]+/g;

const blank = (text: string, at: number, digits: string) =>
  `${text.slice(0, at)}${'some'.padEnd(digits.length > 4 ? 4 : digits.length, ' ')}${text.slice(at + digits.length)}`;

/** Blanks the counts in the given groups of each match (the regex carries the 'd' flag for their places). */
function blankGroups(text: string, re: RegExp, groups: number[]) {
  let out = text;
  for (const m of [...text.matchAll(re)].reverse())
    for (const g of [...groups].reverse()) {
      const at = m.indices?.[g];
      if (at) out = blank(out, at[0], m[g] ?? '');
    }
  return out;
}

/** Blanks every count of a clause that says the business has it without ads. */
function blankClauses(text: string, marker: (clause: string) => boolean, own = true) {
  return text.replace(CLAUSE, (clause) =>
    marker(clause) && !(own && /\b(?:ads?|adverts?|paid|campaign|boost(?:ed)?)\b/i.test(clause))
      ? clause.replace(COUNT, (digits) => 'some'.padEnd(Math.min(4, digits.length), ' '))
      : clause,
  );
}

export function background(text: string): string {
  let out = blankGroups(text, HAS, [1]);
  out = blankGroups(out, ON_LIST, [1]);
  out = blankGroups(out, PER_ORDER, [1]);
  out = blankGroups(out, BATCHES, [1, 2]);
  out = blankClauses(out, (c) => ORGANIC.test(c));
  // 'Our website gets 20,000 visits a month. Paid ads: 1,000 clicks': the site's own traffic beside what the ads brought.
  if (AD_CLICKS.test(out)) out = blankClauses(out, (c) => SITE_GETS.test(c));
  // 'Our 2 staff answer 40 calls a day': what the team handles every day is its work, not what the ads brought.
  out = out.replace(/[^.;:!?\n]+/g, (c) => (STAFF.test(c) && HABIT.test(c) ? blankClauses(c, () => true, false) : c));
  return blankGroups(out, new RegExp(STAFF.source, 'dgi'), [1]);
}

const UNDONE =
  /(?<![\d$€£₹.,])(\d[\d,]*)\s+(?:\w+\s+){0,2}?(?:were|was|got|have been|had been)\s+(?:\w+\s+)?(?:returned|refunded|sent back|cancelled|canceled|charged ?back)\b|(?<![\d$€£₹.,])(\d[\d,]*)\s+(?:returns|refunds|cancellations|chargebacks)\b/i;
const REPEAT =
  /\b(?:of which|of whom|of those|of them|but|and)\s+(\d[\d,]*)\s+(?:were|are|was|came from)\s+(?:\w+\s+)?(?:repeat|returning|existing|old|past|previous)\s+(?:customers|clients|buyers|members)\b/i;
const DISCOUNT =
  /\b(?:offered|gave|giving|with|applied|ran|running|had|at|after)\s+(?:an?\s+|the\s+|our\s+)?(\d{1,2}(?:\.\d+)?)\s?%\s?(?:discount|off)\b/i;

/**
 * What was undone or was not new after the ads: 'We got 40 sales, but 10 were returned' keeps 30; '50 sales, of which 20
 * were repeat customers' leaves 30 new ones; 'Sold 40 items for $30 each but offered 10% discount' sells each at $27.
 */
export function kept(figures: Figures, text: string): Figures {
  const counted = figures.conversions;
  for (const m of counted === undefined ? [] : [UNDONE.exec(text), REPEAT.exec(text)]) {
    const less = Number((m?.[1] ?? m?.[2] ?? '').replaceAll(',', ''));
    if (m && counted !== undefined && less > 0 && less < counted && less !== figures.conversions) {
      figures.conversions = counted - less;
      break;
    }
  }
  const off = DISCOUNT.exec(text);
  if (
    off &&
    figures.orderValue !== undefined &&
    figures.revenue === undefined &&
    !/\b(?:if|would|should|could|plan|thinking|considering|will)\b[^.?!]{0,40}\bdiscount/i.test(text)
  )
    figures.orderValue = Number((figures.orderValue * (1 - Number(off[1]) / 100)).toPrecision(12));
  return figures;
}
