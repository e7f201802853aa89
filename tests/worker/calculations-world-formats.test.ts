import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/**
 * Money and numbers written the way the world writes them: currencies beyond the dollar, pound, euro and rupee
 * (a sign, a code, an abbreviation or a word, before or after the amount), a space between thousands and a comma
 * before decimals. Each money result carries the user's own currency.
 */
const FAMILIES: [string, [string, Record<string, string>][]][] = [
  [
    'a currency sign or abbreviation the user writes before the amount',
    [
      [
        'Ran Facebook ads for my fabric store, ₦60,000 spent and 24 orders came. What did one order cost me?',
        { CPA: '₦2,500' },
      ],
      ['Good day, we boosted our post with ₱2,400 and got 300 link clicks. What is the CPC po?', { CPC: '₱8.00' }],
      [
        'We put MX$700 a day on Meta for the barbershop. How much is that per month?',
        { 'Monthly budget': 'MX$21,280' },
      ],
      ['Spent RM1,500 on TikTok for my bakery and got 60 leads. Cost per lead?', { CPA: 'RM25.00' }],
      ['I spent KSh 12,000 on Facebook and got 48 orders for my juice bar. Cost per order?', { CPA: 'KSh 250' }],
      ['Meta ads cost us ₺4.500 last month and we had 90 sales. What was the cost per sale?', { CPA: '₺50.00' }],
      ['Spent Rp 1.500.000 on Instagram ads and got 60 orders, what is the CPA?', { CPA: 'Rp 25,000' }],
      [
        'Our Google campaign for the clinic spent ₩1,200,000 and brought 2,400 clicks. What is the CPC?',
        { CPC: '₩500' },
      ],
    ],
  ],
  [
    'a currency code before or after the amount',
    [
      [
        'AED 8,000 on Google last month gave 32 enquiries for my salon. What did each enquiry cost?',
        { CPA: 'AED 250' },
      ],
      ['We spent 9,000 SAR on Snapchat ads and made 36,000 SAR in sales. What is the ROAS?', { ROAS: '4' }],
      ['Spent ZAR 6,000 on Meta for 40 leads. What is my cost per lead?', { CPA: 'R150' }],
      ['NGN 90,000 went on Instagram ads and 36 people bought. What did each sale cost?', { CPA: '₦2,500' }],
      ['spent Php 3,500 on boosting and got 250 messages. cost per message?', { CPA: '₱14.00' }],
    ],
  ],
  [
    'a currency written after the amount, or named as a word',
    [
      ['I spent 2 400 zł on Google Ads and got 60 orders. What is my cost per order?', { CPA: '40.00 zł' }],
      [
        'Please I spent 90,000 naira on Instagram and got 30 bookings for my makeup studio. Cost per booking?',
        {
          CPA: '₦3,000',
        },
      ],
      ['We paid 4 500 kr for 150 clicks on our Meta ad. What is the CPC?', { CPC: '30.00 kr' }],
      ['I spent N45,000 on Instagram ads and got 18 orders. Cost per order?', { CPA: '₦2,500' }],
      ['Spent 400 TL on Instagram for 20 orders. What is the CPA?', { CPA: '₺20.00' }],
      ['Ad spend 2.500.000đ and 125 orders from it. Cost per order?', { CPA: '₫20,000' }],
      ['Shop in Lahore, spent Rs 20,000 on Facebook and got 40 orders. CPA?', { CPA: 'Rs 500' }],
      ['Our bakery in Cebu spent 6,000 pesos on ads and got 40 orders. What is the cost per order?', { CPA: '₱150' }],
      [
        'The ads of my taller in Guadalajara cost 8,000 pesos and brought 32 clients. Cost per client?',
        {
          CPA: 'MX$250',
        },
      ],
    ],
  ],
  [
    'the country or city a business is in names a currency the reader knew no sign of',
    [
      [
        'I run a catering business in Lagos. I spend 15,000 daily on ads. How much is that in a month?',
        { 'Monthly budget': '₦456,000' },
      ],
      [
        'All my numbers are in naira. I put 20,000 a week on ads, what is that per day?',
        { 'Daily budget': '₦2,857.14 a day' },
      ],
      [
        'We are a dental clinic in Dubai, we spent 12,000 on Google and got 48 patients. Cost per patient?',
        {
          CPA: 'AED 250',
        },
      ],
    ],
  ],
  [
    'a space between thousands in a count or an amount',
    [
      ['Our ad reached 15 200 people and got 45 600 impressions. What is the frequency?', { Frequency: '3' }],
      ['We had 52 300 impressions and 1 046 clicks last week. What is our CTR?', { CTR: '2%' }],
      ['The campaign cost 1 200 € and brought 30 sales. CPA?', { CPA: '€40.00' }],
    ],
  ],
  [
    'a comma before the decimals where it cannot be a thousands separator',
    [
      ['Product sells for 80 zł and costs us 52,80 zł. What is the profit margin?', { 'Profit margin': '34%' }],
      [
        'The CPC is 0,85 € and I have a budget of 170 €. How many clicks can I get?',
        {
          'Clicks the budget buys': 'about 200',
        },
      ],
      ['My CTR is 2,5% on 40 000 impressions. How many clicks is that?', { Clicks: '1,000' }],
      ['CTR is 0,125% on 400 000 impressions. How many clicks?', { Clicks: '500' }],
    ],
  ],
  [
    'a dot or an apostrophe between thousands of money',
    [
      ['We spent $150.000 in Medellín and got 300 leads. What is the cost per lead?', { CPA: '$500' }],
      ["CHF 1'200 spent on Google, 48 leads. CPL?", { CPA: 'CHF 25.00' }],
      ['Our ads cost 15 000 руб and brought 50 leads, cost per lead?', { CPA: '₽300' }],
      ['we spend around 5000 rupees per day on ads, how much is that monthly?', { 'Monthly budget': '₹152,000' }],
      ['spent 2 lakh rupees on meta and got 400 leads, what is my cpl?', { CPA: '₹500' }],
      ['Spent 45 mil pesos on Facebook in Monterrey and got 90 sales. CPA?', { CPA: 'MX$500' }],
      ['Spent ₦2 mil on ads and got 400 orders. What is the CPA?', { CPA: '₦5,000' }],
      ['Spent 5万 yen on ads for 100 clicks. What is the CPC?', { CPC: '¥500' }],
      ['I spent Rs. 5,000/- on Facebook and got 25 leads. Cost per lead?', { CPA: '₹200' }],
    ],
  ],
  [
    'a percent sign before its number',
    [
      [
        'Our margin is %30, what is the break-even ROAS?',
        { 'Break-even ROAS': '3.33 (revenue of 3.33 × the ad spend)' },
      ],
      ['CTR %2,5 on 40 000 impressions, how many clicks is that?', { Clicks: '1,000' }],
    ],
  ],
];

