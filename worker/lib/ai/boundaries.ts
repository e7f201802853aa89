import type { Persona } from '../../contract/agents.ts';

/** Said before a request: 'ok pls', 'right, just', 'urgent:'. */
const LEAD_WORDS = String.raw`\s*(?:(?:ok(?:ay)?|right|so|hey|hi|urgent(?:ly)?|quick(?:ly)?|just|asap|please|pls|plz|kindly)\b[\s,!:.-]*)*`;
const LEAD_IN = `^${LEAD_WORDS}`;
/** Doing it in the user's stead: 'for me', 'on our behalf'. */
const FOR_ME = String.raw`(?:for\s+(?:me|us)|on\s+(?:my|our)\s+behalf)`;
/** Marks an order as one, not a how-to worded as a title: 'pls', 'thx', 'right now', 'tonight', 'from tomorrow'. */
const INSISTED = String.raw`\b(?:please|pls|plz|kindly|thx|thanks|ta|cheers|right\s+now|asap|immediately|tonight|this\s+(?:morning|afternoon|evening)|(?:from|by|before)\s+tomorrow|first\s+thing)\b`;
/** Asking the assistant itself: 'can you', 'could u just go in and', 'are you able to', 'I need you to', 'if you could'. */
const YOU = String.raw`(?:\b(?:can|could|would|will)\s+(?:you|u)|\bif\s+(?:you|u)\s+(?:could|can|would)|\b(?:i'?d\s+like|i\s+want|i\s+need|need)\s+(?:you|u)\s+to|\bgo\s+ahead\s+and|\b(?:would|will|could)\s+(?:you|u)\s+be\s+able\s+to|\bare\s+(?:you|u)\s+able\s+to|\bis\s+it\s+possible\s+for\s+(?:you|u)\s+to)\s+(?:(?:please|pls|kindly|just|also|quickly|maybe|go|hop|jump)\s+(?:(?:in\s+)?and\s+)?)*`;
/** Whose it is, said right after an order's verb: 'book the astro', 'email our agency', 'call the 30 leads'. */
const DET = String.raw`(?:my|our|the|all|every|each|this|that|these|those|them|it|him|her|me|us|everyone|everybody|[£$€]?\d+)`;
/** 'message the team' is an order, 'message to the team after a loss' or 'text ads' a topic. */
const CONTACT = String.raw`(?:call|ring|phone|contact|dm|pm|(?:text|message|whatsapp|email|send)(?!\s+(?:me|us|to|(?:it|this|that)\s+to\s+(?:me|us))\b))`;
const CONTACT_PHRASE = String.raw`(?:drop\s+(?:\S+\s+){1,3}(?:a\s+)?(?:message|text|line|email|note)|get\s+(?:\S+\s+){1,3}on\s+the\s+phone|get\s+on\s+the\s+phone\s+(?:with|to)|hit\s+(?:publish|send|go|launch)|go\s+live|make\s+(?:it|them)\s+live|get\s+in\s+touch\s+with|reach\s+out\s+to|(?:speak|talk)\s+to(?!\s+(?:me|us)\b)|let\s+(?:\S+\s+){1,4}know)`;
/** Named platforms follow it ('go into google ads'), so it is an order without 'my' or 'the'. */
const LOG_IN = String.raw`(?:log ?into|log ?in|login|sign\s+in|connect\s+to|(?:get|go|hop|jump|pop)\s+in(?:to)?)`;

/** What only the account's owner can do: 'pause', 'log into', 'email our agency'; as an order, said of something of theirs. */
const ADS_ACT = String.raw`(?:pause|take\s+over|access|upload|export|reset|recover|pay|purchase|publish|submit|approve|install|duplicate|clone|cancel|(?:reply|respond)\s+to|${CONTACT}|book(?!-))`;
const ADS_PHRASE = String.raw`(?:${LOG_IN}|(?:turn|switch)\s+(?:\S+\s+){0,4}?(?:back\s+)?(?:off|on|down)\b|(?:create|build|make)\s+(?:a|an|the|my|our)\s+(?:new\s+)?(?:lookalike|custom|retargeting|remarketing)?\s*(?:audience|pixel|conversion|tag|catalog(?:ue)?|feed)|${CONTACT_PHRASE}|do\s+(?:it|this|that|(?:my|our)\s+(?:\w+\s+)?(?:ads|advertising|marketing|campaigns?|ppc))|(?:check|look\s+(?:at|into|over)|review|audit|analy[sz]e|see)\s+(?:my|our)\s+(?:\w+\s+){0,2}(?:account|ads\s+manager|business\s+manager|dashboard|analytics)|go\s+through\s+(?:my|our|all)\s+(?:\w+\s+){0,2}(?:account|campaigns?|search\s+terms|keywords|ads)\s+and|(?:create|build|set\s+up|make)\s+(?:my|our|the)\s+(?:\w+\s+)?(?:campaigns?|ads?|account|ad\s+sets?)\b(?!\s+(?:plan|strategy|structure|copy|brief))|(?:create|build|set\s+up)\s+(?:a|an)\s+(?:new\s+)?(?:\w+\s+)?(?:campaign|account|ad\s+set)\b(?!\s+(?:plan|strategy|structure|brief)))`;
/**
 * Also a how-to's title ('increase budget on a winning campaign without resetting learning'): an order when put to the
 * assistant, 'for me', insisted on, or said right before something of theirs ('lower all my bids by 15%').
 */
