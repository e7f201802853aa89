import { describe, expect, it } from 'vitest';
import { auditReport } from '../../worker/lib/ai/report-audit';
import { SHOWN_ROWS } from '../../worker/lib/ai/report-format';
import { REPORT_LIMITS } from '../../worker/lib/ai/report-table';
import { EUROPEAN, fixesOf, GOOGLE_ADS, META_ADS, rowOf } from './report-fixtures';

const audit = (text: string, options = {}) => auditReport(text, options) ?? '';
const pasted = (table: string) => `Here is last month's report, what should I fix?\n${table}\nThanks!`;

describe('a Google Ads export pasted into a message', () => {
  const text = audit(pasted(GOOGLE_ADS));

  it('works out every row and the account exactly, leaving out the totals rows', () => {
    expect(text).toMatch(/^\*\*Report audit: 4 rows from Google Ads\.\*\* Totals: \$7,928\.00 spent, CPA \$49\.55/);
    expect(text).toContain(
      '| Campaign | Spend | Impr. | Clicks | Conv. | Conv. value | CTR | CPC | CVR | CPA | ROAS | Flag | Why |',
    );
    expect(rowOf(text, 'Brand - Exact')).toEqual([
      ...['$1,302.00', '12,400', '1,860', '93', '$9,765.00', '15.00%', '$0.70', '5.00%', '$14.00', '7.50'],
      ...['PASS', '–'],
    ]);
    expect(rowOf(text, 'Generic - Running Shoes')).toEqual([
      ...['$4,820.00', '48,200', '2,410', '60', '$7,200.00', '5.00%', '$2.00', '2.49%', '$80.33', '1.49', 'WARN'],
      'CPC $2.00 vs $1.44 account; CPA $80.33 vs $49.55 account; ROAS 1.49 vs 2.26 account',
    ]);
    expect(rowOf(text, 'Competitors')?.slice(-2)).toEqual(['FAIL', 'no conversions; CPC $3.00 vs $1.44 account']);
    expect(rowOf(text, 'Display - Remarketing')?.slice(-2)).toEqual([
      'FAIL',
      'CTR 0.40% vs 1.96% account; CVR 0.83% vs 2.91% account; CPA $90.00 vs $49.55 account; ROAS 1.56 vs 2.26 account',
    ]);
    expect(rowOf(text, '**Account**')).toEqual([
      ...['**$7,928.00**', '**280,400**', '**5,502**', '**160**', '**$17,945.00**', '**1.96%**', '**$1.44**'],
      ...['**2.91%**', '**$49.55**', '**2.26**', '', ''],
    ]);
    expect(text).toContain('Left out 3 total rows the export adds.');
    expect(text).not.toContain('| Total: Account');
  });

  it('ranks the three fixes by money at stake, not by how bad the flag is', () => {
    expect(text).toContain('**The three fixes that matter most:**');
    expect(fixesOf(text)).toEqual(['Generic - Running Shoes', 'Competitors', 'Display - Remarketing']);
    expect(text).toContain('its 60 conversions cost $1,847.00 more than at the account’s average');
    expect(text).toContain('_At stake: $1,847.00._');
    expect(text).toContain('**Competitors**: $1,176.00 spent on 392 clicks and no conversions.');
    expect(text).toContain('_At stake: $283.15._');
  });

  it('adds the benchmarks of the industry named in the message or the about answer, with source and year', () => {
    for (const withIndustry of [
      audit(`We are a law firm. ${pasted(GOOGLE_ADS)}`),
      audit(pasted(GOOGLE_ADS), { aboutYou: 'I run ads for my law firm in Leeds.' }),
      audit(GOOGLE_ADS, { file: true, question: 'Our law firm’s export, attached: what now?' }),
    ]) {
      expect(withIndustry).toContain(
        'Benchmarks for attorneys and legal services on Google Search: WordStream/LocaliQ Search Advertising Benchmarks, 2024, in US dollars.',
      );
      expect(rowOf(withIndustry, 'Generic - Running Shoes')?.at(-1)).toBe(
        'CPC $2.00 vs $1.44 account; CVR 2.49% vs 5.64% typical; CPA $80.33 vs $49.55 account; ROAS 1.49 vs 2.26 account',
      );
      expect(rowOf(withIndustry, 'Competitors')?.at(-1)).toBe(
        'no conversions; CTR 4.00% vs 5.30% typical; CPC $3.00 vs $1.44 account',
      );
      // A display campaign's CTR is no match for search figures.
      expect(rowOf(withIndustry, 'Display - Remarketing')?.at(-1)).not.toContain('typical');
      expect(withIndustry).toContain('Display, video and Shopping rows are held to the account only.');
      expect(rowOf(withIndustry, 'Brand - Exact')?.at(-2)).toBe('PASS');
    }
    expect(text).toContain('Tell me your industry to compare each row with published benchmarks too.');
    expect(text).not.toContain('typical');
  });
});

