/**
 * A small starter set of advertising guidance for the built-in advisor. The advisor issue replaces
 * it with the full knowledge base and retrieval; the shape (title, keywords, answer) stays.
 */
export type Guide = { title: string; keywords: string[]; answer: string };

export const STARTER_GUIDES: Guide[] = [
  {
    title: 'Setting and pacing a budget',
    keywords: ['budget', 'daily', 'monthly', 'spend', 'pacing', 'pace', 'overspend', 'underspend'],
    answer: `**Start from what a customer is worth, then let the budget follow.**

1. Decide the most you can pay for one conversion (your target cost per acquisition).
2. Give each campaign enough daily budget for several conversions a day, so the platform can learn: roughly 5-10x your target CPA.
3. Spread a monthly budget evenly: divide it by 30.4 for the daily figure, and check pacing weekly rather than daily.
4. Move budget towards the campaigns with the lowest cost per conversion only after they have a week or two of data.`,
  },
  {
    title: 'Choosing a bidding strategy',
    keywords: ['bid', 'bidding', 'cpc', 'manual', 'maximise', 'maximize', 'tcpa', 'troas', 'strategy', 'automated'],
    answer: `**Match the bidding strategy to how much conversion data you have.**

1. New account or fewer than ~30 conversions a month: start with manual CPC or *maximise clicks* with a bid cap, and fix your conversion tracking first.
2. Steady conversions: switch to *maximise conversions*, then to a target CPA once results are stable for two weeks.
3. Values differ per sale (e-commerce): use *maximise conversion value* and later a target ROAS.
4. After any switch, expect a learning period of one to two weeks; avoid other big changes meanwhile.`,
  },
  {
    title: 'Lowering a high cost per acquisition',
    keywords: ['cpa', 'cost', 'acquisition', 'expensive', 'conversion', 'conversions', 'lower', 'reduce'],
    answer: `**Find where the money goes before cutting bids.**

1. Check that conversion tracking counts real conversions once (no duplicates, no missing tags).
2. Review search terms or placements and exclude the ones that spend without converting.
3. Compare cost per conversion by audience, device, location and time of day; lower bids or exclude the worst segments.
4. Test the landing page: a higher conversion rate lowers CPA without touching bids.
5. Only then lower the target CPA, in steps of 10-20%, so delivery does not collapse.`,
  },
  {
    title: 'Improving a low click-through rate',
    keywords: ['ctr', 'click', 'clicks', 'through', 'rate', 'headline', 'creative', 'copy', 'ad'],
    answer: `**A low CTR usually means the ad does not speak to what people searched or care about.**

1. Put the searcher's words, or the audience's problem, in the headline.
2. Give a concrete reason to click: price, offer, proof, or a clear benefit.
3. Run two or three variants at once and change one thing at a time.
4. Narrow targeting that attracts impressions from people who will never click.`,
  },
  {
    title: 'Return on ad spend (ROAS)',
    keywords: ['roas', 'return', 'revenue', 'value', 'profit', 'margin', 'profitable', 'breakeven', 'break-even'],
    answer: `**ROAS is revenue from ads divided by ad spend; whether it is good depends on your margin.**

1. Break-even ROAS = 1 / profit margin. With a 25% margin you need a ROAS of 4 just to break even.
2. Track revenue per conversion, not only the number of conversions.
3. Set a target ROAS above break-even, and give campaigns two weeks before judging a change.`,
  },
];

export const FALLBACK_ANSWER = `I don't have specific guidance on that yet. I can help with budgets and pacing, bidding strategies, lowering a cost per acquisition, click-through rates and return on ad spend. Tell me what you are trying to improve, your platform, and your current numbers (spend, clicks, conversions), and I will be specific.`;