const ADS_AMBIGUOUS = String.raw`(?:switch|schedule|rename|archive|exclude|block|set\s+up(?!\s+(?:\S+\s+){0,3}?(?:plan|strategy|structure|brief|copy)\b)|stop|kill|launch|run(?!\s+(?:me\s+|us\s+)?through)|manage|handle|raise|lower|increase|decrease|reduce|bump|boost|drop|up|move|shift|transfer|enable|disable|post|set(?!\s+up)|cut|put)`;
/** Editing the wording is advice ('change the headline'); editing the account is the user's to do. */
const ADS_EDIT = '(?:change|edit|adjust|update|fix|add|remove|delete|apply|swap|replace|paste|insert)';
const ADS_OBJECT =
  /\b(?:bids?|campaigns?|ads?|ad sets?|ad groups?|account|budgets?|keywords?|negatives?|search terms|targeting|audiences?|pixel|tag|google ads|meta|facebook|instagram|tiktok|linkedin|business manager|ads manager|merchant cent(?:er|re)|feed|dashboard|agency|agencies|account manager|rep|leads?|rsas?|final urls?|sitelinks?|extensions|assets?|comments?|influencers?|landing pages?|website|site|homepage|reviews?|listing|profile|takeover|placement|slot|sponsorship|billing|card|payment|clients?|customers?|contacts?|subscribers?|subscription|tcpa|troas|target (?:cpa|roas))\b/i;
const ADS_ACCOUNT =
  /\b(?:bids?|campaigns?|ads|ad sets?|ad groups?|account|budgets?|keywords?|targeting|audiences?|pixel|tag|settings|business manager|ads manager|merchant cent(?:er|re)|feed|dashboard|tracking|website|billing|payment)\b/i;
const WORDING =
  /\b(?:copy|titles?|headlines?|descriptions?|wording|text|tone|cta|call to action|script|caption|plan|jargon)\b/i;