describe('a Meta Ads Manager export', () => {
  const text = audit(META_ADS, { file: true });

  it('maps Ad set name, Link clicks, Amount spent (EUR), Results and Purchases conversion value, in euros', () => {
    expect(text).toMatch(
      /^\*\*Report audit: 4 rows from Meta Ads Manager\.\*\* Totals: €3,356\.00 spent, CPA €37\.29, ROAS 2\.23\./,
    );
    expect(text).toContain('| Ad set name | Spend | Impr. | Clicks | Conv. |');
    expect(rowOf(text, 'Interests - Running, Trail')).toEqual([
      ...['€1,440.00', '120,000', '960', '16', '€1,280.00', '0.80%', '€1.50', '1.67%', '€90.00', '0.89', 'FAIL'],
      'ROAS 0.89, below 1; CTR 0.80% vs 1.09% account; CPC €1.50 vs €1.07 account; CVR 1.67% vs 2.88% account; CPA €90.00 vs €37.29 account',
    ]);
    expect(rowOf(text, 'Broad')?.slice(-2)).toEqual([
      'FAIL',
      'no conversions; CTR 0.50% vs 1.09% account; CPC €2.00 vs €1.07 account',
    ]);
    expect(rowOf(text, 'Lookalike 1%')?.at(-2)).toBe('PASS');
    expect(rowOf(text, 'Website visitors 30d')?.slice(5, 11)).toEqual([
      ...['2.00%', '€0.60', '5.00%', '€12.00', '7.50', 'PASS'],
    ]);
  });

  it('ranks the losing ad set first, then the one with no conversions, then the one to scale', () => {
    expect(fixesOf(text)).toEqual(['Interests - Running, Trail', 'Broad', 'Website visitors 30d']);
    expect(text).toContain('its revenue would have cost €572.76, not €1,440.00');
    expect(text).toContain('_At stake: €867.24._');
    expect(text).toContain('_At stake: €500.00._');
    expect(text).toContain('**Website visitors 30d**: the best CPA in the account.');
  });

  it('compares with Meta’s figures when the industry is known', () => {
    const withIndustry = audit(META_ADS, { file: true, aboutYou: 'We sell running clothing online.' });
    expect(withIndustry).toContain('Benchmarks for apparel, fashion and jewelry on Meta (Facebook)');
    expect(withIndustry).toContain('WordStream/LocaliQ Facebook Ads Benchmarks, 2024');
  });
});

