import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { results } from './metric-results';

/**
 * Each figure named by what people did rather than by its marketing word, in wordings of our own that no eval set
 * holds; the phrase rules alone name none of these numbers, so each table was empty or short without the fallback.
 */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    'clicks: people tapped, clicked through or visited',
    [
      ['Paid $30 to boost my bakery post and 60 locals clicked through to the menu. cost per click?', { CPC: '$0.50' }],
      ['I paid £45 for my candle ad and 90 people tapped on it. What does each tap cost?', { CPC: '£0.50' }],
      ["We spent €120 on the post and it got visited 300 times from the ad. What's that per visit?", { CPC: '€0.40' }],
      ['Our gig poster ad cost £36 and 120 fans tapped on it. what did each tap cost us?', { CPC: '£0.30' }],
    ],
  ],
  [
    'impressions: the ad came up, popped up or appeared so many times',
    [
      ["My flyer ad came up on screens 20,000 times and I paid $100. What's that per thousand?", { CPM: '$5.00' }],
      ['I paid £40 and my ad popped up on phones 8,000 times. cost per thousand?', { CPM: '£5.00' }],
      ["Paid $50, the ad appeared 10,000 times and got 100 taps. what's my click rate", { CTR: '1%' }],
    ],
  ],
  [
    'reach: so many different people saw it',
    [
      ['About 1,500 individual people saw it and it was displayed 4,500 times. frequency?', { Frequency: '3' }],
      [
        'the ad went out 8,000 times and 2,000 different folk saw it, how many times did each see it',
        { Frequency: '4' },
      ],
      ['Shown 9,000 times, seen by 3,000 separate people. frequency?', { Frequency: '3' }],
      ['it was served 12,000 times to 4,000 individual users. how many times did each see it', { Frequency: '3' }],
    ],
  ],
  [
    'conversions: people booked, messaged, rang or filled in a form',
    [
      ['I spent £90 and 6 families booked a party. What did each booking cost me?', { CPA: '£15.00' }],
      ['Paid $150 on insta and 10 mums messaged me about lessons. Whats the cost per enquiry', { CPA: '$15.00' }],
      ['I put £200 in and the phone rang 8 times from it. What did each call cost?', { CPA: '£25.00' }],
      ['spent $120 on google, 12 folks filled out the quote form. cost per lead?', { CPA: '$10.00' }],
      ['Paid $80 and people phoned 16 times. cost per call?', { CPA: '$5.00' }],
    ],
  ],
  [
    'customers: some of them became or turned into paying clients',
    [
      [
        "Spent €400, 40 folk enquired and 5 ended up as paying clients. what's the lead to client rate?",
        { 'Lead-to-customer rate': '12.5%', 'Cost per customer': '€80.00' },
      ],
      [
        'I paid £300, 30 people messaged and 6 became paying customers. what did each customer cost me?',
        { 'Cost per customer': '£50.00' },
      ],
      [
        '$500 spent, 25 mums booked a trial and 10 turned into paying members. cost per member?',
        { 'Lead-to-customer rate': '40%', 'Cost per customer': '$50.00' },
      ],
    ],
  ],
  [
    "leads then 'N of them' booked: the people who got in touch are the leads, the share of them the customers",
    [
      [
        'I paid £200, 20 folk messaged me and 5 of them booked a session. cost per message and per booking?',
        { CPA: '£10.00', 'Cost per customer': '£40.00' },
      ],
      [
        'spent $300 on facebook, 30 parents filled in the form and 6 of those signed up. what did each sign up cost?',
        { CPA: '$10.00', 'Lead-to-customer rate': '20%' },
      ],
      [
        'Put €150 in, the phone rang 15 times and 5 of them became jobs. cost per call, cost per job?',
        { CPA: '€10.00', 'Cost per customer': '€30.00' },
      ],
    ],
  ],
  [
    'revenue: money got back, brought in or taken from the ad',
    [
      ['I spent €80 and got €320 back from the ad. is that good return?', { ROAS: '4' }],
      ['Paid £30 for the ad, it brought £150 back in orders. ROAS?', { ROAS: '5' }],
      ['I spent £25 and the takings from it came to £100, whats my roas', { ROAS: '4' }],
      ['I shelled out €75 for the boost and took €300 from it. ROAS?', { ROAS: '4' }],
    ],
  ],
  [
    'spend: the boost set me back, Facebook charged me, I gave Google',
    [
      ["The boost set me back $40 and it brought in $180. what's my return?", { ROAS: '4.5' }],
      ["I gave Google €100 and took €420 from it. what's the return?", { ROAS: '4.2' }],
      ['the ad bill was $60 and the takings came to $240. return on that?', { ROAS: '4' }],
      ["Boosted my post for $40 and it made $200 in bookings. what's my return?", { ROAS: '5' }],
    ],
  ],
  [
    'click-through rate: a click or tap rate, or a share of the people who saw it tapping',
    [
      ['The click rate was 2% on 10,000 impressions. how many clicks?', { Clicks: '200' }],
      [
        'about 2% of folk who saw it tapped through, it was shown 10,000 times. how many taps is that?',
        { Clicks: '200' },
      ],
      ['The tap rate came out at 1.5% and the ad was shown 40,000 times. how many taps?', { Clicks: '600' }],
    ],
  ],
  [
    'conversion rate: a buy rate, or a share of the visitors who went on to buy or book',
    [
      [
        'Roughly 3% of the people who came to the site bought something, from 2,000 clicks. how many sales is that?',
        { 'Conversions the clicks bring': 'about 60' },
      ],
      ['The buy rate is 5% and I get 400 clicks. how many sales?', { 'Conversions the clicks bring': 'about 20' }],
      [
        'about 4% of the folk who visit the page end up booking a table, with 1,000 clicks how many bookings?',
        { 'Conversions the clicks bring': 'about 40' },
      ],
    ],
  ],
];

