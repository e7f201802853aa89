/**
 * A question often gives a figure as it was, or as someone else has it, beside the one that is theirs now ('Our old
 * CPC was $1.20, now we pay $0.90', 'My friend spends $10,000 ... I spend $2,000'). Only the current, own figure is
 * read: the older or other party's one is taken out of the text before its numbers are named.
 */

const NUM = String.raw`(?:[a-z]{0,3}[$€£₹])?\d[\d,]*(?:\.\d+)?\s?(?:k\b|%|p\b|cents?\b|[$€£₹])?`;
const MONTH =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const isMoney = (n: string) => /[$€£₹]/.test(n);

/**
 * 'old CPC was $1.20, now we pay $0.90', 'used to pay £1.50 per click, now £1.10', 'Daily budget was $30 in Jan and is
 * now $45': the value after 'now' takes the place of the older one, so the words that name it still do.
 */
const WAS_NOW = new RegExp(
  String.raw`\b(was|were|used to (?:be|pay|get|spend|cost|make)|it cost)\s(?:about\s|around\s)?(${NUM})([^.;!?\d]{0,40}?)(?:,|;|\band\b|\bbut\b|\s)+(?:but\s|and\s)?(?:it(?:'s|’s| is)\s|(?:is|are)\s)?now(?:\s(?:it(?:'s|’s| is)|they(?:'re|’re| are)|we(?:'re|’re| are)?|i(?:'m|’m| am)?|(?:we|i) (?:pay|get|spend|make)|is|are|at|sits at|about|around|only|just))*\s*(${NUM})`,
  'gi',
);

/** 'Impressions were 100k, 2 months ago they were 80k', '(last year it was $40)': an older value given after the current. */
const AGO = new RegExp(
  String.raw`\s?\((?:[^()]*\b(?:last (?:year|month|week)|ago|used to|previously|before)\b[^()]*)\)|[,;]\s*(?:but\s)?(?:\d+|a|an|two|three|six) (?:days?|weeks?|months?|years?) ago (?:it|they|we|i) (?:was|were|had|got|paid|spent) ${NUM}`,
  'gi',
);

/**
 * 'My friend spends ...', 'A competitor gets ...': someone else's figures; not 'my boss wants 100 sales' (their goal),
 * nor 'my friend told me to spend $500' (advice).
 */
