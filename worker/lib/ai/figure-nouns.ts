/** The words of results, platforms and people's acts that the figure rules are written with. */
export const CONVERSIONS =
  'conversions?|sales|leads?|purchases?|orders?|sign[- ]?ups?|customers?|clients?|bookings?|calls|installs|registrations|subscribers|enquiries|inquiries|appointments|consultations|consults|estimates|inspections|viewings|deals|units|items|products|tickets|results|form fills?|form submissions?|submissions|messages|patients|students|members|downloads|demos|trials|quotes|reservations|applications|donations|jobs|sqls?|mqls?|opportunities|acquisitions|requests|contacts|meetings|prospects|conversations|referrals|enrol?ments|enrollments|admissions';
export const PLATFORMS =
  '(?:google|facebook|fb|meta|instagram|ig|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat|reddit|twitter|x)';
/** 'new clients', 'demo bookings': a word or two before the noun does not change what is counted. */
export const COUNTED = `(?:(?!(?:campaigns?|ads?|ad sets?|ad groups?|clicks|impressions|views|visits|visitors|sessions|days|weeks|months|years|people|times|of|from|per|for|to|in|on|at)\\b)[a-z-]+ ){0,2}(?:${CONVERSIONS})|(?:new|paying) (?!ads?\\b|campaigns?\\b|ad sets?\\b|creatives?\\b|keywords?\\b|audiences?\\b)[a-z]+`;
export const PEOPLE = '(?:people|users|accounts)(?: (?:who|that))?';
/** 'end up buying', 'go on to book': what the visitors do. */
export const ACT = '(?:(?:end(?:s)? up|go(?:es)? on to|actually|then|eventually|will|would|to) )?';
export const BECOME = '(?:becomes?|became|turns? into|turned into|convert(?:s|ed)? (?:in)?to)';
export const TARGET =
  "(?:wants?|needs?|needed(?: for| to get)?|need (?:for|to get)|aim(?:ing)? for|aims? (?:is|of)|target(?:ing)?|goals?|hop(?:e|ing) (?:for|to get)|(?<!\\b(?:spent|spend|spends|paid|pay|pays|took|cost|invested|invest|invests)\\s\\S+(?:\\s(?:on|in|into|for)\\s\\S+(?:\\s\\S+)?)?\\s)to (?:get|reach|hit|generate|drive|obtain|achieve|land|win|close|sell|book|sign)|(?:spend|budget|cost|take|clicks|visits|visitors|traffic|impressions) (?:to get|for)|(?:would|’d|'d) like(?: to get)?|looking (?:for|to get)|(?<!\\d\\S*(?:\\s\\S+){0,4}\\s)gets? (?:me|us))";
