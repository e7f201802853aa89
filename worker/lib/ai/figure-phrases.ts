import { CONVERSIONS, COUNTED, TARGET } from './figure-nouns.ts';

/** Phrases that name results by what they made, goals by how they are wished for, and installs that are bought. */

/** 'bookings that came from ads total', 'jobs we can trace to the ads came to': results named before what they made. */
export const RESULTS_CAME_TO = String.raw`\b(?:${CONVERSIONS}|jobs|work|booked|sold|ordered|bought|purchased|traced?|tracked|attributed)\b(?:(?!\b(?:cost|costs|costing|spent|spend|paid|budget|fees?)\b)[^.?!\d$€£;]){0,60}?\b(?:came to|comes? to|total(?:led|ed|s)?|add(?:ed|s)? up to|amount(?:ed|s)? to)|\b(?:takings|income|revenue|turnover|sales)\b(?:(?!\b(?:cost|costs|costing|spent|spend|paid|budget|fees?)\b)[^.?!\d$€£;:]){1,60}?(?::|=|\bwas|\bwere|\bis)`;

/** 'Goal for spring is', 'I'd love', typed 'id like': a goal said before a count. */
export const GOAL_SAID = `${TARGET}|(?:would|'d|’d) love|\\bid (?:like|love)|(?:goal|target|aim)s? (?:for|this|next|in) (?:[a-z0-9]+ ){1,2}(?:is|=|:|of)`;
/** 'want to sell 3 houses', 'hoping to fill 20 spots': the verb says the count is of results, whatever their noun. */
export const GOAL_VERB = `(?:wants?|needs?|hop(?:e|ing)|aim(?:ing)?|plan(?:ning)?|(?:would|'d|’d) (?:like|love)|looking|trying) to (?:sell|close|book|land|win|fill|sign(?: up)?|enrol?l?|recruit|onboard)`;
const NOT_GOAL = String.raw`(?:clicks?|taps?|impressions?|views?|visits?|visitors?|sessions?|people|days?|weeks?|months?|quarters?|years?|hours?|minutes?|times|campaigns?|ads?|adverts?|keywords?|percent|per|more|of|a|an|the|in|on|at|to|for|from|followers?|likes?|pounds?|dollars?|euros?|quid|bucks?|grand|k|things|questions|ideas|options|reasons|tips|steps|locations?|branches|stores|shops|sites|staff|employees|hires|vans|trucks|people)\b`;
export const ANY_GOAL = `(?:(?!${NOT_GOAL})[a-z0-9][a-z0-9-]* ){0,2}(?!${NOT_GOAL})[a-z][a-z-]*`;
/** 'a month', 'next spring', 'for June', 'in the new year', 'by Christmas': when a goal is for. */
const SEASON =
  '(?:day|week|fortnight|month|quarter|year|new year|term|season|spring|summer|autumn|fall|winter|christmas|xmas|easter|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)';
const WHEN = `(?:a|per|each|every|this|next|by) (?:the )?${SEASON}|(?:in|for|by|over|before) (?:the )?(?:(?:next|coming|new) )?${SEASON}|(?:in|by|before) the (?:end of|new) (?:the )?${SEASON}`;

/** 'app installs at $2', '500 installs at $1.50', not 'EV charger installs at £1,100', which are what is sold. */
export const APP_INSTALLS = String.raw`(?:(?<=\b(?:app|game|mobile|ios|android|\d[\d,]*)\s)|(?<![a-z-]\s))installs?`;
/** '30 people signed up', '4 kitchens a month', '30 call-outs from ads': a goal whose noun is no result word. */
export const GOAL_COUNTED = String.raw`${COUNTED}|(?:more |new |extra )?(?:people|kids|children|parents|adults|players|families|couples|guests|runners|volunteers|homeowners|patients|clients|customers) (?:signed up|sign(?:ing)? up|booked|booking|enrol(?:l)?ed|registered|joined|to (?:sign up|book|enrol|register|join|come|buy|order|enquire|inquire|call|ring|contact (?:me|us)|message (?:me|us)|reach out|get in touch|be in touch))|(?:more )?of (?:them|those|these)(?= (?:${WHEN})\b|\s*[.,;!?]|$)|${ANY_GOAL}(?= (?:${WHEN}|(?:from|off|through|via) (?:the |my |our )?(?:ads?|adverts?|advertising|google|facebook|fb|meta|instagram|insta|tiktok|linkedin|campaign)|(?:booked|booked in|sold|signed|signed up|closed|won|confirmed)(?= (?:${WHEN}|in|for|by)\b|\s*[.,;!?]|$))\b)`;
