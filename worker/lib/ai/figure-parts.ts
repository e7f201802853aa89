import { COUNTS_NOUN } from './figure-names.ts';
import { datedWeeks, type FoundLabel, itemLabels, numberedLabels, platformLabels } from './figure-part-labels.ts';
import { asksWhatItTakes, namedParts } from './figure-part-names.ts';
import { withoutTotals } from './figure-part-totals.ts';
import { extractFigures } from './figures.ts';

const CHANNEL =
  '(?:google|meta|facebook|instagram|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat|reddit|amazon|twitter)(?: ads)?(?: (?:search|display|shopping|video|pmax|performance max))?|search|pmax|performance max|display|shopping|video|retargeting|remarketing|prospecting|brand|non-brand|generic|lookalike|broad';
const DID =
  'spent|spends|got|gets|had|has|cost|costs|drove|drives|brought|brings|generated|made|did|is|was|should|will|would|could|might';
const PLATFORM = 'google|meta|facebook|fb|instagram|insta|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat';
// 'May' is left out: 'may I ask' starts no part.
const PERIOD = String.raw`(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b|january|february|march|april|june|july|august|september|october|november|december|q[1-4]|yesterday|today|(?:last|this|previous|past) (?:week|wk|month|mo|quarter|year)`;

/**
 * 'Campaign A spent 500 and got 20 sales, Campaign B spent 800 and got 25': a question about two or more labelled
 * campaigns (ad sets, ads, platforms) is read part by part, each with the words before the first label shared.
 */
const LABEL = new RegExp(
  [
    String.raw`\b(?:campaign|ad set|adset|ad group|ad|creative|audience|variant|version|day|week|wk|month)(?:\s|(?<=wk|week)(?=\d))(?:[A-HJ-Z]\b|#?\d{1,2}\b(?!\s?(?:%|[.,]\d|x\b|k\b|days?|weeks?|months?|years?|hours?|[a-z]+s\b)))`,
    String.raw`\bthe (?:first|second|third|other) (?:campaign|ad set|ad group|ad|one)\b`,
    String.raw`\b(?:google|meta|facebook|instagram|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat|reddit)(?: ads)?(?=\s?\([^)]*[a-z]{3})`,
    String.raw`\b(?:one|another) (?:campaign|ad set|ad group|ad)\b`,
    String.raw`\bthe (?:first|second|third|other)(?=\s?[:,–—-]|\s(?:we\s|i\s)?(?:spent|spends|got|gets|had|has|cost|costs|drove|brought|generated|made|did)\b)`,
    String.raw`(?:^|[\n.;,:!?]\s*|\s[-–—]\s+)(?:on\s)?(?:${CHANNEL})(?=\s?[:\-–—,]|\s(?:we|i|${DID}|camp|campaign)\b|\s~?[$€£]?\d)`,
    // '... and Search gets £2,500 with a 3x target': a channel after 'and' is a part when its verb follows.
    String.raw`(?<=\s(?:and|while|whereas|but|then)\s)(?:${CHANNEL})(?=\s(?:${DID})\b)`,
    // 'September was $3,100 spend ... October we spent $3,420', 'meta last wk: spend $4,200', 'Q2 is $51k': periods
    // reported side by side, at the start of a clause or after the platform they are on.
    String.raw`(?<=(?:^|[\n.;,:!?]\s*)(?:(?:${PLATFORM})(?: ads)? )?(?:in |during |over )?)(?:${PERIOD})(?=\s?[:\-–—,]|\s[$€£]?\d|\s(?:we|i|it|it's|it’s|they|our|my|the|is|was|spent|spend|spending|revenue|sales|orders|leads|clicks|impressions|got|had|saw|ran|cost|brought|generated|made|did)\b)`,
  ].join('|'),
  'gi',
);

const ORDINAL = /^(?:first|second|third|other)$/i;
const PERIOD_LABEL = new RegExp(`^(?:${PERIOD})$`, 'i');

/** '$500 on Google ..., $800 on Meta ...': a platform named after the money labels its clause. */
const SPENT_ON =
  /[$€£]?\d[\d,.]*\s?(?:k\b)?\s?(?:[$€£]|dollars|euros|pounds|bucks)?(?:\s(?:a|per)\s(?:day|week|month)|\s?\/\s?(?:day|mo|month))?\s(?:on|in|via|through|into)\s((?:google|meta|facebook|instagram|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat|reddit|amazon|twitter)(?: ads)?)\b/gi;
