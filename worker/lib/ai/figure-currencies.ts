import { inEnglish } from './figure-languages.ts';
import { TOKEN } from './figure-token.ts';

/**
 * Currencies the figure reader has no pattern of its own for ('₦45,000', 'MX$4,200', '3 000 zł', 'RM 50', '90,000 naira',
 * 'AED 8,000'): each amount is read as a dollar amount would be, and the results carry the user's own sign.
 */
// Signs and abbreviations written before the amount; the user's own spacing is kept ('KSh 250', 'RM25.00').
// 'N45,000' and 'P3,500' are the naira and the peso typed without their signs; 'N95' is a mask.
const BEFORE = String.raw`MX\$|S\$|HK\$|NT\$|[₦₱₺₩₫¥฿₵₴₪₽]|RM|Rp|Php|Kshs?\.?|Rs\.?|zł|kr|LE|L\.E\.?|[NP](?=\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?\s?k\b|\d{3,})`;
// ISO codes ('try', 'pen' and 'won' are words, never read as codes). A code whose currency has a sign of its own
// is written with it, as AUD is A$ ('NGN 45,000' is ₦45,000); the rest stay codes, as 'SEK' does ('AED 250').
const CODES =
  'AED|SAR|QAR|KWD|OMR|BHD|EGP|NGN|GHS|KES|UGX|TZS|PLN|CZK|HUF|RON|MXN|PHP|MYR|IDR|VND|KRW|JPY|CNY|RMB|SGD|HKD|TWD|THB|PKR|BDT|LKR|ILS|UAH|COP|CLP|ARS|ZAR';
// Written after the amount: 'zł', 'kr', 'Kč', 'Ft', 'TL', a sign, or the currency's name.
const AFTER =
  '[₦₱₺₩₫¥฿₵₴₪₽円元]|zł|zl|złotych|zlotys?|złoty|PLN|kr|Kč|Kc|Ft|forints?|lei|TL|₫|đ|đồng|dong|naira|pesos?|ringgits?|rupiah|shillings?|lira|yen|yuan|baht|dirhams?|riyals?|cedis?|koruna|kroner|kronor|krone|rupees?|reais|rand|руб|r[ou]bles?|LE|L[.]E[.]?';
// '1.500.000' and '3 000' group thousands; '174,30' and '1.234,50' end in decimals.
const AMOUNT = String.raw`\d{1,3}(?:(?<sep>[,. \u00a0\u202f])\d{3})(?:\k<sep>\d{3})*(?:[.,]\d{1,2})?(?![\d,.]\d)|\d+(?:[.,]\d{1,2})?(?![\d,.]\d)`;
const WORLD = new RegExp(
  String.raw`(?<![\w$])(?<pre>${BEFORE}|${CODES})(?<gap>\s?)(?<a>${AMOUNT})(?<pm>\s?mil\b)?|(?<![\w.,])(?<b>${AMOUNT.replaceAll('sep', 'sep2')})(?<m>\s?(?:[km]|mil|thousand|million|lakhs?|lacs?|crores?)\b)?\s?(?<post>${AFTER}|${CODES})(?![\p{L}\d])`,
  'giu',
);
// Written only this way: 'ft' after a number is feet, 'rm' a room, 'p' pence and 'cop' a word.
const CASED = /^(?:ft|tl|rm|rp|n|p|rs\.?|cop|clp|ars|ron|ils|le|l\.e\.?)$/i;
const CASED_FORMS = new Set([
  'Ft',
  'TL',
  'RM',
  'Rp',
  'N',
  'P',
  'Rs',
  'Rs.',
  'COP',
  'CLP',
  'ARS',
  'RON',
  'ILS',
  'LE',
  'L.E',
  'L.E.',
]);
const isMoney = (written: string) => !CASED.test(written) || CASED_FORMS.has(written);

const SIGNS: Record<string, string> = {
  zł: 'zł ',
  zl: 'zł ',
  złotych: 'zł ',
  zloty: 'zł ',
  zlotys: 'zł ',
  złoty: 'zł ',
  kr: 'kr ',
  kroner: 'kr ',
  kronor: 'kr ',
  krone: 'kr ',
  kč: 'Kč ',
  kc: 'Kč ',
  koruna: 'Kč ',
  ft: 'Ft ',
  forint: 'Ft ',
  forints: 'Ft ',
  lei: 'lei ',
  tl: '₺',
  lira: '₺',
  đ: '₫',
  đồng: '₫',
  dong: '₫',
  naira: '₦',
  ringgit: 'RM',
  ringgits: 'RM',
  rupiah: 'Rp',
  shilling: 'KSh ',
  shillings: 'KSh ',
  yen: '¥',
  yuan: '¥',
  baht: '฿',
  dirham: 'AED ',
  dirhams: 'AED ',
  riyal: 'SAR ',
  riyals: 'SAR ',
  cedi: '₵',
  cedis: '₵',
  rupee: '₹',
  rupees: '₹',
  reais: 'R$',
  rand: 'R',
  le: 'LE ',
  'l.e': 'LE ',
  'l.e.': 'LE ',
  руб: '₽',
  円: '¥',
  元: '¥',
  ruble: '₽',
  rubles: '₽',
  rouble: '₽',
  roubles: '₽',
  n: '₦',
  ngn: '₦',
  p: '₱',
  php: '₱',
  mxn: 'MX$',
  krw: '₩',
  vnd: '₫',
  jpy: '¥',
  cny: '¥',
  rmb: '¥',
  thb: '฿',
  ghs: '₵',
  uah: '₴',
  ils: '₪',
  'rs.': '₹',
  rs: '₹',
  zar: 'R',
};
// 'pesos' are the Philippine peso in the Philippines and the Mexican one in Mexico; elsewhere the peso's own '$'.
const PESO_PLACE =
  /\b(?:philippines|manila|cebu|davao|quezon|makati|pasig|taguig|iloilo|po)\b|(mexico|méxico|cdmx|guadalajara|monterrey|puebla|tijuana|canc[uú]n|m[ée]rida|quer[ée]taro|le[oó]n)/i;

