/**
 * 'people who land on my website from the ads', 'those who tap my ad': people named by what they did, rewritten as
 * the word the figure rules know ('visitors', 'clickers'), so a share of them reads as a conversion rate, not a
 * close rate of leads.
 */
const WHO = String.raw`\b(?:the )?(?:people|folks?|those|everyone|users|ones)\s(?:who|that)\s`;
const SITE = String.raw`(?:(?:my|our|the)\s)?(?:web\s?site|site|landing page|booking page|page|shop|store|online shop)`;
const FROM_ADS = String.raw`(?:\s(?:from|via|through|off)\s(?:(?:the|my|our|an?)\s)?(?:ads?|adverts?|advertising|google|facebook|instagram|meta))?`;
const VISITORS = new RegExp(
  String.raw`${WHO}(?:land(?:s|ed)?\s(?:on|at)|come\s(?:to|through\sto|onto)|came\s(?:to|through\sto|onto)|visit(?:s|ed)?|go(?:es)?\sto|went\sto|get\sto|got\sto|end(?:s|ed)?\sup\son|arrive(?:s|d)?\s(?:on|at)|hit)\s${SITE}${FROM_ADS}`,
  'gi',
);
const CLICKERS = new RegExp(
  String.raw`${WHO}(?:tap(?:s|ped)?|click(?:s|ed)?)(?:\s(?:on|through))?\s(?:(?:my|our|the|an?)\s)?(?:ads?|adverts?|link)\b(?:\s(?:and\s)?(?:land|come|get)(?:s|ed)?\s(?:on|to)\s${SITE})?`,
  'gi',
);

export function peopleByAct(text: string): string {
  return text.replace(VISITORS, 'visitors').replace(CLICKERS, 'clickers');
}
