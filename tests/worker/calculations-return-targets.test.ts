import { describeFamilies } from './metric-results';

/** A return wished for in words ('I need the ads to return at least 6 to 1') set against a price or a budget. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "a wished return in words and a price is the most one sale may cost ('Max CPA')",
    [
      [
        'Plumber in Cork. An average boiler install is €2,400 and I need the ads to return at least 6 to 1. What is the most I can spend in ads per install?',
        { 'Max CPA': '€400' },
      ],
      [
        'Bakery in Austin, wedding cakes sell for $450. I want $3 in sales back for every dollar I put into ads. Max I can pay per cake order?',
        { 'Max CPA': '$150' },
      ],
      [
        'Tattoo studio, a half sleeve goes for NZ$900. My rule is the ads have to make 5x back on revenue. Whats the most I can pay in ads for one booking?',
        { 'Max CPA': 'NZ$180' },
      ],
      [
        "Mobile massage in Perth: one appointment is A$120 and I'd like the ads to bring in A$4 for every A$1 I spend. What's the most I can pay per appointment?",
        { 'Max CPA': 'A$30.00' },
      ],
      [
        "Window cleaner: a month of fortnightly cleans costs a ton (£100) and I want each £1 I spend on ads to bring back £4. What's the most I can pay for a new customer?",
        { 'Max CPA': '£25.00' },
      ],
      [
        "Kitchen fitter in Auckland, average kitchen is NZ$18,000. I'd want at least 10 to 1 from the ads. What can I pay per kitchen sold?",
        { 'Max CPA': 'NZ$1,800' },
      ],
    ],
  ],
  [
    "a return the ads made, said as a multiple ('the ads brought back 4x'), is the ROAS",
    [
      ['we spent $2,000 and the ads brought back 4x. how much revenue?', { Revenue: '$8,000' }],
      ['Facebook returned 3x on £600 last month. revenue?', { Revenue: '£1,800' }],
    ],
  ],
  [
    "a wished return in words and a budget is the revenue the budget must bring ('Revenue needed')",
    [
      [
        'Putting R8,000 into Google for winter. It only makes sense if the ads bring back at least 4x in revenue. How much work do they need to bring in?',
        { 'Revenue needed': 'R32,000' },
      ],
      [
        "we're spending $3,500 on meta this quarter and my boss expects it returning 5 to 1 on sales. how much in sales has to come from it?",
        { 'Revenue needed': '$17,500' },
      ],
    ],
  ],
];

/** Near misses: a return that happened, or one only asked about, is no target; a booking that costs is no price. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  ['we got 5x back last month on $1,000, what revenue was that?', {}],
  [
    'My partner wants to know if getting 6x back in revenue is good. We put C$5,000 into ads. How much revenue do we need?',
    {},
  ],
  ['We need 3x more leads than last month and each lead costs $20. What should we budget?', {}],
  [
    'A booking is £20 through Facebook ads and I want 4 to 1 back on them. What is the most I should pay per booking?',
    {},
  ],
];

describeFamilies('returns wished for in words', FAMILIES, NEAR_MISSES);
