import { describeFamilies } from './metric-results';

/** What a customer is worth over their time with the business, said in words, and set against what winning one costs. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "a visit's spend times the visits is a lifetime value ('spends £55 a visit and comes in around 8 times')",
    [
      [
        "Barber in Leeds. A regular spends about £25 a cut and comes back around 12 times before moving on, and winning each new regular costs me £60 in ads. What's a regular's total value compared to what it costs me to win them?",
        { 'Customer lifetime value': '£300', 'LTV:CAC': '5:1' },
      ],
      [
        'customers visit about 4 times a year and spend £30 a visit. they stay 3 years. lifetime value?',
        { 'Customer lifetime value': '£360' },
      ],
      [
        'Clients pay £40 a session and stay for about 10 sessions. Winning one costs £80 in ads. LTV to CAC?',
        { 'Customer lifetime value': '£400', 'LTV:CAC': '5:1' },
      ],
      [
        'Patients come back for around 6 visits at $90 each and getting each one costs me $120 through Google ads. ltv:cac?',
        { 'Customer lifetime value': '$540', 'LTV:CAC': '4.5:1' },
      ],
      [
        'nail tech in Tampa, clients pay $45 a visit and visit about 10 times. it costs $90 in ads to get a new client. ltv to cac?',
        { 'Customer lifetime value': '$450', 'LTV:CAC': '5:1' },
      ],
    ],
  ],
  [
    "'each one is worth €720 to me' beside how long a customer stays is a lifetime value",
    [
      [
        "Piano teacher. A student stays about 10 months at $120 a month, so each one is worth $1,200 to me. Getting each new student from Facebook costs me $300. Ratio of what a student's worth to what they cost me?",
        { 'LTV:CAC': '4:1' },
      ],
      [
        "Dog groomer, customers stick around 2 years and each customer is worth A$600 to me. Ads cost me A$1,500 last month and brought in 10 new customers. What did each cost and how does that stack up against what they're worth?",
        { CPA: 'A$150', CAC: 'A$150', 'LTV:CAC': '4:1' },
      ],
    ],
  ],
  [
    "the ratio asked as 'how does that compare to what they're worth', with spend said as 'one and a half grand'",
    [
      [
        'Lawn care in Ohio: lifetime value is around $900 a customer. Spent one and a half grand on ads and signed 10 new customers. CAC and ltv:cac?',
        { CPA: '$150', CAC: '$150', 'LTV:CAC': '6:1' },
      ],
      [
        'gutter cleaning, customers are worth about $400 each over the years they stay. ads cost $1,000 and got me 5 new customers. how does that compare with what they are worth?',
        { CPA: '$200', CAC: '$200', 'LTV:CAC': '2:1' },
      ],
    ],
  ],
];

/** Near misses: a visit's spend with no visits counted, or 'worth' with no stay, is no lifetime value. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  [
    "Each client spends about £55 a visit. It costs me £120 in ads to win each new client. What's the ratio of a client's total value to what it costs me?",
    {},
  ],
  ['customers visit about 4 times a year and spend £30 a visit. What is each visit worth?', {}],
  ['My ad was shown 8 times to each person and a client spends about £55 a visit. What is my lifetime value?', {}],
];

describeFamilies('lifetime value said in words', FAMILIES, NEAR_MISSES);
