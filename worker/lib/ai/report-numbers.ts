/** Cells as ad platforms export them: '$1,234.56', '1.234,56 €', '12.3%', 'USD 40', and '--' or blank for none. */
export type DecimalMark = '.' | ',';

const EMPTY = /^(?:|-+|—|–|n\/?a)$/i;
const CODES: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', AUD: 'A$', CAD: 'C$', NZD: 'NZ$', INR: '₹' };
const SYMBOL = /[$€£₹¥]/;
const CURRENCY_TEXT = /\b[A-Z]{3}\b|[A-Z]{0,2}[$€£₹¥]/g;

/** A number, 0 for an empty cell, or null for text where a number belongs. */
export function parseCell(cell: string, mark: DecimalMark): number | null {
  const bare = cell.replace(/[\s\u00a0\u202f]/g, '').trim();
  if (EMPTY.test(bare)) return 0;
  const percent = bare.endsWith('%');
  const digits = bare.replace(CURRENCY_TEXT, '').replace(/%$/, '');
  if (!/^-?[\d.,']+$/.test(digits) || !/\d/.test(digits)) return null;
  const thousands = mark === '.' ? /[,']/g : /[.']/g;
  const normal = digits.replace(thousands, '').replace(',', '.');
  if (!/^-?\d*\.?\d*$/.test(normal)) return null;
  const n = Number(normal);
  return Number.isFinite(n) ? (percent ? n / 100 : n) : null;
}

/** The table's decimal mark, read from its numbers: '1.234,56' and '12,5' are European, '1,234' alone is not. */
export function decimalMarkOf(cells: string[], delimiter: string): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const cell of cells) {
    const bare = cell.replace(/[^\d.,]/g, '');
    if (/,\d{1,2}$|\.\d{3},/.test(bare)) comma++;
    else if (/\.\d{1,2}$|,\d{3}\./.test(bare)) dot++;
  }
  if (comma === dot) return delimiter === ';' ? ',' : '.';
  return comma > dot ? ',' : '.';
}

/** '$', '€' or a code such as 'CHF ' from a header's '(EUR)', a currency column or the cells themselves. */
export function currencyOf(hints: string[]): string {
  for (const hint of hints) {
    const code = /\b([A-Z]{3})\b/.exec(hint)?.[1];
    if (code) return CODES[code] ?? `${code} `;
    const symbol = SYMBOL.exec(hint)?.[0];
    if (symbol) return symbol;
  }
  return '';
}

// One formatter per style: toLocaleString builds a new one on every call, which a 5,000-row report feels.
const formats = new Map<string, Intl.NumberFormat>();
function grouped(n: number, min: number, max: number): string {
  const key = `${min}-${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, format);
  }
  return format.format(n);
}

/** Display rounding only, in the report's currency: '$1,234.56', '3.40%', ROAS '2.50', counts '1,204'. */
export const show = {
  money: (n: number, currency: string) => `${n < 0 ? '−' : ''}${currency}${grouped(Math.abs(n), 2, 2)}`,
  percent: (n: number) => `${grouped(n * 100, 2, 2)}%`,
  ratio: (n: number) => grouped(n, 2, 2),
  count: (n: number) => grouped(n, 0, 2),
};

export function showMetric(metric: 'ctr' | 'cpc' | 'cvr' | 'cpa' | 'roas', n: number, currency: string): string {
  if (metric === 'cpc' || metric === 'cpa') return show.money(n, currency);
  return metric === 'roas' ? show.ratio(n) : show.percent(n);
}