const CLAUSE_END = /(?:[,;!?\n]|\.(?!\d)|\b(?:and|but|while|whereas)\b)\s*/gi;

export type Part = { label: string; text: string; trailing?: true };

/** The labelled parts, or null when the question names fewer than two. */
export function splitParts(question: string): Part[] | null {
  const found: FoundLabel[] = [...question.matchAll(LABEL)].flatMap((match) => {
    const label = match[0].replace(/^[\n.;,:!?\s–—-]+/, '').replace(/^(?:on|the)\s/i, '');
    // 'Campaign B', never 'campaign a day'.
    if (/\s[a-z]$/.test(label)) return [];
    const end = (match.index ?? 0) + match[0].length;
    // 'last wk' is asked for as 'last week's'; 'Wk1:' is labelled 'Week 1', as 'Wk 1:' is.
    const named = label
      .replace(/^one\s/i, 'first ')
      .replace(/^another\s/i, 'second ')
      .replace(/(^|\s)wk(?=$|\s|\d)/i, '$1week')
      .replace(/^week(?=\d)/i, 'week ')
      .replace(/\smo$/i, ' month');
    return [{ at: end - label.length, end, label: capitalised(named) }];
  });
  // A month or week is a part only beside another ('last month i put 18k into google ads' is one part).
  if (found.filter((part) => PERIOD_LABEL.test(part.label)).length === 1)
    found.splice(
      found.findIndex((part) => PERIOD_LABEL.test(part.label)),
      1,
    );
  found.push(...namedParts(question).filter((part) => !found.some((f) => f.at < part.end && part.at < f.end)));
  // 'Meta $630, Google $455 and TikTok $280', 'LinkedIn CPL is $84 ...; Google CPL is $52': platforms before figures.
  const platforms = platformLabels(question);
  const overlaps = (a: { at: number; end: number }, b: { at: number; end: number }) => a.at < b.end && b.at < a.end;
  if (found.length < 2 || found.every((part) => platforms.some((platform) => overlaps(platform, part))))
    found.push(...platforms.filter((platform) => !found.some((part) => overlaps(platform, part))));
  if (found.length < 2)
    found.push(...datedWeeks(question).filter((week) => !found.some((part) => overlaps(week, part))));
  // 'Creatives 1, 2 and 3: 1 had 40,000 impressions ..., 2 had ...': things numbered in turn.
  if (found.length < 2) found.push(...numberedLabels(question).filter((n) => !found.some((part) => overlaps(n, part))));
  // 'Starter at £45 ... and Pro at £120 ... margin on Pro?': items under names of the user's own.
  if (found.length < 2)
    found.push(...itemLabels(question).filter((item) => !found.some((part) => overlaps(item, part))));
  // 'We spend $3k a month on Google ...; Meta gets $2k': labels before and after the money, in the order they come.
  if (found.length < 2)
    found.push(...platformsAfter(question).filter((part) => !found.some((f) => f.label === part.label)));
  found.sort((a, b) => a.at - b.at);
  // '4 campaigns (brand, generic, pmax)', 'what is the CTR on ad set 2?': a label with no figures of its own starts no
  // part; 'Leads last week: Meta 14, Google 20' gives a part named before its own values. 'ad set 2: got lots of
  // clicks' is a part with no figures, so its CPL is none (not ad set 1's).
  const own = found.filter(
    (part, i) =>
      /\d|^\s?(?::|[–—-]\s)/.test(question.slice(part.end, found[i + 1]?.at)) &&
      !found.slice(0, i).some((earlier) => earlier.label.toLowerCase() === part.label.toLowerCase()),
  );
  found.splice(0, found.length, ...own);
  // 'one campaign spent 500 ..., the other spent 800': a bare 'the other' takes the noun of the part before it.
  // 'we run 2 ad sets. The first ...': the noun counted before them.
  const counted = /\b\d+ (campaign|ad set|ad group|ad|creative|audience|variant)s\b/i.exec(question)?.[1];
  const noun =
    found.map((part) => /^(?:first|second|third|other) (.+)/i.exec(part.label)?.[1]).find(Boolean) ?? counted ?? 'one';
  for (const part of found) if (ORDINAL.test(part.label)) part.label = `${part.label} ${noun}`;
  const labels = new Set(found.map((part) => part.label.toLowerCase()));
  if (found.length < 2 || labels.size !== found.length) return null;
  const shared = withoutTotals(question.slice(0, found[0]?.at));
  const parts = found.map(({ end, label, lead = '' }, i) => ({
    label,
    text: lead + question.slice(end, found[i + 1]?.at),
  }));
  // The last part ends with its sentence; what follows ('Our AOV is $60. Which is better?') is shared.
  const last = parts.at(-1) as Part;
  const stop = /[.!?\n](?!\d)/.exec(last.text);
  const after = stop ? last.text.slice(stop.index + 1) : '';
  if (stop) last.text = last.text.slice(0, stop.index + 1);
  if (found.every((part) => PERIOD_LABEL.test(part.label)) && !sideBySide(parts)) return null;
  const first = parts[0]?.text ?? '';
  const trailing = found.some((part) => part.at === part.end);
  const read = parts.map((part, i) => ({
    label: part.label,
    text: `${shared} ${i === 0 ? part.text : echoNouns(first, part.text)} ${ownValues(withoutTotals(after), part.label, found)}`,
    ...(trailing && { trailing: true as const }),
  }));
  // 'ad set 1: got lots of clicks. ad set 2: $300, 20 leads': a part with no figures goes last, so the question read
  // whole (as the first part is) never answers for it.
  const bare = (i: number) => (/\d/.test(parts[i]?.text ?? '') ? 0 : 1);
  return read
    .map((part, i) => ({ part, i }))
    .sort((a, b) => bare(a.i) - bare(b.i))
    .map(({ part }) => part);
}

