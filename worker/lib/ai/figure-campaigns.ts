import type { Figures } from './figure-types.ts';

/** 'each of our 3 campaigns gets $20': the money is already per campaign. */
const PER_CAMPAIGN =
  /(?:campaigns|ad sets|ad groups|channels) (?:(?:at|on|with|spending|getting) [$€£]?\d[^,.;?]*\s)?(?:each|apiece)\b|\d\S*\s(?:(?:a|per)\s(?:day|week|month)\s)?(?:per|each|for each|a) (?:campaign|ad set|ad group|channel)\b|\beach of (?:our |the |my |these |those )?\d+ (?:campaigns|ad sets|ad groups|channels)/i;
const ALL_ASKED = /\b(?:total|all|altogether|combined|overall|in all)\b/i;
const EACH_ASKED = /\btotal per\b|\b(?:per|each|a) (?:campaign|ad set|ad group|channel)\b/i;

/** 'running 2 campaigns at £45/day each, what's the total monthly spend': all of them together, when asked. */
export function perCampaign(figures: Figures, text: string) {
  if (!PER_CAMPAIGN.test(text)) return;
  const all = figures.campaigns;
  delete figures.campaigns;
  const key = (['dailyBudget', 'monthlyBudget', 'totalBudget'] as const).find((k) => figures[k] !== undefined);
  if (!all || !key || !ALL_ASKED.test(text) || EACH_ASKED.test(text)) return;
  figures.allCampaigns = { key, from: figures[key] ?? 0, campaigns: all };
  figures[key] = (figures[key] ?? 0) * all;
}
