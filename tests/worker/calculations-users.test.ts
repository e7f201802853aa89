import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Number questions in users' words, written after the figure reader met a fresh outside batch. */
const USERS: [string, Record<string, string>][] = [
  ['sales from ads were 11,200 and ad spend was 3,200, whats the roas', { ROAS: '3.5' }],
  ['ad spend 2,000 last month, sales came to 7,400. roas?', { ROAS: '3.7' }],
  ['we did 9,600 in sales on 2,400 of spend', { ROAS: '4' }],
  ['Sales: 5,250 / Spend: 1,500 — ROAS?', { ROAS: '3.5' }],
  ['boss says our ads made £14k in sales from £3.5k spend, is that a 4x?', { ROAS: '4' }],
  ["we spend roughly $60 a day on google. what's that over a month", { 'Monthly budget': '$1,824' }],
  ['monthly budget of 2500 euros, per day?', { 'Daily budget': '€82.24 a day' }],
  ['got 37 leads for $925 on facebook, whats my cpl', { CPA: '$25.00' }],
  ['our click through rate is 1.8% on 45,000 impressions. how many clicks is that', { Clicks: '810' }],
  ["3,400 clicks and 68 purchases. what's the conversion rate?", { 'Conversion rate': '2%' }],
  ["paid $1,275 for 1,500 clicks, what's my average cpc", { CPC: '$0.85' }],
  ['spent 850 dollars and got 170,000 impressions, cpm?', { CPM: '$5.00' }],
  [
    "we sell a $60 candle and it costs us $24 to make. what's the break even roas",
    {
      'Profit per sale': '$36.00',
      'Profit margin': '60%',
      'Break-even ROAS': '1.67 ($1.67 of revenue for every $1 of ad spend)',
    },
  ],
  ["our margin is 25% and aov is $80, what's our break-even cpa?", { 'Break-even CPA': '$20.00' }],
  [
    'we sell memberships at $500, 20% of trial signups become members, margin 50%. max we can pay per trial signup?',
    { 'Max cost per lead': '$50.00' },
  ],
  ['revenue from ads 12,000 euro, spent 4,000 euro, margin 40%. profit?', { 'Profit from ads': '€800' }],
  ['we want 120 bookings next month and 4% of clicks book. clicks needed?', { 'Clicks needed': '3,000' }],
  ['need 15 new clients, close rate is 30%. how many leads do I need?', { 'Leads needed': '50' }],
  ['we want 200 conversions and our cpa is $12.50, how much budget do we need', { 'Budget needed': '$2,500' }],
  ['with 3 grand at a $1.25 cpc how many clicks', { 'Clicks the budget buys': 'about 2,400' }],
  [
    '5,000 visitors a month converting at 3.2%, how many sales will that be',
    { 'Conversions the clicks bring': 'about 160' },
  ],
  ['I have $1,500 and my cpa is around $45, how many leads can I get', { 'Conversions the budget buys': 'about 33' }],
  ["target cpa £30, cvr 2.5%, what's the most I should bid per click", { 'Max CPC': '£0.75' }],
  ['we spent 8k, need 3.5 roas, what revenue do we have to hit', { 'Revenue needed': '28,000' }],
  ['want 2,000 clicks at a 1.6% ctr, how many impressions do I need?', { Impressions: '125,000' }],
  ['$2,000 at a $16 cpm, how many impressions will i get', { 'Impressions the budget buys': 'about 125,000' }],
  ['aov $90, target roas 3, max cpa?', { 'Max CPA': '$30.00' }],
  ['impressions 240k, frequency 3, reach?', { Reach: '80,000' }],
  ['1.2 million impressions, reach 300k. frequency?', { Frequency: '4' }],
  ['LTV is about $1,800 and CAC $450, ltv to cac?', { 'LTV:CAC': '4:1' }],
  ['spent 6,000 dollars on ads, got 20 new customers, cac?', { CAC: '$300' }],
  ["cost per lead $35, 1 in 5 leads buy. what's the cost per customer", { 'Cost per customer': '$175' }],
  ["out of 160 leads we closed 24, what's the close rate", { 'Lead-to-customer rate': '15%' }],
  ['budget is $50/day for 21 days, lifetime budget?', { 'Lifetime budget': '$1,050' }],
  ["we have 4,200 to spend over 30 days, what's that per day", { 'Equivalent daily budget': '140 a day' }],
  ['split $6,000 evenly across 4 campaigns', { 'Budget per campaign': '$1,500' }],
  ['ctr 2%, cpc $0.50, cpm?', { CPM: '$10.00' }],
  ['spent $1,000, cpc $2, cvr 5%, cpa?', { CPA: '$40.00' }],
  [
    'Google: $1,200 spend, 30 leads. Meta: $900 spend, 45 leads. Which has better CPL?',
    { 'CPA (Google)': '$40.00', 'CPA (Meta)': '$20.00' },
  ],
  ['we made 40 sales at $75 each and spent $1,000 on ads. ROAS?', { Revenue: '$3,000', ROAS: '3' }],
  ['our roas is 3.2 and we spent 2,500 pounds, how much revenue', { Revenue: '£8,000' }],
  [
    'conversion rate is 1.5% and we get 2000 clicks per week, how many conversions a week',
    { 'Conversions the clicks bring': 'about 30' },
  ],
  ['spent ~$450 and got 9 sales', { CPA: '$50.00' }],
  ['ran ads for 2 weeks at £20 a day and got 14 enquiries. cost per enquiry?', { CPA: '£20.00' }],
  ['we got 2.5k clicks from 100k impressions', { CTR: '2.5%' }],
  ['budget 1,000 usd, cpc 0.80 usd. how many clicks', { 'Clicks the budget buys': 'about 1,250' }],
  ['my ltv is 900, cac 300. ltv:cac?', { 'LTV:CAC': '3:1' }],
  ["we're at 0.9% ctr on 60k impressions, how many clicks did we get", { Clicks: '540' }],
  ['Sales from the ads were 11,200 last month, and we spent 3,200.', { ROAS: '3.5' }],
  [
    'bakery owner, 12 yrs in business. spent 480 on insta last month and got 16 orders from it. cost per order?',
    { CPA: '30.00' },
  ],
  [
    "we're a team of 4. google ads: 18,500 impressions, 370 clicks, $555 spent. ctr and cpc?",
    { CTR: '2%', CPC: '$1.50' },
  ],
  [
    "SaaS, trial to paid is 20%, each trial costs us $40 from ads. what's a paying customer costing us?",
    { 'Cost per customer': '$200' },
  ],
  [
    'Our membership is $49/mo and people stay around 10 months on average. we pay $150 to acquire a member. LTV:CAC?',
    { 'Customer lifetime value': '$490', 'LTV:CAC': '3.3:1' },
  ],
  ['turnover from ads was 24,000 last quarter against 6,000 spend. roas?', { ROAS: '4' }],
  ["gross sales 18,750, ad costs 5,000. what's my return on ad spend", { ROAS: '3.75' }],
  [
    'I run a food truck (2 trucks). spent $300 on tiktok, got 60,000 views and 900 clicks. cpm and ctr?',
    { CPM: '$5.00', CTR: '1.5%' },
  ],
  ['each sale brings in about £65 and our cpa is £20, roas?', { ROAS: '3.25' }],
  [
    'ecom store, aov €55, margin 45%. break even cpa and roas?',
    { 'Break-even CPA': '€24.75', 'Break-even ROAS': '2.22 (€2.22 of revenue for every €1 of ad spend)' },
  ],
  [
    'we close 1 out of every 8 leads and a customer is worth $2,000 with 50% margin. how much can i pay for a lead?',
    { 'Max cost per lead': '$125' },
  ],
  [
    'i need 12 new customers a month, 1 in 6 leads converts. leads needed? cpl is about $25 so what budget',
    { 'Leads needed': '72', 'Budget needed': '$1,800' },
  ],
  ['we spend 45 quid a day on meta. monthly?', { 'Monthly budget': '£1,368' }],
  ['client gave us £10k for a 6 week campaign. daily budget?', { 'Equivalent daily budget': '£238.10 a day' }],
  ['spent 2,750 across 5 campaigns, 110 conversions total. cpa?', { CPA: '25.00' }],
  ['CTR is 0.75% and we had 96,000 impressions last week. clicks?', { Clicks: '720' }],
  [
    'need 300 signups, landing page converts 12%, cpc $0.90 — how many clicks and what will it cost?',
    { 'Clicks needed': '2,500', 'Budget needed': '$2,250' },
  ],
  ['bought 250k impressions at a £4 cpm. how much did that cost', { 'Ad spend': '£1,000' }],
  ['we get about 1,100 clicks a month at $1.80 each. monthly spend?', { 'Ad spend': '$1,980' }],
  ['my cpl is 18 dollars and 25% of leads become customers. cost per customer?', { 'Cost per customer': '$72.00' }],
  ['revenue 32k, spend 8k, margin 30% — are we profitable?', { 'Profit from ads': '1,600' }],
  ['avg order £42, 85 orders, spent £1,190 on ads. roas and cpa', { Revenue: '£3,570', ROAS: '3', CPA: '£14.00' }],
  ["we sold 140 tickets at $25 each from a $700 ad spend, what's the roas", { Revenue: '$3,500', ROAS: '5' }],
  ['reached 42,000 people with 105,000 impressions. frequency?', { Frequency: '2.5' }],
  [
    'budget $3,000 a month split evenly between 4 ad sets, how much per ad set per day?',
    { 'Budget per campaign': '$750', 'Daily budget': '$24.67 a day' },
  ],
  ["we need a 5x return and our product is $150. what's the max cpa", { 'Max CPA': '$30.00' }],
  ["we get 2% conversion rate and pay $1.20 per click. what's our cpa", { CPA: '$60.00' }],
  [
    'spent 1.2k, got 48 leads, 6 became customers. cpl, close rate, cac?',
    { CPA: '25.00', 'Lead-to-customer rate': '12.5%', CAC: '200' },
  ],
  ['we pay €0.45 per click and get 3.5% to sign up. cost per signup?', { CPA: '€12.86' }],
  ['sales from google ads came to 8,400 and we spent 2,100 on it', { ROAS: '4' }],
  ['clicks were 4,800 and ad spend 3,360. cpc?', { CPC: '0.70' }],
  ["our ctr is 3% and cpm is $15. what's the cpc", { CPC: '$0.50' }],
  ['ran a 10 day promo at $75/day and got 25 sales. cost per sale?', { 'Lifetime budget': '$750', CPA: '$30.00' }],
  ['have 600 bucks, cpm about 8 bucks. how many impressions?', { 'Impressions the budget buys': 'about 75,000' }],
  ['shopify store: 14,000 sessions, 210 orders. conversion rate?', { 'Conversion rate': '1.5%' }],
  ['we got 45 calls from 1,500 site visitors. what % converted', { 'Conversion rate': '3%' }],
  ['LTV ~ $3,000, CAC ~ $1,200 — ltv:cac healthy?', { 'LTV:CAC': '2.5:1' }],
  [
    'our coaching program is $2,500, margin 80%, 10% of discovery calls buy. max cost per discovery call?',
    { 'Max cost per lead': '$200' },
  ],
  ['spent 900 on facebook and 600 on google, 50 leads total. blended cpl?', { CPA: '30.00' }],
  [
    'we want 80 bookings, booking rate from clicks is 5%, clicks at 1.10 each. budget?',
    { 'Clicks needed': '1,600', 'Budget needed': '1,760' },
  ],
  ['a 30 day campaign with 2,100 total. per day?', { 'Equivalent daily budget': '70.00 a day' }],
  [
    'hi! small yoga studio (est. 2019, 3 instructors). last month fb ads: spent 420, 14 new members signed up. whats that per member',
    { CPA: '30.00' },
  ],
  ["Spend - $2,340\nClicks - 1,170\nConversions - 39\nwhat's my cpc and cpa", { CPC: '$2.00', CPA: '$60.00' }],
  ['we spent CAD 1,800 and made CAD 6,300 from it. roas?', { ROAS: '3.5' }],
  ['₹50,000 spent on google, 125 leads. cost per lead?', { CPA: '₹400' }],
  ["my weekly budget is $350, what's that daily", { 'Daily budget': '$50.00 a day' }],
  ['impresions 52,000 clciks 780 whats the ctr', { CTR: '1.5%' }],
  [
    "running ads for my dad's roofing company (family business since 1985). $3,200 a month gets us about 16 jobs. cost per job?",
    { CPA: '$200' },
  ],
  ['how much revenue do I need if I spend 2,500 a month and want a 400% roas', { 'Revenue needed': '10,000' }],
  ['if my cpc is $0.75 and i convert 2 percent of clicks, how much does each sale cost me', { CPA: '$37.50' }],
  ["we're getting a 1.2% ctr and paying $9 cpm, what's that per click", { CPC: '$0.75' }],
  ['50k impressions a week, 600 clicks a week. ctr?', { CTR: '1.2%' }],
  ['AOV 65 euros, 120 purchases, ad spend 2600 euros. roas?', { Revenue: '€7,800', ROAS: '3' }],
  [
    'price is $199, it costs us $79 to deliver, what roas do we need to break even',
    { 'Profit per sale': '$120', 'Break-even ROAS': '1.66 ($1.66 of revenue for every $1 of ad spend)' },
  ],
  [
    "our gross margin is 62% and a typical order is $140. what's the most i can pay per sale and still break even",
    { 'Break-even CPA': '$86.80' },
  ],
  ["we had 9 sales from 450 clicks. what's our conversion rate", { 'Conversion rate': '2%' }],
  ['spent $640 on linkedin for 8 demo requests, cost per demo?', { CPA: '$80.00' }],
  [
    'our avg deal is $12k and 1 in 10 demos closes. margin 60%. how much can we pay per demo',
    { 'Max cost per lead': '$720' },
  ],
  ['15 leads last week from £450 in ads', { CPA: '£30.00' }],
  ['we spent $1,000 and got 250 clicks at a 4% conversion rate. cpa?', { CPA: '$100' }],
  ['$20 a day for a month, how much total?', { 'Monthly budget': '$608' }],
  ['paid 2.10 per click, 700 clicks. total spend', { 'Ad spend': '1,470' }],
  ['we need 25 sales. with a cpa of £32 how much should I budget', { 'Budget needed': '£800' }],
  ['conversion value 14,400, cost 3,600. roas?', { ROAS: '4' }],
  ['frequency is 4.2 on 210k impressions. reach?', { Reach: '50,000' }],
  [
    "we got 300 leads in march and 45 of them became clients. what's our lead to client rate",
    { 'Lead-to-customer rate': '15%' },
  ],
  [
    'we earn $80 profit per sale and sell it for $200. break even roas?',
    { 'Profit margin': '40%', 'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)' },
  ],
  ['3 campaigns at $30/day each. total monthly spend?', { 'Monthly budget': '$2,736' }],
  [
    'my ctr is 1.1% on 200,000 impressions and 3% of clickers buy. how many sales is that',
    { Clicks: '2,200', 'Conversions the clicks bring': 'about 66' },
  ],
  [
    'budget of $900 at $1.50 per click with a 5% conversion rate, how many sales',
    { 'Clicks the budget buys': 'about 600', 'Conversions the clicks bring': 'about 30' },
  ],
  [
    'customers pay us $120 a month and stay 14 months. we can acquire one for $400. ltv:cac',
    { 'Customer lifetime value': '$1,680', 'LTV:CAC': '4.2:1' },
  ],
  ['sales from ads were 11,200 at a roas of 3.5, how much did we spend?', { 'Ad spend': '3,200' }],
  ["our total sales last month were 52,000 and ads cost 13,000. what's the roas", { ROAS: '4' }],
  ['ad sales 7,500 / ad spend 2,500', { ROAS: '3' }],
  ['google shopping: spend 1,850, sales value 9,250. roas pls', { ROAS: '5' }],
  ['we sold 22 bikes from a 3k spend. cost per sale?', { CPA: '136.36' }],
  [
    'yesterday: 1,900 impressions, 38 clicks, 2 sales, spent $57. ctr, cpc, cpa?',
    { CTR: '2%', CPC: '$1.50', CPA: '$28.50' },
  ],
  ['my daily budget is 25 and the campaign runs 2 weeks. total?', { 'Lifetime budget': '350' }],
  ["what's 1,000 a month as a daily budget", { 'Daily budget': '32.89 a day' }],
  ['we pay €1.35 a click and 1 in 25 visitors books. what does a booking cost us?', { CPA: '€33.75' }],
  ["If each lead is worth $50 to us and we want 3x roas, what's the max cpl", { 'Max CPA': '$16.67' }],
  ['i spend $12 per day on tiktok. how much per month is that?', { 'Monthly budget': '$364.80' }],
  ['we had a frequency of 1.8 and reached 45k people. impressions?', { Impressions: '81,000' }],
  ['cost per result was £4.20 and we got 150 results. spend?', { 'Ad spend': '£630' }],
  ['ROAS was 2.8 on £5,400 spend, revenue?', { Revenue: '£15,120' }],
  ['our conversion rate dropped from 3% to 2% and cpc is $1.00. cpa now?', { CPA: '$50.00' }],
  [
    'we make about 30% on each order, average order is $75, we spent $2,000 and made $9,000. did we profit?',
    { ROAS: '4.5', 'Profit from ads': '$700' },
  ],
  ['target: 60 leads/month. cpl has been around $45. monthly budget needed?', { 'Budget needed': '$2,700' }],
  ['6 ad sets, $1,200 a month total. each?', { 'Budget per campaign': '$200' }],
  ['we get 900 visits a day and 1.2% buy. orders per day?', { 'Conversions the clicks bring': 'about 10' }],
  ['ltv $640 and we pay $160 per customer. good ratio?', { 'LTV:CAC': '4:1' }],
  [
    'hair salon, open 6 days a week, 4 chairs. spent 500$ on insta, got 25 bookings. per booking cost?',
    { CPA: '$20.00' },
  ],
  ['USD 1,200 spend, 80 leads, cpl?', { CPA: '$15.00' }],
  ['cpc 0,85 € and conversion rate 2,5 %. cpa?', { CPA: '€34.00' }],
  ['1.5k€ budget, cpc around 0.60€, how many clicks can i buy', { 'Clicks the budget buys': 'about 2,500' }],
  ['we got a x3 roas on 4k spend. how much revenue was that', { Revenue: '12,000' }],
  ['Our ctr is 2 percent. 1500 clicks. how many impressions did we have?', { Impressions: '75,000' }],
  [
    "I'm 34, got 2 kids, side hustle selling prints. spent 150 on pinterest and sold 10 prints at 35 each. roas?",
    { Revenue: '350', ROAS: '2.33' },
  ],
  [
    'budget 2k/month on google, avg cpc 2.50, conv rate 4%. how many leads per month',
    { 'Clicks the budget buys': 'about 800', 'Conversions the clicks bring': 'about 32' },
  ],
  ['we paid 7,200 for 480 leads over Q3. cpl?', { CPA: '15.00' }],
  [
    'Revenue: $18,600\nAd spend: $4,650\nMargin: 35%\nAre we making money on ads?',
    { ROAS: '4', 'Profit from ads': '$1,860' },
  ],
  ['how many sales would 2,000 clicks bring if we convert at 2.2%', { 'Conversions the clicks bring': 'about 44' }],
  [
    'leads cost us about $28 and 1 in 7 buys. max we should pay for a customer is $250. are we ok?',
    { 'Cost per customer': '$196' },
  ],
  [
    'our product sells at £30, we make £12 on each. break even roas',
    { 'Profit margin': '40%', 'Break-even ROAS': '2.5 (£2.50 of revenue for every £1 of ad spend)' },
  ],
  ['we spend 400/week on ads and get 20 leads a week. cpl?', { CPA: '20.00' }],
  [
    '$75 cpa, want 40 customers, and 50% of leads close. how much budget',
    { 'Leads needed': '80', 'Budget needed': '$6,000' },
  ],
  [
    'Facebook: spent $800, 40 leads. Google: spent $1,200, 48 leads. which is cheaper per lead?',
    { 'CPA (Facebook)': '$20.00', 'CPA (Google)': '$25.00' },
  ],
  [
    'ad set 1 got 12 sales for £300 and ad set 2 got 9 sales for £270, cpa of each',
    { 'CPA (Ad set 1)': '£25.00', 'CPA (Ad set 2)': '£30.00' },
  ],
  ["agency charges 12% of ad spend and we spend $15,000 a month. what's their fee", { 'Agency fee': '$1,800' }],
  ['we put 5,000 into ads, cpm was 10. impressions?', { Impressions: '500,000' }],
  ["clients pay €80/month and stay about 2 years. what's the ltv", { 'Customer lifetime value': '€1,920' }],
  [
    'unit cost $14, selling price $35, whats my break even cpa',
    { 'Profit per sale': '$21.00', 'Break-even CPA': '$21.00' },
  ],
  [
    'we spent 3,000 on ads and revenue was 7,500 but our margin is only 25%. profit or loss?',
    { ROAS: '2.5', 'Profit from ads': '−1,125' },
  ],
  [
    "4 campaigns each spending $40 a day, what's the total daily spend",
    { 'Daily budget, all campaigns': '$160 a day' },
  ],
  ['what cpm am i paying if 12,000 impressions cost me $96', { CPM: '$8.00' }],
  ['we got 5,200 impressions from 2,000 people. how often did each see it', { Frequency: '2.6' }],
  ['i want 100 sales, cost per sale is about 22 euros. how much to budget?', { 'Budget needed': '€2,200' }],
  ['our cpl is $60 and we close 20% of leads. customer worth $900. worth it?', { 'Cost per customer': '$300' }],
  ['How many leads will $2,500 get me at a $50 cost per lead?', { 'Conversions the budget buys': 'about 50' }],
  [
    'we got 14 enquiries from 700 visitors, 2 of them booked. conversion rate and close rate?',
    { 'Conversion rate': '2%', 'Lead-to-customer rate': '14.29%' },
  ],
  ['tiktok spend 2.2k, 110k views, 1,650 clicks. cpm, ctr, cpc', { CPM: '20.00', CTR: '1.5%', CPC: '1.33' }],
  ['spend was ~$2k/mo and we got 50 leads/mo. cpl?', { CPA: '$40.00' }],
  ['cost me like 300 bucks and i got 12 signups lol', { CPA: '$25.00' }],
  ['ROAS 350% on $6,000, how much did we make', { Revenue: '$21,000' }],
  ["we're at $4 CPC with ~3% CVR. what's the CPA", { CPA: '$133.33' }],
  ["since jan 1st we've spent $4,400 and got 110 leads", { CPA: '$40.00' }],
  ['CTR of 1.2 % and 300 clicks — impressions?', { Impressions: '25,000' }],
  ['I have three hundred dollars a week for ads. per day?', { 'Daily budget': '$42.86 a day' }],
  ['we had twelve hundred clicks and thirty six sales. conversion rate', { 'Conversion rate': '3%' }],
  ['Our ROAS target is 4 and we spent 2,000 last month. revenue goal?', { 'Revenue needed': '8,000' }],
  ['Spent $1,234.56 and got 48 conversions. CPA?', { CPA: '$25.72' }],
  ['got 7 sales, AOV £120, spent £350. roas', { Revenue: '£840', ROAS: '2.4' }],
  ['how much should i spend per day to get 3 sales a day if my cpa is $25', { 'Budget needed': '$75.00' }],
  ['we need 2,400 clicks a month and our cpc is $0.50. monthly budget?', { 'Ad spend': '$1,200' }],
  ["we're a 2-person cleaning company. google lsa: $1,050 last month, 21 booked jobs. per job?", { CPA: '$50.00' }],
  ['Total revenue attributed to Meta: €9,900. Meta spend: €3,300. ROAS?', { ROAS: '3' }],
  [
    'our site gets 8k visitors/month and 2.5% of them fill the form. leads?',
    { 'Conversions the clicks bring': 'about 200' },
  ],
  ["what's my ctr if i got 95 clicks on 3,800 impressions", { CTR: '2.5%' }],
  ['lead to sale is 10%, we want 8 sales, how many leads', { 'Leads needed': '80' }],
  ['we sell a $1,500 service at 40% margin. break even cpa?', { 'Break-even CPA': '$600' }],
  ['got 64 purchases out of 3,200 sessions, conv rate?', { 'Conversion rate': '2%' }],
  ['sales totalled 4,800 from 1,200 in ad spend', { ROAS: '4' }],
  ['we generated 30 sales worth 2,700 in total, spend was 900. roas and cpa', { ROAS: '3', CPA: '30.00' }],
  ['I sell courses at 199 and I spend 40 per sale on ads. roas?', { ROAS: '4.98' }],
  ['cpm $11, ctr 0.8%. cpc?', { CPC: '$1.38' }],
  ["about 35 leads a month at $30 each from google, what's my monthly spend", { 'Ad spend': '$1,050' }],
  [
    'spend $2,800, clicks 1,400, conversions 56, revenue $8,400. full breakdown pls',
    { CPC: '$2.00', 'Conversion rate': '4%', CPA: '$50.00', ROAS: '3' },
  ],
  ['my store did 15,600 in sales this month, facebook spend was 3,900. roas?', { ROAS: '4' }],
  ['we got 18 demo requests from linkedin, spent 2,700. cost per demo', { CPA: '150' }],
  ['Our email signup rate is 6% from 2,500 visitors. signups?', { 'Conversions the clicks bring': 'about 150' }],
  ['cpa target $35, current cpa $42. how far off? also clicks 2,000 and conversions 50', { 'Conversion rate': '2.5%' }],
  [
    '1,800 link clicks, 27 purchases, $1,350 spent. cvr and cost per purchase',
    { 'Conversion rate': '1.5%', CPA: '$50.00' },
  ],
  ['our funnel: 10,000 impressions -> 250 clicks -> 10 leads. ctr and cvr?', { CTR: '2.5%', 'Conversion rate': '4%' }],
  [
    'ran google ads for my plumbing biz, $1,600 for 32 calls. 8 turned into jobs worth $450 avg. cost per call and roas?',
    { CPA: '$50.00', Revenue: '$3,600', ROAS: '2.25' },
  ],
  ['impr. 120k, clicks 1.8k, spend $2,160', { CTR: '1.5%', CPC: '$1.20', CPM: '$18.00' }],
  [
    'we paid $0.90/click for 2,000 clicks and made 50 sales at $60. roas?',
    { 'Ad spend': '$1,800', Revenue: '$3,000', ROAS: '1.67' },
  ],
  ['daily budget £15 for 30 days. total spend?', { 'Lifetime budget': '£450' }],
  ['how many clicks can 750 euros buy at 1.50 per click', { 'Clicks the budget buys': 'about 500' }],
  ['my cpa is $48 and my aov is $120 — am i profitable if margin is 50%?', { 'Break-even CPA': '$60.00' }],
  ['20,000 people saw my ad 50,000 times. frequency?', { Frequency: '2.5' }],
  [
    'we need 40 leads this month. last month 25 leads cost us $1,000. what budget?',
    { CPA: '$40.00', 'Budget needed': '$1,600' },
  ],
  ['we charge 2,000 per project, keep 30%, and close 1 in 5 leads. max cpl?', { 'Max cost per lead': '120' }],
  [
    'sales were 3,000 from ads and we spent 1,000 — roas 3? margin is 40% so are we ok',
    { ROAS: '3', 'Profit from ads': '200' },
  ],
];

