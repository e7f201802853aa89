import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';
import { results } from './metric-results';

/** Currencies and shares written the way people outside the US and UK, or outside marketing, write them. */
const CASES: [string, string, Record<string, string>][] = [
  [
    'the country the business is in names the currency when no amount carries one',
    'Our margins sit around 40% on the candles we sell in the UK. What ROAS do we need to break even?',
    { 'Break-even ROAS': '2.5 (£2.50 of revenue for every £1 of ad spend)' },
  ],
  [
    'a business based in Australia',
    "we're based in Australia, margin is 25%. break even roas?",
    { 'Break-even ROAS': '4 (A$4.00 of revenue for every A$1 of ad spend)' },
  ],
  ['South African rand', 'Spent R4,500 on Meta last month and got 30 leads. What did each lead cost?', { CPA: 'R150' }],
  [
    'rand with no thousands comma',
    'we are in Durban, spent R900 on google for 12 enquiries. cost per enquiry?',
    { CPA: 'R75.00' },
  ],
  [
    'Brazilian real with a dot between thousands',
    'spent R$ 3.600 on Google for 48 leads. cost per lead?',
    { CPA: 'R$75.00' },
  ],
  [
    "a margin of 'roughly half'",
    'items sell for £20 and our margin is roughly half. what can we pay in ads per sale before we lose money?',
    { 'Break-even CPA': '£10.00' },
  ],
  [
    "'we keep about half'",
    'Candles sell for $30 and we keep about half. Break-even CPA?',
    { 'Break-even CPA': '$15.00' },
  ],
  [
    "customers among the leads: '10 of those we actually won'",
    'Spent £1,500 on google, 25 quote requests came in, 10 of those we actually won. What is my customer acquisition cost?',
    { CAC: '£150' },
  ],
  [
    "a return wanted as a multiple of what the ads cost ('bring back 5 times what they cost')",
    'My coaching package is £300 and I want my ads to bring back 4 times what they cost me. Most I can pay per package sold?',
    { 'Max CPA': '£75.00' },
  ],
  [
    "'I want them to bring in 3 times what they cost', with the money to spend",
    "We're putting $1,500 into ads next month and I want them to bring in 3 times what they cost. What sales do we need?",
    { 'Revenue needed': '$4,500' },
  ],
  [
    'a return that came back as a multiple of the cost is the ROAS',
    'our ads brought in 3 times what they cost us last month, and we spent £900. What revenue is that?',
    { Revenue: '£2,700' },
  ],
  [
    'a ton a week in slang is £100',
    "I've been spending a ton a week on Facebook. What's that per day?",
    { 'Daily budget': '£14.29 a day' },
  ],
  [
    "paying 'a pony' per booking is £25",
    'I can pay a pony per booking, and 4% of people who click book. What max cpc should I set?',
    { 'Max CPC': '£1.00' },
  ],
  [
    "'a monkey' put aside is £500",
    'Put a monkey aside for Instagram and each sale costs me about £20 in ads. Roughly how many sales will that get?',
    { 'Conversions the budget buys': 'about 25' },
  ],
  [
    'an amount the reader leaves out still names the currency',
    'Wedding dresses go for around €2,000 and after all the costs we keep about 25%. Break-even ROAS?',
    { 'Break-even ROAS': '4 (€4.00 of revenue for every €1 of ad spend)' },
  ],
  [
    "a CPM as 'for every thousand times your ad gets shown'",
    'A friend said it costs about $6 for every thousand times your ad gets shown. I have $90. How many times will it be shown?',
    { 'Impressions the budget buys': 'about 15,000' },
  ],
  [
    "a return wished for as '4 dollars in sales for every 1 dollar on ads'",
    'My candles sell for $40 and I want to make at least 4 dollars in sales for every 1 dollar on ads. Most I can pay per sale?',
    { 'Max CPA': '$10.00' },
  ],
  [
    'the city the business is in names the currency',
    'We run a bakery in Munich and our margin is 40%. What ROAS do we need to break even?',
    { 'Break-even ROAS': '2.5 (€2.50 of revenue for every €1 of ad spend)' },
  ],
  [
    'a city in India',
    'My clinic in Pune keeps 25% of each bill as profit. Break-even ROAS?',
    { 'Break-even ROAS': '4 (₹4.00 of revenue for every ₹1 of ad spend)' },
  ],
];

describe('currencies and shares in other words', () => {
  it.each(CASES)('%s', (_, question, want) => {
    expect(results(question)).toMatchObject(want);
  });

  it('lets an amount written in dollars outrank the city the business is in', () => {
    expect(
      results('We are a London studio selling in the US: a print is $1,400 and our margin is 20%. Break-even ROAS?'),
    ).toMatchObject({
      'Break-even ROAS': '5 ($5.00 of revenue for every $1 of ad spend)',
    });
  });

  it("does not take 'us' the pronoun for the United States", () => {
    const metrics = computeUserMetrics('people in us trust the brand; margin 40%, break-even roas?');
    expect(metrics?.rows.find((row) => row.metric === 'Break-even ROAS')?.result).toBe(
      '2.5 (revenue of 2.5 × the ad spend)',
    );
  });

  it("leaves 'a ton of clicks' as a lot of clicks, not money", () => {
    expect(results('We got a ton of clicks but spent £200 for 8 sales. CPA?')).toMatchObject({ CPA: '£25.00' });
  });

  it("leaves a half that is not a share alone ('about half went on Instagram')", () => {
    expect(results('I spent £200 and about half went on Instagram; 10 sales. CPA?')).toMatchObject({ CPA: '£20.00' });
  });
});