describe('numbers and money as the world writes them', () => {
  for (const [family, cases] of FAMILIES)
    describe(family, () => {
      for (const [question, expected] of cases)
        it(question, () => {
          expect(results(question)).toMatchObject(expected);
        });
    });

  it('splits campaigns and months in a currency of its own as it splits dollars', () => {
    expect(results('Facebook ₦50,000 we got 20 orders, Google ₦30,000 we got 15 orders. CPA for each?')).toEqual({
      'CPA (Facebook)': '₦2,500',
      'CPA (Google)': '₦2,000',
    });
    expect(
      results('January ₱20,000 spent and 80 leads, February ₱25,000 spent and 125 leads. Cost per lead each month?'),
    ).toMatchObject({ 'CPA (January)': '₱250', 'CPA (February)': '₱200' });
  });

  it("keeps 'week 2 300 clicks' a week and a count, not 2,300", () => {
    expect(results('In week 2 300 clicks came from 15 000 impressions. What was the CTR?')).toMatchObject({
      CTR: '2%',
    });
  });

  it('keeps a comma between thousands a thousands comma (1,250 clicks)', () => {
    expect(results('Spent ₦50,000 and got 1,250 clicks. What is the CPC?')).toMatchObject({ CPC: '₦40.00' });
  });

  it("does not read 'won' (we won 3 deals) or a banner's feet as money", () => {
    expect(results('We won 3 deals from 60 leads after spending $1,200. Cost per lead?')).toMatchObject({
      CPA: '$20.00',
    });
    expect(results('I paid $400 for a 20 ft banner and 8 sales came from it. Cost per sale?')).toMatchObject({
      CPA: '$50.00',
    });
  });

  it('keeps a price with a third decimal that starts with a nought a price ($0.125)', () => {
    expect(results('My CPC is $0.125 and I got 800 clicks. How much did I spend?')).toMatchObject({
      'Ad spend': '$100',
    });
  });

  it("does not take 'in ft' for forints", () => {
    expect(results('The banner is measured in ft, we spent 500 and got 20 sales. CPA?')).toMatchObject({
      CPA: '25.00',
    });
  });

  it('writes zł (as kr, Kč and Ft) after the amount, as their users do, in every money result', () => {
    expect(
      results(
        'I sell a lamp for 200 zł and it costs me 120 zł to make. I spent 3 000 zł on ads and sales from them were 6 000 zł. What is my break-even ROAS and my profit from the ads?',
      ),
    ).toMatchObject({
      'Break-even ROAS': '2.5 (2.50 zł of revenue for every 1 zł of ad spend)',
      'Profit from ads': '−600 zł',
    });
  });

  it("keeps 'N95 masks' a product, not naira", () => {
    expect(results('We sell N95 masks and spent $300 for 20 sales. CPA?')).toMatchObject({ CPA: '$15.00' });
  });

  it('names no foreign currency when the amounts are in dollars and another currency is only a conversion', () => {
    expect(results('Spent $500 (about ₦750,000) and got 20 sales. What is my CPA?')).toMatchObject({ CPA: '$25.00' });
  });
});
