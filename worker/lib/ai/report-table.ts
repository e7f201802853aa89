import Papa from 'papaparse';
import { currencyOf, type DecimalMark, decimalMarkOf, parseCell } from './report-numbers.ts';

export const REPORT_LIMITS = { bytes: 2 * 1024 * 1024, rows: 5000 };

/**
 * Each field's column names as Google Ads and Meta Ads Manager write them, in English, Spanish, French, German,
 * Portuguese and Italian, lower-cased without accents or punctuation; first wins.
 */
const COLUMNS: Record<Field | NameField, string[]> = {
  campaign: [
    'campaign',
    'campaign name',
    ...['campana', 'nombre de la campana', 'campagne', 'nom de la campagne', 'kampagne', 'kampagnenname'],
    ...['campanha', 'nome da campanha', 'campagna', 'nome della campagna'],
  ],
  group: [
    ...['ad group', 'ad group name', 'ad set', 'ad set name', 'grupo de anuncios', 'nombre del conjunto de anuncios'],
    ...['groupe d annonces', 'nom de l ensemble de publicites', 'anzeigengruppe', 'name der anzeigengruppe'],
    ...['nome do conjunto de anuncios', 'gruppo di annunci', 'nome del gruppo di inserzioni'],
  ],
  ad: [
    ...['ad', 'ad name', 'anuncio', 'nombre del anuncio', 'annonce', 'nom de la publicite', 'anzeige', 'anzeigenname'],
    ...['nome do anuncio', 'annuncio', 'nome dell inserzione'],
  ],
  keyword: ['keyword', 'search keyword', 'palabra clave', 'mot cle', 'palavra chave', 'parola chiave'],
  impressions: ['impressions', 'impr', 'impresiones', 'impressionen', 'impressoes', 'impressioni'],
  clicks: [
    ...['link clicks', 'clics en el enlace', 'clics sur un lien', 'link klicks', 'cliques no link', 'clic sul link'],
    ...['clicks', 'clics', 'klicks', 'cliques', 'clic'],
  ],
  cost: [
    ...['cost', 'amount spent', 'spend', 'spent', 'importe gastado', 'coste', 'costo', 'montant depense', 'cout'],
    ...['ausgegebener betrag', 'kosten', 'valor usado', 'valor gasto', 'custo', 'importo speso'],
  ],
  conversions: [
    ...['conversions', 'conv', 'results', 'purchases', 'website purchases', 'leads', 'all conv'],
    ...['conversiones', 'resultados', 'compras', 'resultats', 'achats', 'ergebnisse', 'kaufe', 'conversoes'],
    ...['risultati', 'acquisti', 'conversioni'],
  ],
  value: [
    'conv value',
    'conversion value',
    'purchase conversion value',
    'purchases conversion value',
    'website purchases conversion value',
    'revenue',
    'total conv value',
    'all conv value',
    ...['valor de conv', 'valor de conversion de compras', 'valeur de conv', 'valeur de conversion des achats'],
    ...['konv wert', 'conv wert', 'conversion wert fur kaufe', 'valor de conversao de compras'],
    ...['valore conv', 'valore di conversione degli acquisti'],
  ],
};
const FIELDS: Field[] = ['impressions', 'clicks', 'cost', 'conversions', 'value'];
/** The finest level names a row: an ad within its ad set within its campaign. */
const NAMES: NameField[] = ['keyword', 'ad', 'group', 'campaign'];
const META_WORDS =
  /amount spent|ad set|results|link clicks|reach|purchases conversion value|conjunto de anuncios|importe gastado|ensemble de publicites|montant depense|ausgegebener betrag|valor usado|gruppo di inserzioni|importo speso/;
const GOOGLE_WORDS =
  /^(?:impr|conv|conv value|ad group|currency code|wahrungscode|code de la devise|codigo de moneda|search keyword|grupo de anuncios|groupe d annonces|anzeigengruppe|gruppo di annunci|valor de conv|valeur de conv|konv wert)$/;
/** Google Ads appends 'Total: Account' and the like; Meta's summary reads 'Results from 4 campaigns'. */
const TOTAL = /^\s*(?:(?:grand )?total\s*(?::|-|–|$)|results from \d)/i;
const CURRENCY_COLUMNS = [
  'currency code',
  'currency',
  'codigo de moneda',
  'code de la devise',
  'wahrungscode',
  'codigo da moeda',
  'codice valuta',
];
const DELIMITERS = ['\t', ';', ','] as const;
/** Exports put a title or two above the header, and a message a few lines of prose. */
const HEADER_WITHIN = 100;

