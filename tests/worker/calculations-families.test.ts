import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { results } from './metric-results';

/** Families of number questions from fresh writers, each with wordings of our own that no eval set holds. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "a goal in customers with the share of 'people who enquire' that end up buying asks for the leads needed",
    [
      [
        "I'd like 20 new students this term. roughly 1 in 5 people who enquire end up enrolling. how many enquiries do I need?",
        { 'Leads needed': '100' },
      ],
      [
        'we need 10 new customers; 5% of those who request a quote end up buying. how many quote requests do we need?',
        { 'Leads needed': '200' },
      ],
      [
        'A kitchen refit averages $12,000, I keep 25%, and roughly 1 in 8 people who request a quote hire us. What is the most I can pay per lead?',
        { 'Max cost per lead': '$375' },
      ],
      [
        'aiming for 9 new families; about 15% of parents who fill in the contact form end up becoming members. how many forms do we need?',
        { 'Leads needed': '60' },
      ],
      [
        "we're aiming for 40 new members this quarter, and usually 1 out of every 4 people who take a free trial join. how many trials do we need?",
        { 'Leads needed': '160' },
      ],
      [
        'hoping to land 15 new roofing jobs. normally 1 in 6 quote requests becomes a job. how many quote requests should I aim for?',
        { 'Leads needed': '90' },
      ],
    ],
  ],
  [
    "a goal in results where 'each one costs me $X in ads' asks for the budget needed",
    [
      [
        'goal: 60 bookings. each one costs roughly $18 in ad spend. how much should I budget?',
        { 'Budget needed': '$1,080' },
      ],
      [
        'I need 15 jobs a month and each of them costs me about £40 in google ads. what should my budget be?',
        { 'Budget needed': '£600' },
      ],
      [
        'hoping for 80 orders next month, every one of them costs us around $12 on facebook. how much do i need?',
        { 'Budget needed': '$960' },
      ],
      [
        'we need 200 downloads and each download is running us $1.50 in ads, what will that cost?',
        { 'Budget needed': '$300' },
      ],
      [
        'we want 60 demo bookings; each costs around $35 through linkedin ads. total budget needed?',
        { 'Budget needed': '$2,100' },
      ],
      [
        'i need 10 sales and roughly 2% of my website visitors buy. how many visitors do i need?',
        { 'Clicks needed': '500' },
      ],
    ],
  ],
  [
    'money still to be spent at a price (CPM, CPC), or a price per thousand times the ad shows, forecasts what it buys',
    [
      [
        'Say CPM is around £6 and I put £300 into it, roughly how many impressions would that get me?',
        { 'Impressions the budget buys': 'about 50,000' },
      ],
      [
        'each thousand times my ad appears costs about $10. if I spend $250 how many impressions will I get?',
        { 'Impressions the budget buys': 'about 25,000' },
      ],
      [
        'our cpc is about $1.25. if I put $500 in this month, how many clicks should I expect?',
        { 'Clicks the budget buys': 'about 400' },
      ],
      [
        'it runs about $9 per thousand times our ad loads; we will invest $180. how many impressions?',
        { 'Impressions the budget buys': 'about 20,000' },
      ],
      ["CPM is 9 quid, I'll put £450 in, how many people see it?", { 'Impressions the budget buys': 'about 50,000' }],
      ["we'll spend $800 at a $2 cpc, how many clicks?", { 'Clicks the budget buys': 'about 400' }],
      [
        'it costs roughly €4 for 1,000 views. if we spend €240 how many views?',
        { 'Impressions the budget buys': 'about 60,000' },
      ],
      [
        'we pay 7 dollars per thousand impressions. budget is 700 dollars. impressions?',
        { 'Impressions the budget buys': 'about 100,000' },
      ],
    ],
  ],
  [
    "a month's total named before its amount ('the budget for the whole month is $1,520') asked per day is a daily budget",
    [
      ['the budget for the whole month is $1,520, what should i put in per day?', { 'Daily budget': '$50.00 a day' }],
      ['our total spend for the month will be £912, how much a day is that?', { 'Daily budget': '£30.00 a day' }],
      ["my monthly total is $608, what's that per day?", { 'Daily budget': '$20.00 a day' }],
      ["the whole month's budget is $4,560, what daily budget should I set?", { 'Daily budget': '$150 a day' }],
      ["this week's spend is £350, what's that a day?", { 'Daily budget': '£50.00 a day' }],
    ],
  ],
  [
    'of two labelled parts the one the question names is answered; a label with no figures of its own starts no part',
    [
      [
        "Meta ad set A: 9,000 impressions, 270 clicks. ad set B: 12,000 impressions, 180 clicks. what's the CTR of ad set B?",
        { CTR: '1.5%' },
      ],
      [
        'prospecting 30k impr / 450 clicks, remarketing 8k impr / 240 clicks. whats the ctr on remarketing?',
        { CTR: '3%' },
      ],
      [
        'non-brand campaign 20k impressions 300 clicks, brand campaign 4k impressions 400 clicks. ctr on brand?',
        { CTR: '10%' },
      ],
      [
        "campaign 1 spent $400 got 20 leads, campaign 2 spent $900 got 30 leads. what's the cpl for campaign 2?",
        { CPA: '$30.00' },
      ],
      ['campaign A 40 leads from $800, campaign B 25 leads from $600. cpl for B?', { CPA: '$24.00' }],
      [
        '£2,000 a month shared evenly across 4 campaigns (search, shopping, display, pmax). how much does each get?',
        { 'Budget per campaign': '£500' },
      ],
    ],
  ],
  [
    "the share of leads that 'actually went ahead' or 'eventually paid' are the customers: close rate and cost per customer",
    [
      [
        'we spent $1,800 on google, 60 enquiries came through and only 9 actually went ahead. close rate? what did each client cost us?',
        { 'Lead-to-customer rate': '15%', 'Cost per customer': '$200' },
      ],
      [
        '$2,500 in ads got us 50 trial signups and 10 eventually paid. what did every customer cost?',
        { 'Lead-to-customer rate': '20%', 'Cost per customer': '$250' },
      ],
      ['Spent $900 on tiktok and got 18 new clients from it. what did each client cost me?', { CAC: '$50.00' }],
    ],
  ],
  [
    "a cost per result named with the campaign it is for ('cost per lead for the free quote ads was £9') times the results is the spend",
    [
      [
        'cost per lead for the free quote ads was £9 and we got 70 leads. how much did we spend?',
        { 'Ad spend': '£630' },
      ],
      [
        'the cost per booking on our summer promo campaign came in at €15, with 40 bookings. what did we spend?',
        { 'Ad spend': '€600' },
      ],
      [
        'our CPM on the retargeting ad set sits at $14, 50,000 impressions. how much did that cost?',
        { 'Ad spend': '$700' },
      ],
    ],
  ],
  [
    "people counted by what makes them a lead ('30 people filled in the quote form', '27 people messaged us') are the results",
    [
      ['£450 on facebook, 30 people filled in the quote form. cost per lead?', { CPA: '£15.00' }],
      ["we spent $700 and 35 people got in touch through the ad. what's that per enquiry?", { CPA: '$20.00' }],
      ['$540 in instagram ads and 27 people messaged us. how much per lead?', { CPA: '$20.00' }],
    ],
  ],
  [
    "'a basic haircut is £25', 'one lawn treatment costs $80': the price of one of what is sold, for break-even figures",
    [
      [
        "a basic haircut is £25 and I keep 60% after product and chair rent. what's my break-even roas and the most I can pay per booking?",
        { 'Break-even ROAS': '1.67 (£1.67 of revenue for every £1 of ad spend)', 'Break-even CPA': '£15.00' },
      ],
      [
        'one lawn treatment costs $80 and I keep 50% of it. most I can pay per customer?',
        { 'Break-even CPA': '$40.00' },
      ],
      [
        "a full detail is $200 and my margin is 35%, what's the highest cpa I can afford?",
        { 'Break-even CPA': '$70.00' },
      ],
    ],
  ],
  [
    "a benchmark named beside the user's own rate ('a good CTR is around 2%, mine is 1.2%') is not theirs",
    [
      ['a good ctr is around 2%, mine is 1.2% from 40,000 impressions. clicks?', { Clicks: '480' }],
      ['a healthy margin is 40%, ours is 25% on an $80 average order. break-even cpa?', { 'Break-even CPA': '$20.00' }],
      [
        'a decent conversion rate is 3%, ours is 1.5% on 2,000 clicks. how many sales?',
        { 'Conversions the clicks bring': 'about 30' },
      ],
    ],
  ],
];

describe('number questions, family by family', () => {
  for (const [family, cases] of FAMILIES)
    it(family, () => {
      for (const [question, want] of cases) expect(results(question), question).toMatchObject(want);
    });

  it('reads no price of what is sold from what a website or an ad set costs', () => {
    expect(results('a new website costs $3,000 and we spent $500 on ads for 10 sales')).not.toHaveProperty('Revenue');
    expect(computeUserMetrics('one ad set costs $20 a day for 30 days. cpa?')?.values.orderValue).toBeUndefined();
  });

  it('prints no CAC from leads, and names the customers it needs', () => {
    const metrics = computeUserMetrics('spent $600 on ads, 30 leads. what did each client cost me?');
    expect(metrics?.rows.map((row) => row.metric)).toEqual(['CPA']);
    expect(metrics?.missing).toEqual(['To work out CAC I also need your customers.']);
  });

  it("prices no result from what each month, click or ad costs ('each month costs me $500 in ads')", () => {
    const cases: [string, Record<string, string>][] = [
      ['Each month costs me $500 in ads and I get 20 sales. CPA?', { CPA: '$25.00' }],
      ['Each week costs me $300 in ads and I get 10 leads. CPL?', { CPA: '$30.00' }],
      [
        'Each click costs me $2 in ads. I want 100 sales at a 5% conversion rate. Budget?',
        { CPA: '$40.00', 'Clicks needed': '2,000', 'Budget needed': '$4,000' },
      ],
      ['every tap costs me £1.50 on facebook ads and 4% of people buy. cost per sale?', { CPA: '£37.50' }],
      ['Each ad costs me $50 on meta and I got 5 sales. CPA?', {}],
      ['Each location costs us $800 in google ads and we get 16 customers. CPA?', {}],
      ['Each campaign costs us $400 on google ads and we got 10 leads. CPL?', {}],
      ['Each post costs me $20 to boost and I got 4 sales', {}],
      ['each campaign is costing us $1,000 through google ads', {}],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
  });

  it("stretches no spend named with its period over the days counted ('this month's spend is £1,200')", () => {
    const cases: [string, Record<string, string>][] = [
      ["This month's spend is £1,200 and I got 40 leads in 12 days. CPL?", { CPA: '£30.00' }],
      ["This week's spend is £140 over 4 days, 7 bookings", { CPA: '£20.00' }],
      ['My monthly spend is £600 and after 20 days I have 12 sales', { CPA: '£50.00' }],
      ["this month's facebook spend is $900, 18 sales so far in 10 days. cost per sale?", { CPA: '$50.00' }],
      ["Our weekly spend is €350 and we've had 14 enquiries over 5 days. CPL?", { CPA: '€25.00' }],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
    expect(results('My monthly ad spend is $600 and I get 30 leads a week. CPL?')).toMatchObject({ CPA: '$4.61' });
  });
});
