import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

describe('revenue named by what came in', () => {
  it("reads 'the walks booked through the ads came to $1,350' and '£4,800 in bookings' as revenue", () => {
    const cases: [string, Record<string, string>][] = [
      [
        'Dog walking. Spent $300 on Facebook last month and the walks booked through the ads came to $1,350. ROAS?',
        { ROAS: '4.5' },
      ],
      [
        'We put €800 into Google; orders we could trace back to Google totalled €3,200. whats my return on ad spend',
        { ROAS: '4' },
      ],
      ['£1,200 spent on meta, £4,800 in bookings from it. roas?', { ROAS: '4' }],
      ['spent 500 dollars on tiktok ads and got $1,750 in orders. roas', { ROAS: '3.5' }],
      ['Takings from the jobs that came via google: £7,000. Google spend: £1,750. roas?', { ROAS: '4' }],
      ['income from the facebook bookings was $3,000 and we spent $750 on them. roas?', { ROAS: '4' }],
      [
        'Spent £600 on ads; sales that came in from them add up to £2,400 and my margin is 30%. Profit after ad cost?',
        {
          ROAS: '4',
          'Break-even ROAS': '3.33 (£3.33 of revenue for every £1 of ad spend)',
          'Profit from ads': '£120',
          'ROAS against break-even': 'above break-even: the margin on these sales pays for the ads',
        },
      ],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
  });

  it('leaves a count, or what the results cost, as it was', () => {
    const cases: [string, Record<string, string>][] = [
      ['leads from google came to 40 and cost £600 in total. cost per lead?', { CPA: '£15.00' }],
      ['the bookings from ads cost a total of £300, 12 of them. cost per booking?', { CPA: '£25.00' }],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
  });
});
