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

// '40 people who rang me', '25 parents who filled in the form': a count of people who did what makes a lead.
const LEADS =
  /\b(\d[\d,]*) (?:people|folks?|persons|homeowners|parents|customers|couples)(?= (?:who|that) (?:rang|called|phoned|messaged|emailed|enquired|inquired|got in touch|contacted|filled (?:in|out)|asked (?:for|me|us)|requested|sent))/gi;
// 'I expect 430 people to tap my ad', 'if 400 people tap the ad': people who are to click, or who click, are clicks.
const TO_CLICK =
  /\b(\d[\d,]*) (?:people|folks?|visitors|users)(?= (?:(?:to|will|would|should|could) (?:tap|click|visit|come|land|go)|tap|click)\b)/gi;
// 'about 2% of those views got a tap': a share of the times the ad was shown that got a click is the CTR.
const VIEWS_CLICKED =
  /(?<=\d\s?(?:%|percent|per cent)\s)(?:of\s(?:those|these|the|my|our|them)\s)?(?:views|impressions|showings|times(?: it| the ad)? (?:was shown|came up|showed up|appeared))\s(?:got|get|gets|ended (?:up )?in|led to|lead to|turned into|resulted in)\s(?:an?\s)?(?:taps?|clicks?)\b/gi;

export function peopleByAct(text: string): string {
  return text
    .replace(VISITORS, 'visitors')
    .replace(CLICKERS, 'clickers')
    .replace(LEADS, '$1 leads')
    .replace(TO_CLICK, '$1 clicks,')
    .replace(VIEWS_CLICKED, 'CTR');
}
