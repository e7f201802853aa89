import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** Owners of small businesses telling what a customer spends, is worth and costs them, and what they want back. */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    "what a customer usually spends ('Guests typically spend about £24') is a price, never the ad spend",
    [
      [
        "Cafe in Leeds. Guests typically spend about £24. I put £600 into Instagram ads and they got 300 clicks. What's my CPC?",
        { CPC: '£2.00' },
      ],
      [
        'Our diners usually spend around A$55. Spent A$900 on Meta ads for 450 clicks. Cost per click?',
        { CPC: 'A$2.00' },
      ],
      [
        'bakery here - customers normally spend $18, I spent $240 on fb ads and got 160 clicks, whats my cpc',
        { CPC: '$1.50' },
      ],
      // Near misses: what we spend is the ad spend, and so is what an agency's client spends.
      ['We spend $68 a day on ads and get 40 clicks a day. CPC?', { CPC: '$1.70' }],
      ['our client spends £2,000 and gets 50 leads. CPL?', { CPA: '£40.00' }],
    ],
  ],
  [
    "a share of clicks or visitors turned into jobs ('turns 5% of clicks into jobs') is a conversion rate",
    [
      [
        "Electrician in Leeds. I can't pay more than £50 for a job, and my site turns 5% of clicks into jobs. Max CPC?",
        { 'Max CPC': '£2.50' },
      ],
      [
        "dog groomer, my website converts 10% of visitors into bookings and i'll pay at most $30 a booking. what's the most i should pay per click?",
        { 'Max CPC': '$3.00' },
      ],
      [
        'Roofer: I want to pay no more than $200 per job and 4% of the traffic turns into jobs. Max bid per click?',
        { 'Max CPC': '$8.00' },
      ],
      // Near miss: a share of enquiries is a close rate.
      [
        'Roofer: my sales guy turns 25% of enquiries into jobs, I spent $2,000 and got 40 enquiries. Cost per job?',
        { CPA: '$50.00', 'Cost per customer': '$200' },
      ],
    ],
  ],
  [
    "leads said with where they come from ('1 in 4 of the enquiries we get books in') are what a close rate is a share of",
    [
      [
        'Dentist. A new patient is worth $900 and my margin is 60%. 1 in 4 of the enquiries we get books in. Most I should pay per lead?',
        { 'Break-even CPA': '$540', 'Max cost per lead': '$135' },
      ],
      [
        "Yoga studio: a class pack is £120, margin 50%, and 30% of the leads that come in sign up. What's the most I can pay for a lead?",
        { 'Break-even CPA': '£60.00', 'Max cost per lead': '£18.00' },
      ],
      [
        'Pet shop: annual plan $300, margin 40%, 1 in 10 of the leads we get from Facebook buys. Max cost per lead?',
        { 'Break-even CPA': '$120', 'Max cost per lead': '$12.00' },
      ],
    ],
  ],
  [
    "a return wished for on a planned spend ('would love a ROAS of 4') is a target, and the revenue it needs",
    [
      [
        "Bakery in Cork. I'm putting €500 into ads this month and would love a ROAS of 4. How much revenue do I need from them?",
        { 'Revenue needed': '€2,000' },
      ],
      [
        "we spend $1,200 a month on google and we're hoping for a return on ad spend of 3. what revenue do the ads need to make",
        { 'Revenue needed': '$3,600' },
      ],
      [
        'Bike shop: spending $900 on ads this month, ideally Id get a return on ad spend of 5. What revenue do I need?',
        { 'Revenue needed': '$4,500' },
      ],
      [
        'Bike shop: spending $900 on ads this month and the goal is a return on ad spend of 5. What revenue do I need?',
        { 'Revenue needed': '$4,500' },
      ],
      // Near miss: a return got is the result.
      [
        'I spent $900 on ads this month and got a return on ad spend of 5. How much revenue did the ads bring in?',
        { Revenue: '$4,500' },
      ],
    ],
  ],
  [
    "a customer's worth through the times they buy ('books 24 sessions', 'so each pupil is worth $1,500') is their lifetime value",
    [
      [
        'Piano teacher: I charge $50 a lesson and a pupil takes about 30 lessons, so each pupil is worth $1,500. I spent $600 on ads and got 4 pupils. CAC and LTV:CAC?',
        { Revenue: '$200', CPA: '$150', ROAS: '0.33', CAC: '$150', 'LTV:CAC': '10:1' },
      ],
      [
        'Personal trainer: I charge £35 a session and a typical client books 24 sessions. I spent £700 on ads and got 5 clients. CAC and LTV:CAC?',
        {
          Revenue: '£175',
          CPA: '£140',
          ROAS: '0.25',
          CAC: '£140',
          'Customer lifetime value': '£840',
          'LTV:CAC': '6:1',
        },
      ],
      [
        'Personal trainer, £35 a session and clients book 24 sessions, so a typical client is worth £840 to me. £700 on ads brought 5 clients. CAC? LTV to CAC?',
        { CPA: '£140', CAC: '£140', 'LTV:CAC': '6:1' },
      ],
      // Near miss: what one client is worth, said alone, stays a sale.
      [
        'Each client is worth $400 to us. We spent $800 on ads and got 4 clients. LTV:CAC?',
        { Revenue: '$1,600', CPA: '$200', ROAS: '2', CAC: '$200' },
      ],
    ],
  ],
  [
    "what one sale costs to deliver ('our costs on it are $3,480') is a unit cost, and the margin follows",
    [
      [
        'A wedding cake is £450 and my costs on each one are £180. What is my margin and break-even ROAS?',
        {
          'Profit per sale': '£270',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 (£1.67 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£270',
        },
      ],
      [
        'Kitchen fitter: a kitchen is $12,000 and our costs for each kitchen come to $8,400. Profit margin? Break-even ROAS?',
        {
          'Profit per sale': '$3,600',
          'Profit margin': '30%',
          'Break-even ROAS': '3.33 ($3.33 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$3,600',
        },
      ],
      [
        'Physio clinic: a 6-week programme is €600 and our costs on it are €240. Whats the margin?',
        { 'Profit per sale': '€360', 'Profit margin': '60%', 'Break-even CPA': '€360' },
      ],
      // Near miss: costs on a platform are ad spend.
      ['Our costs on Google were $900 last month and we got 30 leads. Cost per lead?', { CPA: '$30.00' }],
    ],
  ],
];

describe.each(FAMILIES)('%s', (_, cases) => {
  it.each(cases)('%s', (question, expected) => {
    expect(results(question)).toEqual(expected);
  });
});
