import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS } from '../../worker/contract/chat';
import { composeAnswer } from '../../worker/lib/ai/answer';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { FIGURE_COUNT_LIMIT, FIGURE_TEXT_LIMIT } from '../../worker/lib/ai/figures';
import { fixtureIndex } from './knowledge-fixtures';
import { results } from './metric-results';

/** Each cause of a number question read wrong, with phrasings of the same family the cause was not tuned on. */
const CAUSES: [string, [string, Record<string, string>][]][] = [
  [
    "a share of leads that 'signs', 'goes ahead', 'turns into a job' or 'ends up hired' is a close rate",
    [
      [
        'web design packages are $2,000, margin 40%, and roughly 1 in 10 leads signs. max i can pay per lead?',
        { 'Max cost per lead': '$80.00' },
      ],
      [
        'roofing jobs average £6,000 with a 20% margin and 1 in 12 enquiries goes ahead. max cost per lead?',
        { 'Max cost per lead': '£100' },
      ],
      [
        'about 15% of our quotes turn into a job worth $3,000 at 30% margin. what can we pay per lead?',
        { 'Max cost per lead': '$135' },
      ],
      [
        'average treatment is €400, margin 60%, 25% of consultations go ahead. max cost per lead?',
        { 'Max cost per lead': '€60.00' },
      ],
      [
        'recruiting for a care home: about 12% of applicants from ads end up hired. we need 15 hires — how many applicants/leads do we need?',
        { 'Leads needed': '125' },
      ],
      [
        'we hire about 8% of candidates from indeed ads. need 12 hires, how many candidates?',
        { 'Leads needed': '150' },
      ],
    ],
  ],
  [
    'a share of visitors that signed up is a conversion rate, not a close rate',
    [['3% of visitors signed up and we had 2,000 visitors, cost $1.50 per click. cpa?', { CPA: '$50.00' }]],
  ],
  [
    "'average case', 'typical wedding package', 'we charge' price what one sale brings",
    [
      [
        'dental implants: average case $2,000, margin 50%, about 10% of enquiries go ahead. max i can pay per lead?',
        { 'Max cost per lead': '$100' },
      ],
      ['typical wedding package is £2,500 and our margin is 35%. break-even cpa?', { 'Break-even CPA': '£875' }],
      [
        'we charge $1,500 per website, margin 40%, about 1 in 5 leads signs. most i can pay per lead?',
        { 'Max cost per lead': '$120' },
      ],
    ],
  ],
  [
    "'is running at', 'sitting at', 'hovering around' stand between a name and its number",
    [
      [
        'budget is £3,000 for the quarter and cost per lead is running at £45. how many leads can we expect?',
        { 'Conversions the budget buys': 'about 66' },
      ],
      [
        'cpa is sitting at $38 and the monthly budget is $1,900. how many sales is that?',
        { 'Conversions the budget buys': 'about 50' },
      ],
      ['cpc has been hovering around £0.90 on a £450 budget. clicks?', { 'Clicks the budget buys': 'about 500' }],
    ],
  ],
  [
    "'they cost me $24 including shipping' after a selling price is what one item costs, not ad spend",
    [
      [
        "I sell candles for $40 each and they cost me $24 including shipping. What's my break-even ROAS?",
        { 'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)' },
      ],
      [
        "I sell phone cases for $80, each one costs me $50 with shipping. What's my break-even ROAS and margin?",
        { 'Break-even ROAS': '2.67 ($2.67 of revenue for every $1 of ad spend)', 'Profit margin': '37.5%' },
      ],
      [
        'mugs sell for £18 and each one costs me £7.20 with postage. break-even roas?',
        { 'Break-even ROAS': '1.67 (£1.67 of revenue for every £1 of ad spend)' },
      ],
      [
        'we sell a $120 jacket; it costs us $54 including shipping. margin and break even roas?',
        { 'Profit margin': '55%', 'Break-even ROAS': '1.82 ($1.82 of revenue for every $1 of ad spend)' },
      ],
    ],
  ],
  [
    "a ROAS 'of at least 3', or one set beside a question for the max CPA, is a target",
    [
      ["AOV €75, we need a ROAS of at least 3. What's the max CPA we can accept?", { 'Max CPA': '€25.00' }],
      ["aov $90 and our roas has to be at least 3x, what's the highest cpa we can pay?", { 'Max CPA': '$30.00' }],
      ["AOV €75, ROAS must be at least 3. What's the cpa?", { 'Max CPA': '€25.00' }],
      ['order value £45, minimum ROAS 2.5. max cost per sale?', { 'Max CPA': '£18.00' }],
      ['aov $90 at a 3x roas, what cpa does that mean?', { CPA: '$30.00' }],
    ],
  ],
  [
    "shorthand is spelt out: 'adspend', 'freq', 'half a percent', and a numbered list's '1)' is no figure",
    [
      [
        'revenue 20k margin 30% adspend 4k. am i actually making profit from ads and how much',
        { 'Profit from ads': '2,000' },
      ],
      ['adspend $2,500, revenue $9,000. roas?', { ROAS: '3.6' }],
      ['local bakery boosted post: 5,600 impressions, freq 8. how many people did it reach', { Reach: '700' }],
      ['impressions 24,000 and freq. 3, reach?', { Reach: '8,000' }],
      [
        '900 clicks and half a percent of them convert, how many conversions will that give us',
        { 'Conversions the clicks bring': 'about 4' },
      ],
      ['4,000 visitors and a quarter of a percent buy. sales?', { 'Conversions the clicks bring': 'about 10' }],
      [
        'quick ones: 1) spent 900 got 1,500 clicks, cpc? 2) 45 of those converted, conversion rate? 3) cpa?',
        { CPC: '0.60', 'Conversion rate': '3%', CPA: '20.00' },
      ],
      [
        'two questions 1) we spent $600 and got 400 clicks, cpc? 2) 12 sales from that, cpa?',
        { CPC: '$1.50', CPA: '$50.00' },
      ],
    ],
  ],
  [
    "'8 deals a quarter' counts over a period; it is no 25 %",
    [
      ['target 8 deals a quarter, lead-to-customer 12%. how many leads we need?', { 'Leads needed': '67' }],
      ['we need 30 sales a quarter and 1 in 5 leads buys. leads needed?', { 'Leads needed': '150' }],
    ],
  ],
  [
    'a cost named right after a selling price, with no ads in the sentence, is what one item costs',
    [
      [
        'sell for £45 cost £27 each. margin? and what roas do i need to break even',
        { 'Profit margin': '40%', 'Break-even ROAS': '2.5 (£2.50 of revenue for every £1 of ad spend)' },
      ],
      [
        'sell at 70 cost 49. profit margin? break even roas?',
        { 'Profit margin': '30%', 'Break-even ROAS': '3.33 (revenue of 3.33 × the ad spend)' },
      ],
      [
        'retail price $60, costs $36. break-even roas?',
        { 'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)' },
      ],
    ],
  ],
  [
    "'worth \u20ac2,200 to us over their lifetime' is a lifetime value",
    [
      [
        'a customer is worth €2,200 to us over their lifetime. we spent €12k on ads for 30 customers. whats the cac and ltv to cac?',
        { CAC: '€400', 'LTV:CAC': '5.5:1' },
      ],
      ['each client is worth $9,000 to us over the lifetime, cac is $1,500. ltv:cac?', { 'LTV:CAC': '6:1' }],
    ],
  ],
  [
    'a share of clickers that install or download is a conversion rate',
    [
      [
        'game UA question: if we buy 150k impressions at a 0.6% CTR and 6% of clickers install, how many clicks and how many installs?',
        { Clicks: '900', 'Conversions the clicks bring': 'about 54' },
      ],
      [
        '3,000 clicks to the app store page and 20% of them download. installs?',
        { 'Conversions the clicks bring': 'about 600' },
      ],
    ],
  ],
  [
    "'per campaign, and the daily budget for the whole account' asks for the account's daily budget",
    [
      [
        "We've got $9,120 a month across 3 campaigns. How much is that per campaign, and what's the daily budget for the whole account?",
        { 'Budget per campaign': '$3,040', 'Daily budget': '$300 a day' },
      ],
      [
        "£6,080 a month split over 4 campaigns: how much each, and the account's daily budget?",
        { 'Budget per campaign': '£1,520', 'Daily budget': '£200 a day' },
      ],
    ],
  ],
  [
    "money still to spend that 'will buy' impressions or clicks is also shown as the forecast",
    [
      [
        '€1.5k on youtube at €6 CPM, how many impressions will that buy?',
        { 'Impressions the budget buys': 'about 250,000' },
      ],
      ['$800 on google at a $2.50 cpc, how many clicks would that get us?', { 'Clicks the budget buys': 'about 320' }],
    ],
  ],
  [
    "'point three percent', '18 500 impressions', a '300k-impression' buy and 'spent $1,800 and $2,200' are read as written",
    [
      [
        'Our display ads served roughly 1.2 million impressions last quarter with a click-through rate of point three percent. How many clicks is that?',
        { Clicks: '3,600' },
      ],
      [
        'conversion rate is about one point five percent on 2,000 clicks. sales?',
        { 'Conversions the clicks bring': 'about 30' },
      ],
      ['newsletter sponsorship: 18 500 impressions and 222 clicks. ctr pls', { CTR: '1.2%' }],
      ['We paid €2,100 for a 300k-impression takeover on a news site. What CPM is that?', { CPM: '€7.00' }],
      ['Across both campaigns we spent $1,800 and $2,200 and got 160 leads in total. Overall CPL?', { CPA: '$25.00' }],
    ],
  ],
  [
    "A$, NZ$ and C$ stay the user's currency",
    [
      ["Spotify audio ads: A$18 CPM, we're booking 350,000 impressions. Total cost?", { 'Ad spend': 'A$6,300' }],
      [
        'Client signed off A$4,560 a month for search. what do I set as the daily budget?',
        { 'Daily budget': 'A$150 a day' },
      ],
      ['we spent NZ$900 for 60 leads, cpl?', { CPA: 'NZ$15.00' }],
    ],
  ],
  [
    "a price 'retails at', a cost 'per sale to deliver', a 'pot' split 'evenly over' named channels",
    [
      ['Candles retail at $38 and cost $14.50 to produce. Profit per sale?', { 'Profit per sale': '$23.50' }],
      [
        "I sell a course for €297 and it costs me €47 per sale to deliver. What's my profit margin?",
        { 'Profit margin': '84.18%' },
      ],
      [
        'total monthly pot is $7,200 and I want to split it evenly over search, shopping, pmax and youtube. how much each?',
        { 'Budget per campaign': '$1,800' },
      ],
    ],
  ],
  [
    "'sales average $85' is what a sale brings; 'leads average $32' is what a lead costs",
    [
      ['our sales average $85 and we keep 30%. break-even cpa?', { 'Break-even CPA': '$25.50' }],
      ['leads average $32 and we close 20%. cost per customer?', { 'Cost per customer': '$160' }],
    ],
  ],
  [
    'an amount that is whole to the cent is written whole',
    [
      [
        'CPL is running around $65 and we close roughly 1 in 6 leads. What does each customer cost us?',
        { 'Cost per customer': '$390' },
      ],
    ],
  ],
  [
    "'we got 35 of them' counts what was named before; 'showed our ad 54,000 times' counts impressions; 'to see it about 3 times' is a frequency",
    [
      ['leads cost us 42 quid each and we got 35 of them in june, total spend?', { 'Ad spend': '£1,470' }],
      ['We showed our ad 54,000 times to 18,000 people. Average frequency?', { Frequency: '3' }],
      ["We'd like 25k people to see it about 3 times. How many impressions?", { Impressions: '75,000' }],
    ],
  ],
  [
    "'cost us $450 to get' is a CAC, '35 cents profit on every dollar' a margin, a name in brackets the one meant, 'insta' a platform",
    [
      [
        "Members are worth about $1,800 over their lifetime and cost us $450 to get. What's our LTV:CAC?",
        { 'LTV:CAC': '4:1' },
      ],
      [
        'We make about 35 cents profit on every dollar of sales. break even roas?',
        { 'Break-even ROAS': '2.86 (revenue of 2.86 × the ad spend)' },
      ],
      ['a podcast network charges £1,350 for 90,000 downloads (impressions). cpm?', { CPM: '£15.00' }],
      ['spent $750 on insta, got 30 ordrs. cpa??', { CPA: '$25.00' }],
    ],
  ],
  [
    "a rate with no sign, an aside in brackets, 'from ads last month was' and 'avg order 64' still name their numbers",
    [
      ['impressions 34000 ctr 2.5 how many clicks', { Clicks: '850' }],
      ['margin: 40, aov €90. break-even cpa?', { 'Break-even CPA': '€36.00' }],
      ["conversion rate of 1 in 200 and a $0.40 CPC. What's my cost per conversion?", { CPA: '$80.00' }],
      [
        'Budget: £1,000/month. Avg CPC in our niche (emergency plumbing, Leeds) is £3.40. How many clicks will that buy us each month?',
        { 'Clicks the budget buys': 'about 294' },
      ],
      [
        'revenue from ads last month was $24,000, margin is 30%, ad spend $5,500. how much profit did the ads actually make',
        { 'Profit from ads': '$1,700' },
      ],
      ['avg order 64, margin 45%. break even cpa?', { 'Break-even CPA': '28.80' }],
    ],
  ],
  [
    "'cost per item', 'COGS + shipping', 'cost us \u20ac30 each' after a price are unit costs; an 'annual contract' is a price",
    [
      ["selling price £60, cost per item £39. what's my profit margin", { 'Profit margin': '35%' }],
      ['product retails at €129, COGS + shipping is €81.50. profit per sale?', { 'Profit per sale': '€47.50' }],
      [
        'items sell for €50 and cost us €30 each. whats the break-even ROAS',
        { 'Break-even ROAS': '2.5 (€2.50 of revenue for every €1 of ad spend)' },
      ],
      [
        'B2B SaaS here. annual contract $6,000, gross margin 70%, lead-to-customer rate 5%. max cost per lead?',
        { 'Max cost per lead': '$210' },
      ],
    ],
  ],
  [
    "asked for a close rate, a second smaller count ('52 bookings', 'closed deals: 9') is the customers; a 'CPA goal' is a target; 'we have 11 products' is no result",
    [
      ['320 enquiries, 52 bookings. what % of our leads become customers', { 'Lead-to-customer rate': '16.25%' }],
      [
        "Lead gen recap:\n• spend: €3,150\n• leads: 90\n• closed deals: 9\n• team: 4 SDRs\nwhat's our cost per lead, lead→customer rate and CAC?",
        { CPA: '€35.00', 'Lead-to-customer rate': '10%', CAC: '€350' },
      ],
      ['CPA goal £45, CVR 4.2%. highest I should bid per click?', { 'Max CPC': '£1.89' }],
      [
        'Leadership approved $18,000 for Q3 across 3 campaigns (we have 11 products in the catalogue btw). How much does each campaign get?',
        { 'Budget per campaign': '$6,000' },
      ],
    ],
  ],
  [
    "'24 ppl bought', '2% of 60,000 monthly visitors buy', and only the leads that close pay",
    [
      [
        'our ppc guy says we paid 2.10 per click for 800 clicks and 24 ppl bought. conversion rate and cpa?',
        { 'Conversion rate': '3%', CPA: '70.00' },
      ],
      ["if 2% of 60,000 monthly visitors buy and AOV is £45, what's monthly revenue?", { Revenue: '£54,000' }],
      ['10% of 200 leads close, aov $500. revenue?', { Revenue: '$10,000' }],
    ],
  ],
  [
    "a bare amount in a period beside a price or a raise is a budget; 'total 10k over 8 weeks' a total budget",
    [
      ['and if the client bumps it to 1,500 a month whats the daily', { 'Daily budget': '49.34 a day' }],
      ['30 a day, cpc .45, how many clicks per day', { 'Clicks the budget buys': 'about 66' }],
      ["total 10k over 8 weeks, what's the daily equivalent", { 'Equivalent daily budget': '178.57 a day' }],
    ],
  ],
  [
    "'my cost is $78', 'trial signups convert to paid', '11 joined', and 'solar installs avg \u00a37,200' is a price",
    [
      ['product retails at $120, my cost is $78. what margin am i on', { 'Profit margin': '35%' }],
      [
        'b2b saas, plan is $99 (just counting the first payment), 80% margin, 25% of trial signups convert to paid. max i can pay per trial signup?',
        { 'Max cost per lead': '$19.80' },
      ],
      [
        'gym owner, paid 1,100 for 44 trial signups and 11 joined. cpl, close rate and cac?',
        { CPA: '25.00', 'Lead-to-customer rate': '25%', CAC: '100' },
      ],
      [
        'solar installs avg £7,200, about 18% margin, 10% of leads convert. max cpl?',
        { 'Max cost per lead': '£129.60' },
      ],
      [
        "Solar installs average $18k, we keep 15%, and 1 in 20 leads ends up buying. What's the max we can pay for a lead?",
        { 'Max cost per lead': '$135' },
      ],
    ],
  ],
  [
    "a rate's name before an amount per unit, in money or 'times' is no rate without its sign",
    [
      ['my margin is 12 per unit, we sell at $50, break even cpa?', { 'Break-even CPA': '$12.00' }],
      ['margin of 15 bucks per sale, we sell at $60. break even cpa?', { 'Break-even CPA': '$15.00' }],
      ['ctr 2.5, cpc $1. cpm?', { CPM: '$25.00' }],
    ],
  ],
  [
    "'reach 18,000 on FB' is a reach, not spent on FB; a bare amount a day in a question after the whole run's budget is a budget",
    [
      ["Reach 18,000 on FB, impressions 40,500. What's my frequency?", { Frequency: '2.25' }],
      ['our reach was 9,000 on tiktok with 27,000 impressions. frequency?', { Frequency: '3' }],
      ['event promo runs 10 days, want 60 a day. lifetime budget?', { 'Lifetime budget': '600' }],
      ['launch promo for 3 weeks (21 days), 40 a day. overall budget?', { 'Lifetime budget': '840' }],
    ],
  ],
  [
    "a margin or close rate written as a fraction ('0.4'), a conversion rate as '0.04', and 'pc' are percentages; 'ctr 0.8' stays 0.8%",
    [
      [
        'we sell bikes at $800 and our margin is 0.2. break-even roas?',
        { 'Break-even ROAS': '5 ($5.00 of revenue for every $1 of ad spend)' },
      ],
      ['cvr 0.04, max cpa $50. highest cpc i can bid?', { 'Max CPC': '$2.00' }],
      ['close rate 0.25 and leads cost £30. cost per customer?', { 'Cost per customer': '£120' }],
      ['margin 30pc on a £90 product, break-even cpa?', { 'Break-even CPA': '£27.00' }],
      ['ctr 0.8, 50,000 impressions. clicks?', { Clicks: '400' }],
    ],
  ],
  [
    "a CAC asked for after leads of which '1 in 10' close is what a customer costs, not a lead; '15 of which became clients' counts customers",
    [
      ['spent £3,000 for 200 leads and about 1 in 10 became clients. CAC?', { CPA: '£15.00', CAC: '£150' }],
      [
        "we paid $1,800 for 90 demo requests and 1 in 6 signed as customers. what's our customer acquisition cost?",
        { CAC: '$120' },
      ],
      ['got 120 enquiries from £2,400 of spend, 15 of which became paying clients. cac?', { CAC: '£160' }],
      [
        'leads cost $20 and 20% of them buy. cost per customer and ltv:cac if ltv is $500?',
        { 'Cost per customer': '$100' },
      ],
    ],
  ],
  [
    "in a pasted run of names and numbers ('cpm 8 budget 2,400 impressions?') each name before a number is its own, and the last asked for",
    [
      ['ctr 1.8% impressions 40,000 clicks?', { Clicks: '720' }],
      ['budget 900 cpc 0.45 clicks?', { 'Clicks the budget buys': 'about 2,000' }],
      ['cpm 8 budget 2,400 impressions?', { 'Impressions the budget buys': 'about 300,000' }],
      ['reach 12,000 frequency 2.5 impressions?', { Impressions: '30,000' }],
      ['aov 60 cogs 35 break even roas?', { 'Profit per sale': '25.00' }],
    ],
  ],
  [
    "'our costs come to $14 per order', 'payment fees + delivery cost us £3.50 per sale' are what a sale costs to deliver, not a CPA; 'ad costs' still are",
    [
      ['we sell candles at $40 and our costs come to $14 per order. profit per sale?', { 'Profit per sale': '$26.00' }],
      [
        "ebooks sell for £25, payment fees + delivery cost us £3.50 per sale. what's the margin?",
        { 'Profit margin': '86%' },
      ],
      ['our ad costs come to $40 per sale and aov is $120. roas?', { ROAS: '3' }],
    ],
  ],
  [
    "a share of leads that 'end up signing', 'installing', 'paying' or 'going ahead' is a close rate",
    [
      [
        'around 10% of quotes end up signing and a quote costs £40. cost per customer?',
        { 'Cost per customer': '£400' },
      ],
      [
        '6% of our trial leads end up paying and trials cost $12 each. cost per customer?',
        { 'Cost per customer': '$200' },
      ],
      [
        'we need 6 new patients and 15% of consultations end up going ahead. how many consultations?',
        { 'Leads needed': '40' },
      ],
      ['only 4% of our leads end up installing. we want 12 installs, how many leads?', { 'Leads needed': '300' }],
    ],
  ],
  [
    "'sold 90 boxes on our facebook shop at avg $22': the amount items were sold at is a price, not what the ads cost",
    [
      ['sold 90 boxes on our facebook shop at avg $22. revenue?', { Revenue: '$1,980' }],
      ['we sold 140 candles via the etsy page at around £18. total revenue?', { Revenue: '£2,520' }],
      ['sold 40 units last month on google ads at a CPA of $25, aov $80. roas?', { ROAS: '3.2' }],
    ],
  ],
  [
    "'Google shopping: …, Meta: …' are two parts; a metric only one part has keeps its own name, the part named beside its numbers",
    [
      [
        'Google shopping: $1,200 spent, 40 sales. Meta: 30,000 impressions, 450 clicks. ROAS on google if aov is $90, CTR on meta?',
        { ROAS: '3', CTR: '1.5%' },
      ],
      [
        'Facebook: reach 5,000, impressions 15,000. Google: $400 spent, 200 clicks. frequency on facebook and cpc on google?',
        { Frequency: '3', CPC: '$2.00' },
      ],
    ],
  ],
  [
    "a price that 'is running at' after a rate named a few words back, or that 'clicks are costing' and 'a sale has been costing us', is that price, not ad spend",
    [
      [
        'leads have been costing us about $28 and the budget is $1,400. how many leads?',
        { 'Conversions the budget buys': 'about 50' },
      ],
      [
        'clicks are costing roughly £1.20 and we have £600. how many clicks?',
        { 'Clicks the budget buys': 'about 500' },
      ],
      [
        'our cpm on meta is running at about $9. how many impressions will $1,800 get me?',
        { 'Impressions the budget buys': 'about 200,000' },
      ],
    ],
  ],
  [
    "'splitting $2,000', 'allocating €3,000', 'a $900 grant to spend' and 'our monthly meta budget' name a budget",
    [
      ['splitting $2,000 equally between 4 campaigns, how much each?', { 'Budget per campaign': '$500' }],
      ['allocating €3,000 across 6 ad sets, how much per ad set?', { 'Budget per campaign': '€500' }],
      ['got a $900 grant to spend on ads over 30 days. per day?', { 'Equivalent daily budget': '$30.00 a day' }],
      ['our monthly meta budget is $1,520. daily budget?', { 'Daily budget': '$50.00 a day' }],
    ],
  ],
  [
    "'3,400 ad clicks', '2,500 paid clicks', '1,500,000 banner impressions': a kind of click or impression still counts clicks or impressions",
    [
      ['2,500 paid clicks and 50 sales. conversion rate?', { 'Conversion rate': '2%' }],
      ['we paid $900 for 300,000 display impressions. cpm?', { CPM: '$3.00' }],
      ['8,000 search clicks from 200,000 impressions, ctr?', { CTR: '4%' }],
    ],
  ],
  [
    "'$600 in ads to win one' is a CAC and 'worth £1,200 over the time they stay' a lifetime value",
    [
      [
        'a client is worth around $2,400 to us over their lifetime and we spend about $600 in ads to win one. ltv:cac?',
        { 'LTV:CAC': '4:1' },
      ],
      [
        'a patient is worth £1,200 over the time they stay and costs us £300 in advertising to acquire. ltv to cac?',
        { 'LTV:CAC': '4:1' },
      ],
    ],
  ],
  [
    "a share of the people who saw the ad that 'clicked' is a CTR",
    [
      ['my post was shown 12,000 times and 1.5% of the people who saw it clicked. how many clicks?', { Clicks: '180' }],
      ['we got 45 clicks and 3% of viewers clicked through. how many impressions was that?', { Impressions: '1,500' }],
      ['the ad was displayed 8,000 times and roughly 2% of people tapped on it, how many taps', { Clicks: '160' }],
    ],
  ],
  [
    "'$4 for every thousand times my ad is shown' and 'a thousand impressions cost €7' are a CPM",
    [
      [
        'instagram charges me $4 for each thousand times the ad gets shown. if i spend $600 how many times is it shown?',
        { 'Impressions the budget buys': 'about 150,000' },
      ],
      ['every 1,000 views costs us £3 and we got 90,000 views. what did we spend?', { 'Ad spend': '£270' }],
      [
        'a thousand impressions run about €12 on linkedin and we have €300, how many impressions is that',
        { 'Impressions the budget buys': 'about 25,000' },
      ],
    ],
  ],
  [
    "'5 dollars back for every dollar on ads' and '4 times that back in sales' are a return on ad spend, wanted or got",
    [
      [
        "i'm putting $900 into ads and need 5 times my ad spend back in revenue. what revenue is that?",
        { 'Revenue needed': '$4,500' },
      ],
      [
        'my candles sell for £24 and i need at least 4 pounds back for every pound spent. most i can pay per order?',
        { 'Max CPA': '£6.00' },
      ],
      [
        'google showed $2.5 back in revenue per dollar on ads, and we spent $800. what did it bring in?',
        { Revenue: '$2,000' },
      ],
    ],
  ],
  [
    "'to break even' with a space and 'so we're not losing money' ask for the break-even ROAS",
    [
      [
        'we keep a 25% margin. how much in sales do we need per pound of ads so we are not losing money?',
        { 'Break-even ROAS': '4 (revenue of 4 × the ad spend)' },
      ],
      [
        'candles sell at $30 and cost me $18 to make. what return do i need on ads to break even',
        { 'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)' },
      ],
    ],
  ],
  [
    "'each person saw it 1.5 times' and 'the average viewer saw our ad 3 times' are a frequency, so reach is worked out",
    [
      [
        'we got 60,000 impressions and the average viewer saw our ad 3 times. how many different people saw it?',
        { Reach: '20,000' },
      ],
      [
        'the video was served 24,000 times; each user watched it about 2 times. how many people is that',
        { Reach: '12,000' },
      ],
    ],
  ],
  [
    "'a grand' is 1,000 and 'a fiver' £5, but 'a grand prize' is no amount",
    [
      [
        'i have a grand to spend on meta and clicks cost $0.50. how many clicks can i get?',
        { 'Clicks the budget buys': 'about 2,000' },
      ],
      ["a fiver a day on instagram ads, what's that a month?", { 'Monthly budget': '£152' }],
    ],
  ],
  [
    "'half a percent of my clicks', '2% of them order', 'people who click on the ad sign up' are a conversion rate; 'before we get 8' a target",
    [
      [
        'about half a percent of my clicks turn into bookings and we get 2,000 clicks a month. how many bookings?',
        { 'Conversions the clicks bring': 'about 10' },
      ],
      [
        '1,200 clicks a month and roughly 2% of them order, how many orders',
        { 'Conversions the clicks bring': 'about 24' },
      ],
      [
        'how many clicks before we get 8 sign-ups, if 4% of people who click on the ad sign up?',
        { 'Clicks needed': '200' },
      ],
    ],
  ],
  [
    "'won't pay more than $40 per sign-up' caps what a result may cost; '1 in 8 enquiries end up a paying client' is a close rate",
    [
      ["we won't pay more than $40 per sign-up and 2% of people who click sign up. max cpc?", { 'Max CPC': '$0.80' }],
      [
        'roughly 1 in 8 enquiries end up a paying client and each enquiry costs £20. what does a client cost us?',
        { 'Cost per customer': '£160' },
      ],
    ],
  ],
  [
    "'the unit cost of each mug is $6', 'we source candles for £9' and 'each order is £30' price what is sold and what it costs",
    [
      ['the unit cost of each mug is $6 and we sell them at $18. margin?', { 'Profit margin': '66.67%' }],
      ['we source candles for £9 and sell them for £24. profit margin?', { 'Profit margin': '62.5%' }],
      ['each order is £30 and costs us £21 to fulfil. break-even cpa?', { 'Break-even CPA': '£9.00' }],
    ],
  ],
  [
    "'what did each new client cost us' and 'cost me to sign each new member' ask for the CAC",
    [
      ['we spent £2,000 on google and landed 8 new clients. what did each new client cost us?', { CAC: '£250' }],
      [
        'we spent £4,000 on ads and signed 16 clients; a client is worth £1,000 to us over their lifetime. how much is each client costing us?',
        { CAC: '£250', 'LTV:CAC': '4:1' },
      ],
      [
        'paid $900 for meta ads and got 3 new members. how much did it cost me to sign each new member?',
        { CAC: '$300' },
      ],
    ],
  ],
  [
    "one part named in the sentence that asks ('I just need the Meta CPA', 'whats the week 2 roas') is the one answered; 'putting together' is no total",
    [
      ['Google: spent $900, 30 sales. Meta: spent $600, 12 sales. I just need the Meta CPA.', { CPA: '$50.00' }],
      [
        'week 1 we spent $1,000 and made $3,000. week 2 we spent $1,200 and made $4,800. what was the week 2 roas?',
        { ROAS: '4' },
      ],
      [
        'Putting together a report: Search spent £1,000 for 50 sales, Display spent £500 for 10 sales. Which has the better CPA?',
        { 'CPA (Search)': '£20.00', 'CPA (Display)': '£50.00' },
      ],
    ],
  ],
  [
    "'40 orders worth $6,000' and '12 sales worth £3,600 all together' are what they brought in; '3 sofas worth $1,200 each' a price",
    [
      ['spent $2,000 and got 40 orders worth $6,000. roas?', { ROAS: '3' }],
      ['we made 12 sales worth £3,600 all together from £900 of ads. roas?', { ROAS: '4' }],
      ['sold 3 sofas worth $1,200 each last week. revenue?', { Revenue: '$3,600' }],
    ],
  ],
  [
    "'worth about $3,000 to us over time' is a lifetime value",
    [
      [
        'a client is worth about $3,000 to us over time and it costs us $750 in ads to win one. ltv:cac?',
        { 'LTV:CAC': '4:1' },
      ],
    ],
  ],
  [
    "a share of leads that 'end up as paying clients' is a close rate",
    [
      [
        'about 8% of leads end up as paying clients and a lead costs £40. cost per customer?',
        { 'Cost per customer': '£500' },
      ],
    ],
  ],
  [
    "months reported side by side ('March we spent …. April we spent …') are parts, and the one the question names ('April's CPL', 'october's cost per sale') is answered",
    [
      [
        "March we spent $2,000 for 40 leads. April we spent $2,600 for 65 leads. What was April's CPL?",
        { CPA: '$40.00' },
      ],
      [
        "September: 12,000 impressions, 240 clicks. October: 15,000 impressions, 450 clicks. what was october's ctr?",
        { CTR: '3%' },
      ],
      [
        "September: spent $1,000, 50 sales. October: spent $1,200, 80 sales. what was october's cost per sale?",
        { CPA: '$15.00' },
      ],
      ['last month i put $5k into google ads and closed 10 customers. cac?', { CAC: '$500' }],
    ],
  ],
  [
    "a fraction 'per item' or in money beside a margin is a profit per sale, not a percentage",
    [
      [
        'my margin is 0.40 per item and I sell at $4, break even cpa?',
        { 'Profit margin': '10%', 'Break-even CPA': '$0.40' },
      ],
      ['margin 0.5 per unit, price $10, break even cpa?', { 'Break-even CPA': '$0.50' }],
    ],
  ],
  [
    "of a price then and a price 'now', the latest holds",
    [
      [
        'clicks were costing us $2 last year, now $3; budget $300, how many clicks?',
        { 'Clicks the budget buys': 'about 100' },
      ],
    ],
  ],
  [
    "a cpc named in figures outranks 'a tenner per click'",
    [
      [
        'a tenner per click is too much, budget £500, how many clicks at £2.50 cpc?',
        { 'Clicks the budget buys': 'about 200' },
      ],
    ],
  ],
  [
    "'cost per item 20' in a run of names and numbers is what an item costs",
    [['aov 48 cost per item 20 margin?', { 'Profit margin': '58.33%' }]],
  ],
];

