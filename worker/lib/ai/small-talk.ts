import type { Persona } from '../../contract/agents.ts';

const GREETING =
  /^\s*(?:hi|hello|hey|hiya|howdy|yo|(?:good )?(?:morning|afternoon|evening)|good day|greetings)\b[\s!.,]*(?:there|all|everyone|team|adwise|coach|mate)?[\s!.,]*(?:how are (?:you|u)(?: doing)?(?: today)?\??)?[\s!.]*$/i;
const THANKS =
  /^\s*(?:(?:(?:ha)+h?|lol|oh|aw+|wow|ok(?:ay)?|great(?: stuff)?|perfect|awesome|brilliant|cool|nice|super|lovely|got it)\b[\s,!.]*)*(?:thanks|thank you|thx|ty|cheers|many thanks)\b[^?]{0,40}$/i;
const ACKNOWLEDGED =
  /^\s*(?:(?:ok(?:ay)?|great|perfect|awesome|brilliant|cool|nice|got it|understood|makes sense|that helps|will do|noted)[\s,!.]*)+$/i;
/** A session that went well, not a question: 'cheers!! the kids loved that session', 'the girls enjoyed it, thanks'. */
const WENT_WELL =
  /^\s*(?:(?:thanks|thank you|cheers|ty|great|brilliant|wow)\b[\s,!.]*)?(?:the |my |our |all the )?(?:kids|players|girls|boys|lads|team|squad|group|they)\s+(?:all\s+|really\s+)?(?:loved|enjoyed|liked)\s+(?:it|that|this|the)\b(?![^?]*\b(?:but|how|what|can|could|should|next|harder|progress|more|ideas?|another)\b)[^?]{0,60}$/i;
const GOODBYE =
  /^\s*(?:bye|goodbye|see (?:you|ya)|talk (?:to you )?later|that'?s all|that is all|good night)\b[^?]{0,30}$/i;
const ARE_YOU =
  'are (?:you|u) (?:real|(?:a |an )?(?:real )?(?:bot|robot|human|person|coach|ai|chatgpt))(?: or (?:a |an )?(?:real )?(?:bot|robot|human|person|coach|ai))?';
const WHO = new RegExp(
  String.raw`^\s*(?:who are (?:you|u)|what(?:'?s| is) your name|who (?:made|built) (?:you|u)|what are (?:you|u)|what can (?:you|u) do|what do (?:you|u) do|how do (?:you|u) work|what can i ask(?: you)?|${ARE_YOU})\b(?:[\s?!.,]+${ARE_YOU}\b)?[\s?!.]*$`,
  'i',
);
/** About the assistant itself, not coaching or advertising: 'do you support a team yourself?'. */
const ABOUT_YOU =
  /^\s*(?:(?:do|did|have|are|were) (?:you|u)\b(?:[^?]{0,40}\b(?:yourself|personally)|(?: ever)? (?:support|follow|root for) (?:a |any )?(?:team|club|side)|(?: even)? (?:like|love|play|watch) (?:football|soccer|sports?|basketball|rugby|cricket|tennis|netball|hockey))|how old are (?:you|u)|what(?:'?s| is) your fav(?:ou?rite)? (?:sport|team|club|player))\b[\s?!.]*$/i;

/** 'tell me a joke about marketers lol': a joke asked for, whatever it is about, is no question for an article. */
const JOKE =
  /^\s*(?:(?:can|could) (?:you|u) )?(?:tell|give|got|know)(?: me| us)? (?:a |any |some )?(?:good |funny )?jokes?\b[^?]{0,60}\??\s*$/i;

const COPY: Record<Persona, { hello: string; ask: string; what: string; bye: string; elsewhere: string }> = {
  ads: {
    hello:
      'Hello! Ask me anything about your advertising: a campaign, a budget, bidding, targeting or a number that moved.',
    ask: 'your platform, your goal and your current numbers (spend, clicks, conversions)',
    what: 'I am an AI advisor for advertisers: I answer questions on campaigns, budgets, bidding, targeting, creative, tracking and troubleshooting from a knowledge base written for them, and I work out your metrics from the numbers you give me. I only recommend: I cannot see or change your ads or accounts.',
    bye: 'Good luck with your campaigns! Come back with your numbers any time.',
    elsewhere:
      'That one is outside what I can help with: I am here for your advertising. Ask me about a campaign, a budget, bidding, targeting, ad copy, tracking or a number that moved.',
  },
  coach: {
    hello: 'Hello! Tell me about the session you are planning and I will help you build it.',
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
  if (GREETING.test(question)) return `${copy.hello} ${invite}`;
  if (THANKS.test(question)) return `You are welcome. ${copy.hello.replace('Hello! ', '')}`;
  if (ACKNOWLEDGED.test(question) || WENT_WELL.test(question))
    return `Glad that helps. ${copy.hello.replace('Hello! ', '')}`;
  if (GOODBYE.test(question)) return copy.bye;
  if (WHO.test(question)) return `${copy.what} ${invite}`;
  if (JOKE.test(question)) return offTopicReply(persona);
  if (ABOUT_YOU.test(question))
    return `I am an AI assistant, so I have no team or experience of my own to share. ${invite}`;
  return null;
}

/** A question outside the persona's domain: say so kindly, and what it can do instead of an unrelated article. */
export const offTopicReply = (persona: Persona) =>
  `${COPY[persona].elsewhere} Tell me ${COPY[persona].ask}, and I will be specific.`;

export const askFor = (persona: Persona) => COPY[persona].ask;
