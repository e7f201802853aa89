import { actedOfThem } from './figure-results.ts';
import type { Kind } from './figure-rules.ts';
import { askedOfThem, subsetAfter, wentAhead } from './figure-shares.ts';
import { TOKEN } from './figure-token.ts';
import type { FigureKey, Figures } from './figure-types.ts';

/**
 * A number the phrase rules left unnamed, and where it stands in the question. `refused`: this fallback found it a
 * share, or read it two ways, so no other reader names it either.
 */
export type Loose = { n: number; kind: Kind; start: number; end: number; currency?: string; refused?: boolean };

/**
 * 'folk tapped on it 300 times', '16 parents filled in the form': first-time advertisers name a figure by what people
 * did, not by its marketing word. A loose number is tied to the figure its own clause describes by word stems; when
 * a number fits two figures, or a figure gets two numbers, nothing is named and the answer asks for the input.
 */
const CLICK = /\b(?:click|tap|visit|came (?:to|through|onto)|went (?:to|through|onto)|landed)/;
const VIEW =
  /\b(?:shown|show(?:s|ed)? up|showed|seen|saw|see|viewed|(?<!(?:page|profile|video|product|listing|store|post|story|reel) )views?\b|popped up|pops? up|appear|display|served|went out|came up|on (?:people's |their |folk's )?(?:feeds?|screens?|phones?|timelines?))/;
const RESULT =
  /\b(?:sales?|sold|order|book|enquir|inquir|sign(?:s|ed|ing)? ?up|regist|call|rang|ring(?:s|ing)? (?:me|us)|phoned|phone (?:calls?|numbers?)|forms?\b|message|dms?\b|email|got in touch|contact|reached out|bought|buy|purchas|appointment|quote|joined|leads?\b)/;
// 'rang me', 'filled in the form': acts that make a lead, not a customer.
const LEAD =
  /\b(?:enquir|inquir|call|rang|ring(?:s|ing)? (?:me|us)|phoned|phone (?:calls?|numbers?)|forms?\b|message|dms?\b|email|got in touch|contact|reached out|quote|leads?\b)/;
const CUSTOMER = /\b(?:customers?|clients?|regulars|became|become|turned into|hired (?:me|us))\b/;
const AUDIENCE = /\b(?:saw|seen|see|reach(?!ed out)|shown to|in front of|got to|different|unique|individual)/;
const SPEND =
  /\b(?:(?:i|we|i've|we've|i'd|we'd|i have|we have)(?: \w+)? (?:paid|spent|put|sunk|threw|dropped|forked out|shelled out|blew|invested)|cost (?:me|us)|set (?:me|us) back|charged (?:me|us)|(?:i|we) gave (?:facebook|google|meta|instagram|insta|tiktok)|(?:facebook|google|meta|instagram|insta|tiktok|linkedin) (?:took|(?:has|have) taken)|ad bill|(?:on|in|into|for|to) (?:the |my |our |an? )?(?:ads?|adverts?|advertising|boost|promotion|promoting|facebook|google|instagram|insta|meta|tiktok)\b|boosted)/;
const TAKINGS =
  /\b(?:sales|revenue|takings|turnover|made|got back|brought (?:in|back)|took in|earned|came back|made back|(?<!set (?:me|us) )back|took|taken|income)\b/;
// 'I took £300 from savings', 'Facebook took £200 off my card': money taken out to pay for ads, not taken in.
const TOOK = /\b(?:took|taken)$/;
const TAKEN_OUT =
  /^\s*(?:from|off|out of)\s(?:(?:my|our|the)\s)?(?:own\s|personal\s|business\s|credit\s|debit\s)?(?:savings|pocket|card|account|bank|wages|salary|overdraft|wallet)\b/;
