/** 'Spring campaign — 520,000 impressions', 'the Cold ad set got 800 clicks': a campaign named at a clause's start. */
const NAME_WORD = String.raw`(?!(?:i|we|you|they|it|my|our|your|their|the|a|an|this|that|these|those|each|every|one|another|other|first|second|third|new|which|what|how|per|and|but|then|so|also|with|on|for|in|of|to|at|run|ran|running|have|has|had|got|is|was|spent|did|launched|started|same|both|all|any|no)\b)[a-z][\w'’&-]*`;
const NAMED = new RegExp(
  String.raw`(?<=(?:^|[\n.;:!?,]\s*|\s[-–—]\s+|\b(?:while|whereas|but)\s)(?:the |our |my )?)${NAME_WORD}(?: ${NAME_WORD}){0,2} (?:campaign|ad set|adset|ad group|creative|audience|ad)(?=\s?[:\-–—,(]|\s~?[$€£]?\d|\s(?:spent|spends|got|gets|had|has|drove|brought|generated|made|did|cost|costs|ran)\b)`,
  'gi',
);
/** 'campaign "Spring" had ...', '"Evergreen" campaign: ...': a name in quotes, labelled 'Spring campaign'. */
const QUOTED = String.raw`(?<!\w)["“‘']((?:[^"”’'\n]|['’](?=\w)){1,30}?)["”’'](?!\w)`;
const QUOTED_NAME = new RegExp(
  String.raw`\b(campaign|ad set|ad group|creative|audience|ad)\s${QUOTED}|${QUOTED}\s(campaign|ad set|ad group|creative|audience|ad)\b`,
  'gi',
);
export function namedParts(question: string) {
  const quoted = [...question.matchAll(QUOTED_NAME)].map((match) => {
    const at = match.index ?? 0;
    return { at, end: at + match[0].length, label: capitalised(`${match[2] ?? match[3]} ${match[1] ?? match[4]}`) };
  });
  const named = [...question.matchAll(NAMED)].map((match) => {
    const at = match.index ?? 0;
    return { at, end: at + match[0].length, label: capitalised(match[0]) };
  });
  return [...quoted, ...named.filter((part) => !quoted.some((q) => q.at < part.end && part.at < q.end))];
}

const capitalised = (label: string) => (label[0]?.toUpperCase() ?? '') + label.slice(1);

/** 'We want 30 more sales from Generic - budget needed?': what a target or a budget would take asks for one part. */
export const asksWhatItTakes = (sentence: string) =>
  /^(?=[^?]*\?\s*$).*\b(?:want|wants|need|needs|needed|would|target|aim|goal|hope|plan|buy|buys)\b/is.test(sentence);
