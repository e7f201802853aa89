import type { Persona } from '../../contract/agents.ts';

const ACT =
  '(?:change|edit|adjust|raise|lower|increase|decrease|update|pause|stop|turn (?:it )?off|switch (?:it )?off|launch|run|manage|handle|log ?into|log ?in|login|access|connect to|sign in|get into|go into|fix|add|remove|delete|upload|publish|post(?![- ]?(?:match|game|session|training|season|race|workout))|book|message|email|text|call|contact|take over|do (?:it|this|that))';
/** Building something only crosses the line when it is the user's real campaign, not a plan or copy for it. */
const BUILD = String.raw`(?:create|build|set up|make)\s+(?:my|our|the)\s+(?:\w+\s+)?(?:campaigns?|ads?|account|ad sets?)\b(?!\s+(?:plan|strategy|structure|copy|brief))`;
/** Asking the assistant itself to act, not how to do it: 'can you pause my campaign', 'run my ads for me'. */
const ASKS_TO_ACT = new RegExp(
  String.raw`\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|just\s+|also\s+|go\s+)?(?:${ACT}\b|${BUILD})|\b${ACT}\b.{0,60}\bfor (?:me|us)\b|^\s*(?:please\s+)?(?:${ACT}\b|${BUILD})`,
  'i',
);

const ADS_OBJECT =
  /\b(?:bids?|campaigns?|ads?|ad sets?|ad groups?|account|budgets?|keywords?|targeting|audiences?|pixel|tag|google ads|meta|facebook|business manager|ads manager|dashboard|agency|agencies|account manager)\b/i;
const COACH_OBJECT =
  /\b(?:session|training|practice|team|squad|players?|parents?|club|pitch|court|hall|fixtures?|registrations?|kit|booking|league|tournament|festival|competition|astro(?:turf)?|[34]g|venue|gym|ref(?:eree)?|bibs|cones|balls|equipment|lessons?|classes|camp|cup|match(?:es)?|games?|coach|line-?ups?|team ?sheets?|spond|teamsnap)\b/i;
/** What only the coach or the club can do: 'sign my u12s up for the league', 'ring the ref', 'tell the parents', 'order bibs' (an order, not a question). */
const COACH_ACT = String.raw`(?:sign\s+(?:\S+\s+){0,3}up|enter|register|enrol+|ring|phone|send(?!\s+(?:me|us)\b)|order(?!\s+of\b)|buy|cancel|rearrange|arrange|remind|set\s+(?:a\s+)?reminder|share\s+(?:this|it)\s+with|come\s+(?:and|to)|(?:watch|referee)\s+(?:my|our|the)|tell\s+(?:all\s+)?(?:the\s+|my\s+|our\s+)?(?:parents|players|squad|team|kids|ref|referee|club|league|everyone|them|him|her))\b`;
const COACH_ASKS = new RegExp(
  String.raw`^\s*(?:please\s+)?${COACH_ACT}(?!.*\?)|\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|just\s+)?${COACH_ACT}`,
  'i',
);

const ADS_ACTIONS: { pattern: RegExp; steps: string }[] = [
  {
    pattern: /\b(?:log ?in|login|access|connect|sign in|password|see|look at|into)\b/i,
    steps: `- I cannot log in to, connect to or see any ad account, and you should never share a password in a chat.
- To show me your numbers, export or copy the report (Google Ads: Campaigns → Download; Meta Ads Manager: Reports → Export) and paste the rows here: campaign, impressions, clicks, cost, conversions and conversion value.
- To give a person or agency access, invite them from your account (Google Ads: Admin → Access and security; Meta: Business settings → Partners), never with your password.`,
  },
  {
    pattern: /\bpaus|\bstop|turn (?:it )?off|switch (?:it )?off/i,
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
    pattern: /\bbudgets?\b|\bspend\b/i,
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

/** A short plain 'no' first, then how the user does it themselves. */
export function boundaryAnswer(persona: Persona, question: string): string | null {
  const object = persona === 'coach' ? COACH_OBJECT : ADS_OBJECT;
  const asks = ASKS_TO_ACT.test(question) || (persona === 'coach' && COACH_ASKS.test(question));
  if (!asks || !object.test(question) || /^\s*(?:how|what|why|when|should)\b/i.test(question)) return null;
  if (persona === 'coach') {
    return `${COACH_BOUNDARY}\n\nHere is how we can split it:\n${COACH_STEPS}`;
  }
  const steps = ADS_ACTIONS.find((action) => action.pattern.test(question))?.steps ?? ADS_GENERAL;
  return `${ADS_BOUNDARY}\n\nHere is how you do it yourself:\n${steps}`;
}