/** Each clause that spends money 'on Google' or 'on Meta' is a part, its label left in it: it names the spend. */
function platformsAfter(question: string) {
  return [...question.matchAll(SPENT_ON)].map((match) => {
    const before = question.slice(0, match.index);
    const at = Math.max(0, ...[...before.matchAll(CLAUSE_END)].map((end) => (end.index ?? 0) + end[0].length));
    return { at, end: at, label: capitalised(match[1] ?? '') };
  });
}

/** 'Leads last week: Meta 14, Google 20': after the parts, each keeps the value beside its own label. */
function ownValues(after: string, label: string, parts: { label: string }[]): string {
  const valued = (name: string) => new RegExp(String.raw`\b${name.replace(/[^\w\s]/g, '.')}\s?:?\s?(?=[$€£]?\d)`, 'gi');
  if (parts.filter((part) => valued(part.label).test(after)).length < 2) return after;
  let text = after.replace(valued(label), '');
  for (const other of parts)
    if (other.label !== label)
      text = text.replace(new RegExp(`${valued(other.label).source}[$€£]?\\d[\\d,.]*(?:\\s?[k%])?`, 'gi'), '');
  return text;
}

/**
 * 'Last week we spent £500. This week we got 25 sales from it': periods are parts only when they report the same
 * figure side by side ('last wk: spend $4,200 ... this wk: spend $5,100'); else the question is read whole.
 */
function sideBySide(parts: Part[]) {
  const first = parts[0]?.text ?? '';
  const keys = parts.map((part, i) =>
    Object.keys(extractFigures(i === 0 ? part.text : echoNouns(first, part.text))).filter(
      (key) => !NOT_FIGURES.has(key),
    ),
  );
  return keys.some((own, i) => own.some((key) => keys.some((other, j) => j !== i && other.includes(key))));
}
const NOT_FIGURES = new Set('currency conversionNoun repeated unclear guesses rescaled stages allCampaigns'.split(' '));

const capitalised = (label: string) => (label[0]?.toUpperCase() ?? '') + label.slice(1);

/** 'spent 800 and got 25' after 'spent 500 and got 20 sales': a bare number takes the noun its twin had. */
function echoNouns(first: string, text: string): string {
  const nouns = new Map<string, string>();
  // 'reach 22k impr 48k': a name with its own number after it is the next figure's, not this one's noun; 'at an 8.5%
  // conv rate' lends 'conv rate' whole.
  for (const match of first.matchAll(
    /\b([a-z]+)\s(?:an?\s)?[$€£]?\d+(?:[,.]\d+)*(?:k|%)?(?=\s([a-z-]+(?:\srate)?)\b(?!\s?[:=]?\s?[$€£]?\d))/gi,
  ))
    if (COUNTS_NOUN.test(match[2] ?? '')) nouns.set((match[1] ?? '').toLowerCase(), match[2] ?? '');
  return text.replace(
    /\b([a-z]+)(\s(?:an?\s)?[$€£]?\d+(?:[,.]\d+)*(?:k|%)?)(?=\s*(?:[,.;!?)](?!\d)|$|\band\b))/gi,
    (whole, word: string, n) => {
      const noun = nouns.get(word.toLowerCase());
      return noun ? `${word}${n} ${noun}` : whole;
    },
  );
}