const OTHER =
  /^\s*(?:my|our|a|an|the|one)\s(?:\w+\s)?(?:friend|mate|buddy|competitor|competition|rival|colleague|neighbou?r|brother|sister|cousin|dad|mum|mom|boss|client's competitor|agency friend)s?(?:'s|’s)?\s(?:(?!(?:told|tells|said|says|reckons|thinks|suggest\w*|recommend\w*|advis\w*|wants?|me|us|to)\b)[\w']+\s){0,3}?(?:spends?|spent|spending|gets?|got|getting|pays?|paid|paying|makes?|made|has|had|runs?|ran|sells?|sold|does|did|cpa|cpc|roas|ctr|revenue|budget)\b/i;
/** 'I spend $2,000', 'we got 80 sales', 'mine is': a sentence about the user's own figures. */
const OWN = /\b(?:i|we|my|our|mine|ours|me|us)\b/i;
/** 'Our 2023 revenue was $80,000', 'Last year we spent ...': a sentence about an earlier year. */
const OLDER =
  /\b(?:last year|a year ago|previously|back in|(?:in|our|my) (?:19|20)\d\d\b|(?:19|20)\d\d (?:revenue|spend|sales|budget))/i;
/** 'This year we spent ...', 'now we pay ...': the sentence about the current period. */
const CURRENT = /\b(?:this year|now|currently|these days|nowadays|this (?:week|month|quarter))\b/i;
/** 'Got 500 clicks last week ... This week 700': a sentence about a period before the one asked about. */
const LAST_PERIOD = /\blast (week|month|quarter)\b/i;

const MONEY = /[$€£₹]\s?\d|\d\s?(?:[$€£₹]|eur|euros?|pounds?|dollars?|quid|rs)\b/i;
const GOAL = /\b(?:need|needs|want|wants|aim|aiming|goal|target|hope|hoping|plan|planning)\b/i;
const sentences = (text: string) => text.split(/(?<=[.;!?\n](?!\d))\s*/);
const hasNumber = (s: string) => /\d/.test(s);

/** Drops the sentences with another party's or an earlier period's figures when one with the current figures follows. */
function dropOthers(text: string): string {
  const parts = sentences(text);
  const kept = parts.filter((s, i) => {
    if (!hasNumber(s)) return true;
    const rest = parts.filter((_, j) => j !== i && hasNumber(parts[j] ?? ''));
    if (OTHER.test(s)) return !rest.some((r) => OWN.test(r) && !OTHER.test(r));
    // 'we need 40 leads this month. last month 25 leads cost us $1,000': a goal now is worked with the older rate.
    const now = rest.filter((r) => MONEY.test(r) && !GOAL.test(r));
    if (!MONEY.test(s)) return true;
    if (OLDER.test(s) && !CURRENT.test(s)) return !now.some((r) => CURRENT.test(r) && !OLDER.test(r));
    const last = LAST_PERIOD.exec(s)?.[1];
    const current = new RegExp(String.raw`\bthis ${last}\b`, 'i');
    return !last || current.test(s) || !now.some((r) => current.test(r));
  });
  if (kept.length === parts.length) return text;
  // 'Got 500 clicks last week at $0.40 each. This week 700 at $0.50': the count now is of what was counted before.
  const noun = /\d[\d,]*\s([a-z-]+s)\b/i.exec(parts.filter((p) => !kept.includes(p)).join(' '))?.[1];
  const bare = /\b(this (?:week|month|quarter)[:,]?\s(?:we\s|i\s)?(?:got\s|had\s)?\d[\d,]*)\s(?=at\b|for\b|from\b)/gi;
  return kept.map((k) => (noun ? k.replace(bare, `$1 ${noun} `) : k)).join(' ');
}

/**
 * 'We had 30 leads in May and 45 in June. June spend was $1,350': of two months, the one named again is the one
 * asked about; with neither (or both) named again, nothing tells them apart and neither is read, unless their total is
 * asked ('30 leads in May and 45 in June, $1,500 in total').
 */
const TWO_MONTHS = new RegExp(
  String.raw`\b(\d[\d,]*)(\s[a-z-]+)?\s(?:in|during)\s(${MONTH})\b,?\s(?:and|but|then|vs\.?|versus)\s(\d[\d,]*)(\s[a-z-]+)?\s(?:in|during)\s(${MONTH})\b`,
  'gi',
);
const count = (n: string) => Number(n.replaceAll(',', ''));
const TOTAL_ASKED = /\b(?:total|overall|combined|altogether|both|blended)\b/i;
function asked(text: string, match: string, month: string) {
  return new RegExp(String.raw`\b${month}\b`, 'i').test(text.replace(match, ' '));
}
function oneMonth(text: string): string {
  return text.replace(TWO_MONTHS, (all, a, aNoun = '', am, b, bNoun = '', bm) => {
    const first = asked(text, all, am);
    const second = asked(text, all, bm);
    if (first === second)
      return TOTAL_ASKED.test(text)
        ? `${count(a) + count(b)}${aNoun} in ${am} and ${bm}`
        : `${aNoun.trim() || 'results'} in ${am} and in ${bm}`;
    return first ? `${a}${aNoun} in ${am}` : `${b}${bNoun || aNoun} in ${bm}`;
  });
}

/** 'Our 2024 spend was $50,000': a year before the figure's name dates it; it is no amount. */
const YEAR_NAMED =
  /\b(?:19|20)\d\d(?=\s(?:(?:ad|ads|google|facebook|meta|tiktok|linkedin|paid|marketing|total)\s){0,2}(?:spend|spending|revenue|sales|budget|turnover|results|cpa|cpc|roas|leads|profit)\b)/gi;

/**
 * 'Local radio wanted £2k for one week so instead I ran fb ads', 'the paper quoted me $900': what another medium asked
 * for is no money of the user's ads; up to the clause's end or what was done instead.
 */
const QUOTED = new RegExp(
  String.raw`\b(?:(?:the|a|an|our|my|one|local)\s){0,2}(?:radio|newspaper|paper|magazine|billboard|tv|television|print|leaflet|flyer|directory|yellow pages)s?(?:\s(?:station|ad|advert|slot|spot|company|firm|rep|people|guy))?\s(?:wanted|wants|quoted|asked(?: (?:me|us))? for|would (?:have )?(?:cost|charged?)|was going to (?:cost|charge)|were going to (?:cost|charge)|wanted to charge)\s(?:me\s|us\s)?(?:about\s|around\s|roughly\s|nearly\s)?(?:R(?=\d))?(?:${NUM})(?:(?!\b(?:and|so|but|while|then|instead|whereas)\b)[^,.;!?\n])*`,
  'gi',
);

/** The text with only the current, own figures left to read. */
export function thenNow(text: string): string {
  const moved = text
    .replace(QUOTED, ' ')
    .replace(WAS_NOW, (all, verb: string, old: string, words: string, now: string) =>
      isMoney(old) !== isMoney(now) ? all : `${[verb, now.trim(), words.trim()].filter(Boolean).join(' ')} `,
    );
  return oneMonth(dropOthers(moved.replace(AGO, ''))).replace(YEAR_NAMED, '');
}