describe('number questions, cause by cause', () => {
  for (const [cause, cases] of CAUSES)
    it(cause, () => {
      for (const [question, want] of cases) expect(results(question), question).toMatchObject(want);
    });

  it('prints a cost still to come under both names a reader may look for, and a past one only as ad spend', () => {
    const both = { 'Ad spend': '$1,500', 'Budget needed': '$1,500' };
    expect(results('50 leads at $30 CPL, what does that cost?')).toEqual(both);
    expect(results('we want 50 leads at $30 CPL, what will it cost?')).toEqual(both);
    expect(results('if i get 60 sales at a $20 cpa how much do i spend')).toMatchObject({ 'Budget needed': '$1,200' });
    expect(computeUserMetrics('if i get 60 sales at a $20 cpa how much do i spend')?.missing).toEqual([]);
    expect(results('we got 75 leads last month at $32 per lead, what did we spend')).toEqual({ 'Ad spend': '$2,400' });
    expect(results('we want 40 demos and our cost per demo is around £85. what budget do we need?')).toEqual({
      'Budget needed': '£3,400',
    });
  });

  it('still compares a ROAS with a threshold asked about, and keeps what the ads cost as spend', () => {
    expect(computeUserMetrics('spent $500, made $1,200. is the roas above 2?')?.values.roas).toBe(2.4);
    expect(results('we sell a $2,000 course. last month it cost us $800 and we got 3 sales. cpa?')).toMatchObject({
      CPA: '$266.67',
    });
    expect(results('I sell mugs for $20. ran ads, they cost me $300 and got 25 sales. roas?')).toMatchObject({
      ROAS: '1.67',
    });
  });

  it("counts a bare amount beside a price in money, a budget only beside a bare price; '2 times' is no CTR", () => {
    for (const question of [
      'my cpc is $1.50, we get about 25 a day. clicks a day?',
      'cpa is $40, we close 20 a month. how many conversions?',
    ]) {
      const values = computeUserMetrics(question)?.values ?? {};
      expect(values.dailyBudget ?? values.monthlyBudget, question).toBeUndefined();
    }
    expect(computeUserMetrics('ctr 2 times higher than last month, cpc $1. cpm?')?.values.ctr).toBeUndefined();
    expect(results('30 a day, cpc .45, how many clicks per day')).toMatchObject({
      'Clicks the budget buys': 'about 66',
    });
  });

  it("answers 'how many leads' with the leads needed and notes no gap", () => {
    expect(
      computeUserMetrics('only 4% of our leads end up installing. we want 12 installs, how many leads?')?.missing,
    ).toEqual([]);
  });

  it("reads no return from 'not getting' or 'we lose' so many dollars for every dollar", () => {
    expect(
      results('we are not getting 5 dollars back for every dollar on ads, more like 2. spent $1,000. revenue?'),
    ).toEqual({});
    expect(results('we lose 2 dollars for every dollar on ads, spent $1,000')).toEqual({});
  });

  it('reads no click-through rate of impressions from a share of visitors who clicked', () => {
    const values = computeUserMetrics(
      'we had 5,000 visitors to the site and 4% of them clicked, spent $1,000. how many clicks? cpc?',
    )?.values;
    expect(values?.ctr).toBeUndefined();
    expect(values?.impressions).toBeUndefined();
    expect(values?.cpm).toBeUndefined();
  });

  it('reads no frequency from following up with each one so many times', () => {
    expect(results('we reached 5,000 people and followed up with each one 3 times, 40 sales. cpa? spent $600')).toEqual(
      { CPA: '$15.00' },
    );
  });

  it('reads no revenue from what stock is worth', () => {
    expect(results('I have 200 products worth $30 in stock, spent $500 on ads and got 25 sales. cpa?')).toEqual({
      CPA: '$20.00',
    });
  });

  it("reads no amount from 'a grand prize'", () => {
    expect(results('we won a grand prize and spent $500 on ads. cpa?')).toEqual({});
  });

  it('names the part beside the numbers of a metric only one part has', () => {
    const rows = computeUserMetrics(
      'Facebook: reach 5,000, impressions 15,000. Google: $400 spent, 200 clicks. frequency on facebook and cpc on google?',
    )?.rows;
    expect(rows?.map((row) => row.numbers)).toEqual([
      'Facebook: 15,000 impressions / 5,000 people reached',
      'Google: $400 / 200 clicks',
    ]);
  });

  it('reads figures only from the start of a long paste, and still answers it', () => {
    const asked = 'spent $500, 20 sales. cpa?';
    const filler = 'ref 7, '.repeat(FIGURE_COUNT_LIMIT);
    expect(results(`${asked} ${'2.5% '.repeat(MAX_MESSAGE_CHARS / 5)}`.slice(0, MAX_MESSAGE_CHARS))).toMatchObject({
      CPA: '$25.00',
    });
    expect(results(`${filler}${asked}`)).toEqual({});
    expect(results(`${'.'.repeat(FIGURE_TEXT_LIMIT)} ${asked}`)).toEqual({});
    const paste = '1'.repeat(MAX_MESSAGE_CHARS);
    expect(composeAnswer(fixtureIndex(), { persona: 'ads', agent: 'advisor', questions: [paste] })).not.toBe('');
  });
});
