import { describeFamilies } from './metric-results';

/** Goals said as a wish ('I'd like 20 of them next month') and shares said twice ('half of them (50%)'). */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "a wish for 'N of them', 'N couples to get in touch' or 'N moves booked for June' is a goal in results",
    [
      [
        "Each homeowner who rings about a boiler costs me around £28 in ads. I'd love 25 of them in March. What should I budget?",
        { 'Budget needed': '£700' },
      ],
      [
        'dog groomer, every enquiry from insta costs me about A$12. id like 40 of those over the summer, how much do i need to put aside',
        { 'Budget needed': 'A$480' },
      ],
      [
        "Each family that gets in touch through the ad costs us about $18. We'd like 30 families to get in touch before Christmas. How much should we budget?",
        { 'Budget needed': '$540' },
      ],
      [
        'Cleaner in Leeds: we want 24 cleans booked by September. About 30% of people who ask for a price go ahead. How many price requests do we need?',
        { 'Leads needed': '80' },
      ],
      [
        'Photographer in Leeds. I want 12 weddings booked for next summer. Usually 25% of couples who enquire go ahead and book. How many enquiries do I need?',
        { 'Leads needed': '48' },
      ],
      [
        'Roughly 20% of the enquiries we get from Google turn into signed clients. If we want 10 new clients in the new year, how many enquiries do we need?',
        { 'Leads needed': '50' },
      ],
    ],
  ],
  [
    "a share written twice, 'about half of them (50%)' or 'a quarter (25%) of them', is one close rate",
    [
      [
        'Roofer. Got 20 leads from $600 on google. About a quarter of them (25%) turn into real jobs. Cost per lead and cost per job?',
        { CPA: '$30.00', 'Cost per customer': '$120' },
      ],
      [
        'spent €900 on meta, 45 enquiries came in, roughly half (50%) of them became paying customers. whats my cost per customer',
        { CPA: '€20.00', 'Cost per customer': '€40.00' },
      ],
      [
        'Electrician: 30 leads for £450. About 40 percent of them (40%) become actual jobs. Cost per job?',
        { CPA: '£15.00', 'Cost per customer': '£37.50' },
      ],
    ],
  ],
  [
    "a share out of every thousand written with a comma, '28 out of every 1,000 visitors buy', is a conversion rate",
    [
      [
        'we want 40 bookings. 35 out of every 1,000 people who visit book. how many visitors do we need?',
        { 'Clicks needed': '1,143' },
      ],
      [
        'Potter here, hoping to sell 60 mugs. Around 15 out of every 1,000 visitors to the shop buy one. How many clicks do I need?',
        { 'Clicks needed': '4,000' },
      ],
    ],
  ],
];

/** Near misses: a wish that counts no results, or a share put two different ways, names nothing new. */
const NEAR_MISSES: [string, Record<string, string>][] = [
  ["Each click costs me about $2. I'd like 300 more followers next month. How much should I budget?", {}],
  ['I want 30 ads running in June. How much should I budget at $10 a day each?', {}],
  [
    'Got 20 leads from $600 on google. About half of them (40%) turn into real jobs. Cost per lead and cost per job?',
    { CPA: '$30.00' },
  ],
  [
    'Got 20 leads from $600 on google. About half (40%) of them turn into real jobs. Cost per lead and cost per job?',
    { CPA: '$30.00' },
  ],
  [
    'Spent $500, 5% of visitors become regular clients and 400 visitors came. What is my cost per client?',
    { CPC: '$1.25' },
  ],
];

describeFamilies('wishes and shares said twice', FAMILIES, NEAR_MISSES);
