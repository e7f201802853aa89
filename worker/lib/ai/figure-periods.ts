import type { FigureKey, Figures } from './figures.ts';

const LATE_PERIOD = /(?:\b(?:a|per|each|every)\s|\/)(day|week|wk|month|mo)\b|\b(daily|weekly|monthly)\b/i;

/** '4 new patients a week', '1 purchase every 3 days': the period after the noun. */
export function latePeriod(clause: string): string | undefined {
  const every = /\bevery (\d+) (days?|weeks?)\b/i.exec(clause);
  if (every) return `${Number(every[1]) * (/^w/i.test(every[2] ?? '') ? 7 : 1)} days`;
  const late = LATE_PERIOD.exec(clause);
  const per = (late?.[1] ?? late?.[2])?.toLowerCase();
  return per && (per.startsWith('d') ? 'day' : per.startsWith('w') ? 'week' : 'month');
}

/** What is brought to the period of what it bought: money to the conversions or clicks, clicks to the conversions. */
export const RESCALED = ['spend', 'revenue', 'clicks', 'impressions'] as const;
export type Rescaled = (typeof RESCALED)[number];
const DAYS: Record<string, number> = { day: 1, week: 7, month: 30.4 };
const daysIn = (period: string) => DAYS[period] ?? Number.parseFloat(period);

/**
 * '£25 a day, 4 patients a week': money is brought to the period of what it bought before they are divided;
 * with no period on what it bought, to the days the user names ('$35/day for 21 days, 49 sign-ups').
 */
export function samePeriod(figures: Figures, periods: Partial<Record<FigureKey, string>>): Figures {
  const counted = periods.conversions ?? periods.clicks ?? periods.impressions;
  const bought = figures.conversions ?? figures.clicks ?? figures.impressions;
  const span = counted ? daysIn(counted) : bought === undefined ? undefined : figures.days;
  if (!span) return figures;
  for (const key of RESCALED) {
    const own = periods[key];
    if (key === 'clicks' && !periods.conversions) continue;
    if (key === 'impressions' && !(periods.conversions ?? periods.clicks)) continue;
    const value = figures[key];
    if (own && own !== counted && value !== undefined) {
      const by = daysIn(own);
      figures[key] = Number(((value * span) / by).toPrecision(12));
      const over = !counted ? `over ${figures.days} days` : DAYS[counted] ? `a ${counted}` : `every ${counted}`;
      figures.rescaled = [...(figures.rescaled ?? []), { key, from: value, per: own, times: span, by, over }];
    }
  }
  return figures;
}