const normal = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const cellsOf = (line: string, delimiter: string) =>
  (Papa.parse<string[]>(line, { delimiter }).data[0] ?? []).map((cell) => cell.trim());

function columnsOf(headers: string[]) {
  const names = headers.map(normal);
  const find = (field: Field | NameField) => {
    for (const alias of COLUMNS[field]) {
      const at = names.indexOf(alias);
      if (at >= 0) return at;
    }
    return -1;
  };
  const at = Object.fromEntries([...FIELDS, ...NAMES].map((field) => [field, find(field)])) as Record<
    Field | NameField,
    number
  >;
  const known = [...FIELDS, ...NAMES].filter((field) => at[field] >= 0).length;
  return { at, known, names };
}

/** The header is the first line naming two or more known columns, split by whichever delimiter names most. */
function findHeader(lines: string[]) {
  for (const [index, line] of lines.slice(0, HEADER_WITHIN).entries()) {
    let best: { delimiter: string; headers: string[]; known: number } | undefined;
    for (const delimiter of DELIMITERS) {
      if (!line.includes(delimiter)) continue;
      const headers = cellsOf(line, delimiter);
      const { known } = columnsOf(headers);
      if (known >= 2 && known > (best?.known ?? 0)) best = { delimiter, headers, known };
    }
    if (best) return { index, ...best };
  }
  return undefined;
}

/** Two lines in a row split into the same three or more cells look like a table, even with unknown columns. */
function tableLike(lines: string[]): string[] | undefined {
  for (const delimiter of DELIMITERS) {
    const counts = lines.slice(0, HEADER_WITHIN).map((line) => line.split(delimiter).length);
    const needed = delimiter === ',' ? 3 : 2;
    for (let i = 0; i + needed <= lines.length; i++) {
      const run = counts.slice(i, i + needed);
      if ((run[0] ?? 0) >= 3 && run.every((n) => n === run[0])) return cellsOf(lines[i] ?? '', delimiter);
    }
  }
  return undefined;
}

/** `text` is a message (the table anywhere in it) or a CSV file's text; null when a message holds no table. */
export function readReport(text: string, { file = false } = {}): ParsedReport | ReportProblem | null {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > REPORT_LIMITS.bytes) return { kind: 'too-large', bytes };
  if (text.includes('\u0000') || text.includes('\ufffd')) return file ? { kind: 'unreadable' } : null;
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  if (file && lines.every((line) => !line.trim())) return { kind: 'empty' };
  const header = confirmed(findHeader(lines), lines, file);
  if (!header) {
    const found = tableLike(lines.filter((line) => line.trim()));
    if (!found && !file) return null;
    // A first line holding figures is a row, not a header.
    const names = found?.some((cell) => cell && parseCell(cell, '.') !== null) ? [] : (found ?? []);
    return { kind: 'columns', found: names.filter(Boolean), missing: needed(names) };
  }
  const missing = needed(header.headers);
  if (missing.length) return { kind: 'columns', found: header.headers.filter(Boolean), missing };

  // A message may go on in prose after its table: the table ends at the first line not split like the header.
  const after = lines.slice(header.index + 1);
  const width = Math.max(2, header.headers.length - 1);
  const end = file ? -1 : after.findIndex((line) => line.trim() && cellsOf(line, header.delimiter).length < width);
  const table = end < 0 ? after : after.slice(0, end);
  const prose = [...lines.slice(0, header.index), ...(end < 0 ? [] : after.slice(end))].join('\n').trim();
  const data = Papa.parse<string[]>(table.join('\n'), { delimiter: header.delimiter, skipEmptyLines: 'greedy' }).data;
  const read = readRows(header.headers, data, header.delimiter);
  const counted = read.rows.length + read.merged + read.idle + read.skipped.length;
  if (counted > REPORT_LIMITS.rows) return { kind: 'too-many-rows', rows: counted };
  if (counted === 0) return { kind: 'no-rows' };
  const names = header.headers.map(normal);
  const platform: Platform = META_WORDS.test(names.join('|'))
    ? 'meta'
    : names.some((name) => GOOGLE_WORDS.test(name))
      ? 'google'
      : 'unknown';
  return { kind: 'report', platform, prose, ...read };
}

