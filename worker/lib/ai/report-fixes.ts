import type { AuditedRow, Totals } from './report-metrics.ts';
import { show } from './report-numbers.ts';
import type { ParsedReport } from './report-table.ts';

/** Worse than the account average by this factor is a WARN; by the second, a FAIL. */
export const FLAG_AT = { warn: 1.25, fail: 2 };
const WORSE = FLAG_AT.warn;

/**
 * One fix per row, the one with the most money at stake: spend that bought no conversions, then what a row paid
 * above the account’s CPA (or CPC, or below its ROAS) for what it got. With room left, the row to scale.
 */
export function rankFixes(rows: AuditedRow[], totals: Totals, report: ParsedReport): Fix[] {
  const money = (n: number) => show.money(n, report.currency);
  const { cpa, cpc, roas, ctr } = totals.metrics;
  const tracked = report.fields.includes('conversions');
  const fixes: Fix[] = [];
  if (tracked && totals.conversions === 0 && totals.cost)
    fixes.push({
      row: 'the whole account',
      stake: totals.cost,
      text: `**The whole account**: ${money(totals.cost)} spent and not one conversion recorded. Check conversion tracking first (the Google tag or Meta pixel firing on the thank-you page) before judging any row.`,
    });
  for (const row of rows) {
    const cost = row.cost ?? 0;
    const clicks = row.clicks === undefined ? '' : ` on ${show.count(row.clicks)} clicks`;
    const options: Fix[] = [];
    if (tracked && row.conversions === 0 && cost > 0 && (totals.conversions ?? 0) > 0)
      options.push({
        row: row.name,
        stake: cost,
        text: `**${row.name}**: ${money(cost)} spent${clicks} and no conversions. Pause it, or fix what it targets (search terms, audience, placements) and where it lands, and move its budget to what converts.`,
      });
    const mine = row.metrics;
    if (mine.cpa !== undefined && cpa !== undefined && mine.cpa > cpa * WORSE && row.conversions)
      options.push({
        row: row.name,
        stake: cost - row.conversions * cpa,
        text: `**${row.name}**: CPA ${money(mine.cpa)} against the account’s ${money(cpa)}, so its ${show.count(row.conversions)} conversions cost ${money(cost - row.conversions * cpa)} more than at the account’s average. Lower its bids or target CPA and cut the keywords, placements or ads that spend without converting.`,
      });
    if (mine.roas !== undefined && roas && mine.roas * WORSE < roas && row.value !== undefined)
      options.push({
        row: row.name,
        stake: cost - row.value / roas,
        text: `**${row.name}**: ROAS ${show.ratio(mine.roas)} against the account’s ${show.ratio(roas)}; at the account’s return its revenue would have cost ${money(row.value / roas)}, not ${money(cost)}. Cut its bids or budget toward the account’s ROAS, or fix its offer and landing page.`,
      });
    if (!tracked && mine.cpc !== undefined && cpc !== undefined && mine.cpc > cpc * WORSE && row.clicks)
      options.push({
        row: row.name,
        stake: cost - row.clicks * cpc,
        text: `**${row.name}**: CPC ${money(mine.cpc)} against the account’s ${money(cpc)}, ${money(cost - row.clicks * cpc)} more for its clicks than at the average. Lower its bids and add negative keywords or exclusions.`,
      });
    if (!tracked && mine.ctr !== undefined && ctr && mine.ctr * WORSE < ctr)
      options.push({
        row: row.name,
        stake: cost * (1 - mine.ctr / ctr),
        text: `**${row.name}**: CTR ${show.percent(mine.ctr)} against the account’s ${show.percent(ctr)}. Test new headlines or creative and tighten its targeting.`,
      });
    const best = options.sort((a, b) => (b.stake ?? 0) - (a.stake ?? 0))[0];
    if (best) fixes.push(best);
  }
  const ranked = fixes.sort((a, b) => (b.stake ?? 0) - (a.stake ?? 0)).slice(0, 3);
  const winner = bestRow(rows, totals);
  if (ranked.length < 3 && winner && !ranked.some((fix) => fix.row === winner.name))
    ranked.push({
      row: winner.name,
      text: `**${winner.name}**: the best ${winner.by} in the account. Give it more budget, about 20% at a time, while its ${winner.by} holds.`,
    });
  return ranked;
}

/** The row most worth scaling: clearly the cheapest conversions, or else the best return. */
function bestRow(rows: AuditedRow[], totals: Totals) {
  const { cpa, roas } = totals.metrics;
  const byCpa = rows
    .filter((row) => row.metrics.cpa !== undefined && cpa !== undefined && row.metrics.cpa * WORSE < cpa)
    .sort((a, b) => (a.metrics.cpa ?? 0) - (b.metrics.cpa ?? 0))[0];
  if (byCpa) return { name: byCpa.name, by: 'CPA' };
  const byRoas = rows
    .filter((row) => row.metrics.roas !== undefined && roas !== undefined && row.metrics.roas > roas * WORSE)
    .sort((a, b) => (b.metrics.roas ?? 0) - (a.metrics.roas ?? 0))[0];
  return byRoas ? { name: byRoas.name, by: 'ROAS' } : undefined;
}

export type Fix = { row: string; stake?: number; text: string };
