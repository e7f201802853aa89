import type { Persona } from '../../contract/agents.ts';
import { inDomain } from './off-topic.ts';

/** Chatter around what is said: 'lol', 'haha', 'random one but', emoji and emoticons; curly apostrophes as straight. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0F}|\u{200D}|(?<!\w)[:;]-?[()DPp3]+(?!\w)/gu;
const LEADING =
  /^\s*(?:(?:lol|lmao|haha+|hah|hehe+|omg|oh|ah+|ok(?:ay)?|so|right|well|um+|hmm+)\b[\s,!.]*|(?:random|unrelated|off[- ]topic|silly|daft|odd)(?:\s+(?:one|q|question|thought))?(?:\s+but)?\b[\s,:!.-]*)+/i;
const TRAILING = /(?:[\s,!.]+(?:lol|lmao|haha+|hehe+|xx+))+[\s!.]*$/i;
/** Only the end can trail, and testing a long message's whole length for it takes time growing with its square. */
const withoutTrailing = (text: string) => text.slice(0, -100) + text.slice(-100).replace(TRAILING, '');
const plain = (question: string) =>
  withoutTrailing(question.replace(/[‘’]/g, "'").replace(EMOJI, ' ').replace(LEADING, '')).trim();

const HELLO = String.raw`(?:hi+|hello|hey+|hiya|heya|howdy|yo|sup|hallo|g'?day|bonjour|salut|hola|ciao|guten\s+(?:tag|morgen)|buongiorno|buenos\s+d[ií]as|ol[aá]|hej|namaste|(?:good\s+)?(?:morning|afternoon|evening)|good\s+day|greetings)`;
const HOW = String.raw`(?:how\s+(?:are|r)\s+(?:you|u|things|ya)(?:\s+doing)?|how'?s\s+(?:it\s+going|things|your\s+day(?:\s+(?:going|been))?)|what'?s\s+(?:up|new|happening)|wassup|how\s+(?:you|ya)\s+doing|(?:you|u)\s+(?:good|ok|alright|there)|(?:is\s+)?any(?:one|body)\s+(?:there|home)|alright)(?:\s+today)?`;
/** A whole run of separators, never part of one, so a long run that does not end the message fails at once. */
const SEP = String.raw`[\s!.,]*(?![\s!.,])`;
const GREETING = new RegExp(
  String.raw`^(?:${HELLO}\b${SEP}(?:(?:there|all|everyone|team|adwise|coach|mate|guys|folks|friend|buddy|again)\b${SEP})?)+(?:${HOW})?[\s?!.]*$|^(?:${HOW})[\s?!.]*$`,
  'i',
);
const THANK = `(?:thanks|thank (?:you|u)|thx|thanx|ty|ta|cheers|many thanks|much appreciated|appreciate (?:it|that|this))`;
/** Thanks said first or last, not thanks asked about ('ways to say thanks to parent volunteers'). */
const THANKS = new RegExp(
  String.raw`^(?:(?:great|perfect|awesome|brilliant|cool|nice|super|lovely|got it|wow|aw+|ok(?:ay)?)\b[\s,!.]*)*${THANK}\b|\b${THANK}(?:[\s,!.]+(?:(?:so|very) much|a lot|a million|heaps|loads|again|mate|coach|guys|all|x+))*[\s!.]*$`,
  'i',
);
/** It went well: 'the lads loved that drill', 'that worked a treat', 'the session was a hit', 'sorted it'. */
const PRAISE =
  /\b(?:(?:loved|enjoyed|liked) (?:it|that|this|them|the)|worked (?:a treat|a charm|like a charm|perfectly|wonders|(?:really |so )?(?:well|great|brilliantly))|(?:that|it|this) (?:worked|helped|did the trick)|went (?:down )?(?:(?:really|so|super|very) )?(?:well|great|brilliantly|a treat|a storm)|was (?:a |an )?(?:(?:huge|massive|big|real) )?(?:hit|success|winner|great shout|spot on|perfect|brilliant|great|fun|(?:(?:really|so|super|very|genuinely) )?(?:useful|helpful))|(?:that'?s|that is|this is) (?:(?:really|so|super|very) )?(?:useful|helpful|brilliant|perfect|great)|did the trick|(?:that'?s|it'?s|all) sorted|sorted it|fixed it|nailed it|buzzing|over the moon|lifesaver|legend|(?:great|brilliant|awesome|amazing|lovely|fab|excellent) (?:stuff|advice|answer|job)|nice one|(?:exactly|just) what i (?:needed|wanted|was after)|we (?:won|drew|smashed it)|you'?re (?:the best|amazing|a star|brilliant|a legend|awesome|great|funny|hilarious|(?:\w+er|more \w+) than))\b/i;
/** Anything still asked, wrong or wanted keeps it a question: 'thanks, but how do I progress it', 'cheers, ctr still low', 'thanks, and one for defenders'. */
const STILL_ASKING =
  /\?|\b(?:but|how|what(?! an? | i (?:needed|wanted|was after))|why|when|where|which|should|could|can(?!'?t wait)|would|will (?:you|u)|(?<!(?:see|speak to|talk to|catch) (?:you|ya) )next|also|and (?:one|a|an|another|the same|for|now)|same (?:for|again|but)|another|one more|now (?:a|an|one|for|do|give|show|make|write|plan)|(?:do|make|write) (?:one|another|the same|it for|that for|a|an)|however|though|although|still|except|any (?:tips|ideas|advice)|need|want|wondering|problem|issue|help (?:me|with)|struggl\w*|not|no longer|(?:give|show|tell|send|write|make|plan|explain|list) (?:me|us)|(?:i|we) (?:have|run|coach|sell)|(?:i've|we've|i have|we have) got|(?:a|an|some|any)\s+(?:\w+\s+){0,2}(?:that|which|to))\b|n't\b(?<!can't)|\b\d/i;
const ACKNOWLEDGED =
  /^(?:(?:ok(?:ay)?|great|perfect|awesome|brilliant|cool|nice|got it|understood|makes sense|that helps|will do|noted|nice one|legend|top|sound|ace|amazing|fab|sweet|lovely|spot on|gotcha|fair enough|sure|grand|class|excellent|good stuff|great stuff|super)[\s,!.]*)+$/i;
const isThanksOrPraise = (said: string) =>
  said.length <= 160 &&
  (THANKS.test(said) || PRAISE.test(said)) &&
  !STILL_ASKING.test(said.replace(/\bu\d+s?\b|\b\d+\s*[-–]\s*\d+\b/gi, ''));
const TIRED = '(?:tired|knackered|exhausted|shattered|stressed|bored|drained|wiped out)';
/** How the user feels, and nothing asked: 'I'm so tired today, long week at work', 'knackered today, long week'. */
const FEELING = new RegExp(
  String.raw`^(?:(?:i'?m|i am|feeling)\s+(?:so\s+|really\s+|very\s+|absolutely\s+|proper\s+)?${TIRED}\b(?!\s+(?:of|with|about|because))|(?:so\s+|really\s+|proper\s+)?${TIRED}(?:\s+(?:today|tonight|this\s+(?:week|morning|evening)))?\s*(?:[,.!]|$))[^?]{0,60}$`,
  'i',
);
/** A long day or week is chatter whatever it was spent on ('long week of client calls'); anything else of the job is news. */
const LONG_SPELL = /\b(?:long|busy|hard|rough|tough)\s+(?:day|week|shift|night|month)\b[^.,;!?]*/gi;
const ofTheJob = (persona: Persona, said: string) => inDomain(persona, said.replace(LONG_SPELL, ' '));
/** A how-are-you that ends chatter, with nothing asked before it: 'long week juggling clients. anyway how's your day going?'. */
const HOW_LAST = new RegExp(
  String.raw`(?:^|[.!,;:]|\s)(?:anyway|anyways|anyhow|but|so)?[\s,]*(?:${HOW})[\s?!.]*$`,
  'i',
);
const ASKED_BEFORE =
  /[?%£$€]|\b(?:how|what|why|when|where|which|who|should|shall|can|could|would|help|need|want|tips?|advice|ideas?)\b/i;
/** Only the end can hold it, so a long message is not scanned from every position. */
const chatterThenHow = (persona: Persona, said: string) => {
  const end = said.slice(-80);
  const how = HOW_LAST.exec(end);
  if (!how) return null;
  const before = said.slice(0, said.length - end.length + how.index).replace(/(?<![\s,.!;:])[\s,.!;:]+$/, '');
  if (ASKED_BEFORE.test(before) || ofTheJob(persona, before)) return null;
  if (FEELING.test(before)) return 'tired';
  const anyway = /^[.!,;:]?\s*(?:anyway|anyways|anyhow)\b/i.test(how[0]);
  return anyway || !before || GREETING.test(before) ? 'hello' : null;
};
const GOODBYE =
  /^(?:bye|goodbye|see (?:you|ya)|cya|laters|catch (?:you|ya) later|talk (?:to you )?later|that'?s all|that is all|good ?night|night)\b[^?]{0,30}$/i;
const ARE_YOU =
  'are (?:you|u) (?:real|(?:a |an )?(?:real )?(?:bot|robot|human|person|coach|ai|chatgpt))(?: or (?:a |an )?(?:real )?(?:bot|robot|human|person|coach|ai))?';
const WHO = new RegExp(
  String.raw`^(?:who are (?:you|u)|what(?:'?s| is) your name|who (?:made|built) (?:you|u)|what are (?:you|u)|what can (?:you|u) do|what do (?:you|u) do|how do (?:you|u) work|what can i ask(?: you)?|who (?:made|built) (?:this|it)|is this (?:chatgpt|a bot|an? ai|a real person|a human)|${ARE_YOU})\b(?:[\s?!.,]+${ARE_YOU}\b)?(?:\s+(?:exactly|actually|then|again|anyway))?[\s?!.]*$`,
  'i',
);
/** About the assistant itself, not coaching or advertising: 'do you support a team yourself?'. */
const ABOUT_YOU =
  /^(?:(?:do|did|have|are|were) (?:you|u)\b(?:[^?]{0,40}\b(?:yourself|personally)|(?: ever)? (?:support|follow|root for) (?:a |any )?(?:team|club|side)|(?: even)? (?:like|love|play|watch) (?:football|soccer|sports?|basketball|rugby|cricket|tennis|netball|hockey))|(?:do|did) (?:you|u) (?:(?:like|enjoy|love) (?:your job|it here|being|working|doing this|what you do)|(?:ever )?(?:dream|sleep|rest|eat|get (?:tired|bored|lonely)))|how old are (?:you|u)|(?:what(?:'?s| is| are) your|(?:do|did) (?:you|u) have (?:a|any)|have (?:you|u) got (?:a|any)) fav(?:ou?rite)?s? (?:sports?|teams?|clubs?|players?|athletes?))\b[\s?!.]*$/i;

/** 'tell me a joke about marketers lol': a joke asked for, whatever it is about, is no question for an article. */
const JOKE =
  /^(?:(?:can|could) (?:you|u) )?(?:(?:tell|give|got|know)(?: me| us)? (?:a |any |some )?(?:good |funny )?jokes?\b|make me laugh|say something funny)[^?]{0,60}\??\s*$/i;

const COPY: Record<Persona, { offer: string; ask: string; what: string; bye: string; elsewhere: string }> = {
  ads: {
    offer: 'Ask me anything about your advertising: a campaign, a budget, bidding, targeting or a number that moved.',
    ask: 'your platform, your goal and your current numbers (spend, clicks, conversions)',
    what: 'I am an AI advisor for advertisers: I answer questions on campaigns, budgets, bidding, targeting, creative, tracking and troubleshooting from a knowledge base written for them, and I work out your metrics from the numbers you give me. I only recommend: I cannot see or change your ads or accounts.',
    bye: 'Good luck with your campaigns! Come back with your numbers any time.',
    elsewhere:
      'That one is outside what I can help with: I am here for your advertising. Ask me about a campaign, a budget, bidding, targeting, ad copy, tracking or a number that moved.',
  },
  coach: {
    offer: 'Tell me about the session you are planning and I will help you build it.',
    ask: 'the sport, the age and level of the group, how many players, how long the session is and what they should improve',
    what: 'I am an AI assistant for sports coaches: I plan sessions (warm-up, drills, cool-down with timings), suggest drills and progressions for an age group, and plan blocks of several sessions. I only plan and advise: I cannot contact anyone or run a session for you.',
    bye: 'Good luck with the session! Come back any time you are planning the next one.',
    elsewhere:
      'That one is outside what I can help with: I am here for your coaching. Ask me about a session, drills for an age group, a plan over several weeks, load and recovery, or safety.',
  },
};

/** A greeting, thanks or 'who are you' gets a short fitting reply, never a knowledge-base article. */
export function smallTalk(persona: Persona, question: string): string | null {
  const copy = COPY[persona];
  const invite = `Tell me ${copy.ask}, and I will be specific.`;
  const said = plain(question);
  const chatter = chatterThenHow(persona, said);
  if (GREETING.test(said) || chatter === 'hello') return `Hello! ${copy.offer} ${invite}`;
  if (isThanksOrPraise(said)) return `${PRAISE.test(said) ? 'Glad that helps.' : 'You are welcome.'} ${copy.offer}`;
  if (ACKNOWLEDGED.test(said)) return `Glad that helps. ${copy.offer}`;
  if ((FEELING.test(said) && !STILL_ASKING.test(said) && !ofTheJob(persona, said)) || chatter === 'tired')
    return `Sounds like a long one. Whenever you are ready: ${copy.offer}`;
  if (GOODBYE.test(said)) return copy.bye;
  if (WHO.test(said)) return `${copy.what} ${invite}`;
  if (JOKE.test(said)) return offTopicReply(persona);
  if (ABOUT_YOU.test(said))
    return `I am an AI assistant, so I have no team or experience of my own to share. ${invite}`;
  return null;
}

/** A question outside the persona's domain: say so kindly, and what it can do instead of an unrelated article. */
export const offTopicReply = (persona: Persona) =>
  `${COPY[persona].elsewhere} Tell me ${COPY[persona].ask}, and I will be specific.`;

export const askFor = (persona: Persona) => COPY[persona].ask;