function readRows(headers: string[], data: string[][], delimiter: string) {
  const { at, names } = columnsOf(headers);
  const fields = FIELDS.filter((field) => at[field] >= 0);
  const mark: DecimalMark = decimalMarkOf(
    data.flatMap((cells) => fields.map((field) => cells[at[field]] ?? '')),
    delimiter,
  );
  const currencyAt = names.findIndex((name) => CURRENCY_COLUMNS.includes(name));
  const currency = currencyOf([
    headers[at.cost] ?? '',
    data[0]?.[currencyAt] ?? '',
    ...data.slice(0, 20).map((cells) => cells[at.cost] ?? ''),
  ]);
  const nameAt = NAMES.map((field) => at[field]).filter((i) => i >= 0);
  const rows: ReportRow[] = [];
  const skipped: number[] = [];
  let totalsLeftOut = 0;
  let idle = 0;
  data.forEach((cells, i) => {
    const line = i + 1;
    const rowNames = nameAt.map((column) => cells[column]?.replace(/\s+/g, ' ').trim() ?? '');
    if (rowNames.some((name) => TOTAL.test(name)) || TOTAL.test(cells[0] ?? '')) {
      totalsLeftOut++;
      return;
    }
    const row: ReportRow = { line, name: rowNames.find((name) => name && name !== '--') ?? `Row ${line}` };
    for (const field of fields) {
      const value = parseCell(cells[at[field]] ?? '', mark);
      if (value === null) {
        skipped.push(line);
        return;
      }
      row[field] = value;
    }
    if (fields.every((field) => !row[field])) idle++;
    else rows.push(row);
  });
  const nameHeader = headers[nameAt[0] ?? 0] ?? 'Row';
  return { nameHeader, fields, currency, ...distinctNames(rows, data, at.campaign), totalsLeftOut, idle, skipped };
}

/** In a message, a comma-separated header counts only with a row under it split the same way: prose has commas too. */
function confirmed(header: ReturnType<typeof findHeader>, lines: string[], file: boolean) {
  if (!header || file || header.delimiter !== ',') return header;
  const next = lines.slice(header.index + 1).find((line) => line.trim());
  return next && cellsOf(next, ',').length === header.headers.length ? header : undefined;
}

/** What the audit needs and the headers lack: a name, the cost, and clicks or impressions. */
function needed(headers: string[]): string[] {
  const { at } = columnsOf(headers);
  const missing: string[] = [];
  if (NAMES.every((field) => at[field] < 0)) missing.push('a name column (Campaign, Ad set, Ad group or Ad name)');
  if (at.cost < 0) missing.push('Cost (or Amount spent, Spend)');
  if (at.clicks < 0 && at.impressions < 0) missing.push('Clicks or Impressions');
  return missing;
}

/**
 * Two ad groups of one name in different campaigns are told apart by their campaign; rows left with the same
 * name (a report by day, say) are added up into one.
 */
function distinctNames(rows: ReportRow[], data: string[][], campaignAt: number) {
  const campaignOf = (row: ReportRow) => (campaignAt >= 0 ? (data[row.line - 1]?.[campaignAt]?.trim() ?? '') : '');
  const campaigns = new Map<string, Set<string>>();
  for (const row of rows) campaigns.set(row.name, (campaigns.get(row.name) ?? new Set()).add(campaignOf(row)));
  const merged = new Map<string, ReportRow>();
  for (const row of rows) {
    const campaign = campaignOf(row);
    const shared = (campaigns.get(row.name)?.size ?? 0) > 1 && campaign && campaign !== row.name;
    const name = shared ? `${campaign} › ${row.name}` : row.name;
    const same = merged.get(name);
    if (!same) merged.set(name, { ...row, name });
    else for (const field of FIELDS) if (row[field] !== undefined) same[field] = sum(same[field] ?? 0, row[field]);
  }
  return { rows: [...merged.values()], merged: rows.length - merged.size };
}

const sum = (a: number, b: number) => Number((a + b).toPrecision(12));

export type Field = 'impressions' | 'clicks' | 'cost' | 'conversions' | 'value';
type NameField = 'campaign' | 'group' | 'ad' | 'keyword';
export type ReportRow = { line: number; name: string } & Partial<Record<Field, number>>;
export type Platform = 'google' | 'meta' | 'unknown';

export type ParsedReport = {
  kind: 'report';
  platform: Platform;
  /** The message's words around the table, where the industry or platform may be named. */
  prose: string;
  nameHeader: string;
  fields: Field[];
  currency: string;
  rows: ReportRow[];
  totalsLeftOut: number;
  /** Rows with nothing in any figure, such as paused or removed campaigns. */
  idle: number;
  /** Rows added into an earlier one of the same name. */
  merged: number;
  skipped: number[];
};
export type ReportProblem =
  | { kind: 'too-large'; bytes: number }
  | { kind: 'too-many-rows'; rows: number }
  | { kind: 'unreadable' }
  | { kind: 'empty' }
  | { kind: 'no-rows' }
  | { kind: 'columns'; found: string[]; missing: string[] };