/** Each cause the fresh outside batch showed, in other words than the batch's own. */
const CAUSES: [string, Record<string, string>][] = [
  [
    "margin's around 50% (prices in £). break even roas?",
    { 'Break-even ROAS': '2 (£2.00 of revenue for every £1 of ad spend)' },
  ],
  ['the client wants a ROAS of 3 on Meta, aov $120, max cpa?', { 'Max CPA': '$40.00' }],
  [
    'we buy them in at 3.50 each and sell for 12.00. profit per unit and margin?',
    { 'Profit per sale': '8.50', 'Profit margin': '70.83%' },
  ],
  ['cpc on google for this client has been $2.40 and 5% of clicks convert. cpa?', { CPA: '$48.00' }],
  ['agency with 12 clients. for one: spent $900 and got 30 leads. cpl?', { CPA: '$30.00' }],
  ['Apple search ads: 800 taps, 96 installs. conversion rate?', { 'Conversion rate': '12%' }],
  ['our cpi is about $2.50, budget $500. how many installs?', { 'Conversions the budget buys': 'about 200' }],
  ['3,000 clicks at a 4% install rate, installs?', { 'Conversions the clicks bring': 'about 120' }],
  ['we spend about $30 to get a paying user and LTV is $120. ltv:cac?', { 'LTV:CAC': '4:1' }],
  ['we get 40 calls a month and 10 turn into jobs. close rate?', { 'Lead-to-customer rate': '25%' }],
  ['want to reach 20,000 people about 4 times each, how many impressions', { Impressions: '80,000' }],
  [
    'want 30 new clients, 1 in 5 enquiries (20%) sign up, each enquiry costs £15. leads needed and budget?',
    { 'Leads needed': '150', 'Budget needed': '£2,250' },
  ],
  ['Cost per lead £18, conversion lead to enrolment 20%. cost per enrolment?', { 'Cost per customer': '£90.00' }],
  ['cpc around $2 and 8% of clicks call us. if i want each call to cost max $30, max cpc?', { 'Max CPC': '$2.40' }],
  [
    '$1,500 budget split over 2 campaigns, per day across a month for each?',
    { 'Budget per campaign': '$750', 'Daily budget': '$24.67 a day' },
  ],
];

describe('the user’s numbers in users’ own words', () => {
  it.each(USERS)('%s', (question, want) => {
    expect(results(question)).toMatchObject(want);
  });
});

describe('causes found on a fresh outside batch', () => {
  it.each(CAUSES)('%s', (question, want) => {
    expect(results(question)).toMatchObject(want);
  });

  it('keeps a count of sales that is smaller than the spend a count', () => {
    expect(results('sales: 40, spend: 1,200. cpa?')).toEqual({ CPA: '30.00' });
  });

  it('keeps a target named before a price per customer a target', () => {
    expect(results('I can afford $50 per customer and my conversion rate is 2%, highest cpc?')).toEqual({
      'Max CPC': '$1.00',
    });
  });

  it('keeps a share of visitors turned into leads a conversion rate', () => {
    expect(results('12,000 visitors a month, we convert 2% into leads. how many leads?')).toEqual({
      'Conversions the clicks bring': 'about 240',
    });
  });
});