/** Being there in person: 'keep score for our game tonight', 'film the match on saturday for us'. */
const IN_PERSON = String.raw`(?:keep\s+(?:the\s+)?(?:score|scores|stats|time|tally)|(?:umpire|film|video|record|score|time)\s+(?:the|our|my|this|that)\s+(?:\S+\s+)?(?:match|game|fixture|final|race|session|training|tournament|gala)s?)\b(?=[^.?!]{0,80}\b(?:${FOR_ME}|tonight|tomorrow|\w+day|this\s+(?:week(?:end)?|morning|afternoon|evening)|next\s+week))`;
/** Taking a session in person: 'could you take training for me on thursday'. */
const STAND_IN = String.raw`(?:take|run|cover|coach)\s+(?:my\s+|our\s+|the\s+)?(?:training|practice|session|class|team|squad|kids|lads|girls)\b(?=[^.?!]{0,80}\b(?:${FOR_ME}|tonight|tomorrow|\w+day|next\s+week|while|i'?m\s+(?:away|off|sick|ill)))`;
/** What only the coach or the club can do: 'enter my u12s', 'ring the ref', 'order bibs'; as an order, said of something of theirs. */
const COACH_ACT = String.raw`(?:enter|register|enrol+|file|submit|fill\s+(?:in|out)|pay|chase|print|${CONTACT}|post(?![- ]?(?:match|game|session|training|season|race|workout))|publish|upload|access|book(?!-)|order(?!\s+(?:of|the\s+(?:drills?|session|activities|exercises|games)|them|these|those|it)\b)|buy|cancel|reschedule|invite|complete)`;
/** Reminding is an order ('remind the parents', 'remind me about training on tuesday'); 'remind me of the coaching points' is not. */
const REMIND = String.raw`remind\s+(?:me\s+(?:to\b|about\s+(?:the\s+|our\s+|my\s+)?(?:\w+\s+)?(?:training|practice|match|game|fixture|session|subs|booking|meeting|kick[- ]?off)\b(?=[^.?!]{0,40}\b(?:on|at|tomorrow|tonight|\w+day|next\s+week)\b))|(?:all\s+)?(?:the\s+|my\s+|our\s+)?(?:parents|players|squad|team|kids|everyone|them|him|her)\b)`;
/** Orders that name their object: 'sign my u12s up', 'tell the parents', 'organise a friendly', 'collect the subs'. */
const COACH_PHRASE = String.raw`(?:${LOG_IN}|(?:pick\s+up|drop\s+off|fetch|grab)\s+(?:the\s+)?(?:bibs|balls|cones|kits?|equipment|keys|trophies|medals|shirts|goals|nets|kids|players|him|her|them)\b|bring\s+(?:the\s+|some\s+|a\s+)?(?:spare\s+|new\s+)?(?:bibs|balls|cones|kits?|equipment|keys|trophies|medals|shirts|goals|nets|first\s+aid\s+kit)\b|${REMIND}|get\s+(?:\S+\s+){1,3}(?:booked|sorted|entered|registered|signed\s+up)|sign\s+(?:\S+\s+){0,3}up|${CONTACT_PHRASE}|set\s+(?:a\s+)?reminder|share\s+(?:this|it)\s+with|come\s+(?:and|to|along)|(?:watch|referee|ref)\s+(?:my|our|the)\s+(?:\w+\s+)?(?:match|game|team|squad|session|training|final|fixture|u\d+s?|kids|lads|girls|boys)|sort\s+(?:the\s+|our\s+)?(?:kits?|shirts|bibs|lifts|transport|minibus|subs|booking)\s+out|take\s+over|${STAND_IN}|${IN_PERSON}|do\s+(?:my|our|the)\s+(?:\S+\s+){0,3}?(?:application|paperwork|forms?|registration)\b|(?:organi[sz]e|sort\s+out|set\s+up|(?:re)?arrange)\s+(?:a\s+|an\s+|the\s+|our\s+|my\s+)?(?:\w+\s+)?(?:friendly|fixture|tournament|minibus|lifts?|transport|party|fundraiser|trip|meeting|booking|ref(?:eree)?|event|poll)\b|collect\s+(?:the\s+)?(?:subs|money|fees|payments?)|(?:tell|ask|inform|warn|notify)\s+(?:all\s+)?(?:the\s+|my\s+|our\s+)?(?:parents|players|squad|team|kids|ref|referee|club|league|everyone|them|him|her))`;
/** Changing the club's records is the coach's job; changing the plan is advice ('move the shooting drill'). */
const COACH_EDIT = String.raw`(?:move|change|update|edit|add|remove|mark|put|drop)\b(?=[^.?!]{0,80}\b(?:spond|teamsnap|app|group\s*chat|whatsapp|website|portal|calendar|fixtures?|kick[- ]?off|booking|registration|availability)\b)`;
const COACH_OBJECT =
  /\b(?:session|training|practice|team|squad|players?|parents?|club|pitch|court|hall|fixtures?|registrations?|kit|booking|league|tournament|festival|competition|friendly|astro(?:turf)?|[34]g|venue|gym|ref(?:eree)?|bibs|cones|balls|equipment|lessons?|classes|camp|cup|match(?:es)?|games?|coach|line-?ups?|team ?sheets?|spond|teamsnap|app|group ?chat|whatsapp|minibus|lifts?|subs|secretary|kick[- ]?off|u\d+s?|lads|girls|boys|kids|leisure cent(?:re|er)|pool|school|goals|nets|shirts|medals|trophies|(?:mum|mom|dad|mother|father)s?|(?:goal)?keeper|captain|kits|supplier|courses?|forms?|fa|county|fees|applications?|paperwork|(?:dbs|wwcc|police|background|working with children)\s+checks?|clearances?|certificates?|licen[cs]es?|insurance|races?|gala)\b/i;

/** A question in the message ('pause or lower the budget: what's better?', 'upload a list: is it worth it?') asks for advice. */
const QUESTION_CLAUSE =
  /(?:^|[.?!:;,—–]|\s-\s)\s*(?:(?:and|but|or|so|also|then)\s+)?(?:how|what|whats|why|when|where|which|who|should|shall|is(?!\s+it\s+possible\s+for\s+(?:you|u)\b)|are(?!\s+(?:you|u)\s+able\b)|do(?!\s+(?:it|this|that)\b|\s+(?:my|our)\s+(?:\w+\s+)?(?:ads|advertising|marketing|campaigns?|ppc)\s+for\s+(?:me|us))|does|did|(?:would|will)\s+(?:it|that|this|i|we)|worth|(?:a\s+)?(?:good|bad)\s+(?:idea|shout|plan))\b|\bor\b[^.!?]*\?/i;

