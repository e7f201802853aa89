import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** One result or one click priced in a sentence of its own, with words between the thing and its cost. */
const CASES: [string, Record<string, string>][] = [
  [
    'Every phone call I get off Facebook costs me roughly £20, and about 1 in 4 callers books a job. What does each job cost me?',
    { 'Cost per customer': '£80.00' },
  ],
  [
    'each booking that comes through my ads costs around $40 and I have $600 to spend. how many bookings will that get me?',
    { 'Conversions the budget buys': 'about 15' },
  ],
  [
    'I want 12 new pupils this term and each pupil who signs up through the ads costs me £30. What should I budget?',
    { 'Budget needed': '£360' },
  ],
  [
    'each tap on my advert costs about 40p and I want 250 people to visit my website. How much will that cost?',
    { 'Ad spend': '£100' },
  ],
  [
    'I have €300 and clicks on my ad cost around €0.60 each. How many clicks is that?',
    { 'Clicks the budget buys': 'about 500' },
  ],
  [
    'Each time someone clicks my advert I pay about 35p, and I have spent £70 so far. How many clicks is that?',
    { Clicks: '200' },
  ],
  [
    "It costs us roughly €15 in ads every time somebody books a tasting. We'd like 40 bookings. What budget do we need?",
    { 'Budget needed': '€600' },
  ],
  [
    "we've been paying around $9 in ads per download. we want 500 downloads this month, what should the budget be?",
    { 'Budget needed': '$4,500' },
  ],
  [
    '12 new members for the club at roughly £30 of advertising each. What did we spend altogether?',
    { 'Ad spend': '£360' },
  ],
  [
    'My jam hampers are sold for £45 and the cost for me to make and post one is £27. What margin is that?',
    { 'Profit margin': '40%' },
  ],
  [
    'Each lamp is selling at €120 and the cost to us is €78. What is the break-even ROAS?',
    { 'Break-even ROAS': '2.86 (€2.86 of revenue for every €1 of ad spend)' },
  ],
  [
    'A student pays $80 a month and stays on average 9 months. We spent $2,000 and got 25 students. LTV:CAC?',
    { 'LTV:CAC': '9:1' },
  ],
  [
    'Each client is paying €40 monthly during 12 months, and last month €1,600 in ads brought 20 new clients. LTV:CAC?',
    { 'LTV:CAC': '6:1' },
  ],
  ['Price R1,500, cost to make and deliver R900. What is my margin?', { 'Profit margin': '40%' }],
  [
    'Cost of product is 40% of selling price. What ROAS do I need to break even?',
    { 'Break-even ROAS': '1.67 (revenue of 1.67 × the ad spend)' },
  ],
  [
    'The facial price is €50 and my cost for products and staff for one treatment is €20. What is my profit margin?',
    { 'Profit margin': '60%' },
  ],
];

describe('a cost of one result or one click in its own words', () => {
  it.each(CASES)('%s', (question, want) => {
    expect(results(question)).toMatchObject(want);
  });

  it('leaves what delivering one job costs (materials, wages) as the cost of the work, not of the ads', () => {
    const got = results('A boiler service is £90 and each job costs me about £36 in parts and fuel. Profit per job?');
    expect(got).not.toHaveProperty('CPA');
    expect(got).not.toHaveProperty('Budget needed');
  });

  it("leaves a price the user is happy to pay per result as a target, not a cost so far ('happy to pay £40 per booking')", () => {
    expect(
      results("I'm happy to pay £40 per booking and about 5% of people who click book. What should my max cpc be?"),
    ).toMatchObject({ 'Max CPC': '£2.00' });
  });

  it('keeps a price sold and what one costs the seller out of ROAS (no ROAS of price over cost)', () => {
    expect(results('My kit is sold for R$189 and the cost for me to produce it is R$117. Margin?')).not.toHaveProperty(
      'ROAS',
    );
  });

  it('reads an amount spent on the ads in total as the spend', () => {
    expect(results('The ads cost me £200 in total and 10 people booked. What did each booking cost?')).toMatchObject({
      CPA: '£20.00',
    });
  });
});
