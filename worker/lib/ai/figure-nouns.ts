/** The words of results, platforms and people's acts that the figure rules are written with. */
export const CONVERSIONS =
  'conversions?|sales|leads?|purchases?|orders?|sign[- ]?ups?|customers?|clients?|bookings?|calls|installs|registrations|subscribers|enquiries|inquiries|appointments|consultations|consults|estimates|inspections|viewings|deals|units|items|products|tickets|results|form fills?|form submissions?|submissions|messages|patients|students|pupils|regulars|stockists|admissions|members|downloads|demos|trials|quotes|reservations|applications|donations|jobs|sqls?|mqls?|opportunities|acquisitions|requests|contacts|meetings|prospects|conversations|referrals|enrol?ments|enrollments|admissions|hires|applicants|projects|contracts|cases';
export const PLATFORMS =
  '(?:google|facebook|fb|meta|instagram|insta|ig|tiktok|linkedin|bing|microsoft|youtube|pinterest|snapchat|reddit|twitter|x)';
/** 'new clients', 'demo bookings': a word or two before the noun does not change what is counted. */
export const COUNTED = `(?:(?!(?:campaigns?|ads?|ad sets?|ad groups?|clicks|impressions|views|visits|visitors|sessions|days|weeks|months|years|people|times|of|from|per|for|to|in|on|at)\\b)[a-z-]+ ){0,2}(?:${CONVERSIONS})|(?:new|paying) (?!ads?\\b|campaigns?\\b|ad sets?\\b|creatives?\\b|keywords?\\b|audiences?\\b)[a-z]+`;
export const PEOPLE = '(?:people|users|accounts)(?: (?:who|that))?';
/** 'end up buying', 'go on to book': what the visitors do. */
export const ACT =
  '(?:(?:end(?:s|ed)? up|go(?:es)? on to|went on to|actually|then|eventually|finally|will|would|to) )?';
export const BECOME = '(?:becomes?|became|becoming|turns? into|turned into|turning into|convert(?:s|ed)? (?:in)?to)';
/** 'visitors', not leads: what a conversion rate, not a close rate, is a share of. */
export const VISITS = '(?:clicks|clickers|visitors|visits|sessions|people|users|traffic|impressions|views)';
/** What a person does that makes them a lead: 'enquired', 'filled in the form', 'left their number'. */
export const LEAD_ACT = `(?:enquire[sd]?|inquire[sd]?|get in touch|got in touch|reach(?:es)? out|reached out|contact(?:s|ed)? (?:us|me)|call(?:s|ed)? (?:us|me|in)|(?:fill|submit)(?:s|ed|ted)? (?:in |out )?(?:the |my |our |a |an )?(?:[a-z-]+ )?form|request(?:s|ed)? (?:a |an )?[a-z-]+|ask(?:s|ed)? (?:(?:me|us) )?for (?:a |an )?[a-z-]+|ask(?:s|ed)? (?:me|us) to (?:quote|price)|book(?:s|ed)? (?:a |an )?[a-z-]+|(?:take|takes|took|start(?:s|ed)?|tr(?:y|ies|ied)) (?:a |an |the |our )?(?:free )?(?:trial|class|session|consultation|demo|lesson)|le(?:ave|aves|ft) (?:us )?(?:their|a|an|us) (?:[a-z-]+ )?[a-z-]+|messag(?:e|es|ed) (?:us|me))`;
// 'shops that enquire', 'couples who ask for a quote': anyone named by the act that makes them a lead.
const ENQUIRERS = `(?:(?:people|those|folks|ones|prospects|visitors|users|homeowners|parents|[a-zà-ÿ]+s) )?(?:who|that) ${LEAD_ACT}`;
export const LEAD_NOUNS = `(?:${ENQUIRERS}|leads?|enquir(?:y|ies)|inquir(?:y|ies)|calls|demos?|trials?|sign-?ups?|consultations?|quotes?|estimates?|proposals?|appointments?|prospects?|mqls?|sqls?|applicants?|applications?|candidates?|opportunities|requests?)`;
/** A count of these names leads, not customers: '30 leads', '50 trial signups'. */
export const LEAD_COUNT =
  /\b(?:leads?|enquir(?:y|ies)|inquir(?:y|ies)|sign-?ups?|trials?|calls|demos?|consultations?|quotes?|form fills?|submissions|prospects|mqls?|sqls?|opportunities|applications|requests)$/i;
/** 'go ahead', 'sign', 'end up hired': what a lead does that makes it a customer. */
export const AGREE =
  '(?:sign(?:s|ed|ing)?(?: up| on)?|tak(?:e|es|ing|en) (?:the |an? )?admission|took (?:the |an? )?admission|plac(?:e|es|ed|ing) (?:an? )?(?:first |proper |real )?orders?|order(?:s|ed|ing)?(?! (?:form|page|value|number)s?\b)|go(?:es)? ahead|going ahead|went ahead|install(?:s|ed|ing)?|buying|booking|closing|converting|paying|proceed(?:s|ed)?|commit(?:s|ted)?|(?:gets? |got |are |were |is |was )?(?:hired|won|closed|signed|booked|converted)|accept(?:s|ed)?|says? yes|said yes|go(?:es)? with us|went with us|pays?|paid|buy(?:s)?|bought|book(?:s|ed)?|close[sd]?|convert(?:s|ed)?|(?:turn(?:s|ed|ing)? into|becomes?|became|becoming) (?:an? )?(?:paying )?[a-z-]+|hir(?:e|es|ed|ing) (?:me|us)|enrol(?:l|ls|s|led|ling|ing)?|join(?:s|ed|ing)?|(?:as (?:an? )?|an? )(?:paying )?(?:customers?|clients?|installs?|sales?|jobs?|members?|bookings?|deals?|patients?|students?))';
export const TARGET =
  "(?:wants?|needs?|needed(?: for| to get)?|before (?:i|we) (?:get|hit|reach)|need (?:for|to get)|aim(?:ing)? for|aims? (?:is|of)|target(?:ing)?|goals?|hop(?:e|ing) (?:for|to get)|(?<!\\b(?:spent|spend|spends|paid|pay|pays|took|cost|invested|invest|invests)\\s\\S+(?:\\s(?:on|in|into|for)\\s\\S+(?:\\s\\S+)?)?\\s)to (?:get|reach|hit|generate|drive|obtain|achieve|land|win|close|sell|book|sign|make)|(?:spend|budget|cost|take|clicks|visits|visitors|traffic|impressions) (?:to get|for)|(?:would|’d|'d) like(?: to get)?|looking (?:for|to get)|(?<!\\d\\S*(?:\\s\\S+){0,4}\\s)gets? (?:me|us))";