describe('a European export with semicolons and decimal commas', () => {
  const text = audit(pasted(EUROPEAN));

  it('reads 1.380,00 € as 1,380 euros and 31,2 as 31.2 conversions', () => {
    expect(text).toMatch(/Totals: €2,102\.00 spent, CPA €38\.78, ROAS 2\.06\./);
    expect(rowOf(text, 'Marque')).toEqual([
      ...['€312.00', '5,200', '624', '31.2', '€2,496.00', '12.00%', '€0.50', '5.00%', '€10.00', '8.00', 'PASS', '–'],
    ]);
    expect(rowOf(text, 'Générique')?.slice(-2)).toEqual([
      'WARN',
      'CVR 2.50% vs 3.17% account; CPA €60.00 vs €38.78 account; ROAS 1.33 vs 2.06 account',
    ]);
    expect(rowOf(text, 'Concurrents')?.slice(-2)).toEqual([
      'FAIL',
      'no conversions; CTR 4.00% vs 6.17% account; CPC €2.50 vs €1.23 account',
    ]);
    expect(rowOf(text, '**Account**')?.slice(0, 5)).toEqual([
      ...['**€2,102.00**', '**27,700**', '**1,708**', '**54.2**', '**€4,336.00**'],
    ]);
    expect(text).toContain('Left out 1 total row the export adds.');
  });

  it('ranks its fixes by money at stake', () => {
    expect(fixesOf(text)).toEqual(['Générique', 'Concurrents', 'Marque']);
    expect(text).toContain('_At stake: €488.01._');
    expect(text).toContain('_At stake: €410.00._');
  });
});

describe('exports in the advertiser’s own language', () => {
  it('reads a Spanish Meta export as the English one: same rows, same totals, same platform', () => {
    const spanish = META_ADS.replace(
      /^.*$/m,
      'Inicio del informe,Fin del informe,Nombre de la campaña,Nombre del conjunto de anuncios,Alcance,Impresiones,Clics en el enlace,Importe gastado (EUR),Resultados,Indicador de resultado,Coste por resultado,Valor de conversión de compras',
    );
    const text = audit(spanish, { file: true });
    expect(text).toMatch(/^\*\*Report audit: 4 rows from Meta Ads Manager\.\*\* Totals: €3,356\.00 spent, CPA €37\.29/);
    expect(rowOf(text, 'Interests - Running, Trail')?.slice(0, 4)).toEqual(['€1,440.00', '120,000', '960', '16']);
  });

  it('reads German and French Google Ads headers, accents and abbreviations included', () => {
    const german = GOOGLE_ADS.replace(
      'Campaign status\tCampaign\tCurrency code\tImpr.\tClicks\tCost\tConversions\tConv. value',
      'Kampagnenstatus\tKampagne\tWährungscode\tImpr.\tKlicks\tKosten\tConversions\tKonv.-Wert',
    );
    const french = 'Campagne;Impr.;Clics;Coût;Conversions;Valeur de conv.\nMarque;5.200;624;312,00 €;31,2;2.496,00 €';
    expect(audit(german)).toMatch(/Totals: \$7,928\.00 spent, CPA \$49\.55, ROAS 2\.26\./);
    expect(rowOf(audit(french), 'Marque')?.slice(0, 5)).toEqual(['€312.00', '5,200', '624', '31.2', '€2,496.00']);
  });
});

