import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { describeFamilies, type NumberCase } from './metric-results';

/**
 * Questions that printed a wrong value, each a family of wordings: a number said beside the ads' figures that is
 * none of them, or a figure that belongs to another part. Each must print the right value or, when the question
 * leaves it open, nothing for that metric.
 */
const ASIDES: [string, NumberCase[]][] = [
  [
    "a profit over a period ('Our profit per month is $5,000') is no profit per sale",
    [
      ['Our profit per month is $5,000 and we spend $1,000 on ads for 50 sales. Break-even CPA?', { CPA: '$20.00' }],
      ['We make $5,000 profit a month. Ads cost $1,000 and bring 50 sales. Break-even CPA?', { CPA: '$20.00' }],
      [
        'Monthly profit is about £8,000; we spent £1,200 on Meta for 40 orders. What is our break-even CPA?',
        { CPA: '£30.00' },
      ],
      ['We net about €3,000 a month in profit, ads cost €900 for 30 bookings. break even CPA?', { CPA: '€30.00' }],
      ['Our profit per year is $60,000. We spent $2,000 and got 40 sales. CPA?', { CPA: '$50.00' }],
    ],
  ],
  [
    "money moved between platforms ('I moved $500 from Google to Meta') is spent on neither",
    [
      ['I moved $500 from Google to Meta and got 25 sales on Meta. CPA?', {}],
      ['We shifted £300 of the budget from Facebook to TikTok last week; TikTok brought 12 leads. Cost per lead?', {}],
      ['Transferred €200 from search to pmax and got 10 conversions. CPA?', {}],
      ['moved $400 over to instagram, spent $1,200 there and got 30 sales. cpa?', { CPA: '$40.00' }],
    ],
  ],
  [
    "a result word naming something else ('We ran 2 lead magnets') counts no results",
    [
      ['We ran 2 lead magnets, spent $400 and got 80 leads. CPL?', { CPA: '$5.00' }],
      ['We ran 2 lead magnets, spent $400. CPL?', {}],
      ['Our 3 sales pages got 1,200 clicks from $600. CPC?', { CPC: '$0.50' }],
      ['We have 2 booking forms on the site, spent £300 and got 15 bookings. Cost per booking?', { CPA: '£20.00' }],
    ],
  ],
  [
    "the steps to one sale ('Clients book after 3 calls') count no calls won",
    [
      ['Clients typically book after 3 calls. We spent $600 and got 20 calls. CPA?', { CPA: '$30.00' }],
      [
        'It usually takes 4 meetings to close a deal. Spent £2,000 on LinkedIn and got 10 meetings. Cost per meeting?',
        { CPA: '£200' },
      ],
      [
        'patients normally sign up after 2 consultations; we spent €900 and got 30 consultations. cost per consultation?',
        { CPA: '€30.00' },
      ],
    ],
  ],
];

const ASIDE_NEAR_MISSES: NumberCase[] = [
  // A profit of each sale is one; money moved out of savings into the ads is spent; a count of form submissions and
  // the calls the ads got are results.
  [
    'Our profit per sale is $40. We spent $1,000 for 50 sales. Break-even CPA?',
    {
      CPA: '$20.00',
      'Break-even CPA': '$40.00',
      'CPA against break-even': 'within break-even: each sale still makes money',
    },
  ],
  ['I moved $500 from savings into Facebook ads and got 20 sales. CPA?', { CPA: '$25.00' }],
  ['We got 30 lead form submissions from $600. CPL?', { CPA: '$20.00' }],
  ['We spent $600 and got 3 calls. CPA?', { CPA: '$200' }],
];

describeFamilies('numbers beside the figures that are none of them', ASIDES, ASIDE_NEAR_MISSES);

/** A count before a list of what is sold ('Two products in the account: hoodie $68 ...') is the range, not sales. */
const LISTED: [string, NumberCase[]][] = [
  [
    "the things a business lists ('Two products in the account:', '3 items in the shop:') are no sales",
    [
      [
        'Two products in the account: hoodie $68 at a 35% margin, tee $29 at a 40% margin. Break-even CPA on the hoodie?',
        { 'Break-even ROAS': '2.86 ($2.86 of revenue for every $1 of ad spend)', 'Break-even CPA': '$23.80' },
      ],
      [
        '2 products: mug $18 (margin 50%), poster $30 (margin 60%). Break-even CPA for the poster?',
        { 'Break-even ROAS': '1.67 ($1.67 of revenue for every $1 of ad spend)', 'Break-even CPA': '$18.00' },
      ],
      [
        'Three items in the shop: candle £20 with 40% margin, soap £8 with 50% margin. break even roas for the candle?',
        { 'Break-even ROAS': '2.5 (£2.50 of revenue for every £1 of ad spend)', 'Break-even CPA': '£8.00' },
      ],
    ],
  ],
];