/**
 * Put to the assistant, 'for me', insisted on, or an order said of something of the user's: 'can you pause',
 * 'pls bump ...', 'call the leads for me', 'book the astro'; not a topic worded as a title ('call tracking for google ads').
 */
/** 'for me' makes an order of a verb that opens a sentence or clause ('my login is below, pls go in ... for me'), not of a title. */
const CLAUSE_START = String.raw`(?:^|[,:;—–]|\s-\s)${LEAD_WORDS}(?:(?:and|then)\s+)?`;
const request = (verbs: string, phrases: string, ambiguous = '(?!)') => {
  const any = `(?:${verbs}|${phrases}|${ambiguous})`;
  // Said of the past as often ('set my tCPA to $20 and now ...'): set, cut and put only as asked or insisted.
  const told = String.raw`${verbs}\b(?:\s+\S+){0,3}?\s+${DET}|${ambiguous}(?<!\b(?:set|cut|put))\s+${DET}`;
  const order = String.raw`${LEAD_IN}(?:${phrases}|${told})\b(?!.*\?\s*$)`;
  return new RegExp(
    String.raw`${YOU}${any}\b|${CLAUSE_START}${any}\b.{0,60}\b${FOR_ME}\b|\b${FOR_ME}\s+and\s+(?:then\s+)?${any}\b|${order}|${LEAD_IN}${any}\b(?!.*\?\s*$).*${INSISTED}|^\s*(?:please|pls|plz|kindly)\b[\s,]*(?:just\s+)?${any}\b`,
    'i',
  );
};
const ADS_ASKS = request(ADS_ACT, ADS_PHRASE, ADS_AMBIGUOUS);
const ADS_EDITS = request('(?!)', '(?!)', ADS_EDIT);
const COACH_ASKS = request(COACH_ACT, `(?:${COACH_PHRASE}|${COACH_EDIT})`);

/** 'would you mind emailing' and 'fancy coming' ask as 'could you email' does; curly apostrophes read as straight. */
const plainAsk = (question: string) =>
  question
    .replace(/[‘’]/g, "'")
    .replace(/\b(?:(?:would|do)\s+(?:you|u)\s+mind|(?:do\s+(?:you|u)\s+)?fancy)\s+(\w+)ing\b/gi, (_, base: string) =>
      [base, `${base}e`, base.replace(/(\w)\1$/, '$1')].map((verb) => `could you ${verb}`).join(' '),
    );

const ADS_ACTIONS: { pattern: RegExp; steps: string }[] = [
  {
    pattern: /\b(?:billing|card|payment|invoice)/i,
    steps: `- **Google Ads**: Billing → Payment methods → add the card and make it the primary one; ads restart once any unpaid balance is settled.
- **Meta Ads Manager**: Billing & payments → Payment settings → add the card and set it as the default; then pay any failed balance.
- Never paste card numbers or passwords into a chat.`,
  },
  {
    pattern:
      /\b(?:log ?in|login|access|connect|sign in|password|see|look at|into|check|review|audit|analy[sz]e|export)\b/i,
    steps: `- I cannot log in to, connect to or see any ad account, and you should never share a password in a chat.
- To show me your numbers, export or copy the report (Google Ads: Campaigns → Download; Meta Ads Manager: Reports → Export) and paste the rows here: campaign, impressions, clicks, cost, conversions and conversion value.
- To give a person or agency access, invite them from your account (Google Ads: Admin → Access and security; Meta: Business settings → Partners), never with your password.`,
  },
  {
    pattern: /\bpaus|\bstop|\bkill|\b(?:turn|switch)\b(?:\s+\S+){0,4}?\s+(?:off|on)\b/i,
    steps: `- **Google Ads**: Campaigns → tick the campaign → Edit → Pause (or click its status dot and choose Pause).
- **Meta Ads Manager**: switch off the toggle beside the campaign or ad set.
- Pausing stops spend at once; a pause of 7 days or more can restart the learning phase when you switch it back on.`,
  },
  {
    pattern: /\bbids?\b|\bbidding\b|\bcpc\b|target cpa|target roas/i,
    steps: `- **Google Ads**: Campaigns → the campaign → Settings → Bidding to change the strategy or its target; for manual CPC, edit the Max. CPC column in Keywords.
- **Meta Ads Manager**: the ad set → Budget & schedule → Cost per result goal or Bid cap.
- Change targets by 10-20% at a time and wait about a week between changes, so the learning phase is not restarted.`,
  },
  {
    pattern: /\bbudgets?\b|\bspend\b|\/\s*day\b|\ba day\b|[£$€]\s?\d/i,
    steps: `- **Google Ads**: Campaigns → click the amount in the Budget column → enter the new daily budget → Save.
- **Meta Ads Manager**: the campaign (Advantage+ campaign budget) or the ad set → Edit → Budget.
- Raise or cut by about 20% at a time so delivery stays stable; tell me your monthly budget and I will work out the daily one.`,
  },
];