describe('numbers named by what people did', () => {
  for (const [family, cases] of FAMILIES)
    describe(family, () => {
      for (const [question, want] of cases)
        it(question, () => {
          expect(results(question)).toMatchObject(want);
        });
    });
});

describe('a reading two ways names nothing', () => {
  const missing = (question: string) => computeUserMetrics(question)?.missing.join(' ') ?? '';

  it('two numbers for one figure leave it out, and the answer asks for it', () => {
    const question = 'I paid £60. folk tapped on it 150 times on Monday and 90 folk tapped on Tuesday. whats my CPC?';
    expect(results(question)).toEqual({});
    expect(missing(question)).toMatch(/need your clicks/);
    const takings = 'I spent £50, took £200 from it on Saturday then took £100 from it on Sunday. whats my ROAS?';
    expect(results(takings)).toEqual({});
    expect(missing(takings)).toMatch(/need your conversion value/);
  });

  it('a number whose clause names two figures equally is left out, and the answer asks for it', () => {
    const question = 'I paid £60 and the folk who clicked 40 rang me. whats my CPA?';
    expect(results(question)).toEqual({});
    expect(missing(question)).toMatch(/need your conversions/);
  });

  it('a goal, a share or a price for each is no count or total', () => {
    expect(results('I paid £50 and want 40 folk to book. cost per booking?')).toEqual({});
    expect(results('I paid £50 and 1 in 4 folk who tapped booked. cost per booking?')).toEqual({});
    expect(results('it costs me $2 every time folk tap, and 300 folk tapped. cost per tap?')).not.toHaveProperty(
      'ROAS',
    );
  });

  it('people paid for their work are no customers won', () => {
    const staff = results('Paying my two guys $18/hr. Spent $600 on ads and got 15 new customers. CAC?');
    expect(staff).toMatchObject({ CAC: '$40.00' });
    expect(staff).not.toHaveProperty('Lead-to-customer rate');
  });
});

describe('no wrong figure from a share, a debit, a repeat or a part left out', () => {
  const table = (question: string) => {
    const metrics = computeUserMetrics(question);
    return { rows: results(question), missing: metrics?.missing ?? [] };
  };
  const noCustomers = { rows: {}, missing: ['To work out CAC I also need your customers.'] };

  it("leads of whom 'N of them' did nothing are no customers", () => {
    for (const question of [
      'We spent £600, 30 people called and 10 of them were spam. CAC?',
      'We spent £600, 30 people called, 10 of them were time-wasters. CAC?',
      'We spent £600, 30 people called and 10 of them never replied. CAC?',
      'We spent £600, 30 people called and 10 of them were outside our area. CAC?',
      'We spent £600, 30 people called and we sent 20 of them a price. CAC?',
      'We spent £600 and got 30 leads, 10 of them were spam. CAC?',
    ])
      expect(table(question), question).toEqual({ ...noCustomers, rows: { CPA: '£20.00' } });
    expect(table('spent $800, 40 people filled in the form and 12 of them never picked up. CAC?')).toEqual({
      ...noCustomers,
      rows: { CPA: '$20.00' },
    });
    expect(results('We spent £600, 30 people called and 10 of them booked. CAC?')).toMatchObject({ CAC: '£60.00' });
  });

  it('money taken from savings or by the platform is spent, not taken in', () => {
    const cases: [string, Record<string, string>][] = [
      ['I took £300 from savings for ads and got 12 leads. CPL?', { CPA: '£25.00' }],
      ['Facebook took £200 off my card and I got 4 sales. CPA?', { CPA: '£50.00' }],
      ['Google took $150 out of my account and we got 5 bookings. cost per booking?', { CPA: '$30.00' }],
      ['Instagram has taken €90 from my account and I got 3 orders. cost per order?', { CPA: '€30.00' }],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
    expect(results('We took £2,000 from the ads last month and spent £500. ROAS?')).toEqual({ ROAS: '4' });
  });

  it('people who did something so many times are not that many clicks, and no rate over 100 % prints', () => {
    expect(results('We spent £900; 4 people tapped on the call button 30 times. Cost per call?')).toEqual({
      CPA: '£30.00',
    });
    expect(results('I paid £50 and 10 people clicked the ad 40 times. cost per click?')).toEqual({ CPC: '£1.25' });
    expect(results('Paid $60, 3 folks visited my site 24 times and 2 bought. CPC?')).toMatchObject({ CPC: '$2.50' });
    expect(table('spent $100, 50 clicks, 80 sales. conversion rate?')).toEqual({
      rows: { CPC: '$2.00', CPA: '$1.25' },
      missing: ['To work out conversion rate I also need your sales and clicks.'],
    });
  });

  it('a count with a part taken out is not the count of results', () => {
    for (const question of [
      'We spent £600, 40 people got in touch but 10 were spam. Cost per real lead?',
      'We spent £600 and got 40 leads minus 10 duplicates. CPL?',
      'Spent £600, 40 enquiries, of which 10 were junk. cost per genuine enquiry?',
      'Spent $500, 50 leads but 10 were time-wasters. real CPL?',
      'I paid £40 and 20 people messaged me, though 5 were bots. cost per message?',
    ])
      expect(results(question), question).not.toHaveProperty('CPA');
    expect(results('spent $500, 50 leads but only 5 bought. CAC?')).toMatchObject({ CPA: '$10.00', CAC: '$100' });
  });
});