const SPANISH = new Set(['$', 'MX$', 'COP ', 'CLP ', 'ARS ']);
const OTHER_RUPEE = /\b(?:pakistan|karachi|lahore|islamabad|sri lanka|colombo|nepal|kathmandu)\b/i;
// 'all prices in naira', '(pesos)': the currency named once for amounts written bare.
const NAMED_ONCE = new RegExp(String.raw`(?:\(|\bin\s)(${AFTER}|${CODES})(?![\p{L}\d])`, 'iu');

function signOf(written: string, gap: string, text: string): string {
  if (/^pesos?$/i.test(written)) {
    const place = PESO_PLACE.exec(text);
    return place ? (place[1] ? 'MX$' : '₱') : '$';
  }
  // 'Rs 500' is the rupee of India unless the business is in Pakistan, Sri Lanka or Nepal, whose rupees are written 'Rs'.
  if (/^(?:rs\.?|rupees?)$/i.test(written) && OTHER_RUPEE.test(text)) return 'Rs ';
  const sign = SIGNS[written.toLowerCase()];
  if (sign) return sign;
  // 'Ksh. 2,000' and 'KSh 2,000' are one sign; 'RM 50' keeps its space and 'RM50' goes without; 'aed' is 'AED'.
  if (/^kshs?\.?$/i.test(written)) return `KSh${gap}`;
  if (/^[a-z]{3}$/i.test(written)) return `${written.toUpperCase()} `;
  return `${written}${/^[a-z]+$/i.test(written) ? gap : ''}`;
}

/** '1.500.000' is 1500000, '3 000' 3000, '174,30' 174.30 and '1,234.50' 1234.50. */
function digitsOf(amount: string): string {
  const plain = amount.replace(/[ \u00a0\u202f]/g, '');
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(plain)) return plain.replaceAll('.', '').replace(',', '.');
  if (/^\d+,\d{1,2}$/.test(plain)) return plain.replace(',', '.');
  return plain.replaceAll(',', '');
}

/** The question with its amounts in one currency the reader does not know written as dollars, and that currency's sign. */
export function worldCurrency(text: string): { text: string; sign?: string } {
  const signs = new Set<string>();
  // '5万 yen', '3万円': ten thousands, as Japanese and Chinese count them.
  const counted = inEnglish(text).replace(/(\d+(?:\.\d+)?)\s?万/g, (_, n: string) =>
    String(Number((Number(n) * 1e4).toPrecision(12))),
  );
  const marked = counted.replace(WORLD, (whole: string, ...args) => {
    const g = args.at(-1) as Record<string, string | undefined>;
    const written = g.pre ?? g.post ?? '';
    if (!isMoney(written)) return whole;
    const sign = signOf(written, g.gap ?? '', text);
    signs.add(sign);
    // '45 mil pesos' is 45,000 in Spanish; 'mil' said of other money is a million.
    const mil = g.pm ?? (g.m?.trim() === 'mil' ? g.m : undefined);
    const scale = mil ? (SPANISH.has(sign) ? 'k' : 'm') : (g.m ?? '');
    return `\u0000${digitsOf(g.a ?? g.b ?? '')}${scale}`;
  });
  // '$500 (about ₦750,000)': two currencies side by side, so the reader keeps to the one it knows.
  const named = NAMED_ONCE.exec(text)?.[1];
  if (signs.size === 0 && named && isMoney(named)) signs.add(signOf(named, '', text));
  if (signs.size !== 1 || [...marked.matchAll(TOKEN)].some((m) => m.groups?.pre || m.groups?.post))
    return { text: counted };
  return { text: marked.replaceAll('\u0000', '$'), sign: [...signs][0] };
}

/** Figures read from the stand-in text, in the user's own currency again. */
export const signed = <T extends { currency?: string }>(figures: T, sign?: string): T =>
  sign ? { ...figures, currency: sign } : figures;
