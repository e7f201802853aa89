import { describeFamilies } from './metric-results';

/** A figure's name and its value with words between that English readers skip: a word of habit, what each thing sold is. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "a figure's name, a word of habit and its value with no 'is' between ('My CPA usually around $15 per order')",
    [
      ['My CPA normally around $15 per order, I want 200 orders next month. Budget?', { 'Budget needed': '$3,000' }],
      [
        'Our cost per purchase is usually about €9 per order. We need 300 orders. How much budget?',
        { 'Budget needed': '€2,700' },
      ],
      ['CPA typically ₱180 per order and I want 80 orders this month. budget I need?', { 'Budget needed': '₱14,400' }],
    ],
  ],
  [
    "a profit said of each thing sold, 'our profit from each tour is €90', 'profit of each box', 'profit per cake'",
    [
      [
        'We sell each tour for €300 and our profit from each tour is €90. break-even CPA and profit margin?',
        {
          'Profit margin': '30%',
          'Break-even ROAS': '3.33 (€3.33 of revenue for every €1 of ad spend)',
          'Break-even CPA': '€90.00',
        },
      ],
      [
        'A box sells at ₹1,200 and profit of each box is ₹300. break even roas?',
        {
          'Profit margin': '25%',
          'Break-even ROAS': '4 (₹4.00 of revenue for every ₹1 of ad spend)',
          'Break-even CPA': '₹300',
        },
      ],
      [
        'Cakes sell for £30 and our profit per cake is £12. break-even CPA?',
        {
          'Profit margin': '40%',
          'Break-even ROAS': '2.5 (£2.50 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£12.00',
        },
      ],
    ],
  ],
];

/** Near misses: a value named after a habit word for something else, a benchmark, a profit with no amount. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  [
    'Each order usually around $60. I spent $1,200 and got 30 orders. ROAS?',
    { Revenue: '$1,800', CPA: '$40.00', ROAS: '1.5' },
  ],
  ['A good CPA is usually $30 per order. I spent $900 and got 20 orders. CPA?', { CPA: '$45.00' }],
  ['Our profit on each lead is hard to say. We spent $600 and got 20 leads. CPL?', { CPA: '$30.00' }],
];

describeFamilies('names with words between', FAMILIES, NEAR_MISSES);
