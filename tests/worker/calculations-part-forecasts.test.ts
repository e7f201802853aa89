import { describeFamilies } from './metric-results';

/**
 * One part's figures asked as a forecast: a rate said for two parts, then money or a target asked of one of them. The
 * named part's rate is used ('with $330 on Bing' buys Bing's clicks, not Google's); with no part named neither is.
 */
describeFamilies(
  "a forecast from one part's rate",
  [
    [
      'the part named before each rate',
      [
        [
          'Our CPC on Google is $1.80 and on Bing $1.10; with $330 on Bing how many clicks?',
          { 'Clicks the budget buys': 'about 300' },
        ],
        [
          'CPC for Meta is €0.60 and for TikTok €0.40, if I put €200 on TikTok how many clicks do I get?',
          { 'Clicks the budget buys': 'about 500' },
        ],
        [
          'The CPM on reels is $6 and the CPM on stories is $9; how many impressions would $300 get on stories?',
          { 'Impressions the budget buys': 'about 33,333' },
        ],
        [
          'CPC is KSh 20 on Facebook and KSh 35 on Google. With KSh 7,000 on Google, how many clicks?',
          { 'Clicks the budget buys': 'about 200' },
        ],
      ],
    ],
    [
      'the part named after each rate',
      [
        ['cpc $2 on mobile and $3 on desktop, we spent $600 on desktop, clicks?', { Clicks: '200' }],
        [
          'Our CPA is $40 on brand and $90 on generic. How many sales will $900 on generic buy?',
          { 'Conversions the budget buys': 'about 10' },
        ],
        [
          'our cost per lead is £12 on Meta and £30 on LinkedIn - with £600 on LinkedIn how many leads?',
          { 'Conversions the budget buys': 'about 20' },
        ],
      ],
    ],
    [
      'each part owning its rate',
      [
        [
          'Campaign A has a CPM of $8 and Campaign B a CPM of $12. How many impressions does $1,200 buy on B?',
          { 'Impressions the budget buys': 'about 100,000' },
        ],
        [
          'Search CPC is £2.50 and Shopping CPC is £0.90. With £450 on Shopping, how many clicks?',
          { 'Clicks the budget buys': 'about 500' },
        ],
        [
          'Ad set 1 has a CPC of $0.50 and ad set 2 a CPC of $0.80; how many clicks does $400 buy on ad set 2?',
          { 'Clicks the budget buys': 'about 500' },
        ],
      ],
    ],
    [
      'a rate then and now',
      [
        ['Our CPC was $1.20 last month and $1.80 this month, spend $900 this month, clicks?', { Clicks: '500' }],
        [
          'cost per lead was R50 last month and R80 this month; with R4,000 this month how many leads?',
          { 'Conversions the budget buys': 'about 50' },
        ],
      ],
    ],
    [
      'what an amount buys',
      [
        [
          'My CPM is $8 while the average CPM is $12. How many impressions does $400 buy?',
          { 'Impressions the budget buys': 'about 50,000' },
        ],
        ['Our cost per lead is £25. How many leads will £500 get?', { 'Conversions the budget buys': 'about 20' }],
      ],
    ],
    [
      'a target asked of one part',
      [
        [
          'Brand: CPA $20. Generic: CPA $55. We want 30 more sales from Generic - budget needed?',
          { 'Budget needed': '$1,650' },
        ],
        [
          'Week 1: 2,000 clicks, 60 leads. Week 2: 1,500 clicks, 30 leads. How many clicks would week 2 need for 45 leads?',
          { 'Conversion rate': '2%', 'Clicks needed': '2,250' },
        ],
        ['Meta: CPL $15. Google: CPL $40. We need 20 leads from Google - what budget?', { 'Budget needed': '$800' }],
      ],
    ],
    [
      'money each part spent, a fee beside the ads, a page visited',
      [
        [
          'Spent $600 on two ad sets, $300 each, ad set 1 got 20 leads and ad set 2 got 10 leads. CPL for ad set 2?',
          { CPA: '$30.00' },
        ],
        [
          'Spent €900 on three campaigns, €300 each. Campaign A: 10 sales. Campaign B: 20 sales. Campaign C: 15 sales. CPA for campaign B?',
          { CPA: '€15.00' },
        ],
        [
          'We put £250 into each of 2 campaigns. Campaign A: 5 sales. Campaign B: 10 sales. CPA for B?',
          { CPA: '£25.00' },
        ],
        ['The agency costs me $500 a month and we spent $2,000 for 40 sales', { CPA: '$50.00' }],
        ['Our consultant charges £400 per month; we spend £1,500 on Google for 50 leads, CPL?', { CPA: '£30.00' }],
        ['40 sales page visits from $80. CPC?', { CPC: '$2.00' }],
      ],
    ],
  ],
  [
    // No part named for the money: either CPA would be a guess.
    ['Our CPA is $40 on brand and $90 on generic. How many sales will $900 buy?', {}],
    ['cpc is $2 on mobile and $3 on desktop. with $600 how many clicks?', {}],
    // A target asked of every part stays a row per part.
    [
      'Brand: CPA $20. Generic: CPA $55. We want 30 more sales - budget for each?',
      { 'Budget needed (Brand)': '$600', 'Budget needed (Generic)': '$1,650' },
    ],
    // A lead's cost over what a sale is worth is no ROAS; a sale's cost still is.
    ['Each lead costs me $20 and I sell the service for $200. Close rate needed?', {}],
    ['Our cost per enquiry is £15 and a job is worth £600 - what close rate do we need?', {}],
    ['CPA $20 and I sell for $200, ROAS?', { ROAS: '10' }],
    ['cost per click 1.80, conversion rate 3 percent, AOV 75 — is the ROAS above 2?', { CPA: '60.00', ROAS: '1.25' }],
    // Money spent on each, said before the parts, is each part's own still.
    ['We spent $500 on each: Brand got 20 sales, Generic got 10 sales. CPA for generic?', { CPA: '$50.00' }],
  ],
);
