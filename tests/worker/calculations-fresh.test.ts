import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { extractFigures } from '../../worker/lib/ai/figures';
import { results } from './metric-results';

/**
 * Number questions written fresh in users' words, after the figure reader was tuned: suffixes, currencies, 'per cent',
 * periods, several campaigns, ranges, typos and numbers in the sentence that are no figure. Each formula of the
 * numbers format is reached at least once.
 */
const FRESH: [string, Record<string, string>][] = [
  ['we got 48k impressions and 1.2k clicks last month, ctr?', { CTR: '2.5%' }],
  ['spent €2.4k on meta for 96 leads. whats my cost per lead', { CPA: '€25.00' }],
  [
    'our google ads cost us £1,250 last month and brought 50 sales. AOV is £80, roas?',
    { Revenue: '£4,000', ROAS: '3.2', CPA: '£25.00' },
  ],
  ["CPC is around 85p and 4 per cent of visitors buy. what's the cost per sale?", { CPA: '£21.25' }],
  ['budget is 1.5k a month. how much is that a day?', { 'Daily budget': '49.34 a day' }],
  ["I can do $25 a day. what's that per month?", { 'Monthly budget': '$760' }],
  ['running a 14 day promo at $40/day, total cost?', { 'Lifetime budget': '$560' }],
  ["we've got 3000 dollars for a 2 week campaign, daily spend?", { 'Equivalent daily budget': '$214.29 a day' }],
  ['$4,500 budget across 3 campaigns, how much each?', { 'Budget per campaign': '$1,500' }],
  ["spent $9,000 and landed 30 new customers. what's our CAC", { CAC: '$300' }],
  ['our CPL is $40 and about 1 in 4 leads become customers, cost per customer?', { 'Cost per customer': '$160' }],
  ['we had 200 leads and 18 turned into paying customers. close rate?', { 'Lead-to-customer rate': '9%' }],
  [
    'customers are worth about $2,400 over their lifetime and it costs us $600 to acquire one. ltv:cac?',
    { 'LTV:CAC': '4:1' },
  ],
  ['we want 50 sales a month and our site converts at 2.5%. how many clicks do we need?', { 'Clicks needed': '2,000' }],
  ['need 20 new patients per month, 25% of leads book. how many leads?', { 'Leads needed': '80' }],
  ['target is 40 sign-ups at a $15 CPA, what budget?', { 'Budget needed': '$600' }],
  ['if I put $800 into google at $2 per click, how many clicks will I get?', { 'Clicks the budget buys': 'about 400' }],
  [
    'with a €600 budget and a CPA of about €30 how many sales can I expect',
    { 'Conversions the budget buys': 'about 20' },
  ],
  ['our target cpa is $50 and we convert 3% of clicks. max cpc?', { 'Max CPC': '$1.50' }],
  ['we spent $5k last month, need a 4x roas. how much revenue do we need?', { 'Revenue needed': '$20,000' }],
  ['1,000,000 impressions at $6 CPM, spend?', { 'Ad spend': '$6,000' }],
  ['£900 budget, CPMs around £7.50, how many impressions', { 'Impressions the budget buys': 'about 120,000' }],
  ['our AOV is $120 and we need a ROAS of 3, whats the max cpa', { 'Max CPA': '$40.00' }],
  ["reach was 25k and impressions 80k, what's frequency", { Frequency: '3.2' }],
  ['80,000 impressions and a frequency of 2.5, how many people did we reach?', { Reach: '32,000' }],
  [
    'product sells for £45, costs £18 to make. break even roas?',
    {
      'Profit per sale': '£27.00',
      'Profit margin': '60%',
      'Break-even ROAS': '1.67 (£1.67 of revenue for every £1 of ad spend)',
    },
  ],
  ['30% margin, what ROAS do I need to break even?', { 'Break-even ROAS': '3.33 (revenue of 3.33 × the ad spend)' }],
  [
    'avg deal is worth $5,000, our margin is 40% and we close 10% of leads. what can we pay per lead?',
    { 'Max cost per lead': '$200' },
  ],
  [
    'made $18k in revenue off $6k ad spend, margins are 35%. did we actually make money?',
    { ROAS: '3', 'Profit from ads': '$300' },
  ],
  ["clicks cost me 2.50 and CTR is 2%, what's my CPM", { CPM: '50.00' }],
  ['12,000 visitors a month, 1.5% convert, how many sales?', { 'Conversions the clicks bring': 'about 180' }],
  ['we spend 1,200 per month and get around 30 to 40 leads. cpl?', { CPA: '34.29' }],
  ['Ads cost €3.000 and generated €10.500 in sales', { ROAS: '3.5' }],
  ['we spent 2.5k on tiktok and 1.5k on snapchat, got 80 sales total. CPA?', { CPA: '50.00' }],
  [
    'Campaign A: $400 spend, 16 leads. Campaign B: $600 spend, 20 leads. cpl for each',
    { 'CPA (Campaign A)': '$25.00', 'CPA (Campaign B)': '$30.00' },
  ],
  ["I'm 29, started my shop in 2021, spent $750 on ads in march and got 25 orders", { CPA: '$30.00' }],
  ['we have 3 locations and spent $1,800 on google for 45 calls', { CPA: '$40.00' }],
  ['spent fifteen hundred dollars, got sixty leads', { CPA: '$25.00' }],
  ["cpc went from $1.20 to $1.80 and conversion rate is 3%, what's my cpa now", { CPA: '$60.00' }],
  ['our ROAS is 250% and we spent $4,000. revenue?', { Revenue: '$10,000' }],
  ['conversion rate 2 per cent, 5,000 clicks, how many conversions', { 'Conversions the clicks bring': 'about 100' }],
  ['we pay about 1.10 a click and get 900 clicks a month, spend?', { 'Ad spend': '990' }],
  ['spend is $50/day, we get 2 bookings a day. cost per booking?', { CPA: '$25.00' }],
  ['£20 a day and 3 leads a week, cpl?', { CPA: '£46.67' }],
  ['we spent 1 500 € last week and got 60 orders', { CPA: '€25.00' }],
  ['daily budget of $70, ran for 10 days, got 28 sales. cpa?', { 'Lifetime budget': '$700', CPA: '$25.00' }],
  ['CTR 3.5%, 40,000 impressions, how many clicks?', { Clicks: '1,400' }],
  ['we want 600 clicks and our CTR is around 1.5%. how many impressions do we need?', { Impressions: '40,000' }],
  ['we spent $1,500 at a cost per click of $0.75, how many clicks was that?', { Clicks: '2,000' }],
  ['AOV $65, 140 orders last month from $3.5k on ads', { Revenue: '$9,100', ROAS: '2.6', CPA: '$25.00' }],
  ['spent $900, got 1,800 clikcs and 45 conversons', { CPC: '$0.50', CPA: '$20.00', 'Conversion rate': '2.5%' }],
  ['profit margin is 25 percent and AOV is $200. breakeven cpa?', { 'Break-even CPA': '$50.00' }],
  ['ltv is about £1.2k, cac £400', { 'LTV:CAC': '3:1' }],
  ['$2m revenue on $400k spend', { ROAS: '5' }],
  ['we sell memberships at $39/month, members stay 10 months on average. ltv?', { 'Customer lifetime value': '$390' }],
  ["cpm is $9 and ctr 0.9%, what's my cpc", { CPC: '$1.00' }],
  [
    "hey, quick one. we're a 12 person agency, client spent $3,200 on google in october and got 64 form fills. cost per lead?",
    { CPA: '$50.00' },
  ],
  [
    'Our shop has been open 5 years. Last month we spent £600 on Facebook and made £2,400 in sales from it. Is a ROAS of that any good?',
    { ROAS: '4' },
  ],
  ['google says 2,300 impressions, 46 clicks. is a 2% ctr ok for a plumber?', { CTR: '2%' }],
  [
    "paying ~$1.75/click, and roughly 1 in 25 clicks turns into a booking. what's each booking costing me?",
    { CPA: '$43.75' },
  ],
  ['we put 10k a month into meta. whats the daily equivalent', { 'Daily budget': '328.95 a day' }],
  ['thinking of $60/day on google for the whole of march (31 days). total?', { 'Lifetime budget': '$1,860' }],
  [
    'client has €7,500 for a six week campaign. what should the daily budget be',
    { 'Equivalent daily budget': '€178.57 a day' },
  ],
  ['we spent £2,750 over the quarter and signed 11 new clients, cac?', { CAC: '£250' }],
  [
    'cost per lead is around €18 and only 5% of leads buy. what does each customer cost us',
    { 'Cost per customer': '€360' },
  ],
  [
    "out of 320 enquiries we converted 40 into customers. what's that as a percentage",
    { 'Lead-to-customer rate': '12.5%' },
  ],
  [
    'a customer pays us $79 a month and sticks around for about 14 months. our CAC is $300. ltv:cac?',
    { 'Customer lifetime value': '$1,106', 'LTV:CAC': '3.7:1' },
  ],
  ["we need 25 orders a week and our conversion rate's 1.8%. clicks needed?", { 'Clicks needed': '1,389' }],
  [
    'Goal: 15 new customers per month. about 20 percent of our leads close. how many leads do we need?',
    { 'Leads needed': '75' },
  ],
  ['we want 30 demos and a demo costs us about $120 from linkedin, budget?', { 'Budget needed': '$3,600' }],
  [
    '$1,000 to spend, clicks are about $0.50 each. how many clicks roughly',
    { 'Clicks the budget buys': 'about 2,000' },
  ],
  [
    'I have 2k for the month and my cost per sale is $40. how many sales is that',
    { 'Conversions the budget buys': 'about 50' },
  ],
  ['cpa goal is 80 and cvr 2.5%, what should i bid per click', { 'Max CPC': '2.00' }],
  ["we're spending 8k/month. what revenue do we need for a 5x return?", { 'Revenue needed': '40,000' }],
  ['our cpm on youtube is £4 and we bought 750k impressions, what did that cost', { 'Ad spend': '£3,000' }],
  [
    "I've got $3,000 and meta CPMs run about $12. how many impressions can i buy",
    { 'Impressions the budget buys': 'about 250,000' },
  ],
  ['average basket is €90 and we need 3.5 roas to hit our numbers. max cpa?', { 'Max CPA': '€25.71' }],
  ['impressions 150k, reach 50k. frequency??', { Frequency: '3' }],
  [
    "we sell a $120 skincare set that costs $48 to produce. what's our break-even roas",
    {
      'Profit per sale': '$72.00',
      'Profit margin': '60%',
      'Break-even ROAS': '1.67 ($1.67 of revenue for every $1 of ad spend)',
    },
  ],
  [
    'margin is about 45 per cent. roas needed to break even?',
    { 'Break-even ROAS': '2.22 (revenue of 2.22 × the ad spend)' },
  ],
  [
    'roof replacements average $12k, we keep about 25% and close 1 in 8 leads. how much can we pay for a lead',
    { 'Max cost per lead': '$375' },
  ],
  ['spent $3k, got $10k revenue, gross margin 40%. profit after ads?', { ROAS: '3.33', 'Profit from ads': '$1,000' }],
  ['a click costs us about $3 and 5% of people who click end up buying. cost per purchase?', { CPA: '$60.00' }],
  ['spent $2,100 on ads in 3 weeks for 35 sales', { CPA: '$60.00' }],
  [
    "we're at about 18,000 sessions a month from ads with a 2.2% conversion rate. orders per month?",
    { 'Conversions the clicks bring': 'about 396' },
  ],
  [
    'AOV is roughly £35-£45 and we get about 200 orders a month from £2,000 spend. roas?',
    { Revenue: '£8,000', ROAS: '4' },
  ],
  ["ran ads for 2 weeks at €30 a day and got 21 leads. what's my cost per lead?", { CPA: '€20.00' }],
  [
    'Google: spent $1,200, 30 conversions. Meta: spent $900, 45 conversions. which has the better CPA?',
    { 'CPA (Google)': '$40.00', 'CPA (Meta)': '$20.00' },
  ],
  [
    'ad set 1 spent £300 and got 12 leads, ad set 2 spent £500 and got 25 leads',
    { 'CPA (Ad set 1)': '£25.00', 'CPA (Ad set 2)': '£20.00' },
  ],
  ['we have 4 staff and 2 vans. spent 1800 on google ads last month, got 36 jobs. cost per job?', { CPA: '50.00' }],
  ["what's 15% of $8,000 ad spend as a fee? also we got 200 leads from that spend, cpl?", { CPA: '$40.00' }],
  ['our cpc jumped by 30% to $2.60. conversion rate is 4%. cpa now?', { CPA: '$65.00' }],
  ['ROAS was 3.2x on $5,500 spend last month, how much revenue is that?', { Revenue: '$17,600' }],
  ['we paid 0.80 per click for 2,500 clicks, total spend?', { 'Ad spend': '2,000' }],
  ['£15/day budget, 2 enquiries a week. cost per enquiry?', { CPA: '£52.50' }],
  ['budget is 50 bucks a day, how much will i spend in a month?', { 'Monthly budget': '$1,520' }],
  [
    'got 1,200 clicks from 60,000 impressions at a total cost of $900. ctr, cpc, cpm please',
    { CTR: '2%', CPC: '$0.75', CPM: '$15.00' },
  ],
  ['we spent twelve hundred euros and got forty eight sales', { CPA: '€25.00' }],
  [
    'CR is 3.5%, we had 4k clicks. how many conversions should we have had?',
    { 'Conversions the clicks bring': 'about 140' },
  ],
  ['Spent USD 2,400 for 120 leads', { CPA: '$20.00' }],
  ['we spend roughly 3-4k a month on google, get 70 leads. what is our cpl', { CPA: '50.00' }],
  [
    'leads are costing us £32 and our close rate is 25%. we make £400 profit per job. are we profitable?',
    { 'Cost per customer': '£128' },
  ],
  ['AOV of 1.2k, margin 30 pct, breakeven CPA?', { 'Break-even CPA': '360' }],
  [
    'we need 8 closed deals a month; 1 in 6 leads closes and leads run $90 each. budget?',
    { 'Leads needed': '48', 'Budget needed': '$4,320' },
  ],
  ["ctr 1.8%, cpc $0.90. what's that as a cpm?", { CPM: '$16.20' }],
  ["$750 spent, 25,000 impressions - what's the cpm", { CPM: '$30.00' }],
  [
    "We're a family business since 1998 with 2 shops. Spent £1.1k on Google last month for 44 calls. What's the cost per call?",
    { CPA: '£25.00' },
  ],
  ['our ctr is like 0.9 per cent on 220k impressions. how many clicks is that', { Clicks: '1,980' }],
  ['paying €0,45 per click and 6% of clicks sign up. cost per signup?', { CPA: '€7.50' }],
  ['spent 1.2m on ads last year and made 4.8m revenue, roas?', { ROAS: '4' }],
  ['we spend between $2k and $3k a month and get 50 leads', { CPA: '$50.00' }],
  [
    'Meta: £25/day. Google: £40/day. Leads last week: Meta 14, Google 20. Which is cheaper per lead?',
    { 'CPA (Meta)': '£12.50', 'CPA (Google)': '£14.00' },
  ],
  ['budget £500/month, want to know daily', { 'Daily budget': '£16.45 a day' }],
  ['spent 500 usd, 25 converstions, whats my cpa', { CPA: '$20.00' }],
  [
    'I run ads for my dental practice, 3 dentists, open 6 days a week. $2,000/mo on google gets us about 25 new patients. cost per patient?',
    { CPA: '$80.00' },
  ],
  ['we get roughly 4,500 clicks/month and about 90 sales. conversion rate?', { 'Conversion rate': '2%' }],
  ['price is $29.99 and we make about 60% on each. max i can pay per sale?', { 'Break-even CPA': '$17.99' }],
  [
    'cost per result is $12 on meta, result is a lead, we close 10% at $1,500 a job. are leads too expensive?',
    { 'Cost per customer': '$120' },
  ],
  ['18 sales from 900 clicks, cpc 0.60. cpa and conversion rate?', { 'Conversion rate': '2%', CPA: '30.00' }],
  ["our ROAS target is 400% and AOV is €50. what's our max CPA?", { 'Max CPA': '€12.50' }],
  ['I want to hit 100 leads next month at around $30 a lead. budget?', { 'Budget needed': '$3,000' }],
  ['If I spend 40 a day for 30 days how much is that', { 'Lifetime budget': '1,200' }],
  ['how many impressions do i need for 300 clicks if my ctr is 0.75%', { Impressions: '40,000' }],
  ['we bought 2 million impressions for $14k. cpm?', { CPM: '$7.00' }],
  ['frequency 4, reach 18,500. total impressions?', { Impressions: '74,000' }],
  [
    'Leads cost £22 on average and about 15% of them buy. avg order £300, margin 50%. whats the most i should pay per lead',
    { 'Max cost per lead': '£22.50' },
  ],
  [
    "We spent $7,500 and got 150 leads, of which 30 became clients. What's our cost per client?",
    { CPA: '$50.00', 'Lead-to-customer rate': '20%' },
  ],
  ['daily budget 120 eur. monthly?', { 'Monthly budget': '€3,648' }],
  ["what's my CTR if I got 350 clicks on 14,000 impressions?", { CTR: '2.5%' }],
  [
    'spent $640 on pinterest ads, 16 purchases, average order $95. roas and cpa?',
    { Revenue: '$1,520', ROAS: '2.38', CPA: '$40.00' },
  ],
  ['need 1,000 visitors a month to my site, cpc is around $1.20, what budget?', { 'Ad spend': '$1,200' }],
  ["we've got a 5 week launch with a total budget of 7k. per day?", { 'Equivalent daily budget': '200 a day' }],
  [
    'ad spend this quarter: $12,600. customers acquired: 42. LTV about $1,800. ltv cac ratio?',
    { CAC: '$300', 'LTV:CAC': '6:1' },
  ],
  [
    "our products cost us 40% of the selling price, so what's break even roas?",
    { 'Break-even ROAS': '1.67 (revenue of 1.67 × the ad spend)' },
  ],
  ["CPC £1.10, conversion rate 2.75%, what's the CPA", { CPA: '£40.00' }],
  ['google ads: 62,000 impr, 1,550 clicks, $2,325 cost. ctr/cpc/cpm?', { CTR: '2.5%', CPC: '$1.50', CPM: '$37.50' }],
  ['$3k budget split between search, display and youtube equally', { 'Budget per campaign': '$1,000' }],
  [
    'we need 3 new members a week. 1 in 4 trial bookings join. trials cost about £15 each from meta. weekly budget?',
    { 'Leads needed': '12', 'Budget needed': '£180' },
  ],
  ['conversion value was 6.2k and we spent 1.55k, what roas is that', { ROAS: '4' }],
  [
    'sold 75 tickets at €40 each and spent €600 promoting it on instagram',
    { Revenue: '€3,000', ROAS: '5', CPA: '€8.00' },
  ],
  [
    'each sale earns us about $18 profit on a $60 item. what roas do i need to not lose money',
    { 'Profit margin': '30%', 'Break-even ROAS': '3.33 ($3.33 of revenue for every $1 of ad spend)' },
  ],
  ['we spent around 2,000-2,500 dollars and got 90 leads', { CPA: '$25.00' }],
  ['what budget do i need for 200 clicks if clicks are around $2.50', { 'Ad spend': '$500' }],
  ["running 3 campaigns at $20/day each. what's my monthly spend", { 'Monthly budget': '$608' }],
  ["at a 3% conversion rate and $45 CPA, what's my cpc", { CPC: '$1.35' }],
  [
    "ok so last month we did $24k in sales from ads and our spend was $6k. margin's 30%. are the ads actually profitable?",
    { ROAS: '4', 'Profit from ads': '$1,200' },
  ],
  ['we got 35 leads at a cpl of $42, what did we spend in total?', { 'Ad spend': '$1,470' }],
  ['spent €2,700 at a €9 cpm. how many impressions did we get', { Impressions: '300,000' }],
  [
    'hi! small bakery owner here (est. 2015). we put 300 quid into instagram and sold 60 cakes. how much did each sale cost?',
    { CPA: '£5.00' },
  ],
  [
    "My CTR is 1.6% and I had 80k impressions and 32 conversions. What's my conv rate?",
    { Clicks: '1,280', 'Conversion rate': '2.5%' },
  ],
  ['How many sales will $5k get me if each sale costs around $50?', { 'Conversions the budget buys': 'about 100' }],
  ['monthly budget 3,040 usd. what is that per day', { 'Daily budget': '$100 a day' }],
  ["we're paying 2,20€ per click. 2% of visitors buy. what is the cost per acquisition", { CPA: '€110' }],
  ['Revenue: $45,000. Ad spend: $9,000. ROAS?', { ROAS: '5' }],
  ['spent 6.5k on fb ads and 3.5k on google ads last quarter, revenue 40k overall. blended roas?', { ROAS: '4' }],
  ['avg order value of 75 dollars and roas of 3. whats my cpa', { CPA: '$25.00' }],
  ['we need 200 sign ups, our cvr is 8%, cpc 0.40. how many clicks and how much budget?', { 'Clicks needed': '2,500' }],
  [
    'product costs me 12 bucks and i sell it for 30. breakeven roas?',
    {
      'Profit per sale': '$18.00',
      'Profit margin': '60%',
      'Break-even ROAS': '1.67 ($1.67 of revenue for every $1 of ad spend)',
    },
  ],
  [
    'a new client is worth about £150 a month to us and they usually stay a year. we pay £600 to get one. ltv:cac?',
    { 'Customer lifetime value': '£1,800', 'LTV:CAC': '3:1' },
  ],
  ["I paid $1,100 for 5,500 clicks. what's my average cpc", { CPC: '$0.20' }],
  ['our CPA target is €40 and the conversion rate is around 2-3%. max cpc?', { 'Max CPC': '€1.00' }],
  [
    'need to sell 150 tickets. conversion rate on the event page is 5 percent and clicks cost $0.60. budget?',
    { 'Clicks needed': '3,000' },
  ],
  [
    '50k impressions, 750 clicks, 15 conversions, $600 spent. full breakdown pls',
    { CTR: '1.5%', CPC: '$0.80', CPM: '$12.00', 'Conversion rate': '2%', CPA: '$40.00' },
  ],
  ['my boss wants 4x roas and we spend 2,500 a month. what revenue do we need to make', { 'Revenue needed': '10,000' }],
  [
    "If our margin is 20%, what's the break-even ROAS and what does $1,000 of spend need to bring in?",
    { 'Break-even ROAS': '5 ($5.00 of revenue for every $1 of ad spend)' },
  ],
  ["our conversion rate dropped from 3% to 2%, cpc is $1.50. what's our cpa now?", { CPA: '$75.00' }],
  ['daily budget is $35. how much would a 45 day campaign cost', { 'Lifetime budget': '$1,575' }],
  ["we're spending £8,000 a month across 4 channels evenly. per channel?", { 'Budget per campaign': '£2,000' }],
  ['we closed 12 deals from 96 sqls', { 'Lead-to-customer rate': '12.5%' }],
  ['ad spend 4.2k, new customers 28, whats CAC', { CAC: '150' }],
  [
    'cost per lead of 25 dollars, 1 in 5 leads buy, aov 400. what does a customer cost?',
    { 'Cost per customer': '$125' },
  ],
  ["What's the most I can pay per click if my target CPA is $60 and 1 in 40 clicks converts?", { 'Max CPC': '$1.50' }],
  ['we want 120 leads next quarter at $35 each, how much budget', { 'Budget needed': '$4,200' }],
  [
    '$1,500 budget, $3 cpc, 4% cvr. how many leads will i get',
    { 'Clicks the budget buys': 'about 500', 'Conversions the clicks bring': 'about 20' },
  ],
  ['we reached 9,000 people and they saw the ad 27,000 times', { Frequency: '3' }],
  ['we spent $2,000 and got 100,000 impressions - whats the cpm?', { CPM: '$20.00' }],
  ["Each order is worth about $55 and we keep 35% of it. What's the max CPA?", { 'Break-even CPA': '$19.25' }],
  ['spent 1,000 euros, ROAS was 2.8, how much revenue', { Revenue: '€2,800' }],
  ['google ads spend last 30 days: $1,520. how much is that per day', { 'Equivalent daily budget': '$50.67 a day' }],
  [
    'we make 22k a month in sales from ads on 5.5k of spend. margin is 30%. worth it?',
    { ROAS: '4', 'Profit from ads': '1,100' },
  ],
  ['CPC went up 20% this month to $1.20 and we got 600 clicks. what did we spend', { 'Ad spend': '$720' }],
  ["I'm 45 and have 2 kids, we spent 1200 on meta in the last 2 weeks for 40 bookings", { CPA: '30.00' }],
  ['clicks: 2,400 / impressions: 96,000 / spend: $1,200', { CTR: '2.5%', CPC: '$0.50', CPM: '$12.50' }],
  [
    'How much budget do I need for 30 customers if leads cost $20 and 25% of leads become customers?',
    { 'Leads needed': '120', 'Budget needed': '$2,400' },
  ],
  ['Our cost per sale is about $38 and AOV is $95. ROAS?', { ROAS: '2.5' }],
  ['we got 4 sales per 100 clicks and clicks are 0.75 each. cpa?', { CPA: '18.75' }],
  ['£1,000 per week budget on meta, how much per day', { 'Daily budget': '£142.86 a day' }],
  ['spent $3,600 over 3 campaigns, 120 conversions total, avg cpa?', { CPA: '$30.00' }],
  ['CPM of €6.50 and a budget of €1,300 - how many impressions?', { 'Impressions the budget buys': 'about 200,000' }],
  ['conversion rate is 2.5% and we want 75 orders, how much traffic do we need', { 'Clicks needed': '3,000' }],
  ["we have 80,000 followers but that's not the point. spent $900 on boosted posts, got 30 orders", { CPA: '$30.00' }],
  ['Spend - $500 | Clicks - 250 | Conversions - 10', { CPC: '$2.00', CPA: '$50.00', 'Conversion rate': '4%' }],
  ['12k clicks, 240 purchases, 18k spend (usd). cpa + cvr?', { CPA: '$75.00', 'Conversion rate': '2%' }],
  ["1.2m impressions and 9.6k clicks, what's the click through rate", { CTR: '0.8%' }],
  ['a publisher wants £4,000 for 200,000 impressions on their homepage. what cpm is that?', { CPM: '£20.00' }],
  [
    "we pay three hundred a month for google and get about a dozen enquiries. what's that per enquiry",
    { CPA: '25.00' },
  ],
  ["what's my ROAS? spent $1,250, revenue came in at $4,375", { ROAS: '3.5' }],
  ['Meta ads: €15 a day. Leads this month: 19. Cost per lead?', { CPA: '€24.00' }],
  [
    'I have a 40 percent profit margin and sell things for around $120. whats the highest cpa i can take',
    { 'Break-even CPA': '$48.00' },
  ],
  [
    'how much do i need to spend to get 25 sales if my cost per sale is usually 60-80 dollars',
    { 'Budget needed': '$1,750' },
  ],
  ['if 3.5% of people who click buy and I want 70 orders, how many clicks?', { 'Clicks needed': '2,000' }],
  [
    "We're at a 2.8 ROAS on £10k spend. Gross margin is 45%. Profit?",
    { Revenue: '£28,000', 'Profit from ads': '£2,600' },
  ],
  ['we spent 1,800 and got 60 leads; 9 of those leads became customers. CAC?', { CAC: '200' }],
  ['monthly spend is $4,864 - daily?', { 'Daily budget': '$160 a day' }],
  ["what's the daily budget for £2,280 a month", { 'Daily budget': '£75.00 a day' }],
  ['7 day campaign, 700 dollar budget total, what should the daily be', { 'Equivalent daily budget': '$100 a day' }],
  ['cpc of 45 cents, 1,600 clicks. total spend?', { 'Ad spend': '$720' }],
  ['our avg CPL on linkedin is $110 and sales closes about 8% of leads', { 'Cost per customer': '$1,375' }],
  ['Target ROAS 5, product price €60. What CPA should I aim for?', { 'Max CPA': '€12.00' }],
  [
    'we sell a £25 product, margin is 60%, and we get a 2.5 ROAS. are we profitable on ads?',
    { 'Break-even ROAS': '1.67 (£1.67 of revenue for every £1 of ad spend)' },
  ],
  ['spent $8,200 last month. 41 sales. average sale $390', { CPA: '$200', Revenue: '$15,990', ROAS: '1.95' }],
  ['LTV $3,000 and CAC $1,000, good ratio?', { 'LTV:CAC': '3:1' }],
  [
    'each customer brings about $2,400 over their lifetime. we spend $36k to win 45 customers. ltv to cac?',
    { CAC: '$800', 'LTV:CAC': '3:1' },
  ],
  ['with a budget of 6k and clicks at 1.50 how many clicks can we afford', { 'Clicks the budget buys': 'about 4,000' }],
  ['we get 2 sales for every 100 visitors. cpc is $0.90. cpa?', { CPA: '$45.00' }],
  [
    'spent 2400 on google, 1 in 20 visitors converted, 1,500 visitors',
    { CPC: '1.60', 'Conversions the clicks bring': 'about 75' },
  ],
  ['250 leads in, 25 closed. what percent is that', { 'Lead-to-customer rate': '10%' }],
  ['ctr 2.2 percent, 50k impressions', { Clicks: '1,100' }],
  ['we spent $600 and our cpm was $15. how many impressions did we buy', { Impressions: '40,000' }],
  ['bidding on a keyword at $4/click with a 5% conversion rate, whats the cost per conversion?', { CPA: '$80.00' }],
  ["25 bookings from 1,000 clicks. what's the conversion rate?", { 'Conversion rate': '2.5%' }],
  ["we're hoping for 500 sign ups and our cost per sign up is €4", { 'Budget needed': '€2,000' }],
  [
    'we have a margin of 50%. our roas is 1.8. are we losing money?',
    {
      'Break-even ROAS': '2 (revenue of 2 × the ad spend)',
      'ROAS against break-even': 'below break-even: the ads cost more than the margin on these sales',
    },
  ],
  ['spent 900 euros in 30 days, 45 conversions', { CPA: '€20.00' }],
  [
    'What are CTR, CPC and CPM if the ad got 1,500 clicks, 100,000 impressions and cost $2,250?',
    { CTR: '1.5%', CPC: '$1.50', CPM: '$22.50' },
  ],
  ['Our average order is $48 but shipping and product cost $30. breakeven CPA please', { 'Break-even CPA': '$18.00' }],
  ['AOV: £85. ROAS: 4.25. CPA?', { CPA: '£20.00' }],
  ['how many conversions will a $2,000 budget buy at a $25 cpa', { 'Conversions the budget buys': 'about 80' }],
  ['reach 120k, frequency 1.5', { Impressions: '180,000' }],
  ['Sold 30 units @ $150 from $1,500 in ads', { Revenue: '$4,500', ROAS: '3', CPA: '$50.00' }],
  [
    'Hello, we are spending 500 EUR per month on Google and receive 20 requests. What is our cost per request?',
    { CPA: '€25.00' },
  ],
  ['EUR 1.200 spent, 48 leads', { CPA: '€25.00' }],
  ['spend:\n- google £1,200\n- meta £800\nleads: 80 total. cpl?', { CPA: '£25.00' }],
  ['cost/lead is around $35, we need 40 leads/month. budget/month?', { 'Budget needed': '$1,400' }],
  ['1,5k € per month, how much per day', { 'Daily budget': '€49.34 a day' }],
  ['we pay $8 per 1000 impressions and want 250,000 impressions', { 'Ad spend': '$2,000' }],
  ['return is 3 to 1 on $2k spend. revenue?', { Revenue: '$6,000' }],
  ['c. $50 a day on meta, 30 days, 45 purchases. cpa?', { CPA: '$33.33' }],
  ['our roas is 300% and aov $60, whats our cost per purchase', { CPA: '$20.00' }],
  ['we did 140 leads off 3,500 clicks. conv rate?', { 'Conversion rate': '4%' }],
  ['clicks ~2k, conv ~50, spend ~$1k. numbers?', { CPC: '$0.50', CPA: '$20.00', 'Conversion rate': '2.5%' }],
  [
    'google ads: $1,000 spent, 5,000 impressions, 150 clicks, 6 sales at $200 each',
    { CTR: '3%', CPC: '$6.67', CPA: '$166.67', Revenue: '$1,200', ROAS: '1.2' },
  ],
  [
    'the cost per thousand impressions is €5 and we have €750, how many impressions',
    { 'Impressions the budget buys': 'about 150,000' },
  ],
  ['spent 400 on tiktok got 8000 views and 160 clicks. cpc? ctr?', { CPC: '2.50', CTR: '2%' }],
  [
    'we want to hit 60 sales and our cpa is usually under $30, what budget should we plan',
    { 'Budget needed': '$1,800' },
  ],
  ['LTV = $600, CAC = $200', { 'LTV:CAC': '3:1' }],
  ['Conversions: 75\nCost: €1,875\nConv. value: €7,500', { CPA: '€25.00', ROAS: '4' }],
  [
    'margin 35pct, aov 80 usd. break even roas and cpa',
    { 'Break-even ROAS': '2.86 ($2.86 of revenue for every $1 of ad spend)', 'Break-even CPA': '$28.00' },
  ],
  ["we spend £50/d on search, what's that monthly", { 'Monthly budget': '£1,520' }],
  ['got 2.1k clicks for 1.05k. cpc?', { CPC: '0.50' }],
  ['our ads had a frequency of 6 and reached 15k people', { Impressions: '90,000' }],
  [
    'i need 18 patients a month, about a third of enquiries book in, each enquiry costs £40. what do i need to spend',
    { 'Leads needed': '54', 'Budget needed': '£2,160' },
  ],
  ['cpa $45 on 30 conversions, total spend?', { 'Ad spend': '$1,350' }],
  [
    'we make 4 dollars profit per sale on a 10 dollar product. break even roas?',
    { 'Profit margin': '40%', 'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)' },
  ],
  ['customers pay us €29.90 monthly and stay 8 months on average', { 'Customer lifetime value': '€239.20' }],
  ['AOV $150, target roas 500%. max cpa?', { 'Max CPA': '$30.00' }],
  ['bought 40k impressions for $480', { CPM: '$12.00' }],
  ['how many leads do i need if we close 15% and want 9 customers', { 'Leads needed': '60' }],
  ['budget 2,000 a month, cpa 40, how many conversions a month', { 'Conversions the budget buys': 'about 50' }],
  [
    'spent $1,000. got 10 sales. each sale = $300 revenue. margin 30%. did ads make money?',
    { Revenue: '$3,000', ROAS: '3', 'Profit from ads': '−$100' },
  ],
  ['CTR was 0,8% and we had 125.000 impressions', { Clicks: '1,000' }],
  [
    'So we run 2 ad sets. The first spent $300 and got 15 leads. The second spent $450 for 15 leads. CPL of each?',
    { 'CPA (First ad set)': '$20.00', 'CPA (Second ad set)': '$30.00' },
  ],
  ['cost per click 0.35 GBP, 9% conversion rate', { CPA: '£3.89' }],
  ['we want 5,000 clicks, avg cpc is $0.80. budget needed?', { 'Ad spend': '$4,000' }],
  ['We spent $1.2K and got 30 leads', { CPA: '$40.00' }],
  ['revenue hit $3M on $750K of spend last year', { ROAS: '4' }],
  ['spent 1000$ for 40 sales', { CPA: '$25.00' }],
  ['€1 000 spent, 25 bookings', { CPA: '€40.00' }],
  ['dropped two grand on facebook and got 50 orders', { CPA: '40.00' }],
  ['CTR is 3percent and we had 20,000 impressions', { Clicks: '600' }],
  ['conversion rate 0,5 % with 10.000 clicks, how many sales', { 'Conversions the clicks bring': 'about 50' }],
  ['₹50,000 spent on google ads, 125 leads. CPL?', { CPA: '₹400' }],
  ['CAD 2,000 for 80 leads', { CPA: 'C$25.00' }],
  [
    "We're a 3-person startup. Monthly ad budget is about five thousand dollars. What's that per day?",
    { 'Daily budget': '$164.47 a day' },
  ],
  [
    'Last quarter we ran Google (spent $4,500, 90 leads) and LinkedIn (spent $6,000, 40 leads). CPL per platform?',
    { 'CPA (Google)': '$50.00', 'CPA (LinkedIn)': '$150' },
  ],
  ['TikTok: 500k views, 4k clicks, $1,600 spend. CPM and CPC?', { CPM: '$3.20', CPC: '$0.40' }],
  [
    "We run a gym. Membership is $45/month and members stay around 10 months. We're paying about $150 to get each new member through Facebook. Is that sustainable?",
    { 'Customer lifetime value': '$450', 'LTV:CAC': '3:1' },
  ],
  ["we've been getting 2-3 leads per day from $60/day on google. cpl?", { CPA: '$24.00' }],
  ['in september we spent £2,450 and generated 35 sales worth £9,800 total', { CPA: '£70.00', ROAS: '4' }],
  ['how much revenue do i need from $12,000 of ads to hit a 3.5 roas', { 'Revenue needed': '$42,000' }],
  [
    'if we close 1 out of 10 leads and each lead is $30, what is the cost per customer?',
    { 'Cost per customer': '$300' },
  ],
  ['A 10% conversion rate on 450 clicks gives how many leads?', { 'Conversions the clicks bring': 'about 45' }],
  ['meta charges us about $14 per thousand impressions. we want 100k impressions', { 'Ad spend': '$1,400' }],
  [
    'our break even roas? we keep 25 cents of every dollar of revenue as profit',
    { 'Break-even ROAS': '4 (revenue of 4 × the ad spend)' },
  ],
  [
    "we'd like 25 new clients. each client costs us around $200 in ads. what should we budget",
    { 'Budget needed': '$5,000' },
  ],
  [
    "Month 1 spend $2,000 leads 50. Month 2 spend $2,600 leads 52. What's the CPL each month?",
    { 'CPA (Month 1)': '$40.00', 'CPA (Month 2)': '$50.00' },
  ],
  [
    'i spend like 40 bucks a day on fb and get maybe 1 sale a day. product sells for $70 and costs $30 to make. am i making money?',
    { 'Profit per sale': '$40.00', CPA: '$40.00' },
  ],
  ['conversion rate is 1.2% and cpc is 0.60, so my cpa is?', { CPA: '50.00' }],
  ['we need 300 installs and cost per install is $2.50', { 'Budget needed': '$750' }],
  ['how many clicks will $450 buy at $1.50 a click', { 'Clicks the budget buys': 'about 300' }],
  ["what's my frequency? 45,000 impressions, 15,000 reach", { Frequency: '3' }],
  ['spent 3.6k over 3 months, 90 leads', { CPA: '40.00' }],
  ['30 day campaign, $1,800 total. daily budget?', { 'Equivalent daily budget': '$60.00 a day' }],
  [
    'with 4% CTR and 2.5% conversion rate, how many impressions for 10 sales',
    { 'Clicks needed': '400', Impressions: '10,000' },
  ],
  ["we spend $700 a week on google, what's that per day?", { 'Daily budget': '$100 a day' }],
  ['weekly budget £350, 14 leads a week. CPL?', { CPA: '£25.00' }],
  ['$90/week on meta gets us 3 customers a week. customer acquisition cost?', { CAC: '$30.00' }],
  ['got 3,000 impressions and 45 clicks off a boosted post', { CTR: '1.5%' }],
  [
    'If I raise my budget to $2,500 and keep a $50 CPA how many leads is that',
    { 'Conversions the budget buys': 'about 50' },
  ],
  ['aim is 20 leads a week, cpl £15, weekly budget?', { 'Budget needed': '£300' }],
  [
    'sales revenue €18,000 from €4,500 ad spend, profit margin 30% - profit or loss?',
    { ROAS: '4', 'Profit from ads': '€900' },
  ],
  ['each click costs about 3 dollars and 1 in 30 clickers buys', { CPA: '$90.00' }],
  ['Our tickets are $25 and we need a 5x return on ad spend. Max we can pay per ticket sold?', { 'Max CPA': '$5.00' }],
  ['reach: 60k. frequency: 2.2. impressions?', { Impressions: '132,000' }],
  ['Budget: $10,000 for 50 days. Daily?', { 'Equivalent daily budget': '$200 a day' }],
  ['If we spend 25 per day for 2 weeks how much do we spend in total', { 'Lifetime budget': '350' }],
  ['our cvr is 4 pct and avg cpc is £0.75', { CPA: '£18.75' }],
  ['spent $12,345 and got 823 leads', { CPA: '$15.00' }],
  ['ad spend £3,333, 101 purchases', { CPA: '£33.00' }],
  [
    'we have two campaigns - brand spent $200 for 40 conversions, generic spent $1,800 for 60 conversions',
    { 'CPA (Brand)': '$5.00', 'CPA (Generic)': '$30.00' },
  ],
  ['how much will 800 clicks cost if the average cpc is $1.25', { 'Ad spend': '$1,000' }],
  [
    "gross margin is 55%. product price $40. what's the most we can spend to get a sale",
    { 'Break-even CPA': '$22.00' },
  ],
  ['clicks 3,200; conversions 96; cost $2,880', { CPC: '$0.90', CPA: '$30.00', 'Conversion rate': '3%' }],
  ['ROAS of 6 on revenue of $30,000 - how much did we spend?', { 'Ad spend': '$5,000' }],
  [
    "we're a dog groomer. spent £420 on facebook last month, 28 bookings came from it. what did each booking cost us?",
    { CPA: '£15.00' },
  ],
  [
    'our average client pays $1,100 and our margin is 40%. we close 25% of leads. max cost per lead?',
    { 'Max cost per lead': '$110' },
  ],
  ['my store converts at 1.5%, average cart is $80, and I pay $0.60 per click. ROAS?', { CPA: '$40.00', ROAS: '2' }],
  ['how many impressions do we need to get 1,000 clicks with a 0.5% ctr', { Impressions: '200,000' }],
  [
    "the client's budget is $12k for the quarter (90 days), what daily budget is that",
    { 'Equivalent daily budget': '$133.33 a day' },
  ],
  ['running ads at €20/day, got 12 leads in the first 6 days', { CPA: '€10.00' }],
  ['We want to reach a 300% ROAS. Our spend is £1,500. What revenue is needed?', { 'Revenue needed': '£4,500' }],
  ['we got 500 leads from 25,000 visitors. whats our conversion rate', { 'Conversion rate': '2%' }],
  ['cac is about $250 and customers are worth $1,000 over their lifetime', { 'LTV:CAC': '4:1' }],
  ["Our cost per purchase has gone up to $48 and our AOV is $120. What's our ROAS?", { ROAS: '2.5' }],
  [
    'I need 40 customers. Only 1 in 8 leads buys. Leads cost £12. Budget?',
    { 'Leads needed': '320', 'Budget needed': '£3,840' },
  ],
  ['spent 5,400 on linkedin for 27 demos, cost per demo?', { CPA: '200' }],
  [
    'average order value $35, margin 30 percent, what roas to break even',
    { 'Break-even ROAS': '3.33 ($3.33 of revenue for every $1 of ad spend)' },
  ],
  ['google ads: cpc up 15% to $2.30, conversion rate 5%. cpa?', { CPA: '$46.00' }],
];