describeFamilies('what a business lists', LISTED, [
  // Products just sold are sales.
  ['Sold 40 products: spent $800. CPA?', { CPA: '$20.00' }],
  ['We sold 40 items in our shop last month and spent $600 on ads. CPA?', { CPA: '$15.00' }],
]);

/** Parts side by side: each reads its own figures, never the total said before them or another part's. */
const PARTS: [string, NumberCase[]][] = [
  [
    "a spend said before or after the parts ('We spent $3,000: Brand got $1,000 ...') is all of theirs, no one part's",
    [
      [
        'We spent $3,000: Brand got $1,000 and 60 sales, Generic got $2,000 and 40 sales. CPA for generic?',
        { CPA: '$50.00' },
      ],
      [
        'Total spend £4,500. Prospecting got £3,000 and 60 leads, retargeting got £1,500 and 50 leads. CPL for retargeting?',
        { CPA: '£30.00' },
      ],
      [
        'Last month we put €2,000 into Meta. Ad set 1: €800, 40 leads. Ad set 2: €1,200, 30 leads. CPL for ad set 2?',
        { CPA: '€40.00' },
      ],
      [
        'Our budget was $5,000 this month: Google got $3,000 and 90 leads, Meta got $2,000 and 40 leads. CPL on Meta?',
        { CPA: '$50.00' },
      ],
      ['We spent $3,000: Brand got 60 sales, Generic got 40 sales. CPA for generic?', {}],
      ['Campaign A got 20 sales, Campaign B got 30 sales. We spent $1,000. CPA for B?', {}],
    ],
  ],
  [
    "a part with no figures of its own ('ad set 2: got lots of clicks') has no metric, not the other part's",
    [
      ['ad set 1: $300, 20 leads. ad set 2: got lots of clicks. CPL for ad set 2?', {}],
      ['Campaign A: spent £500, 25 sales. Campaign B: no data yet. What is the CPA of campaign B?', {}],
      ['Ad 1 — €200, 10 sales. Ad 2 — still in review. cpa for ad 2?', {}],
      ['ad set 1: got lots of clicks. ad set 2: $300, 20 leads. CPL for ad set 1?', {}],
      ['Campaign A: paused all month. Campaign B: $900, 30 sales. What is the CPA for campaign A?', {}],
      ['We have 2 ad sets. Set 1: $400, 20 sales. Set 2: nothing yet. CPA for set 2?', {}],
    ],
  ],
  [
    "things numbered 1, 2, 3 ('what CPM does 2 have?') answer from the one asked for",
    [
      [
        'Creatives 1, 2 and 3: 1 had 40,000 impressions for $200, 2 had 25,000 impressions for $150, 3 had 10,000 impressions for $90. what CPM does 2 have?',
        { CPM: '$6.00' },
      ],
      [
        'We tested 3 creatives. #1: 40,000 impressions, $200. #2: 25,000 impressions, $150. #3: 10,000 impressions, $90. CPM for #2?',
        { CPM: '$6.00' },
      ],
      [
        '3 creatives: (1) 40k impr, $200 (2) 25k impr, $150 (3) 10k impr, $90. what CPM does number 3 have?',
        { CPM: '$9.00' },
      ],
      ['Three ads: 1 got 300 clicks for £150, 2 got 500 clicks for £200. cpc for 1?', { CPC: '£0.50' }],
      ['We have 2 ad sets. Set 1: $400, 20 sales. Set 2: $300, 10 sales. CPA for set 2?', { CPA: '$30.00' }],
      [
        '3 ad groups — group 1: 500 clicks for $250, group 2: 300 clicks for $210, group 3: 100 clicks for $90. CPC of group 2?',
        { CPC: '$0.70' },
      ],
      [
        'Two options: option 1 costs $500 for 25 leads, option 2 costs $600 for 40 leads. CPL for option 2?',
        { CPA: '$15.00' },
      ],
      ['We ran 2 offers. Offer 1: $300, 15 sales. Offer 2: $500, 20 sales. CPA of offer 1?', { CPA: '$20.00' }],
      [
        'We have 2 locations. Location 1: $800, 40 bookings. Location 2: $600, 20 bookings. Cost per booking for location 2?',
        { CPA: '$30.00' },
      ],
    ],
  ],
];

describeFamilies('parts side by side', PARTS, [
  // A spend each part had is each one's; the part with figures still answers; one thing numbered is no list.
  ['We spent $500 on each campaign. Campaign A got 20 sales, Campaign B got 25 sales. CPA for B?', { CPA: '$20.00' }],
  ['ad set 1: $300, 20 leads. ad set 2: got lots of clicks. CPL for ad set 1?', { CPA: '$15.00' }],
  ['We ran 2 ads, 1 got 30 sales. Spent $600. CPA?', { CPA: '$20.00' }],
]);