describe('other report shapes', () => {
  it('judges a report without conversions by what its clicks cost', () => {
    const text = audit('Campaign\tImpressions\tClicks\tCost\nA\t10000\t500\t$250.00\nB\t10000\t100\t$250.00');
    expect(text).toContain('| Campaign | Spend | Impr. | Clicks | CTR | CPC | Flag | Why |');
    expect(rowOf(text, 'B')?.slice(-2)).toEqual(['FAIL', 'CTR 1.00% vs 3.00% account; CPC $2.50 vs $0.83 account']);
    expect(fixesOf(text)).toEqual(['B']);
    expect(text).toContain('**The fixes that matter most:**');
    expect(text).toContain('_At stake: $166.67._');
  });

  it('reads a blank cell as none and passes over the columns it works out itself, such as CTR', () => {
    const text = audit(
      'Campaign\tImpr.\tClicks\tCTR\tAvg. CPC\tCost\tConversions\nA\t1,000\t50\t5.00%\t$2.00\t$100.00\t \nB\t2,000\t100\t5.00%\t$1.00\t$100.00\t4',
    );
    expect(text).toContain('| Campaign | Spend | Impr. | Clicks | Conv. | CTR | CPC | CVR | CPA | Flag | Why |');
    expect(rowOf(text, 'A')?.slice(0, 4)).toEqual(['$100.00', '1,000', '50', '0']);
    expect(rowOf(text, 'A')?.slice(-2)).toEqual(['FAIL', 'no conversions; CPC $2.00 vs $1.33 account']);
  });

  it('puts conversion tracking first when no row recorded a conversion', () => {
    const text = audit('Campaign,Clicks,Cost,Conversions\nA,100,200,0\nB,100,300,0\nC,50,100,0');
    expect(fixesOf(text)[0]).toBe('The whole account');
    expect(text).toContain('600.00 spent and not one conversion recorded. Check conversion tracking first');
  });

  it('tells apart ad groups of one name by their campaign', () => {
    const text = audit('Campaign\tAd group\tClicks\tCost\nShoes\tBrand\t10\t5\nBoots\tBrand\t20\t30');
    expect(text).toContain('| Shoes › Brand |');
    expect(text).toContain('| Boots › Brand |');
    expect(text).toContain('| Ad group | Spend | Clicks | CPC | Flag | Why |');
  });

  it('leaves out totals and rows with nothing in them, but keeps a campaign whose name starts with Total', () => {
    const text = audit(
      [
        'Campaign name\tLink clicks\tAmount spent (GBP)',
        'Total Gym Summer\t120\t60.00',
        'Old promo\t0\t0.00',
        'Results from 2 campaigns\t120\t60.00',
      ].join('\n'),
    );
    expect(text).toMatch(/^\*\*Report audit: 1 row from Meta Ads Manager\.\*\* Totals: £60\.00 spent\./);
    expect(rowOf(text, 'Total Gym Summer')?.slice(0, 3)).toEqual(['£60.00', '120', '£0.50']);
    expect(text).toContain(
      'Left out 1 total row the export adds. Left out 1 row with no impressions, clicks or spend.',
    );
  });

  it('adds up the rows of a report by day into one row per ad set', () => {
    const text = audit(
      [
        'Day,Campaign name,Ad set name,Link clicks,Amount spent (USD),Results',
        '2026-11-01,Spring,Lookalike,100,50.10,2',
        '2026-11-02,Spring,Lookalike,120,60.20,3',
        '2026-11-01,Spring,Broad,80,40.00,0',
        '2026-11-02,Spring,Broad,90,45.00,1',
      ].join('\n'),
      { file: true },
    );
    expect(text).toMatch(
      /^\*\*Report audit: 2 rows from Meta Ads Manager\.\*\* Totals: \$195\.30 spent, CPA \$32\.55\./,
    );
    expect(rowOf(text, 'Lookalike')?.slice(0, 7)).toEqual(['$110.30', '220', '5', '$0.50', '2.27%', '$22.06', 'PASS']);
    expect(text).toContain('Added up 2 rows that repeat a name (a report by day, say).');
  });

  it(`shows the ${SHOWN_ROWS} rows with the most spend and totals them all`, () => {
    const rows = Array.from({ length: SHOWN_ROWS + 5 }, (_, i) => `Campaign ${i + 1}\t${i + 1}\t10`);
    const text = audit(`Campaign\tCost\tClicks\n${rows.join('\n')}`);
    expect(text).toContain(`Showing the ${SHOWN_ROWS} rows with the most spend; the totals and fixes cover all 30.`);
    expect(text).toContain('| Campaign 30 |');
    expect(text).not.toContain('| Campaign 5 |');
    expect(rowOf(text, '**Account**')?.[0]).toBe('**465.00**');
  });
});

