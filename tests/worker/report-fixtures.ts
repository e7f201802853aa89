/** Reports as Google Ads and Meta Ads Manager export them, with figures small enough to check by hand. */
export const GOOGLE_ADS = [
  'Campaign performance report',
  'November 1, 2026 - November 30, 2026',
  'Campaign status\tCampaign\tCurrency code\tImpr.\tClicks\tCost\tConversions\tConv. value',
  'Enabled\tBrand - Exact\tUSD\t12,400\t1,860\t1,302.00\t93.00\t9,765.00',
  'Enabled\tGeneric - Running Shoes\tUSD\t48,200\t2,410\t4,820.00\t60.00\t7,200.00',
  'Enabled\tCompetitors\tUSD\t9,800\t392\t1,176.00\t0.00\t0.00',
  'Paused\tDisplay - Remarketing\tUSD\t210,000\t840\t630.00\t7.00\t980.00',
  'Total: Account\t--\tUSD\t280,400\t5,502\t7,928.00\t160.00\t17,945.00',
  'Total: Search\t--\tUSD\t70,400\t4,662\t7,298.00\t153.00\t16,965.00',
  'Total: Display\t--\tUSD\t210,000\t840\t630.00\t7.00\t980.00',
].join('\n');

const PURCHASE = 'actions:offsite_conversion.fb_pixel_purchase';
export const META_ADS = [
  'Reporting starts,Reporting ends,Campaign name,Ad set name,Reach,Impressions,Link clicks,Amount spent (EUR),Results,Result indicator,Cost per result,Purchases conversion value',
  `2026-11-01,2026-11-30,Spring Sale,Lookalike 1%,41000,88000,1320,"1,056.00",44,${PURCHASE},24.00,"3,520.00"`,
  `2026-11-01,2026-11-30,Spring Sale,"Interests - Running, Trail",52000,120000,960,"1,440.00",16,${PURCHASE},90.00,"1,280.00"`,
  `2026-11-01,2026-11-30,Retargeting,Website visitors 30d,9000,30000,600,360.00,30,${PURCHASE},12.00,"2,700.00"`,
  `2026-11-01,2026-11-30,Retargeting,Broad,30000,50000,250,500.00,0,${PURCHASE},,0`,
].join('\n');

/** Semicolons, decimal commas, '1.234' thousands and the euro sign after the figure. */
export const EUROPEAN = [
  'Campaign;Impressions;Clicks;Cost;Conversions;Conv. value',
  'Marque;5.200;624;312,00 €;31,2;2.496,00 €',
  'Générique;18.400;920;1.380,00 €;23;1.840,00 €',
  'Concurrents;4.100;164;410,00 €;--;--',
  'Total: Account;27.700;1.708;2.102,00 €;54,2;4.336,00 €',
].join('\n');

/** The cells of the audit table's row for `name`, after the name. */
export function rowOf(text: string, name: string): string[] | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`| ${name} |`));
  return line
    ?.split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());
}

/** The names of the numbered fixes, in order. */
export const fixesOf = (text: string) => [...text.matchAll(/^\d\. \*\*(.+?)\*\*/gm)].map((m) => m[1]);