/** Everyday ways of saying a figure that were not read at all. */
const PLAIN: [string, NumberCase[]][] = [
  [
    "'a grand and a half' is 1,500",
    [
      [
        'I have a grand and a half to spend on Google ads, and clicks cost about £2. How many clicks?',
        { 'Clicks the budget buys': 'about 750' },
      ],
      ['We spent a grand and a half, got 30 leads. CPL?', { CPA: '50.00' }],
      ['spent two grand and a half on meta and got 50 sales. CPA?', { CPA: '50.00' }],
    ],
  ],
  [
    "what one sale costs in ads ('Each lesson costs me $10 in ads') is a cost per sale",
    [
      ['Each lesson costs me $10 in ads and a lesson is $40. ROAS?', { ROAS: '4' }],
      ['every new member costs us about £25 in advertising and a membership is £50. ROAS?', { ROAS: '2' }],
      ['a new student costs me €40 in ads and pays €400 over their lifetime. LTV:CAC?', { 'LTV:CAC': '10:1' }],
    ],
  ],
  [
    "the period said first ('Monthly I put $600 into Google') makes a month's budget",
    [
      ['Monthly I put $600 into Google. What is that per day?', { 'Daily budget': '$19.74 a day' }],
      ['Monthly I put about £900 in Meta ads, how much is that a day?', { 'Daily budget': '£29.61 a day' }],
      [
        'Every week we spend about €150 on Meta. Monthly budget?',
        { 'Daily budget': '€21.43 a day', 'Monthly budget': '€651.43' },
      ],
    ],
  ],
  [
    "what one thing sold costs the seller ('the item costs me ₺180') is its unit cost",
    [
      [
        'I sell a lamp for ₺450, the item costs me ₺180. Break-even ROAS?',
        {
          'Profit per sale': '₺270',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 (₺1.67 of revenue for every ₺1 of ad spend)',
          'Break-even CPA': '₺270',
        },
      ],
      [
        'each bottle costs us £4 and sells for £10. Break-even ROAS?',
        {
          'Profit per sale': '£6.00',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 (£1.67 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£6.00',
        },
      ],
    ],
  ],
  [
    "what customers spent through the ads ('Customers spent $4,200 through the ads') is revenue",
    [
      ['Customers spent $4,200 through the ads. The ads cost $1,200. ROAS?', { ROAS: '3.5' }],
      ['shoppers spent €3,000 via our Instagram ads, and we paid €600 for them. ROAS?', { ROAS: '5' }],
      ['people spent about £900 from the facebook ads and I spent £300 on them. roas?', { ROAS: '3' }],
    ],
  ],
];

describeFamilies('everyday wordings', PLAIN, [
  // A grand alone, what a customer spends on average, what one lead costs: read as before.
  ['We spent a grand, got 20 leads. CPL?', { CPA: '50.00' }],
  [
    'Our customers spend $80 on average. Spent $1,000, got 25 sales. ROAS?',
    { Revenue: '$2,000', CPA: '$40.00', ROAS: '2' },
  ],
  ['each lead costs me $20. We got 30 leads. Spend?', { 'Ad spend': '$600' }],
]);

/** 'in total' said of a given figure does not ask for the total when one part is asked for. */
describeFamilies(
  'a total given, one part asked',
  [
    [
      "'We spent $3,000 in total. Brand: ... Generic: ... CPA for generic?' asks for Generic's own",
      [
        [
          'We spent $3,000 in total. Brand: $1,000, 60 sales. Generic: $2,000, 40 sales. CPA for generic?',
          { CPA: '$50.00' },
        ],
        ['Campaign A: $500 in total, 20 sales. Campaign B: $800 total, 25 sales. CPA for B?', { CPA: '$32.00' }],
        ['Campaign A got 20 sales, Campaign B got 30 sales. Spend was $1,000 in total. CPA for B?', {}],
      ],
    ],
  ],
  [
    // The total asked for is still worked out over all parts.
    ['Campaign A: spent $500, 20 sales. Campaign B: spent $800, 25 sales. What is the total CPA?', { CPA: '$28.89' }],
    ['Brand spent $1,000 and got 60 sales, Generic spent $2,000 and got 40 sales. Combined CPA?', { CPA: '$30.00' }],
  ],
);

describe('a part asked for with too few figures of its own', () => {
  it.each([
    'We spent $3,000: Brand got 60 sales, Generic got 40 sales. CPA for generic?',
    'Campaign A got 20 sales, Campaign B got 30 sales. We spent $1,000. CPA for B?',
  ])('names the missing spend: %s', (question) => {
    const metrics = computeUserMetrics(question);
    expect(metrics?.rows).toEqual([]);
    expect(metrics?.missing).toEqual(['To work out CPA I also need your ad spend.']);
  });
});