const PLATFORM_TOOK = /\b(?:facebook|google|meta|instagram|insta|tiktok|linkedin|ads?) (?:took|(?:has|have) taken)$/;
const TIMES = /\d[\d,]*\s*times\b/i;
// '16 people', '300 different users': a count of people, named right after the number.
const HEADCOUNT =
  /^\s*(?:(?:different|unique|individual|separate|new|real|actual) )?(?:people|folks?|persons?|users|accounts|viewers|parents|locals|mums|dads)\b(?!')/;
// '1 in 4', 'every 100', 'per 1,000', '3 of them': a share or a rate, not a total.
const SHARE_BEFORE = /\b(?:in|out of|of every|every|per|each|one in)\s*$/;
const SHARE_AFTER = /^\s*(?:in\b|out of\b(?! (?:my|our) )|of (?:them|those|these|every)\b|for every\b)/;
const UNIT_AFTER = /^\s*(?:per|each|a|an|every|for each|for every|every time|each time|apiece|a head)\b/;
// '5 dollars back for every dollar on ads' is a return per dollar; 'not getting 300 clicks' is none.
const RATIO = /\b(?:for every|for each|per|apiece)\b/;
const NOT = /\b(?:not|never|no|nobody|none)\b|n't\b/;
const UNIT_BEFORE = /\b(?:each|every|per|a single|one)\b|\b(?:a|an)$/;
// 'I want 300 taps', 'hoping for 20 bookings': a goal is no result yet.
const GOAL = /\b(?:want|need|hop(?:e|ing)|aim|goal|target|love|like|expect|get to|would|could|should|will|if)\b/;
// "I've got $120 to spend on ads": money still to spend is a budget, which the phrase rules read.
const BUDGET =
  /\b(?:to spend|to play with|set aside|budget|afford|(?:'ve|have|has) got|have|has|plan|planning|willing|going to|gonna|allow|max|maximum)\b/;
const BOUNDARY = /[,.;:!?\n()]|\b(?:and|but|then|so|while|whereas|though|plus)\b/g;

const WORDS = 8;
// '0.6% click rate', '5% of the people who visit end up calling': a share of people doing something is a rate.
const RATE = /\b(?:rate|ratio)\b/;
const WHO = String.raw`^\s*of (?:the |my |our |all )?(?:people|folks?|those|everyone|everybody|viewers|users|them`;
const OF_PEOPLE = new RegExp(String.raw`${WHO})\b`);
const OF_CLICKERS = new RegExp(String.raw`${WHO}|visitors|visits|clicks|taps|callers)\b`);
type Clause = { before: string; after: string; rest: string; left: string; right: string };

/** The words of the number's own clause, up to the nearest break or another number. */
function clauseOf(text: string, loose: Loose, all: { start: number; end: number }[]) {
  const prev = Math.max(0, ...all.filter((l) => l.end <= loose.start).map((l) => l.end));
  const next = Math.min(text.length, ...all.filter((l) => l.start >= loose.end).map((l) => l.start));
  const left = text.slice(Math.max(prev, loose.start - 80), loose.start).toLowerCase();
  const right = text.slice(loose.end, Math.min(next, loose.end + 80)).toLowerCase();
  const cut = [...left.matchAll(BOUNDARY)].filter((m) => !/^,\d/.test(left.slice(m.index)));
  const lastCut = cut.at(-1);
  const before = (lastCut ? left.slice((lastCut.index ?? 0) + lastCut[0].length) : left)
    .split(/\s+/)
    .filter(Boolean)
    .slice(-WORDS)
    .join(' ');
  const firstCut = right.search(BOUNDARY);
  const after = (firstCut < 0 ? right : right.slice(0, firstCut))
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, WORDS)
    .join(' ');
  const rest = right.slice(after.length + 1).split(/[.;!?\n]/)[0] ?? '';
  return { before, after: ` ${after}`, rest, left, right };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How many words lie between the number and the nearest stem of a family, or undefined when none is near. */
function distance(stem: RegExp, before: string, after: string) {
  const re = new RegExp(stem.source, 'g');
  const near = [
    ...[...before.matchAll(re)].map((m) => words(before.slice((m.index ?? 0) + m[0].length).replace(/^\S+/, ''))),
    ...[...after.matchAll(re)].map((m) => words(after.slice(0, m.index))),
  ];
  return near.length ? Math.min(...near) : undefined;
}

/** The figure whose stem stands nearest the number; a tie names none. */
function nearest(options: [FigureKey, RegExp][], before: string, after: string): FigureKey[] {
  const found = options.flatMap(([key, stem]) => {
    const d = distance(stem, before, after);
    return d === undefined ? [] : [{ key, d }];
  });
  const best = Math.min(...found.map((f) => f.d));
  return found.filter((f) => f.d === best).map((f) => f.key);
}

function claims(loose: Loose, { before, after, rest }: Clause): FigureKey[] {
  const clause = `${before} ${after}`;
  if (NOT.test(before)) return [];
  if (loose.kind === 'percent') {
    const wide = `${clause} ${rest}`;
    // '25% of people who message me end up booking': a share of people who made themselves leads is a close rate.
    // '... of the people who ask me for a quote' to the clause's end; people who click, then ask, are visitors.
    const who = `${after} ${rest}`.split(/[,:]|\b(?:and|but|so|while|whereas|plus)\b/)[0] ?? '';
    const act = who.split(/\b(?:end|ends|ended|go|goes|went|actually|then)\b/)[0] ?? '';
    const asked = act.search(LEAD);
    if (RESULT.test(wide) && OF_PEOPLE.test(after) && asked >= 0 && !CLICK.test(act.slice(0, asked)))
      return ['closeRate'];
    if (RESULT.test(wide) && (RATE.test(clause) || OF_CLICKERS.test(after))) return ['cvr'];
    return CLICK.test(wide) && (RATE.test(clause) || OF_PEOPLE.test(after)) ? ['ctr'] : [];
  }
  if (loose.kind === 'money') {
    if (UNIT_BEFORE.test(before.split(' ').slice(-3).join(' ')) || UNIT_AFTER.test(after) || RATIO.test(after))
      return [];
    if (GOAL.test(before) || BUDGET.test(clause)) return [];
    if (TOOK.test(before) && (TAKEN_OUT.test(after) || PLATFORM_TOOK.test(before)))
      return nearest([['spend', SPEND]], before, after);
    return nearest(
      [
        ['spend', SPEND],
        ['revenue', TAKINGS],
      ],
      before,
      after,
    );
  }
  if (loose.kind !== 'count' || loose.n % 1 !== 0 || GOAL.test(before)) return [];
  const people = HEADCOUNT.test(after);
  const keys = nearest(
    [
      ['clicks', CLICK],
      ['conversions', RESULT],
      ['customers', CUSTOMER],
      [people ? 'reach' : 'impressions', people ? AUDIENCE : VIEW],
    ],
    before,
    after,
  );
  return [...new Set(keys)];
}

/**
 * '16 people left their number', '90 people tapped on it': a count of people is read as reach by its noun alone,
 * so one whose clause says what those people did is read again; only one that no other figure holds.
 */
function peopleCounted(figures: Figures, text: string, numbers: { start: number; end: number }[]): Loose[] {
  const held = new Set(Object.entries(figures).flatMap(([k, v]) => (k === 'reach' ? [] : [v])));
  return numbers.flatMap(({ start, end }) => {
    const n = Number(text.slice(start, end).replaceAll(',', ''));
    return Number.isInteger(n) && !held.has(n) && HEADCOUNT.test(text.slice(end))
      ? [{ n, kind: 'count' as const, start, end }]
      : [];
  });
}

const JUNK =
  '(?:spam|junk|fake|bots?|duplicates?|time[- ]?wasters?|tyre[- ]?kickers|tire[- ]?kickers|rubbish|useless|invalid|bogus|scams?|not real|no good)';
/** '40 got in touch but 10 were spam', '60 leads minus 12 duplicates': what is left is not the count before it. */
const EXCLUDED = new RegExp(
  String.raw`^[^.;!?\d]{0,60}?(?:\b(?:minus|less|excluding|not counting)\s+\d|\b(?:but|though|although|of which|of whom),?\s(?:only\s)?(?:about\s|around\s)?\d[\d,]*\s(?:\w+\s)?(?:were|was|are|is|turned out to be|came back as)\s(?:\w+\s){0,2}?${JUNK})`,
  'i',
);
/** '4 people tapped on it 30 times': the people are not the taps. */
const timesOver = (text: string, { end }: { end: number }) =>
  HEADCOUNT.test(text.slice(end).toLowerCase()) && TIMES.test(text.slice(end).split(/[.;!?\n]/)[0] ?? '');

/** Names the loose numbers whose clause says what they count, where that figure is still absent. */
export function nameLoose(figures: Figures, text: string, loose: Loose[]): Figures {
  const claimed = new Map<FigureKey, Loose[]>();
  const numbers = [...text.matchAll(TOKEN)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
  for (const { start, end } of numbers) {
    const n = Number(text.slice(start, end).replaceAll(',', ''));
    for (const key of ['clicks', 'conversions'] as const)
      if (figures[key] === n && (timesOver(text, { end }) || EXCLUDED.test(text.slice(end)))) delete figures[key];
  }
  if (figures.conversions === undefined) delete figures.conversionNoun;
  const people = peopleCounted(figures, text, numbers).filter((p) => !loose.some((l) => l.end === p.end));
  for (const l of [...loose, ...people]) {
    const clause = clauseOf(text, l, numbers);
    const { left, right } = clause;
    // 'the phone rang 15 times and 5 of them became jobs': a share that did something is the customers among them.
    if (actedOfThem(right) && figures.customers === undefined && l.kind === 'count')
      claimed.set('customers', [...(claimed.get('customers') ?? []), l]);
    else if (l.kind === 'count' && askedOfThem(figures, l, right))
      claimed.set('conversions', [...(claimed.get('conversions') ?? []), l]);
    if (SHARE_BEFORE.test(left) || SHARE_AFTER.test(right) || EXCLUDED.test(text.slice(l.end))) {
      l.refused = true;
      continue;
    }
    // '25 leads who messaged me ..., 9 went on to book', 'from which 8 are converting': fewer results after the leads
    // were counted are the customers among them.
    if (wentAhead(figures, l, clause.after)) {
      claimed.set('customers', [...(claimed.get('customers') ?? []), l]);
      continue;
    }
    const keys = claims(l, clause);
    l.refused = keys.length > 1;
    if (keys.length !== 1) continue;
    const key = keys[0] as FigureKey;
    if (timesOver(text, l) && (key === 'clicks' || key === 'conversions')) continue;
    if (figures[key] !== undefined && !(key === 'conversions' && subsetAfter(figures, text, l))) continue;
    claimed.set(key, [...(claimed.get(key) ?? []), l]);
  }
  // '8 people rang me and 3 of them booked': the results read first are the customers among those leads.
  const leads = claimed.get('conversions');
  if (leads?.length === 1 && figures.conversions !== undefined) {
    figures.customers = figures.conversions;
    delete figures.conversions;
    delete figures.conversionNoun;
  }
  // '6 became paying customers' with no leads counted: the customers are the results.
  const customers = claimed.get('customers');
  if (customers && figures.conversions === undefined && !claimed.has('conversions')) {
    claimed.set('conversions', customers);
    claimed.delete('customers');
  }
  for (const [key, [l, ...rest]] of claimed) {
    if (!l || rest.length) continue;
    if (l.n === figures.reach && HEADCOUNT.test(text.slice(l.end))) delete figures.reach;
    figures[key] = l.n;
    const { before, after } = clauseOf(text, l, numbers);
    if (key === 'conversions' && LEAD.test(`${before} ${after}`)) figures.conversionNoun ??= 'leads';
    if (l.currency && l.kind === 'money') figures.currency ??= l.currency;
  }
  return figures;
}