const ADS_GENERAL = `- I cannot create, launch or run campaigns, but I can plan them with you: tell me your goal, platform, monthly budget and what you sell, and I will give you the structure, the budget split and the settings to enter.
- You then build it yourself in **Google Ads** (Campaigns → + New campaign) or **Meta Ads Manager** (+ Create), or hand my plan to whoever manages your account.`;

const COACH_STEPS = `- Tell me the sport, the age group, how many players, the time and equipment you have, and I will write the plan, the drills and the coaching points for you to run.
- Messages to parents or players, bookings and registrations go through your club's own channels; I can draft the wording for you to send.`;

export const ADS_BOUNDARY =
  "**No, I only recommend:** I never change anyone's ads or accounts, and I cannot log in to or see yours, so nothing changes unless you change it.";
export const COACH_BOUNDARY =
  '**No, I can only plan and advise:** I cannot contact anyone, book anything or take a session for you.';

const ORDER_CHARS = 300;

/** Advice or a plan asked for first makes what follows part of it: 'give me a rondo and tell the players when to switch'. */
const ADVICE_FIRST = new RegExp(
  String.raw`${LEAD_IN}(?:${YOU})?(?:describe|explain|suggest|design|(?:give|show|tell)\s+(?:me|us)|(?:walk|talk|take|run)\s+(?:me|us)\s+through|write\s+(?:me\s+|us\s+)?(?:a|an)\s+(?!(?:\w+\s+)?(?:message|text|email|post|letter|note)\b)|(?:set\s+up|plan|make)\s+(?:me\s+|us\s+)?(?:a|an)\s+(?:\w+\s+)?(?:\d+\s*v\s*\d+|drill|game|rondo|grid|circuit|warm[- ]?up|session|small[- ]sided)s?)\b`,
  'i',
);

/** Done by the user, then explained: 'swap my keywords from broad to phrase and tell me what changes'. */
const THEN_ADVICE = /\band\s+(?:then\s+)?(?:tell|show)\s+(?:me|us)\s+(?:what|how|why|which|if|whether)\b/i;
const PUT_TO_YOU = new RegExp(`${LEAD_IN}${YOU}`, 'i');

/** A short plain 'no' first, then how the user does it themselves. */
export function boundaryAnswer(persona: Persona, question: string): string | null {
  const asked = plainAsk(question);
  if (QUESTION_CLAUSE.test(asked) || (THEN_ADVICE.test(asked) && !PUT_TO_YOU.test(asked))) return null;
  // Each sentence and each order chained with 'and' on its own ('make the team sheet and send it to the group'),
  // unless the message ends asking.
  const parts =
    /\?\s*$/.test(asked) || ADVICE_FIRST.test(asked)
      ? [asked]
      : [asked, ...asked.split(/[.!;\n]+|(?<![\s,]),?\s+(?:and|then)\s+(?:then\s+)?/i)];
  // An order is said in a sentence's first words; reading no further keeps the clause patterns linear on a long paste.
  const says = (pattern: RegExp) => parts.some((part) => pattern.test(part.slice(0, ORDER_CHARS)));
  if (persona === 'coach') {
    if (!says(COACH_ASKS) || !COACH_OBJECT.test(asked)) return null;
    return `${COACH_BOUNDARY}\n\nHere is how we can split it:\n${COACH_STEPS}`;
  }
  const edits = says(ADS_EDITS) && ADS_ACCOUNT.test(asked) && !WORDING.test(asked);
  if (!(says(ADS_ASKS) || edits) || !ADS_OBJECT.test(asked)) return null;
  const steps = ADS_ACTIONS.find((action) => action.pattern.test(asked))?.steps ?? ADS_GENERAL;
  return `${ADS_BOUNDARY}\n\nHere is how you do it yourself:\n${steps}`;
}
