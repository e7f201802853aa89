import type { Figures } from './figure-types.ts';

/**
 * 'an apprentice I pay £320 a week', 'the lads are on £120 a day each', 'scaffolding hire alone is like £600 a week':
 * what the business pays its people or its suppliers for a period is no ad budget, so it is left unread.
 */
const PAID_TO =
  /\b(?:lads|staff|apprentices?|employees?|workers?|cleaners?|assistants?|juniors?|instructors?|artists?|drivers?|receptionists?|wages?|salary|salaries|rent|lease|(?:scaffold(?:ing)?|van|equipment|plant|skip|car|tool) hire|hire (?:costs?|fees?|charges?)|insurance|scaffolding|vans?|fuel|diesel|accountant|bookkeeper|freelancers?)\b[^.?!;:\d$€£₹]{0,30}$/i;
/** 'our staff spend £200 a week on ads': money that goes on ads is ads money, whoever spends it. */
const ON_ADS =
  /\b(?:ads?|advert(?:s|ising)?|marketing|budget|campaigns?|ppc|google|meta|facebook|fb|insta(?:gram)?|tiktok|linkedin|boost(?:s|ing)?)\b/i;

/** Whether to leave the amount unread; its currency is still the user's ('two and a half grand ... lads on £120'). */
export function overhead(figures: Figures, currency: string | undefined, before: string, after: string): boolean {
  const paid = PAID_TO.exec(before);
  // 'on facebook' is where the money goes; 'to run our ads' is what the person paid does.
  const clause = after.split(/[,;.!?\n]|\b(?:and|but|so|to)\b/)[0] ?? '';
  if (!paid || ON_ADS.test(paid[0]) || ON_ADS.test(clause)) return false;
  if (currency) figures.currency ??= currency;
  return true;
}
export { background, kept } from './figure-background.ts';
