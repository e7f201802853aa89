import { describeFamilies } from './metric-results';

/** What one sale leaves when what delivering it takes is said as several costs, or as one list of costs. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "costs of one item said one after another add up ('blank + printing is $11.40 and shipping is $4.60')",
    [
      [
        "candle shop: a candle sells for £24. wax + jar is £6.50 and postage is £3.50 (I cover it). what's my profit per candle?",
        {
          'Profit per sale': '£14.00',
          'Profit margin': '58.33%',
          'Break-even ROAS': '1.71 (£1.71 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£14.00',
        },
      ],
      [
        'Baker in Denver: a wedding cake is $400. ingredients are $60 and the boxes and delivery are $40. profit per cake?',
        {
          'Profit per sale': '$300',
          'Profit margin': '75%',
          'Break-even ROAS': '1.33 ($1.33 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$300',
        },
      ],
      [
        'Our boxes sell at £35 and cost us £14 to make and £5 to post. profit per box?',
        {
          'Profit per sale': '£16.00',
          'Profit margin': '45.71%',
          'Break-even ROAS': '2.19 (£2.19 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£16.00',
        },
      ],
    ],
  ],
  [
    "a list of costs said as one amount ('parts, gas and shop supplies run me about $190') beside a price",
    [
      [
        "Handyman in Wellington: a fence repair is NZ$650, and timber, fixings and fuel run me about NZ$210. What's my profit per job and margin?",
        {
          'Profit per sale': 'NZ$440',
          'Profit margin': '67.69%',
          'Break-even ROAS': '1.48 (NZ$1.48 of revenue for every NZ$1 of ad spend)',
          'Break-even CPA': 'NZ$440',
        },
      ],
      [
        'Pool cleaner in Durban. A full clean is R900 and the chemicals and petrol come to about R270. Profit per clean?',
        {
          'Profit per sale': 'R630',
          'Profit margin': '70%',
          'Break-even ROAS': '1.43 (R1.43 of revenue for every R1 of ad spend)',
          'Break-even CPA': 'R630',
        },
      ],
    ],
  ],
];

/** Near misses: money spent on ads or over a month is no cost of one item. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  ['t-shirt sells for $32 and I spent $400 on ads plus $60 on printing last month. profit per shirt?', {}],
  ['A fence repair is NZ$650 and my Google ads run me about NZ$210 a month. Profit per job?', {}],
];

describeFamilies('costs of one item added up', FAMILIES, NEAR_MISSES);
