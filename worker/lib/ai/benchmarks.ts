/**
 * Published benchmark figures, each with its source and year; the same figures are written out in
 * knowledge/ads/benchmarks-*.md (a test keeps the two in step). Only figures checked against text of the
 * source (or of reports quoting it) are here; see the articles for what could not be verified.
 */
export type BenchmarkMetric = 'ctr' | 'cpc' | 'cvr' | 'cpa';
export type Platform = 'google-search' | 'google-display' | 'meta' | 'linkedin';
export type Benchmark = { value: number; high?: number; source: string; note?: string };
export type Industry = { id: string; name: string; words: RegExp };

export const SEARCH_2024 = 'WordStream/LocaliQ Search Advertising Benchmarks, 2024';
const META_2024 = 'WordStream/LocaliQ Facebook Ads Benchmarks, 2024, lead campaigns';
const DISPLAY_2018 = 'WordStream Google Ads Industry Benchmarks, 2018';
const LINKEDIN = 'LinkedIn, as quoted by B2B House, 2022 (not checked against LinkedIn’s own page)';

export const PLATFORM_NAMES: Record<Platform, string> = {
  'google-search': 'Google Search',
  'google-display': 'Google Display',
  meta: 'Meta (Facebook)',
  linkedin: 'LinkedIn',
};

export const INDUSTRIES: Industry[] = [
  {
    id: 'legal',
    name: 'attorneys and legal services',
    words: /\b(?:lawyers?|attorneys?|law firm|solicitors?|legal)\b/i,
  },
  { id: 'dental', name: 'dentists and dental services', words: /\b(?:dentists?|dental|orthodont\w*)\b/i },
  {
    id: 'real-estate',
    name: 'real estate',
    words: /\b(?:real estate|realtors?|estate agen\w*|property|properties|letting)\b/i,
  },
  {
    id: 'home',
    name: 'home and home improvement',
    words:
      /\b(?:home improvement|plumb\w*|roof\w*|hvac|builders?|contractors?|renovat\w*|electricians?|landscap\w*|handyman)\b/i,
  },
  { id: 'auto-sale', name: 'automotive (for sale)', words: /\b(?:car dealer\w*|dealerships?|used cars?|car sales)\b/i },
  {
    id: 'auto-repair',
    name: 'automotive repair, service and parts',
    words: /\b(?:auto repair|car repair|garage|mechanics?|auto parts|car parts|tyres?|tires)\b/i,
  },
  {
    id: 'apparel',
    name: 'apparel, fashion and jewelry',
    words: /\b(?:fashion|clothing|clothes|apparel|jewel\w*|boutique)\b/i,
  },
  { id: 'pets', name: 'animals and pets', words: /\b(?:pets?|dogs?|cats?|vets?|veterinar\w*|grooming)\b/i },
  {
    id: 'arts',
    name: 'arts and entertainment',
    words: /\b(?:arts?|entertainment|theat\w*|concerts?|events? tickets|museums?)\b/i,
  },
  {
    id: 'physicians',
    name: 'physicians and surgeons',
    words: /\b(?:doctors?|physicians?|surgeons?|clinics?|medical practice)\b/i,
  },
  { id: 'furniture', name: 'furniture', words: /\b(?:furniture|sofas?|mattress\w*)\b/i },
  {
    id: 'finance',
    name: 'finance and insurance',
    words: /\b(?:insurance|financ\w*|mortgages?|loans?|accountan\w*|bank\w*)\b/i,
  },
  {
    id: 'restaurants',
    name: 'restaurants and food',
    words: /\b(?:restaurants?|caf[eé]s?|takeaways?|food|bakery|catering)\b/i,
  },
  {
    id: 'sports',
    name: 'sports and recreation',
    words: /\b(?:sports?|recreation|golf|climbing|outdoor activities)\b/i,
  },
  { id: 'travel', name: 'travel', words: /\b(?:travel|hotels?|tours?|holidays?|vacations?|b&b)\b/i },
];

type Table = Partial<Record<BenchmarkMetric, Benchmark>>;
const search = (ctr?: number, cpc?: number, cvr?: number, cpa?: number): Table => {
  const table: Table = {};
  if (ctr !== undefined) table.ctr = { value: ctr, source: SEARCH_2024 };
  if (cpc !== undefined) table.cpc = { value: cpc, source: SEARCH_2024 };
  if (cvr !== undefined) table.cvr = { value: cvr, source: SEARCH_2024 };
  if (cpa !== undefined) table.cpa = { value: cpa, source: SEARCH_2024 };
  return table;
};

/** By platform, then by industry; 'all' is the platform's average across industries. */
export const BENCHMARKS: Record<Platform, Record<string, Table>> = {
  'google-search': {
    all: search(0.0642, 4.66, 0.0696, 66.69),
    legal: search(0.053, 8.94, 0.0564, 144.03),
    dental: search(0.0538, 6.82),
    'real-estate': search(0.092, 2.1, 0.0291),
    home: search(0.0559, 6.96),
    'auto-sale': search(undefined, 2.34, 0.0649, 42.95),
    'auto-repair': search(undefined, undefined, 0.1296, 27.94),
    apparel: search(undefined, 3.39, 0.0333, 83.1),
    pets: search(undefined, 3.9, 0.1203, 34.81),
    arts: search(0.1304, 1.72, 0.0422, 44.7),
    physicians: search(undefined, undefined, 0.1108),
    furniture: search(undefined, undefined, 0.0253, 119.1),
    finance: search(undefined, undefined, 0.0278),
    restaurants: search(undefined, undefined, undefined, 29.67),
    sports: search(0.0966),
    travel: search(undefined, 1.92),
  },
  'google-display': { all: { ctr: { value: 0.0046, source: DISPLAY_2018 } } },
  meta: {
    all: {
      ctr: { value: 0.0253, source: META_2024 },
      cpc: { value: 1.88, source: META_2024 },
      cvr: { value: 0.0878, source: META_2024 },
      cpa: { value: 21.98, source: META_2024, note: 'cost per lead' },
    },
  },
  linkedin: { all: { ctr: { value: 0.0044, high: 0.0065, source: LINKEDIN, note: 'Sponsored Content' } } },
};