const COMPARED = /\b(?:compar\w*|vs\.?|versus|better|worse|differ\w*|than|each|both|all|every)\b/i;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The one part named in the sentence that asks, unless it asks to compare them. */
export function partAsked(question: string, labels: string[]): string | undefined {
  // 'revenue for wk 12?' asks for the part labelled 'Week 12'.
  const sentences = question
    .trim()
    .replace(/\b(wk|week)(?=\d)/gi, '$1 ')
    .replace(/\bwk\b/gi, 'week')
    .split(/(?<=[.!?])\s+|\n/);
  const last = namedIn(sentences.at(-1) ?? '', labels);
  // 'what's the Q2 CAC? boss thinks it went up': a remark after the question asks nothing.
  const asked = sentences.findLast((sentence) => sentence.trim().endsWith('?'));
  return last !== null || asked === undefined ? (last ?? undefined) : (namedIn(asked, labels) ?? undefined);
}

/** The one label a sentence asks about; undefined when it compares them or holds figures; null when it names none. */
function namedIn(asked: string, labels: string[]): string | undefined | null {
  // A sentence with figures of its own is a part, not the question; 'what CPM does 2 have?', 'CPA for #2?', 'set 2?'
  // ask for 'Creative 2' or 'Ad set 2' by its number.
  const numbers = labels.map((label) => /\s(\d{1,2})$/.exec(label)?.[1]).filter(Boolean);
  const byNumber = new RegExp(
    String.raw`(?:#\s?|\b(?:no\.?|number|set|group|option|for|on|of|did|does|do|from|about|by)\s#?)(?:${numbers.join('|') || '(?!)'})(?=\s*(?:[?.!,]|$|(?:have|has|had|get|got|do|did|is|was|perform\w*)\b|['’]s\b))`,
    'gi',
  );
  const unlabelled = labels.reduce((text, label) => text.replace(new RegExp(escaped(label), 'gi'), ''), asked);
  if (COMPARED.test(asked) || (/\d/.test(unlabelled.replace(byNumber, '')) && !asksWhatItTakes(asked)))
    return undefined;
  // 'non brand' names 'Non-brand'; the 'brand' inside it names no other part.
  const pattern = (words: string) => new RegExp(`\\b${escaped(words).replace(/[\s-]+/g, '[\\s-]?')}\\b`, 'gi');
  let rest = asked;
  const said = new Set<string>();
  for (const label of [...labels].sort((a, b) => b.length - a.length))
    if (pattern(label).test(rest)) {
      said.add(label);
      rest = rest.replace(pattern(label), ' ');
    }
  const says = (words: string) => pattern(words).test(rest);
  // 'the CPC on Google' names the part 'Google search': a label's first word, when no other label shares it.
  const first = (label: string) => label.split(' ')[0] ?? label;
  const named = labels.filter(
    (label) =>
      said.has(label) ||
      (labels.every((other) => other === label || first(other) !== first(label)) && says(first(label))),
  );
  if (named.length === 1) return named[0];
  // 'campaign A ..., campaign B ... cpl for B?': the letter or number that tells labels sharing a first word apart.
  const last = (label: string) => label.split(' ').at(-1) ?? label;
  // 'How many clicks did B get?', 'B's CPA?': a bare letter after a verb of asking, or owning a figure.
  const lettered = labels.filter((label) =>
    new RegExp(
      `(?:\\b(?:for|on|of|in|did|does|do|from|about|by|number|no\\.?|set|group|option) #?|#\\s?)${escaped(last(label))}\\b|\\b${escaped(last(label))}['’]s\\b`,
    ).test(rest),
  );
  if (lettered.length === 1 && labels.every((label) => label.includes(' '))) return lettered[0];
  return named.length === 0 && lettered.length === 0 ? null : undefined;
}
