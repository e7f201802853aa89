import { describeFamilies } from './metric-results';

/** Results and their costs said the way tradespeople talk: rings of the phone, jobs out of those calls, 'N of them'. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "'the phone rang 48 times' counts calls, and 'I booked 18 jobs out of those calls' the customers among them",
    [
      [
        'Plumber in Leeds. Spent £1,200 on Google last month, the phone rang 60 times and I landed 15 jobs out of those calls. What did each job I won cost me, and what share of calls became jobs?',
        { CPA: '£20.00', CAC: '£80.00', 'Lead-to-customer rate': '25%' },
      ],
      [
        'Electrician in Calgary: C$900 on Facebook in May, my phone rang about 36 times and we booked 9 jobs from those calls. What did each booked job cost?',
        { CPA: 'C$25.00', CAC: 'C$100', 'Lead-to-customer rate': '25%' },
      ],
    ],
  ],
  [
    "what one result costs said before it with words between ('paying $38 in ads for each new patient evaluation')",
    [
      [
        "Dentist in Cape Town. We're paying about R150 in ads for each new patient consult booked, and 40 consults came in from the ads in March. What did we spend?",
        { 'Ad spend': 'R6,000' },
      ],
      [
        'Roofing firm: paying roughly $55 for each new roof inspection booked, we booked 20 inspections. total spend?',
        { 'Ad spend': '$1,100' },
      ],
    ],
  ],
  [
    "clicks priced 'each' and then counted as 'N of them' are clicks",
    [
      [
        'Driving instructor in Hamilton. My clicks cost NZ$1.20 each and I got 300 of them in April. What did I spend?',
        { 'Ad spend': 'NZ$360' },
      ],
      ['taps on my ad cost about £0.45 each, had 800 of those last week. how much did i spend', { 'Ad spend': '£360' }],
    ],
  ],
  [
    "the size of the business ('a 2-man electrical outfit', 'a 3-van firm') is no money spent",
    [
      [
        'I run a 2-man electrical outfit in Dayton. The ad got shown 18,400 times and 322 people clicked. I spent $611.80 total. CTR and what am I paying per click?',
        { CTR: '1.75%', CPC: '$1.90', CPM: '$33.25' },
      ],
      [
        'We run a 3-van carpet cleaning firm, spent £450 on Facebook and got 18 bookings. Cost per booking?',
        { CPA: '£25.00' },
      ],
    ],
  ],
];

/** Near misses: a phone that rang for other reasons, and 'of them' after leads, keep their own meaning. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  ['My clicks cost NZ$1.20 each and 30 of them booked a lesson. What is my cost per booking?', {}],
  ['Spent £600, I booked 10 jobs out of those ads. Cost per job?', { CPA: '£60.00' }],
  ['Gym ad got 1,250 clicks and 35 people joined. conversion rate?', { 'Conversion rate': '2.8%' }],
];

describeFamilies('results said the way tradespeople talk', FAMILIES, NEAR_MISSES);