describe('the user’s numbers on questions written fresh', () => {
  it.each(FRESH)('%s', (question, want) => {
    expect(results(question)).toMatchObject(want);
  });
});

describe('causes found on the tuning set', () => {
  it('multiplies the stages of a funnel into the lead-to-customer rate, unless the rates are compared', () => {
    expect(
      results(
        'I need 10 new clients a month. roughly 30% of leads book a demo and we close 1 in 5 demos. how many leads?',
      ),
    ).toMatchObject({ 'Lead-to-customer rate': '6%', 'Leads needed': '167' });
    expect(extractFigures('our close rate is 20%, industry average is 30%').closeRate).toBe(0.2);
  });

  it('reads a cost per order as a cost, a cost per anything as a CPA and a name glued to a number as no figure', () => {
    expect(
      results('average order is $60 and product + shipping costs us $36 per order. break even roas?'),
    ).toMatchObject({ 'Profit margin': '40%', 'Break-even CPA': '$24.00' });
    expect(results('we need 40 demo bookings next month and our cost per demo is around £85. budget?')).toEqual({
      'Budget needed': '£3,400',
    });
    expect(results('cost per signup has been ~$42. Management wants 75 signups in Q3, budget?')).toEqual({
      'Budget needed': '$3,150',
    });
  });

  it('compares what a customer costs, not what a lead costs, with the break-even CPA', () => {
    expect(
      results('Leads cost £22 and about 15% of them buy. avg order £300, margin 50%. most i should pay per lead?'),
    ).toMatchObject({ 'Cost per customer against break-even': 'within break-even: each sale still makes money' });
    expect(Object.keys(results('Leads cost £22 and 15% of them buy. avg order £300, margin 50%'))).not.toContain(
      'CPA against break-even',
    );
  });
});

