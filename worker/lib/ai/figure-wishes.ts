import { BECOME, PLATFORMS } from './figure-nouns.ts';
import { FRACTIONS } from './figure-numerals.ts';

/**
 * Shares said twice or wrapped in words the figure rules do not know, rewritten once normalised: 'half of them (50%)'
 * is one share, 'the enquiries I get from ads' the enquiries, and 'turn into actual jobs' what leads close into.
 */

// '50% of them (50%)' ('half of them (50%)' once normalised), 'half (50%) of them': a share put both ways is read once.
const TWICE =
  /\b(\d+(?:\.\d+)?)(\s?(?:%|percent|per cent|pc))((?: of (?:them|those|these|the [a-z-]+|our [a-z-]+|my [a-z-]+|[a-z-]+))?) ?\(\s?(?:about |around |roughly |approx\.? |~)?(\d+(?:\.\d+)?)\s?(?:%|percent|per cent)\s?\)/gi;
const FRACTION_TWICE =
  /\b(?:(?:a|one) )?(half|third|quarter|fifth|tenth) \(\s?(?:about |around |roughly |~)?(\d+(?:\.\d+)?)\s?(?:%|percent|per cent)\s?\)/gi;

// 'the enquiries I get from ads', 'leads that come in through Facebook': where leads come from says nothing of a share.
const LEADS =
  '(?:leads?|enquir(?:y|ies)|inquir(?:y|ies)|calls|quote requests|requests|consultations|prospects|messages)';
const SOURCE = `(?: (?:from|via|through|off|on) (?:the |my |our )?(?:[a-z-]+ )?(?:ads?|adverts?|advertising|${PLATFORMS}|campaigns?|web ?site|site))?`;
const LEADS_GOT = new RegExp(
  String.raw`\b(${LEADS}) (?:(?:that|which) )?(?:(?:i|we) (?:usually |normally |typically )?(?:get|got|receive|received)|(?:come|comes|came) in)${SOURCE}(?= (?:usually |normally |typically |generally |then |actually |end up |go on to |will |would )?${BECOME}\b)`,
  'gi',
);

// 'about 50% of them turn into actual jobs', 'become ongoing clients': leads that become work are customers won,
// unless the share is of visitors ('5% of visitors become regular clients' is a conversion rate).
const BECOME_WORK = new RegExp(
  String.raw`\b(${BECOME}) (?:an? )?((?:(?:actual|real|proper|paid|paying|ongoing|long-term|regular|booked|confirmed|signed|new) ){0,2})(jobs?|work|clients?|customers?)\b`,
  'gi',
);

/** The question with each share said once, in the words the close-rate rule reads. */
export function sharedOnce(text: string): string {
  return (
    text
      .replace(TWICE, (whole, n: string, sign: string, of: string, again: string) =>
        Number(n) === Number(again) ? `${n}${sign}${of}` : whole,
      )
      // 'half (40%)' says two shares: which one is meant is not known, so neither is read.
      .replace(FRACTION_TWICE, (whole, part: string, n: string) =>
        Math.abs((FRACTIONS[part.toLowerCase()] ?? 0) * 100 - Number(n)) < 1 ? `${n}%` : whole,
      )
      .replace(LEADS_GOT, '$1')
      .replace(BECOME_WORK, (whole, verb: string, said: string, noun: string, at: number, all: string) =>
        (said || /^(?:jobs?|work)$/i.test(noun)) &&
        /\d\s?(?:%|percent|per cent)(?:(?!\b(?:clicks|clickers|visitors|visits|sessions|users|traffic|people)\b)[^.?!%]){0,60}$/i.test(
          all.slice(Math.max(0, at - 80), at),
        )
          ? `${verb} customers`
          : whole,
      )
  );
}
