import type { Figures } from './figure-types.ts';

/** 'each of our 3 campaigns gets $20': the money is already per campaign. */
const PER_CAMPAIGN =
  /(?:campaigns|ad sets|ad groups|channels) (?:(?:at|on|with|spending|getting) [$€£]?\d[^,.;?]*\s)?(?:each|apiece)\b|\d\S*\s(?:(?:a|per)\s(?:day|week|month)\s)?(?:per|each|for each|a) (?:campaign|ad set|ad group|channel)\b|\beach of (?:our |the |my |these |those )?\d+ (?:campaigns|ad sets|ad groups|channels)/i;
const ALL_ASKED = /\b(?:total|all|altogether|combined|overall|in all)\b/i;
const EACH_ASKED = /\btotal per\b|\b(?:per|each|a) (?:campaign|ad set|ad group|channel)\b/i;

/** 'running 2 campaigns at £45/day each, what's the total monthly spend': all of them together, when asked. */
export function perCampaign(figures: Figures, text: string) {
  const each = figures.campaigns ?? campaignEach(text);
  if (each !== undefined) figures.campaigns = each;
  splitSpend(figures);
  if (!PER_CAMPAIGN.test(text)) return;
  const all = figures.campaigns;
  delete figures.campaigns;
  const key = (['dailyBudget', 'monthlyBudget', 'totalBudget'] as const).find((k) => figures[k] !== undefined);
  if (!all || !key || !ALL_ASKED.test(text) || EACH_ASKED.test(text)) return;
  figures.allCampaigns = { key, from: figures[key] ?? 0, campaigns: all };
  figures[key] = (figures[key] ?? 0) * all;
}

const BUDGETS = ['totalBudget', 'monthlyBudget', 'weeklyBudget', 'dailyBudget'] as const;
const RESULTS = ['clicks', 'impressions', 'reach', 'conversions', 'customers', 'revenue'] as const;
/** 'putting $4,800 into 8 regional campaigns': money shared out over campaigns, with nothing it bought yet, is a budget. */
function splitSpend(figures: Figures) {
  if (figures.campaigns === undefined || figures.spend === undefined) return;
  if ([...BUDGETS, ...RESULTS].some((key) => figures[key] !== undefined)) return;
  figures.totalBudget = figures.spend;
}

/** 'covering 3 areas ... a separate campaign for each area', 'one ad set per town': one for each thing counted. */
const ONE_EACH =
  /\b(?:an?|one) (?:separate |different |own |dedicated )?(?:campaign|ad set|ad group) (?:(?:for|in) (?:each|every)|per) (?!(?:day|week|month|year|hour)s?\b)([a-z]+?)(?:e?s)?\b/i;
function campaignEach(text: string) {
  const noun = ONE_EACH.exec(text)?.[1];
  if (!noun) return undefined;
  const counts = [...text.matchAll(new RegExp(String.raw`\b(\d+) (?:[a-z-]+ )?${noun}(?:e?s)?\b`, 'gi'))];
  return counts.length === 1 ? Number(counts[0]?.[1]) : undefined;
}
