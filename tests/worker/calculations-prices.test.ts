import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** A price or a value said in other words, and the cost of one item: wordings of our own that no eval set holds. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "what the business sells for 'costs €29 per month' is a price, not ad spend; a 'wholesale order' is a sale, not a cost",
    [
      [
        'Our app costs $12 a month, subscribers stay 10 months. We spent $3,000 on Google for 60 subscribers. cac and ltv:cac?',
        { CPA: '$50.00', CAC: '$50.00', 'Customer lifetime value': '$120', 'LTV:CAC': '2.4:1' },
      ],
      [
        'My online course costs £40 per month. spent £800 on facebook, 20 students joined. CAC?',
        { CPA: '£40.00', CAC: '£40.00' },
      ],
      [
        'Typical wholesale account orders $2,000 at 40% margin. Break-even CPA?',
        {
          'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$800',
        },
      ],
      [
        'Each wholesale order is worth €900 and my margin is 30%. break-even cpa?',
        {
          'Break-even ROAS': '3.33 (€3.33 of revenue for every €1 of ad spend)',
          'Break-even CPA': '€270',
        },
      ],
      // Near misses: what the ads cost stays spend; a wholesale price is still what one costs.
      ['Our ads cost €500 per month and bring 20 customers. CPA?', { CPA: '€25.00' }],
      [
        'Our wholesale price is $12 and we sell at $30. profit margin?',
        {
          'Profit per sale': '$18.00',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 ($1.67 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$18.00',
        },
      ],
    ],
  ],
  [
    "the cost of one item said in other words ('the products cost me €30', '€30 is our cost for making') beside its price",
    [
      [
        'A beard trim is £30 and the products cost me £6. what % of the price is profit?',
        {
          'Profit per sale': '£24.00',
          'Profit margin': '80%',
          'Break-even ROAS': '1.25 (£1.25 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£24.00',
        },
      ],
      [
        'We sell a candle for $28; $9 of that is our cost. break-even roas?',
        {
          'Profit per sale': '$19.00',
          'Profit margin': '67.86%',
          'Break-even ROAS': '1.47 ($1.47 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$19.00',
        },
      ],
      [
        'A lamp is R900 and R400 is our real cost to make and ship it. what roas do I need to break even?',
        {
          'Profit per sale': 'R500',
          'Profit margin': '55.56%',
          'Break-even ROAS': '1.8 (R1.80 of revenue for every R1 of ad spend)',
          'Break-even CPA': 'R500',
        },
      ],
      [
        'I sell ceramic mugs at €25 each, and each mug costs me €10. At what ROAS am I at zero?',
        {
          'Profit per sale': '€15.00',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 (€1.67 of revenue for every €1 of ad spend)',
          'Break-even CPA': '€15.00',
        },
      ],
      // Near misses: what a lead or a booking costs in ads is no cost of the item.
      ['A facial is €60 and €20 is our cost per lead. break-even roas?', {}],
      ['A facial is €60 and the ads cost me €20 per booking. profit margin?', { ROAS: '3' }],
    ],
  ],
  [
    "a price said in other words: 'a kitchen deep clean is £180', 'course fee is ₹24,000', '85 orders, each order $120'",
    [
      [
        'A full hot stone massage is €70 and I keep 60%. break-even cpa?',
        {
          'Break-even ROAS': '1.67 (€1.67 of revenue for every €1 of ad spend)',
          'Break-even CPA': '€42.00',
        },
      ],
      [
        'The yearly tuition fee is $3,000 and I keep 40%. break even cpa?',
        {
          'Break-even ROAS': '2.5 ($2.50 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$1,200',
        },
      ],
      [
        'We got 40 bookings, every booking at £85, and spent £1,000 on ads. roas?',
        { Revenue: '£3,400', CPA: '£25.00', ROAS: '3.4' },
      ],
      // Near misses: fees the seller pays stay a cost; what a sale costs in ads stays a CPA.
      [
        'Platform fees are $3 per order and I sell at $30. margin?',
        { 'Profit per sale': '$27.00', 'Profit margin': '90%', 'Break-even CPA': '$27.00' },
      ],
      ['Each sale cost me $12 in ads and I sell at $40. roas?', { ROAS: '3.33' }],
    ],
  ],
  [
    "the costs of one item add up: 'landed cost is £26 per bed plus £6.50 per bed for packaging'",
    [
      [
        'I sell lamps at $90, my cost is $30 per lamp plus $10 for shipping. profit margin?',
        {
          'Profit per sale': '$50.00',
          'Profit margin': '55.56%',
          'Break-even ROAS': '1.8 ($1.80 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$50.00',
        },
      ],
      [
        'Candles sell for €30, unit cost €8 + €4 packaging. margin?',
        { 'Profit per sale': '€18.00', 'Profit margin': '60%', 'Break-even CPA': '€18.00' },
      ],
      [
        'Rugs go for £120; landed cost is £50 per rug plus £10 per rug for postage. profit margin?',
        {
          'Profit per sale': '£60.00',
          'Profit margin': '50%',
          'Break-even ROAS': '2 (£2.00 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£60.00',
        },
      ],
      // Near miss: money spent on ads after 'plus' is no part of what one item costs.
      [
        'I sell lamps at $90, my cost is $30 per lamp plus $500 on ads. profit?',
        {
          'Profit per sale': '$60.00',
          'Profit margin': '66.67%',
          'Break-even ROAS': '1.5 ($1.50 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$60.00',
        },
      ],
    ],
  ],
];

describe.each(FAMILIES)('%s', (_, cases) => {
  it.each(cases)('%s', (question, expected) => {
    expect(results(question)).toEqual(expected);
  });
});
