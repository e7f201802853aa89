import { describeFamilies } from './metric-results';

/** Periods and named campaigns side by side, a budget shared out or spread over a week, and forecasts in plain words. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "two periods side by side ('Wk 3: ..., Wk 4: ...', 'last week spend ... this week ...'): the one asked for",
    [
      ['Wk 3: 90 sales, avg order $40. Wk 4: 120 sales, avg order $45. revenue in wk 4?', { Revenue: '$5,400' }],
      [
        'wk 14 - 300 clicks, 9 sales; wk 15 - 420 clicks, 21 sales. conversion rate wk 15?',
        { 'Conversion rate': '5%' },
      ],
      ['last week spend $1,200 / 40 sales, this week $1,500 / 60 sales. cpa this week?', { CPA: '$25.00' }],
      [
        'last month spend €4,000 and revenue €12,000, this month spend €5,000 and revenue €20,000. roas this month?',
        { ROAS: '4' },
      ],
      ['Day 1: spent R$300, 15 leads. Day 2: spent R$280, 20 leads. CPL day 2?', { CPA: 'R$14.00' }],
    ],
  ],
  [
    "two campaigns by name ('Spring campaign — ..., Evergreen campaign — ...'): the one asked for",
    [
      [
        'Black Friday campaign: 2,400 clicks from 120,000 impressions. Always-on campaign: 900 clicks from 60,000 impressions. CTR of the always-on one?',
        { CTR: '1.5%' },
      ],
      [
        'Summer Sale campaign — spent £800, 40 orders. Clearance campaign — spent £500, 10 orders. whats the CPA for Clearance?',
        { CPA: '£50.00' },
      ],
      [
        "Retarget ad set: 15,000 impressions, 450 clicks. Cold ad set: 80,000 impressions, 800 clicks. what's the ctr on cold?",
        { CTR: '1%' },
      ],
      [
        'mothers day campaign - $600 spend, $2,400 revenue; easter campaign - $900 spend, $2,700 revenue. roas for easter?',
        { ROAS: '3' },
      ],
      [
        'Summer campaign spent $500 and got 25 sales, while our winter campaign spent $400 for 10 sales. Which did better on CPA?',
        { 'CPA (Summer campaign)': '$20.00', 'CPA (Winter campaign)': '$40.00' },
      ],
      [
        'Campaign "Spring" had 520,000 impressions and 6,760 clicks; campaign "Evergreen" had 310,000 impressions and 2,790 clicks. CTR for Evergreen?',
        { CTR: '0.9%' },
      ],
      [
        "the 'Mother's Day' campaign: $600 spend, $2,400 revenue. the 'Easter' campaign: $900 spend, $2,700 revenue. roas for easter?",
        { ROAS: '3' },
      ],
    ],
  ],
  [
    "a budget split evenly across N ads, creatives or areas ('three separate ads, one for each suburb'): each one's share",
    [
      [
        'Dog groomer in Perth: A$600 for ads, split evenly across 4 ads (one per service). How much per ad?',
        { 'Budget per campaign': 'A$150' },
      ],
      [
        'I want to divide my $900 budget equally between three creatives. how much each?',
        { 'Budget per campaign': '$300' },
      ],
      [
        '£1,500 a month, spread evenly over 5 areas we cover, a separate ad for each. how much per area?',
        { 'Budget per campaign': '£300' },
      ],
      ["we'll split €800 between 2 ad sets, how much does each ad set get?", { 'Budget per campaign': '€400' }],
      ['I have $600 and want to run 3 ads, split evenly. how much each?', { 'Budget per campaign': '$200' }],
    ],
  ],
  [
    "a total over 'a week', 'one week' or 'a fortnight': what it is a day",
    [
      [
        "I've got $140 for ads over a week for our bake sale, what's that per day?",
        { 'Equivalent daily budget': '$20.00 a day' },
      ],
      [
        'Bakery here, €420 to spend across a fortnight on instagram. daily budget?',
        { 'Equivalent daily budget': '€30.00 a day' },
      ],
      [
        'we have NZ$300 for a one-week promo of the open day. How much a day should I set?',
        { 'Equivalent daily budget': 'NZ$42.86 a day' },
      ],
      ["£250 budget for one week, what's that daily", { 'Equivalent daily budget': '£35.71 a day' }],
    ],
  ],
  [
    "a forecast said in words: 'show my ad about X 30,000 times', 'the reach was 45,000 students'",
    [
      [
        'if instagram shows my ad about the pottery workshop 30,000 times at a 1.5% ctr how many clicks would i get',
        { Clicks: '450' },
      ],
      [
        'The council will display our poster ad for the book fair 20,000 times; at a CTR of 0.8 pc how many clicks?',
        { Clicks: '160' },
      ],
      ['we expect instagram to show our reel 25,000 times, ctr 1.2%. how many clicks', { Clicks: '300' }],
      [
        'we got 72,000 impressions and the reach was 24,000 patients. how many times did each person see it?',
        { Frequency: '3' },
      ],
      [
        'Tutoring centre: 50,000 impressions, our reach is 20,000 students/parents. average frequency?',
        { Frequency: '2.5' },
      ],
    ],
  ],
  [
    "a rate seen 'over the last 3 months': the months count nothing bought",
    [
      [
        'Over the past 4 months each sale has cost us about $20. We have $1,000 to spend, how many sales can we expect?',
        { 'Conversions the budget buys': 'about 50' },
      ],
      [
        'In the last 2 months our cost per booking was £40. This month I have £800, how many bookings?',
        { 'Conversions the budget buys': 'about 20' },
      ],
      [
        "During the past 3 months each lead cost roughly R25. I've got R2,000 for next month, how many leads?",
        { 'Conversions the budget buys': 'about 80' },
      ],
    ],
  ],
  [
    "what another medium asked for ('Local radio wanted £2k for one week so instead I ran fb ads'): no money of the ads",
    [
      [
        'The local paper quoted me $900 for a half-page, so I tried google ads instead: 1,200 clicks at $0.60 CPC. what did I spend?',
        { 'Ad spend': '$720' },
      ],
      [
        'A billboard company wanted £3,000 a month. I ran instagram ads instead, spent £1,000 and got 50 sales. CPA?',
        { CPA: '£20.00' },
      ],
      [
        'radio station asked for R15,000 for a week of spots; we put R4,000 into meta instead and got 80 leads. cost per lead?',
        { CPA: 'R50.00' },
      ],
      ['tv would have cost us 12k, we spent 3k on youtube and got 60 leads, cpl?', { CPA: '50.00' }],
    ],
  ],
  [
    "a share of leads that ordered or opened an account ('12 of them opened an account', '1 in 5 leads ends up ordering')",
    [
      [
        'Lead ads for our trade range: 80 enquiries and 20 of them opened an account. lead-to-customer rate?',
        { 'Lead-to-customer rate': '25%' },
      ],
      [
        "cost per lead is £12 and about 1 in 4 leads ends up ordering. what's each customer costing me?",
        { CAC: '£48.00' },
      ],
      [
        'CPL on the sample request form is €8; 1 in 10 requests goes on to order. cost per customer?',
        { 'Cost per customer': '€80.00' },
      ],
    ],
  ],
];

/** Near misses: one period or campaign, a split over months, a week's rate, a reach beside what was bought. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  ['Week 12 budget is $700 and we got 14 sales. CPA?', { CPA: '$50.00' }],
  ['last week spend £500 and got 20 sales, cpa?', { CPA: '£25.00' }],
  ['Week 1: spent $210, 7 leads. Week 2: spent $190, 12 leads. Overall CPL?', { CPA: '$21.05' }],
  ['Our Spring campaign spent £800 and got 40 orders. CPA?', { CPA: '£20.00' }],
  [
    'Spring campaign: 500 clicks, 10 sales. Summer campaign: 400 clicks, 20 sales. conversion rate?',
    { 'Conversion rate (Spring campaign)': '2%', 'Conversion rate (Summer campaign)': '5%' },
  ],
  ['I ran 3 ads and spent £600, 30 sales. CPA?', { CPA: '£20.00' }],
  ['We have 3 ads. $900 spent, 45 sales, split evenly between them. cpa?', { CPA: '$20.00' }],
  ['I called it "Spring sale" campaign and it got 300 clicks from 20,000 impressions. CTR?', { CTR: '1.5%' }],
  ['I split £600 across 3 months. how much a month?', {}],
  ['I spend £50 a week on ads. daily?', { 'Daily budget': '£7.14 a day' }],
  ['we spent $400 over a week and got 20 sales. cpa?', { CPA: '$20.00' }],
  ['we ran ads for a week, spent $210 and got 7 sales. CPA?', { CPA: '$30.00' }],
  ["I spend £30 a day. what's that over a fortnight?", { 'Lifetime budget': '£420' }],
  ['the reach was 45,000 as far as I can tell and impressions were 90,000. frequency?', { Frequency: '2' }],
  ['the reach was 45,000 and 900 students signed up, cost $1,800. cost per sign-up?', { CPA: '$2.00' }],
  ['we spent $6,000 over the last 3 months and got 120 leads. cpl?', { CPA: '$50.00' }],
  ['Our radio ad cost £600 and brought 12 bookings. cost per booking?', { CPA: '£50.00' }],
  ['80 enquiries and 20 of them never opened the email. close rate?', {}],
  [
    'Members stay about 18 months and pay £40 a month. Over the last 6 months we spent £4,800 and signed 40 members. LTV:CAC?',
    { CPA: '£120', CAC: '£120', 'Customer lifetime value': '£720', 'LTV:CAC': '6:1' },
  ],
];

describeFamilies('periods, parts and forecasts', FAMILIES, NEAR_MISSES);