describe('bad input gets a clear answer', () => {
  it('leaves a message without a table to the rest of the advisor', () => {
    expect(auditReport('I spent $200, got 500 clicks, and 3 sales. Is that ok?')).toBeNull();
    expect(auditReport('Impressions, clicks, conversions: which should I track?')).toBeNull();
    expect(auditReport('Campaign, clicks, cost\nwhat do they mean?')).toBeNull();
  });

  it('names the columns it found and the ones it needs', () => {
    const none = audit('Can you check this?\nName\tFoo\tBar\nA\t1\t2\nB\t3\t4');
    expect(none).toContain("I found the columns 'Name', 'Foo', 'Bar', but I also need");
    expect(none).toContain(
      'a name column (Campaign, Ad set, Ad group or Ad name), Cost (or Amount spent, Spend) and Clicks or Impressions.',
    );
    const noCost = audit('Campaign\tImpr.\tClicks\nA\t100\t10\nB\t200\t20');
    expect(noCost).toContain(
      "I found the columns 'Campaign', 'Impr.', 'Clicks', but I also need Cost (or Amount spent, Spend).",
    );
    const headless = audit('Brand\t1200\t$300.00\nGeneric\t800\t$500.00');
    expect(headless).toMatch(/^I can’t audit this table yet: I found no column names, but I also need a name column/);
    expect(audit('', { file: true })).toBe('This file is empty: there is no report in it to audit.');
    expect(audit('just some words\nand more', { file: true })).toContain('I found no column names, but I also need');
  });

  it('says so when the table has a header and no rows, or only totals', () => {
    const empty = 'The table has its column names but no rows of figures to audit.';
    expect(audit('Campaign\tImpr.\tClicks\tCost')).toContain(empty);
    expect(audit('Campaign\tImpr.\tClicks\tCost\nTotal: Account\t100\t10\t5.00')).toContain(empty);
  });

  it('skips and counts rows with text where a number belongs', () => {
    const rows = Array.from({ length: 10 }, (_, i) =>
      i === 3 ? 'D\ttwelve\t5.00' : i === 8 ? 'I\t10\tsee note' : `${'ABCDEFGHIJ'[i]}\t10\t5.00`,
    );
    const text = audit(`Campaign\tClicks\tCost\n${rows.join('\n')}`);
    expect(text).toContain('Skipped 2 rows with text where a number belongs: row 4, row 9.');
    expect(text).toMatch(/^\*\*Report audit: 8 rows\.\*\* Totals: 40\.00 spent\./);
    expect(text).not.toContain('| D |');
    const allText = audit('Campaign\tClicks\tCost\nA\tmany\t5\nB\t3\tlots');
    expect(allText).toContain(
      'no rows of figures to audit. Skipped 2 rows with text where a number belongs: row 1, row 2.',
    );
  });

  it(`audits up to ${REPORT_LIMITS.rows} rows and nothing beyond, nor beyond ${REPORT_LIMITS.bytes} bytes`, () => {
    const table = (rows: number, name = 'C') =>
      `Campaign,Clicks,Cost\n${Array.from({ length: rows }, (_, i) => `${name}${i},1,1.00`).join('\n')}`;
    expect(audit(table(REPORT_LIMITS.rows), { file: true })).toMatch(/^\*\*Report audit: 5,000 rows\.\*\*/);
    expect(audit(table(REPORT_LIMITS.rows + 1), { file: true })).toBe(
      'This report has 5,001 rows; I can audit at most 5,000, so I have audited nothing. Export campaigns or ad sets rather than ads or keywords, or filter it first.',
    );
    const long = table(4000, 'x'.repeat(530));
    expect(new TextEncoder().encode(long).length).toBeGreaterThan(REPORT_LIMITS.bytes);
    expect(audit(long, { file: true })).toMatch(
      /^This report is 2\.1 MB; I can audit at most 2 MB, so I have audited nothing\./,
    );
  });

  it('says when a file’s text is not readable', () => {
    const utf16AsUtf8 = 'C\u0000a\u0000m\u0000p\u0000a\u0000i\u0000g\u0000n\u0000';
    expect(audit(utf16AsUtf8, { file: true })).toMatch(/^I could not read this file’s text: it is not UTF-8/);
  });
});
