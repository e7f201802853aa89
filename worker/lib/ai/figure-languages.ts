import { plainGrammar } from './figure-grammar.ts';
import { WORDS } from './figure-language-words.ts';
import { fromLexicon } from './figure-lexicon.ts';

/**
 * Advertisers whose first language is not English mix in their own words ('gastei R$3600 no google esse mes', 'R$1500
 * de verba', '600 € al mes', 'Rp 50 juta per bulan') or English with their own grammar ('45 € by day', 'in average',
 * '4.800 click'). The common advertising words of those languages (figure-language-words.ts) become the English the
 * figure reader knows; only whole words and a short list, so an English question reads as before.
 */
const PLATFORM = '(?:google|facebook|fb|meta|instagram|insta|ig|tiktok|youtube|linkedin|shopee)';
const LETTER = String.raw`[\p{L}\d'’]`;
const PHRASES = Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .map((phrase) => phrase.replace(/'/g, "['’]").replace(/ /g, String.raw`\s+`));
const WORD_RE = new RegExp(`(?<!${LETTER})(?:${PHRASES.join('|')})(?!${LETTER})`, 'giu');
// 'vendo curso online de inglês por R$497', 'vendemos cada caixa a R$80': a price, whatever the product is called.
const SOLD_FOR =
  /(?<![\p{L}\d])(?:vendo|vendemos|vendimos|je vends|nous vendons)\s[^.,;!?\d$€£]{1,40}?\s(?:por|pour|a|à)\s(?=(?:[$€£₹]|R\$|[A-Z]{2,3}\s?)?\d)/giu;
// 'en Facebook', 'su Google', 'di Instagram': on the platform; 'no google' only beside other Portuguese, as English
// says 'no Google ads yet'.
const ON_PLATFORM = new RegExp(String.raw`(?<!${LETTER})(?:en|su|sur|di)\s(?=${PLATFORM}(?!${LETTER}))`, 'giu');
// 'gasto diario de R$50', 'un budget di 900 €': of an amount.
const OF_AMOUNT = /(?<![\p{L}\d])(?:de|di)\s(?=(?:[$€£₹]|R\$|Rp|[A-Z]{2,3})?\s?\d)/gu;
const NO_PLATFORM = new RegExp(String.raw`(?<!${LETTER})(?:no|na)\s(?=${PLATFORM}(?!${LETTER}))`, 'giu');
// '3 juta', '50rb', '5 triệu', '2 millones': the scale words of Indonesian, Vietnamese, Portuguese and Spanish.
const SCALE = /(?<=\d)\s?(juta|jt|ribu|rb|triệu|trieu|tr|nghìn|ngàn|milhões|millones)(?![\p{L}\d])/giu;
const SCALE_WORD: Record<string, string> = { ribu: 'thousand', rb: 'thousand', nghìn: 'thousand', ngàn: 'thousand' };
// '45 € by day', '€1,200 by month': an amount for each day (par jour, por día).
const BY_PERIOD = /(?<=(?:\d|[$€£₺₫₹]|\b[A-Z]{2,3})\s?)by\s(day|week|month)\b(?!\s\d)/g;
// '0,45 € for click', '900 € for month' (par clic, al mes): each click, a month; 'apartments for sale' has no amount
// before it, and 'costs €48 for customer' is what the customer pays.
const FOR_UNIT =
  /(?<=(?:\d|[$€£₹₺₫]|\b[A-Z]{2,3})\s?)for\s(?:(click|lead|sale|order|booking|conversion)|(day|week|month))\b(?!\s?(?:gen|ads?\b|forms?|items?|\d))/g;
// 'each client brings us 540 € during all his life with us', 'pay KES 36,000 each in their lifetime': what a
// customer is worth over their lifetime.
const LIFE =
  /\b(?:during|in|over|for)\s(?:all\s(?:his|her|their)\slife|(?:his|her|their)\s(?:whole\s|entire\s)?life(?:time)?)\b/gi;
// 'the modal (cost) is Rp 51.000' (Indonesian: what the goods cost), 'cost of me is 160.000₫', 'the product is costing
// me 595 ₺': what one item costs the seller.
const ITEM_COST = [
  [/\bmodal(?:nya)?(?:\s\((?:cost|harga pokok)\))?(?=\s(?:is|was|=|:)|\s?[:=]|\s(?:Rp|IDR|RM)\s?\d)/gi, 'cost'],
  [/\bcost of me(?=\s(?:is|was)\b)/gi, 'my cost'],
  [/\bcost of us(?=\s(?:is|was)\b)/gi, 'our cost'],
  [/\b(product|item|bag|piece|unit|bottle|box)\s(?:is|was)\scosting\b/gi, '$1 costs'],
  [/\bper\spcs\b/gi, 'per piece'],
] satisfies [RegExp, string][];
// 'from every 5 leads only 1 becomes a patient' (Arabic min kull): one of every five.
const FROM_EVERY = /\bfrom\s(?:every|each)\s(\d+)\s([a-z-]+),?\s(?:only\s|just\s)?(\d+)\b/gi;
// 'with an investment of $1.950.000 pesos' (inversión): what was spent on the ads.
const INVESTMENT = /\b(?:an?|the|my|our|total)\s(?:ad\s)?investment(\sof|\swas|\sis)\b/gi;
// 'the cost per click is coming R3.75': coming to an amount.
const COMING = /\b(is|are|was|were)\scoming\s(?=[$€£₹]|[A-Z]{1,2}\$?\d|\d)/g;
// '4.800 click', '190.000 impression', '50 sale': a noun left singular after a number above one, before the clause ends.
const SINGULAR =
  /(?<![\d.,])((?:[1-9][\d.,]*\d|[2-9])(?:\s?k)?\s(?:new\s)?)(click|impression|lead|sale|order|customer|conversion|booking|visitor|follower|campaign)(?=\s?[.,;:!?()]|\s?$|\s(?:and|from|on|in|at|for|with|this|last|per|a|each|but|only|so|of|to|come|came|become|became|that|which)\b)/gi;
// 'Rp 3.000.000 (3 juta)', '126,000 impressions (1.26 lakh)': an amount said again in the words of its own
// language; the second saying goes when it agrees with the first, so the period after it still reads.
const RESTATED =
  /(?<![\d.,])(\d{1,3}(?:([.,\s])\d{2,3})*(?:[.,\s]\d{3})|\d+)((?:\s[\p{L}]+)?)\s?\((?:about |around |approx\.? |~|≈)?(\d+(?:[.,]\d+)?)\s?(k|m|mil|thousand|millions?|millones|milhões|lakhs?|lacs?|crores?|juta|jt|ribu|rb|triệu|tr)\)/giu;
const SCALES: Record<string, number[]> = { k: [1e3], thousand: [1e3], ribu: [1e3], rb: [1e3], mil: [1e3, 1e6] };
const scalesOf = (word: string) => SCALES[word] ?? (/^la/.test(word) ? [1e5] : /^cr/.test(word) ? [1e7] : [1e6]);

function restated(whole: string, amount: string, _sep: string, noun: string, said: string, word: string) {
  const first = Number(amount.replace(/[.,\s]/g, ''));
  const again = Number(said.replace(',', '.'));
  const same = scalesOf(word.toLowerCase()).some((scale) => Math.abs(again * scale - first) <= first * 0.02);
  return same ? `${amount}${noun}` : whole;
}
// '2.400.000 impressions': dots between thousands, as most of Europe, Latin America and Indonesia write them; two
// or more groups are never a decimal.
const DOTTED = /(?<![\d.,])\d{1,3}(?:\.\d{3}){2,}(?![\d.,]\d)/g;

/** The question with the advertising words of other languages, and their grammar, in the English the reader knows. */
export function inEnglish(text: string): string {
  const foreign = text.search(WORD_RE) >= 0;
  const rewritten = fromLexicon(text)
    .replace(DOTTED, (amount) => amount.replaceAll('.', ''))
    .replace(RESTATED, restated)
    .replace(SOLD_FOR, 'I sell it for ')
    .replace(WORD_RE, (phrase) => WORDS[phrase.toLowerCase().replace(/\s+/g, ' ').replace(/’/g, "'")] ?? phrase)
    .replace(ON_PLATFORM, 'on ')
    .replace(NO_PLATFORM, foreign ? 'on ' : '$&')
    .replace(OF_AMOUNT, 'of ')
    .replace(SCALE, (_, word: string) => ` ${SCALE_WORD[word.toLowerCase()] ?? 'million'}`)
    .replace(BY_PERIOD, 'a $1')
    .replace(FOR_UNIT, (_, unit?: string, period?: string) => (unit ? `per ${unit}` : `a ${period}`))
    .replace(LIFE, 'over their lifetime')
    .replace(FROM_EVERY, '$3 of every $1 $2')
    .replace(INVESTMENT, 'ad spend$1')
    .replace(COMING, '$1 coming to ')
    .replace(SINGULAR, '$1$2s');
  return plainGrammar(ITEM_COST.reduce((out, [pattern, english]) => out.replace(pattern, english), rewritten));
}
