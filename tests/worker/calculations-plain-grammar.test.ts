import { describeFamilies } from './metric-results';

/**
 * English written with another language's grammar ('the ads costed 850 €', 'I have spend', 'For day how much?') and
 * other languages' visit words, read as the English the figure reader knows (figure-grammar.ts, figure-languages.ts).
 */
describeFamilies(
  'English said with another language’s grammar',
  [
    [
      "the daily budget asked as 'for day', 'by day', 'how much for day'",
      [
        [
          'We have 4500 R$ budget for the month for Google. By day how much I put?',
          { 'Daily budget': 'R$148.03 a day' },
        ],
        ['Monthly budget 12.000 TL, how much for day?', { 'Daily budget': '₺394.74 a day' }],
        ['My budget is 2,100 € for the week. For day how much is?', { 'Equivalent daily budget': '€300 a day' }],
        // How often said before the amount (gasto mensualmente 900 €).
        ['I spend monthly 900 € on ads, how much a day?', { 'Daily budget': '€29.61 a day' }],
        ['We invest weekly 350 € in Google. How much by day?', { 'Daily budget': '€50.00 a day' }],
      ],
    ],
    [
      "what something cost said 'costed', 'was costing', 'did cost'",
      [
        ['The campaign costed 1.200 € and we made 5.400 € of sales. ROAS?', { ROAS: '4.5' }],
        ['Facebook ads was costing me $400 and the sales from ads was $1,800. What ROAS?', { ROAS: '4.5' }],
        ['the ads did cost 300 £ and revenue was 1.500 £, which is the ROAS?', { ROAS: '5' }],
      ],
    ],
    [
      "spent said 'I have spend', 'I am spend'; sales said 'sells'; bookings that are money",
      [
        [
          'Hello, this month I am spend 2.300 € in Google and I have obtained 46 sells. Which is my cost for each sell?',
          { CPA: '€50.00' },
        ],
        [
          'Hello, I make advertisement for my salon. I am spend $800 and the bookings from ads is $3,200. ROAS?',
          { ROAS: '4' },
        ],
        ['I have invested 1.500 € and the sells from ads was 6.000 €. What is the ROAS?', { ROAS: '4' }],
        ['Sells: 40, visits: 2000, conversion rate?', { 'Conversion rate': '2%' }],
      ],
    ],
    [
      "what one customer pays, beside how many months they stay, is a month's",
      [
        ['Each member pay me 30 € and members stay 8 months. LTV?', { 'Customer lifetime value': '€240' }],
        [
          'We earn $45 per customer and a customer stays on average 12 months, what is LTV?',
          { 'Customer lifetime value': '$540' },
        ],
        [
          'I get R$ 80 per student, each student stays 6 months. What is the lifetime value?',
          { 'Customer lifetime value': 'R$480' },
        ],
      ],
    ],
    [
      "visits in other languages ('visitas', 'visites', 'Besuche', 'kunjungan')",
      [
        ['2.000 visites et 60 leads, what is conversion rate?', { 'Conversion rate': '3%' }],
        ['We had 3.200 besuche and 48 sales. Conversion rate?', { 'Conversion rate': '1.5%' }],
        ['800 kunjungan and 24 orders, conversion rate?', { 'Conversion rate': '3%' }],
      ],
    ],
    [
      "a price per click said 'I pay for clicks X'",
      [
        ['We pay for each click 0,80 € and 2% of visitors buy. Cost per sale?', { CPA: '€40.00' }],
        ['I paid for clicks $1.50 and the conversion rate is 4%. What is CPA?', { CPA: '$37.50' }],
        ['For clicks I pay 0,90 € and 2% of visitors buy. Cost per sale?', { CPA: '€45.00' }],
        ['Each click I pay $1.10 and 5% convert. CPA?', { CPA: '$22.00' }],
      ],
    ],
    [
      "a conversion rate said 'conversion of the shop is 2%'",
      [
        ['conversion of my website is 1.5% and I need 60 sales, how many clicks I need?', { 'Clicks needed': '4,000' }],
        [
          'Conversion of the landing page was 3% and we want 45 leads, how many clicks we need?',
          { 'Clicks needed': '1,500' },
        ],
      ],
    ],
    [
      "a product's price said as what it costs, beside a margin",
      [
        ['the sofa cost 1.200 € and margen 30 %, max cpa?', { 'Break-even CPA': '€360' }],
        ['My course cost $200, margin 60%. What is max CPA?', { 'Break-even CPA': '$120' }],
      ],
    ],
    [
      "leads said as people who wrote ('45 person write to us', 'people sending whatsapp 45')",
      [
        ['spent 600 €, 30 person wrote to us on whatsapp. Cost per lead?', { CPA: '€20.00' }],
        ['We pay 1.000 R$ in ads and 50 people send us message. What is the cost per lead?', { CPA: 'R$20.00' }],
        ['ads $450, people writing us 15. cost per lead?', { CPA: '$30.00' }],
      ],
    ],
    [
      "customers said 'have taken admission', a making cost said 'cost for make it'",
      [
        [
          'We have spend $900 and got 60 leads. From these 12 have taken admission. Lead to customer rate?',
          { CPA: '$15.00', 'Lead-to-customer rate': '20%', 'Cost per customer': '$75.00' },
        ],
        [
          'My candle price is 25 € and cost for make it is 9 €. So profit for one candle is how much?',
          {
            'Profit per sale': '€16.00',
            'Profit margin': '64%',
            'Break-even ROAS': '1.56 (€1.56 of revenue for every €1 of ad spend)',
            'Break-even CPA': '€16.00',
          },
        ],
      ],
    ],
  ],
  [
    // People who wrote something else are no leads; what the ads cost is no price; a cost to make is no price.
    ['ads 900 €, 45 people wrote a review. What is my cost per lead?', {}],
    ['the ads cost 850 € and margin 20%, max cpa?', {}],
    ['the bike cost 500 € to make and margin 20 %, max cpa?', {}],
    [
      'The bike costs me 300 € and I sell it for 500 €, margin?',
      { 'Profit per sale': '€200', 'Profit margin': '40%', 'Break-even CPA': '€200' },
    ],
    // No stay in months: what a client brings is not read as a month's.
    ['I earn 25 € per client. LTV?', {}],
    ['Is $20 enough for day one of the sale?', {}],
    // 'sells' as a verb stays a verb.
    [
      'My wife sells online candles at 20 € and the candle costs us 8 €. Margin?',
      { 'Profit per sale': '€12.00', 'Profit margin': '60%', 'Break-even CPA': '€12.00' },
    ],
    // Hours are no money: only an amount with its currency moves before 'daily'.
    ['I spend daily 2 hours on the ads and 300 € a month. How much per day?', { 'Daily budget': '€9.87 a day' }],
  ],
);
