import { describe, expect, it } from 'vitest';
import { extractFigures } from '../../worker/lib/ai/figures';
import { results } from './metric-results';

/** Families of number questions as health and wellness businesses say them, with wordings no eval set holds. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "money someone is 'putting behind' or 'throwing behind' a campaign ahead is a budget for its days",
    [
      [
        "I'm throwing $900 behind a 3 week promo for my pilates studio, what is that a day",
        { 'Equivalent daily budget': '$42.86 a day' },
      ],
      [
        'putting €2,000 behind our spring detox ads for 4 weeks - per day?',
        { 'Equivalent daily budget': '€71.43 a day' },
      ],
      [
        'Our spa is putting £1,400 towards a 2-week Valentines campaign. whats that per day',
        { 'Equivalent daily budget': '£100 a day' },
      ],
      [
        'chiropractor, im putting 600 dollars behind a 10 day campaign, how much a day',
        { 'Equivalent daily budget': '$60.00 a day' },
      ],
    ],
  ],
  [
    "money 'going into' or 'going on' ads is a budget still to spend: what it buys, or what it is a day",
    [
      [
        '$1,500 going into TikTok at a $6.40 CPM — how many impressions?',
        { 'Impressions the budget buys': 'about 234,375' },
      ],
      [
        '£800 is going on facebook ads this month at about £1.60 a click, how many clicks?',
        { 'Clicks the budget buys': 'about 500' },
      ],
      ['€600 going towards a 4 week instagram push. per day?', { 'Equivalent daily budget': '€21.43 a day' }],
      ['$2,000 is going to google ads and we got 50 leads, cpl?', { CPA: '$40.00' }],
    ],
  ],
  [
    "'got $X in sessions, memberships, appointments' is what the ads brought in",
    [
      ['spent £600 on meta and got £2,400 in membership sign-ups from it. ROAS?', { ROAS: '4' }],
      ['spent $500 on ads and took $1,750 in physio appointments off the back of it. roas?', { ROAS: '3.5' }],
      [
        'Massage therapist: I paid C$300 for Instagram ads and booked C$900 in new client treatments. Margin is 50%, what was my profit from the ads?',
        { 'Profit from ads': 'C$150' },
      ],
    ],
  ],
  [
    "'my class pack is $120', 'our 10-class pass is $150': what is sold, said with what it is, is its price",
    [
      ['our 10-class pass is $150, margin 50%, break even cpa?', { 'Break-even CPA': '$75.00' }],
      [
        'My intro yoga pack is A$99 and I keep about 60% of it. how much can I pay to get a customer and still break even?',
        { 'Break-even CPA': 'A$59.40' },
      ],
      [
        'the 5 session massage bundle is £200, my margin is 40%. break-even cost per customer?',
        { 'Break-even CPA': '£80.00' },
      ],
    ],
  ],
  [
    "'8% of my website clicks send an enquiry' is a conversion rate, with a most-to-pay per enquiry it gives the max CPC",
    [
      [
        'Physio in Leeds. Max I will pay is £30 per lead and about 6% of visitors make an enquiry. max cpc?',
        { 'Max CPC': '£1.80' },
      ],
      [
        "Nutritionist. I won't pay more than $40 per inquiry; 5% of clicks send me an inquiry. What's my max cpc",
        { 'Max CPC': '$2.00' },
      ],
    ],
  ],
  [
    "'30 quote requests at about $40 each' prices each lead the ads bought, not what is sold",
    [
      [
        'we had 30 quote requests from the ads at about $40 each, and 6 became clients. what did each client cost?',
        { 'Ad spend': '$1,200', 'Lead-to-customer rate': '20%' },
      ],
      ['Got 25 callback requests at roughly £12 each last month. total spend?', { 'Ad spend': '£300' }],
    ],
  ],
];

describe('wellness number questions, family by family', () => {
  for (const [family, cases] of FAMILIES)
    it(family, () => {
      for (const [question, want] of cases) expect(results(question), question).toMatchObject(want);
    });

  it('reads what was put behind ads in the past, with results, as spent', () => {
    expect(extractFigures('I put $900 behind a post last week and got 45 clicks. cpc?')).toMatchObject({ spend: 900 });
  });
  it("prices no sold thing from 'spent $500 in ads' and reads no sessions bought as revenue", () => {
    expect(extractFigures('spent $500 in ads and got 20 new client sessions. cost per session?')).not.toHaveProperty(
      'revenue',
    );
  });
  it("reads no price from what a marketing package costs ('my ads package is $300')", () => {
    expect(extractFigures('my ads package is $300 a month and got 12 leads').orderValue).toBeUndefined();
  });
  it("reads '30 sales at $40 each' as the price of what is sold", () => {
    expect(extractFigures('we made 30 sales at about $40 each').orderValue).toBe(40);
  });
});
