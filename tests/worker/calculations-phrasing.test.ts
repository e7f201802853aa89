import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { extractFigures } from '../../worker/lib/ai/figures';
import { results } from './metric-results';

describe('the user’s numbers in everyday phrasing', () => {
  it('reads an amount in thousands with no currency sign as money when no count names it', () => {
    expect(results('spent 5k on tiktok, made 12k in sales. good?')).toMatchObject({ ROAS: '2.4' });
    expect(results('reach 12,500 and 50k impressions')).toMatchObject({ Frequency: '4' });
  });

  it('reads "leads cost about €35" as the cost per lead', () => {
    expect(results('I want 40 leads a month and leads cost about €35, what budget do I need?')).toMatchObject({
      'Budget needed': '€1,400',
    });
  });

  it('works out the margin and the break-even CPA from a profit per sale', () => {
    expect(results('product sells for $80 with $30 profit, how much can I pay for a customer')).toMatchObject({
      'Profit margin': '37.5%',
      'Break-even CPA': '$30.00',
    });
    expect(results('we make $25 profit per sale on a $100 order, what cpa can we afford')).toMatchObject({
      'Break-even CPA': '$25.00',
    });
  });

  it('reads a price with no currency sign when "each" names it', () => {
    expect(results('we sell courses at 300 each, margin about 70%. what’s max we should pay per sale')).toMatchObject({
      'Break-even CPA': '210',
    });
  });

  it('reads "we have 9000 dollars" as the budget', () => {
    expect(results('we have 9000 dollars for the quarter, 90 days, how much per day?')).toMatchObject({
      'Equivalent daily budget': '$100 a day',
    });
  });

  it('works out CAC from what the customers cost when LTV:CAC is asked', () => {
    expect(
      results('we bought 10 customers for $2,000 total, each is worth $900 over their lifetime. ltv to cac?'),
    ).toMatchObject({ CAC: '$200', 'LTV:CAC': '4.5:1' });
  });

  it('reads bucks, quid and euro amounts with a dot between thousands', () => {
    expect(results('we pay 2 bucks a click and 3% convert, whats our cost per sale')).toMatchObject({ CPA: '$66.67' });
    expect(results('40 quid per lead and we need 25 leads, total budget?')).toMatchObject({
      'Budget needed': '£1,000',
    });
    expect(results('spent 3.000€ and made 9.000€ revenue')).toMatchObject({ ROAS: '3' });
    expect(results('€1.50 per click, 2% conversion rate')).toMatchObject({ CPA: '€75.00' });
  });

  it('reads units or orders at a price as the order value', () => {
    expect(results('sold 120 units at $45 and spent $1,350 on ads, how did we do')).toMatchObject({
      Revenue: '$5,400',
      ROAS: '4',
      CPA: '$11.25',
    });
    expect(results('we shipped 80 orders averaging €60, ad spend was €1,200. roas?')).toMatchObject({
      Revenue: '€4,800',
      ROAS: '4',
    });
    expect(results('we sell at $120 with a 35% margin, spent 2k and got 30 sales')).toMatchObject({
      'Profit from ads': '−$740',
    });
  });

  it('reads money "on ads" or "on <platform>" as spend and "make" or "brought in" as revenue', () => {
    expect(results('made 7,500 dollars in revenue from 2,500 dollars of ads')).toMatchObject({ ROAS: '3' });
    expect(results('1.8k on tiktok brought in 5.4k in sales')).toMatchObject({ ROAS: '3' });
    expect(results('we spend 3k a month on google ads and make 9k a month from it')).toMatchObject({ ROAS: '3' });
    expect(results('£1,000 on ads got us 40 enquiries')).toMatchObject({ CPA: '£25.00' });
    expect(results('Revenue 45k on a 15k spend, roas?')).toMatchObject({ ROAS: '3' });
  });

  it('reads a week’s amount as a seventh of it a day', () => {
    expect(results('I spend $350 a week on ads, how much is that a month?')).toMatchObject({
      'Monthly budget': '$1,520',
    });
    expect(results('we generate about 50 leads per week and pay roughly €1,000 weekly for them')).toMatchObject({
      CPA: '€20.00',
    });
  });

  it('reads numbers written as words, cents and margins in points or as what is kept', () => {
    expect(results('conversion rate is three percent and cpc is $2, what’s my cpa')).toMatchObject({ CPA: '$66.67' });
    expect(results('we pay twenty dollars per lead and want 30 leads, what budget')).toMatchObject({
      'Budget needed': '$600',
    });
    expect(results('clicks are 80 cents and 5% of clicks buy, what does a sale cost')).toMatchObject({ CPA: '$16.00' });
    expect(results('our margin is 40 points, what roas do we need to break even')).toMatchObject({
      'Break-even ROAS': '2.5 (revenue of 2.5 × the ad spend)',
    });
    expect(results('we keep 25% of every sale, what roas do I need to break even')).toMatchObject({
      'Break-even ROAS': '4 (revenue of 4 × the ad spend)',
    });
  });

  it('reads a misspelt figure name as the word it was meant to be, and a plural as itself', () => {
    expect(results('spent $600, 2400 clciks and 30 convertions, cpa?')).toMatchObject({
      CPA: '$20.00',
      CPC: '$0.25',
      'Conversion rate': '1.25%',
    });
    expect(results('budjet is $3000 a month, how much daily?')).toMatchObject({ 'Daily budget': '$98.68 a day' });
    expect(results('cost per click €0.90 and cost per lead €27, what’s my conversion rate')).toMatchObject({
      'Conversion rate': '3.33%',
    });
  });

  it('works out spend, clicks and conversions from the rates that give them', () => {
    expect(results('$0.45 cpc and 1,000 clicks, how much did I spend')).toMatchObject({ 'Ad spend': '$450' });
    expect(results('CPM is $12 and I bought 250k impressions, what did that cost')).toMatchObject({
      'Ad spend': '$3,000',
    });
    expect(results('2% ctr on 30,000 impressions, how many clicks should I get')).toMatchObject({ Clicks: '600' });
    expect(results('500 clicks at a 4% conversion rate, how many sales is that?')).toMatchObject({
      'Conversions the clicks bring': 'about 20',
    });
    expect(results('How many sales will $1,000 get me at $2 cpc and 3% cvr?')).toMatchObject({
      'Clicks the budget buys': 'about 500',
      'Conversions the clicks bring': 'about 15',
    });
    expect(results('we got 20 sales from 500 clicks at a 4% conversion rate')).not.toHaveProperty(
      'Conversions the clicks bring',
    );
  });

  it('reads a spend for a target and what can be afforded per customer', () => {
    expect(results('cost per lead is $40 and we close 25% of leads, how much to spend for 10 customers')).toMatchObject(
      {
        'Leads needed': '40',
        'Budget needed': '$1,600',
      },
    );
    expect(results('I can afford $50 per customer and my conversion rate is 2%, what’s the highest cpc')).toMatchObject(
      {
        'Max CPC': '$1.00',
      },
    );
  });

  it('names what is missing instead of inventing it', () => {
    const metrics = computeUserMetrics('we keep 40% of each sale, what is our roas?');
    expect(metrics?.rows.map((row) => row.metric)).not.toContain('ROAS');
    expect(metrics?.missing.join(' ')).toMatch(/ad spend/);
  });

  it('reads visitors as clicks, a decimal comma before k, what a customer spends and a profit per order alone', () => {
    expect(results('we did 40 sales off 2000 visitors, conversion rate?')).toMatchObject({ 'Conversion rate': '2%' });
    expect(results('google charged us 1,2k last month for 30 leads')).toMatchObject({ CPA: '40.00' });
    expect(results('spent 4,5k€ and earned 13,5k€')).toMatchObject({ ROAS: '3' });
    expect(
      results('Our CPA is £45 and each customer spends £120 on average with a 50% margin. are we profitable?'),
    ).toMatchObject({
      'Break-even CPA': '£60.00',
      'CPA against break-even': 'within break-even: each sale still makes money',
    });
    expect(results('I make 15 bucks profit per order, how much can I spend per order on ads')).toMatchObject({
      'Break-even CPA': '$15.00',
    });
  });

  it('reads "1 in 50" as a rate, "new clients" as what was counted and a cost per customer from the close rate', () => {
    expect(results('paying around 2.50 per click and about 1 in 50 visitors buys, cost per sale?')).toMatchObject({
      CPA: '125',
    });
    expect(results('spent £2.4k for 16 new clients')).toMatchObject({ CPA: '£150' });
    expect(
      results('each lead costs us 12 dollars and 10% of leads become customers, cost per customer?'),
    ).toMatchObject({
      'Cost per customer': '$120',
    });
    expect(results('we need 20 more sales this month, cvr 4%, cpc 75 cents. how much to spend?')).toMatchObject({
      'Budget needed': '$375',
    });
    expect(results('600 bucks a month on ads = 15 sales. product is 99 bucks')).toMatchObject({ ROAS: '2.48' });
    expect(computeUserMetrics('we run 5 ads in 2 ad sets')?.rows ?? []).toEqual([]);
  });

  it('reads people who saw an ad as its reach, and people who clicked or bought as clicks and sales', () => {
    expect(results('got 250,000 impressions from 50,000 people, whats the frequency')).toMatchObject({
      Frequency: '5',
    });
    expect(results('12,000 people saw my ad 30,000 times')).toMatchObject({ Frequency: '2.5' });
    expect(results('the ad was shown 90k times to 30k people')).toMatchObject({ Frequency: '3' });
    expect(extractFigures('40,000 people saw the ad, 800 people clicked and 24 people bought')).toMatchObject({
      reach: 40000,
      clicks: 800,
      conversions: 24,
    });
  });

  it('names money only by a name near it: "revenue from the ads was €7,200" is revenue, not money spent "from"', () => {
    expect(results("Spent €2,400 on Meta in October, revenue from the ads was €7,200. what's my ROAS?")).toMatchObject({
      ROAS: '3',
    });
    expect(results('25 leads from $750')).toMatchObject({ CPA: '$30.00' });
  });

  it('reads a day of a month or an ordinal as a date, not a figure', () => {
    expect(extractFigures('from Oct 1 to Oct 15 spent 450 dollars, 9 sales')).toMatchObject({
      spend: 450,
      conversions: 9,
    });
    expect(extractFigures('On 3rd March we spent $300 and got 6 leads')).toMatchObject({ spend: 300, conversions: 6 });
  });

  it('reads a budget spread or split over campaigns, and "I\'ve got" as what the user has', () => {
    expect(results("I've got $6,000 to spread evenly over 3 campaigns, how much does each get?")).toMatchObject({
      'Budget per campaign': '$2,000',
    });
    expect(results('€900 distributed equally across 4 ad sets')).toMatchObject({ 'Budget per campaign': '€225' });
  });

  it('reads leads that book, buy or end up buying as the close rate', () => {
    expect(
      results("we're a dentist, paying roughly £60 per lead, 1 in 4 leads books an appointment. cost per new patient?"),
    ).toMatchObject({ 'Cost per customer': '£240' });
    expect(results('average order $85, profit margin 40%, and about 20% of leads end up buying')).toMatchObject({
      'Max cost per lead': '$6.80',
    });
  });

  it('reads what a client wants as a target', () => {
    expect(results('Client wants a 4x ROAS and we spent $2,250 this month. How much revenue do we need?')).toEqual({
      'Revenue needed': '$9,000',
    });
  });

  it('reads clicks that turn into a sale as the conversion rate and sign-ups that become members as the close rate', () => {
    expect(results('Each click costs us $1.50 and roughly one in twenty clicks turns into a sale')).toEqual({
      CPA: '$30.00',
    });
    expect(
      results('we need 12 new members. 25% of trial signups become members and a trial signup costs us $30. budget?'),
    ).toMatchObject({ 'Leads needed': '48', 'Budget needed': '$1,440' });
  });

  it('reads "90 bought" as sales, and money "for 20 leads" as spend only when nothing else names it', () => {
    expect(results('3,000 people visited our landing page and 90 bought. conversion rate?')).toEqual({
      'Conversion rate': '3%',
    });
    expect(results('$600 for 20 leads')).toEqual({ CPA: '$30.00' });
    expect(results('our conversion value was 8 400 € for 2 100 € spent. ROAS?')).toEqual({ ROAS: '4' });
  });

  it('reads what was sold at a price, what a job averages, what is made on it and the share of leads won', () => {
    expect(results('sold 15 courses at $497 last month off $2,100 in FB ads')).toMatchObject({
      Revenue: '$7,455',
      ROAS: '3.55',
      CPA: '$140',
    });
    expect(
      results('a job averages $8,000 and we make about 25% on it. how much can we pay for a lead if we win 1 in 10?'),
    ).toMatchObject({ 'Max cost per lead': '$200' });
    expect(results('Our AOV is €120 and product costs are €70. Max CPA to break even?')).toMatchObject({
      'Break-even CPA': '€50.00',
    });
  });

  it('reads the one amount nothing names as the budget, and a budget results were counted against as spent', () => {
    expect(results("we're doing a 4 week promo with 2800 dollars, what's the daily spend?")).toEqual({
      'Equivalent daily budget': '$100 a day',
    });
    expect(results('We got 1,250 clicks and 35 conversions from a $1,000 budget')).toMatchObject({
      CPC: '$0.80',
      CPA: '$28.57',
    });
    expect(extractFigures('$1,000 budget and a CPC of $2, we got 300 clicks last month')).not.toHaveProperty('spend');
    expect(extractFigures("we're a $2M company and got 300 leads")).not.toHaveProperty('spend');
  });

  it('reads "becomes a client", money spent to get customers as what it got, a bare value as revenue', () => {
    expect(
      results("I'm paying $45 per lead and only 1 in 8 leads becomes a client. what does a client cost me?"),
    ).toEqual({
      'Cost per customer': '$360',
    });
    expect(results('spent $150 to get 3 customers. customer LTV is $400. LTV/CAC ratio?')).toMatchObject({
      CAC: '$50.00',
      'LTV:CAC': '8:1',
    });
    expect(results('spend $300, 12 purchases, value $960')).toMatchObject({ ROAS: '3.2' });
    expect(results('my click through rate is 0.6% on 250k impressions and we paid $1,125')).toMatchObject({
      Clicks: '1,500',
      CPC: '$0.75',
    });
  });

  it('reads money a week "on ads", a bare amount made as revenue, people "to click" as clicks and "a third" as a share', () => {
    expect(results('We spend roughly 1,000 a week on ads and bring in about 25 new patients a month')).toMatchObject({
      CPA: '173.71',
    });
    expect(results("What's my ROAS if I spent 750 and made 2,100?")).toEqual({ ROAS: '2.8' });
    expect(results('we got 2,400 people to click through to the site and 48 of them bought')).toMatchObject({
      'Conversion rate': '2%',
    });
    expect(results("our margin's about a third. roas to break even?")).toEqual({
      'Break-even ROAS': '3 (revenue of 3 × the ad spend)',
    });
  });

  it('works out the revenue a target ROAS needs from a budget, and money spent over days as a daily amount', () => {
    expect(results('how much revenue do I need at a 4x target roas if the budget is $2,500?')).toEqual({
      'Revenue needed': '$10,000',
    });
    expect(results("I put $2k into Google Ads over 20 days. What's that a day?")).toEqual({
      'Equivalent daily budget': '$100 a day',
    });
    expect(results('I put $2k into Google Ads over 20 days')).toEqual({});
  });

  it('reads ".8%", what money "will buy at" a CPC, and what results "cost us each" as their cost', () => {
    expect(results('ctr is .8% on 50,000 impressions, how many clicks')).toEqual({ Clicks: '400' });
    expect(results('roughly how many clicks will $750 buy at a $2.50 CPC')).toEqual({
      'Clicks the budget buys': 'about 300',
    });
    expect(
      results('1 in 5 consultations becomes a client. Consultations cost us $150 each from Google. Worth it?'),
    ).toEqual({ 'Cost per customer': '$750' });
    expect(results('30 sales at €80 each')).toEqual({ Revenue: '€2,400' });
  });

  it('works out ROAS from an order value and a CPA, and CAC from the customers when they are counted', () => {
    expect(results('CPA is ~$32, AOV ~$96. what ROAS does that work out to?')).toEqual({ ROAS: '3' });
    expect(results('Spent 1,100 dollars, 22 demos booked, 5 closed. CAC?')).toMatchObject({
      CPA: '$50.00',
      CAC: '$220',
    });
  });

  it('reads the price of what a margin is made on, an average per sale, a job value and what a sale costs to deliver', () => {
    expect(results('we make 18% margin on a $1,400 bike. break even cpa and roas?')).toMatchObject({
      'Break-even CPA': '$252',
    });
    expect(results('spent $520 on tiktok, 14 purchases at $65 average. roas and cpa?')).toMatchObject({
      Revenue: '$910',
      ROAS: '1.75',
    });
    expect(
      results('job value for our roofing company averages $9,000 with a 20% margin, and we close 1 in 4 leads'),
    ).toMatchObject({ 'Max cost per lead': '$450' });
    expect(results('selling a course for $297, cost to deliver is basically $27')).toMatchObject({
      'Profit per sale': '$270',
      'Profit margin': '90.91%',
    });
  });

  it('lets a name right before an amount outrank what "each" prices, unless it only counts', () => {
    expect(
      results('ran $12k over the quarter, got 3 customers at $5k each, ltv is maybe $15k each. cac and ltv:cac'),
    ).toMatchObject({
      CAC: '$4,000',
      'LTV:CAC': '3.8:1',
    });
    expect(extractFigures('ltv is maybe $15k each')).toMatchObject({ ltv: 15000 });
    expect(results('Clicks cost us $3.20 each and we need 2% to convert')).toEqual({ CPA: '$160' });
    expect(results('I spend about 20 a day and make 2 sales a day at 30 each')).toMatchObject({ ROAS: '3' });
  });

  it('reads "10k monthly" as a monthly amount and keeps an amount nothing names out of the budget', () => {
    expect(results('10k monthly, 5 campaigns. how much per campaign?')).toMatchObject({
      'Budget per campaign': '2,000',
    });
    expect(extractFigures('our roofing jobs go for $9,000, with a 20% margin')).not.toHaveProperty('totalBudget');
  });

  it('reads a fee as a cost, the new daily budget of a change, a lead "a lead" and those of them who bought as customers', () => {
    expect(
      results('agency: $1,500/mo management fee plus $5,000 ad spend, expected 100 leads/mo. true cost per lead?'),
    ).toEqual({ CPA: '$65.00' });
    expect(results('if i boost my budget from $50 a day to $80 a day, what is that per month?')).toEqual({
      'Monthly budget': '$2,432',
    });
    expect(results('spent 2 grand, got 50 leads, 10 of them bought. cost per customer?')).toMatchObject({
      'Cost per customer': '200',
    });
    expect(results('we got 2,400 people to click through and 48 of them bought')).toMatchObject({
      'Conversion rate': '2%',
    });
    expect(results('jobs are worth about £350 each, I pay £25 a lead and win about half of them')).toEqual({
      'Cost per customer': '£50.00',
    });
  });

  it('computes nothing from a changed price, an audience size or a price that leads came at', () => {
    expect(results('cpm on meta doubled in the last 2 weeks, from $12 to $25. same audience same ads. why??')).toEqual(
      {},
    );
    expect(results('ad set shows 0 impressions after 2 days on meta. audience is about 50k people')).toEqual({});
    expect(results('my target cpa is $30 but google is getting me leads at $55. do i lower the target more?')).toEqual(
      {},
    );
  });

  it('reads rupees invested, a weekly budget as a week’s, a threshold asked about as no figure, and "keeps 35%"', () => {
    expect(results('We invest ₹50,000 a month in Google Ads and get 250 leads. What is our cost per lead?')).toEqual({
      CPA: '₹200',
    });
    expect(results('A weekly budget of £700 — what daily budget should I set?')).toEqual({
      'Daily budget': '£100 a day',
    });
    expect(results('cost per click 1.80, conversion rate 3 percent, AOV 75 — is the ROAS above 2?')).toEqual({
      CPA: '60.00',
      ROAS: '1.25',
    });
    expect(results('our store averages $120 per order and keeps 35% after costs. break-even cpa?')).toMatchObject({
      'Break-even CPA': '$42.00',
    });
  });

  it('reads deals closed from leads as customers and "with $2,000" as money to spend', () => {
    expect(results("We closed 6 deals from 120 MQLs last quarter. What's our lead-to-customer rate?")).toEqual({
      'Lead-to-customer rate': '5%',
    });
    expect(results('how many leads can I get with $2,000 if my cpl is $40?')).toEqual({
      'Conversions the budget buys': 'about 50',
    });
  });

  it('reads a dash between a name and its number, and spaced thousands with a decimal comma', () => {
    expect(results('Impressions — 12,400; Clicks — 186; Spend — £93. CTR and CPC please')).toMatchObject({
      CTR: '1.5%',
      CPC: '£0.50',
    });
    expect(results('Spent: 1 234,56 € / Conversions: 41')).toEqual({ CPA: '€30.11' });
  });
});
