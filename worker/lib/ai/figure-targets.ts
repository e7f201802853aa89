import { PLATFORMS } from './figure-nouns.ts';
import { SOLD_WORD } from './figure-sold.ts';
import { SIGN } from './figure-token.ts';

/**
 * Returns wished for in words, and the price they are set against: 'my partner wants the ads returning at least 8 to
 * 1', 'only worth it if we get 6x back in revenue', 'I want the ads to bring in £4 for every £1' are a target ROAS,
 * and 'a booking is £96' beside such a target is what one booking sells for.
 */
const WISH = String.raw`\b(?:(?:would|'d|’d) like|want|wants|wanted|need|needs|expect|expects|require|requires|aim|aiming|hope|hoping|must|ha(?:s|ve) to|should|only (?:worth it|makes? sense|pays?) if|as long as|so long as)\b`;
// 'wants to know if 6x back is good', 'we need 3x more leads': a return asked about, or a multiple of something else.
const NOT_WISHED = String.raw`\b(?:know|knows|wonder(?:s|ing)?|ask(?:s|ed|ing)?|check(?:ing)?|whether|did|got|was|were)\b`;
const YIELD = String.raw`\b(?:return(?:s|ing)?|bring(?:s|ing)?(?: (?:back|in))?|make(?:s)?|making|get(?:s|ting)?|generat(?:e|es|ing)|earn(?:s|ing)?|pull(?:s|ing)? in)\b`;
// 'A$4 for every A$1 I spend': a return per unit of spend, in a currency written with letters before its sign.
const PER_UNIT = String.raw`${SIGN}\s?(\d+(?:\.\d+)?)(?: back)?(?: in (?:sales|revenue))? (?:for|on|from) (?:every|each) ${SIGN}\s?1\b(?: (?:i|we) (?:spend|put in)| spent)?`;
const WISHED_RETURN = new RegExp(
  String.raw`(${WISH}(?:(?!${NOT_WISHED})[^.?!\n]){0,40}?${YIELD}(?: (?:back|in))?(?: (?:at least|a minimum of|minimum|no less than|around|about))?) (?:(\d+(?:\.\d+)?)x(?: ROAS\b)?(?! (?:more|less|fewer|as|the|times)\b)|${PER_UNIT})`,
  'gi',
);

// 'I'd want at least 10 to 1 from the ads': a wished multiple said of the ads, with no verb of return.
const WISHED_FROM = new RegExp(
  String.raw`(${WISH}(?:(?!${NOT_WISHED})[^.?!\n]){0,40}?) (?:(?:at least|a minimum of|minimum|no less than) )?(\d+(?:\.\d+)?)x(?= (?:back )?(?:from|on|out of) (?:the |my |our |its )?(?:ads|adverts|advertising|ad spend|spend|campaigns?)\b)`,
  'gi',
);
// 'the ads brought back 4x', 'Meta returned 3x': a return the ads made is the ROAS.
const BROUGHT_BACK = new RegExp(
  String.raw`\b(?:ads?|adverts?|campaigns?|it|they|${PLATFORMS})(?: (?:have|has|had|only|just|actually|then))* (?:brought|returned|made|did|earned|pulled)(?: (?:back|in|us|me))*(?: (?:about|around|roughly|nearly|over|just over|just under))? (\d+(?:\.\d+)?)x(?! (?:more|less|fewer|as|the|times)\b)(?! ROAS\b)`,
  'gi',
);

// 'a booking is £96', 'one appointment goes for A$120': with a return wished for, the price of what is sold.
const PRICED = new RegExp(
  String.raw`\b((?:a|an|one|each) (?:booking|appointment|session|visit|ticket|class|lesson|job|stay|night|party|package)) (?:is|goes for|comes to)(?= ${SIGN}\s?\d[\d,.]*k?(?! (?:in|on|from|through|via) (?:the )?(?:[a-z]+ )?(?:ads?|adverts?|advertising))\b)`,
  'gi',
);

// 'costs a ton (£100)', 'a grand (£1,000)': money said in slang and then in figures is read once, in figures.
const SLANG_TWICE = new RegExp(
  String.raw`\b(?:an?|1) (?:ton|pony|monkey|grand|tenner|fiver) \(\s?(${SIGN}\s?\d[\d,.]*k?)\s?\)`,
  'gi',
);

// 'a month of walks costs £100', 'a week's worth of lessons is €60': what is sold by the period is a plan's price.
const A_PERIOD_OF = new RegExp(
  String.raw`\b(?:a|one) (week|month|year)(?:['’]s)?(?: worth)? of (?!(?:${PLATFORMS}|advertising|marketing|boosting|boosts)\b)(?:${SOLD_WORD} ){0,2}?${SOLD_WORD}( costs?| is| comes to)(?= \S*\d)`,
  'gi',
);

export function targetsSaid(text: string): string {
  const out = text
    .replace(SLANG_TWICE, '$1')
    .replace(A_PERIOD_OF, (_, period: string, verb: string) => `a ${period.toLowerCase()}ly plan${verb}`)
    .replace(WISHED_RETURN, (_, wish: string, n?: string, unit?: string) => `${wish} a target ROAS of ${n ?? unit}x`)
    .replace(WISHED_FROM, '$1 a target ROAS of $2x')
    .replace(BROUGHT_BACK, (whole, n: string, at: number, all: string) =>
      new RegExp(WISH, 'i').test(
        all
          .slice(Math.max(0, at - 60), at)
          .split(/[.;!?\n]/)
          .at(-1) ?? '',
      )
        ? whole
        : `${whole.slice(0, whole.lastIndexOf(n))}a ROAS of ${n}x`,
    );
  return /\btarget roas\b|\broas target\b/i.test(out) ? out.replace(PRICED, '$1 sells for') : out;
}
