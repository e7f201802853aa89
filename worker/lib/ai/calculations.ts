/** Only figures named as what they are count, so revenue is never divided into a daily budget. */
const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|m)?\b`;
const MONEY = String.raw`(?:[$€£]\s?${NUMBER}|${NUMBER}\s*(?:dollars|usd|eur|euros|gbp|pounds))`;
/** A bare count, not the digits of a money amount ('$5,000 sales' is revenue, not 5,000 sales). */
const COUNT = String.raw`(?<![$€£\d,.]\s?)(\d{1,3}(?:,\d{3})+|\d+)\s*(k|m)?\b`;

function value(number: string | undefined, suffix: string | undefined): number {
  const n = Number((number ?? '').replaceAll(',', ''));
  return suffix?.toLowerCase() === 'k' ? n * 1000 : suffix?.toLowerCase() === 'm' ? n * 1_000_000 : n;
}

function money(text: string, pattern: string): number | undefined {
  const match = new RegExp(pattern, 'i').exec(text);
  if (!match) return undefined;
  const groups = match.slice(1);
  for (let i = 0; i < groups.length; i += 2) {
    if (groups[i] !== undefined) return value(groups[i], groups[i + 1]);
  }
  return undefined;
}

function count(text: string, nouns: string): number | undefined {
  const match = new RegExp(String.raw`${COUNT}\s*(?:${nouns})\b`, 'i').exec(text);
  return match ? value(match[1], match[2]) : undefined;
}

export function extractFigures(text: string): Figures {
  const perMonth = String.raw`\s*(?:\/\s*mo(?:nth)?|a month|per month|each month|monthly)`;
  const budgetWord = /\b(budget|spend|spending|ad spend)\b/i.test(text);
  const monthlyBudget =
    money(text, String.raw`monthly (?:ad )?(?:budget|spend)(?: of| is| was|:)?\s*(?:about |around )?${MONEY}`) ??
    (budgetWord ? money(text, `${MONEY}${perMonth}`) : undefined);
  const spend =
    money(
      text,
      String.raw`(?:spent|spend(?:ing)?|spend of|cost(?: me)?|paid)\s*(?:about |around |of |is |was )?${MONEY}`,
    ) ?? money(text, String.raw`${MONEY}\s*(?:in |of )?(?:ad )?spend`);
  const revenue =
    money(text, String.raw`(?:revenue|sales|made|earned)(?: of| is| was| were)?\s*(?:about |around )?${MONEY}`) ??
    money(text, String.raw`${MONEY}\s*(?:in |of )?(?:revenue|sales)`);
  const orderValue =
    money(
      text,
      String.raw`(?:average order value|aov|average order|average sale|basket size)(?: of| is| was|:)?\s*(?:about |around )?${MONEY}`,
    ) ??
    money(text, String.raw`${MONEY}\s*(?:average order value|aov|average order|per order|an order|a sale|per sale)`);
  const targetCpa = money(
    text,
    String.raw`(?:target cpa|cpa target|target cost per (?:acquisition|conversion))(?: of| is|:)?\s*${MONEY}`,
  );
  const marginMatch =
    /(\d+(?:\.\d+)?)\s*%\s*(?:profit |gross |net )?margins?/i.exec(text) ??
    /margins?\s*(?:of|is|are|at|:)?\s*(?:about |around )?(\d+(?:\.\d+)?)\s*%/i.exec(text);
  return {
    monthlyBudget,
    spend,
    revenue,
    orderValue,
    targetCpa,
    margin: marginMatch ? Number(marginMatch[1]) / 100 : undefined,
    clicks: count(text, 'clicks'),
    impressions: count(text, 'impressions|views'),
    conversions: count(text, 'conversions|sales|leads|purchases|orders|sign-?ups|signups|customers|bookings'),
  };
}

const dollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 === 0 && n >= 100 ? 0 : 2, maximumFractionDigits: 2 })}`;
const plain = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const percent = (n: number) => `${(n * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

export function calculate(figures: Figures, topics: { budget: boolean; roas: boolean }): Calculation[] {
  const out: Calculation[] = [];
  const { monthlyBudget, spend, targetCpa, margin, clicks, impressions, conversions, orderValue } = figures;
  let revenue = figures.revenue;
  if (!revenue && orderValue && conversions) {
    revenue = orderValue * conversions;
    out.push({
      label: 'Revenue',
      working: `${plain(conversions)} conversions × ${dollars(orderValue)} average order value`,
      result: dollars(revenue),
    });
  }
  if (monthlyBudget && topics.budget) {
    out.push({
      label: 'Daily budget',
      working: `${dollars(monthlyBudget)} a month / 30.4`,
      result: `${dollars(monthlyBudget / 30.4)} a day`,
    });
    if (targetCpa) {
      out.push({
        label: 'Conversions the budget buys',
        working: `${dollars(monthlyBudget)} / ${dollars(targetCpa)} target CPA`,
        result: `about ${Math.floor(monthlyBudget / targetCpa)} a month`,
      });
    }
  }
  if (margin && margin > 0 && margin <= 1 && topics.roas) {
    out.push({
      label: 'Break-even ROAS',
      working: `1 / ${plain(margin)} margin`,
      result: `${plain(1 / margin)} (${dollars(1 / margin)} of revenue for every $1 of ad spend)`,
    });
  }
  if (orderValue && margin && margin > 0 && margin <= 1) {
    out.push({
      label: 'Break-even CPA',
      working: `${dollars(orderValue)} average order value × ${plain(margin)} margin`,
      result: dollars(orderValue * margin),
    });
  }
  if (spend && conversions) {
    out.push({
      label: 'CPA',
      working: `${dollars(spend)} / ${plain(conversions)} conversions`,
      result: dollars(spend / conversions),
    });
  }
  if (revenue && spend) {
    out.push({
      label: 'ROAS',
      working: `${dollars(revenue)} revenue / ${dollars(spend)} spend`,
      result: plain(revenue / spend),
    });
    if (margin && margin > 0 && margin <= 1) {
      const verdict =
        revenue / spend >= 1 / margin
          ? 'above break-even: the margin on these sales pays for the ads'
          : 'below break-even: the ads cost more than the margin on these sales';
      out.push({
        label: 'Against break-even',
        working: `${plain(revenue / spend)} vs ${plain(1 / margin)}`,
        result: verdict,
      });
    }
  }
  if (clicks && impressions) {
    out.push({
      label: 'CTR',
      working: `${plain(clicks)} clicks / ${plain(impressions)} impressions`,
      result: percent(clicks / impressions),
    });
  }
  if (spend && clicks) {
    out.push({ label: 'CPC', working: `${dollars(spend)} / ${plain(clicks)} clicks`, result: dollars(spend / clicks) });
  }
  if (spend && impressions) {
    out.push({
      label: 'CPM',
      working: `${dollars(spend)} / ${plain(impressions)} impressions × 1,000`,
      result: dollars((spend / impressions) * 1000),
    });
  }
  if (conversions && clicks && conversions <= clicks) {
    out.push({
      label: 'Conversion rate',
      working: `${plain(conversions)} conversions / ${plain(clicks)} clicks`,
      result: percent(conversions / clicks),
    });
  }
  return out;
}

export function formatCalculations(calculations: Calculation[]): string {
  if (calculations.length === 0) return '';
  const lines = calculations.map((c) => `- ${c.label}: ${c.working} = **${c.result}**`);
  return `**With your numbers:**\n${lines.join('\n')}`;
}

export type Figures = {
  monthlyBudget?: number;
  spend?: number;
  revenue?: number;
  orderValue?: number;
  targetCpa?: number;
  margin?: number;
  clicks?: number;
  impressions?: number;
  conversions?: number;
};
export type Calculation = { label: string; working: string; result: string };