describe('an agency fee', () => {
  it('works out a percentage of spend, and the minimum when it is larger', () => {
    expect(
      results('agency quoted 15% of ad spend with a $1,500 monthly minimum. we spend about $8k/mo on google. fair?'),
    ).toEqual({ 'Agency fee': '$1,200', 'Fee with the minimum': '$1,500' });
    expect(results('we pay our agency a 10% fee on $30,000 monthly ad spend')).toEqual({ 'Agency fee': '$3,000' });
  });
});

describe('causes found on the grown tuning set', () => {
  it('adds up the budgets of campaigns that each get the same amount when their total is asked', () => {
    expect(results('running 2 campaigns at £45/day each, what’s the total monthly spend gonna be')).toEqual({
      'Daily budget, all campaigns': '£90 a day',
      'Monthly budget': '£2,736',
    });
    expect(results('Each of our 3 campaigns gets $20/day. What’s the monthly total per campaign?')).toEqual({
      'Monthly budget': '$608',
    });
  });

  it('reads a profit per sale, what each one costs to make and a budget one can afford a month', () => {
    expect(
      results('course costs $297, my profit is basically $230 per sale. break even cpa and break even roas?'),
    ).toEqual(
      expect.objectContaining({
        'Break-even CPA': '$230',
        'Break-even ROAS': '1.29 ($1.29 of revenue for every $1 of ad spend)',
      }),
    );
    expect(
      results('selling hoodies at £45, they cost me £18 each incl printing. profit per sale and margin?'),
    ).toMatchObject({
      'Profit per sale': '£27.00',
      'Profit margin': '60%',
    });
    expect(results('i can afford 600 euros a month for ads for my cafe (been open 8 yrs). daily budget?')).toEqual({
      'Daily budget': '€19.74 a day',
    });
  });

  it('reads the most one can pay per lead as a target and a bare count before its own noun as that noun', () => {
    expect(results('we can pay £44 per lead tops and 6.5% of clicks fill the form. highest cpc i should bid?')).toEqual(
      {
        'Max CPC': '£2.86',
      },
    );
    expect(
      computeUserMetrics('we can pay £44 per lead tops and 6.5% of clicks fill the form. highest cpc?')?.missing,
    ).toEqual([]);
    expect(results('42,000 impressions, 1,134 clicks on our top 3 ads combined. ctr??')).toEqual({ CTR: '2.7%' });
  });
});
