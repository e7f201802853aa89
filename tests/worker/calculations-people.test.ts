import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** People named by what they did: a share of site visitors or of those who tapped the ad is a conversion rate. */
const CASES: [string, Record<string, string>][] = [
  [
    'I want 30 new members and about 5% of the people who come to our website from the ads sign up. How many visits do I need?',
    { 'Clicks needed': '600' },
  ],
  [
    'Roughly 4% of folk who land on my booking page from Facebook book a table. I want 20 bookings. How many visitors is that?',
    { 'Clicks needed': '500' },
  ],
  [
    'I can afford £30 per booking and about 1 in 25 people who click my ad end up booking. Max cpc?',
    { 'Max CPC': '£1.20' },
  ],
  [
    'about 2% of those who tap on the advert buy something, and I expect 900 taps. How many sales is that?',
    { 'Conversions the clicks bring': 'about 18' },
  ],
  [
    'About 1 in 3 cafés that enquire end up placing a first order. I want 12 new cafés stocking our coffee. How many enquiries do I need?',
    { 'Leads needed': '36' },
  ],
  [
    'Conservatories average £18,000, I keep 20% after materials, and I land 1 in 6 of the homeowners who ask me to quote. Most I can pay per enquiry?',
    { 'Max cost per lead': '£600' },
  ],
  [
    'we land about 30% of the couples who ask us for a quote. we want 9 weddings next year, how many quote requests do we need?',
    { 'Leads needed': '30' },
  ],
  [
    'Out of 25 parents who messaged me about the holiday club, 9 went on to book a place. What percentage is that?',
    { 'Lead-to-customer rate': '36%' },
  ],
  [
    '60 people who filled in the form from my ad, and 12 of them ended up buying a kitchen. Close rate?',
    { 'Lead-to-customer rate': '20%' },
  ],
  [
    'My advert was shown 20,000 times and about 1.5% of those impressions got a click. How many clicks?',
    { Clicks: '300' },
  ],
  [
    'I reckon 600 people will click my ad this month and my conversion rate is about 5%. How many sales is that?',
    { 'Conversions the clicks bring': 'about 30' },
  ],
  [
    "Our post popped up 5,000 times on people's feeds and 75 people tapped on it. What's the click-through rate?",
    { CTR: '1.5%' },
  ],
  ['My ad came up 2,500 times last week and 50 people clicked it. What percentage clicked?', { CTR: '2%' }],
  [
    'if 250 people click the ad and about 4% of them buy, how many sales is that roughly?',
    { 'Conversions the clicks bring': 'about 10' },
  ],
  [
    '30 parents filled in the trial form and 9 of them actually started lessons. What percentage is that?',
    { 'Lead-to-customer rate': '30%' },
  ],
  [
    'Each lead from my form costs me £15 and 1 in 3 of those people end up becoming regular clients. What does a client cost me?',
    { 'Cost per customer': '£45.00' },
  ],
  [
    '500 people clicked through to the shop and 20 of those clickers then bought something. What was the conversion rate?',
    { 'Conversion rate': '4%' },
  ],
  [
    'I spent £250 and the people who came through the ads bought £1,000 worth of flowers. How much came back per pound?',
    { ROAS: '4' },
  ],
  [
    'Google says 150 people clicked and that 2.5% of the times it was shown someone clicked. How many times was it shown?',
    { Impressions: '6,000' },
  ],
  [
    '3,000 different people saw my post and each of them saw it 2.5 times. How many times was it shown altogether?',
    { Impressions: '7,500' },
  ],
  [
    "I've got 2 people on the van. My post was shown 6,000 times to 2,400 different people. How often did each person see it?",
    { Frequency: '2.5' },
  ],
  [
    'My hampers sell for £60 each and I want every £1 I put into ads to bring back £4. Most I can pay in ads per hamper sold?',
    { 'Max CPA': '£15.00' },
  ],
  [
    'My ads brought in $2,000 of bookings and cost me $500. 40% of what I charge is profit. What did I make after the ads?',
    { 'Profit from ads': '$300' },
  ],
  [
    'Our CPC for brand keywords is €0.80 and I have €400 left this month. How many clicks will that buy?',
    { 'Clicks the budget buys': 'about 500' },
  ],
  [
    'We need 20 new clients. Our page turns 5% of visitors into enquiries and we close 25% of enquiries. How many enquiries and visitors?',
    { 'Leads needed': '80', 'Clicks needed': '1,600' },
  ],
  ['Spend $1,800 on Meta this month, total sale came $6,300 from the ads. What is my ROAS?', { ROAS: '3.5' }],
  [
    'Last month the ads brought €12,000 of bookings, our margin is 30% and we spent €2,500 on ads. Profit after the ads?',
    { 'Profit from ads': '€1,100' },
  ],
  [
    'Cost per lead is ₹300. Out of every 4 leads, 1 is becoming customer. What does one customer cost me?',
    { 'Cost per customer': '₹1,200' },
  ],
  [
    'I need 40 admissions. Only 20% of enquiries finally take admission. How many enquiries I must get?',
    { 'Leads needed': '200' },
  ],
  [
    'I need 30 admissions and each admission is costing ₹900 in ads. What amount I should keep?',
    { 'Budget needed': '₹27,000' },
  ],
  [
    'A client is worth about £2,000 to us over the years they stay, and getting each new client through ads costs us £500. LTV to CAC?',
    { 'LTV:CAC': '4:1' },
  ],
  [
    'I spent $1,000 on ads and got 5 new customers. A customer pays me $800 in total over the time they stay. How does what a customer is worth compare to what it cost to get them?',
    { 'LTV:CAC': '4:1' },
  ],
  [
    'Each customer stays 10 months paying R$40 per month. To get one customer I spend R$100 in ads. What is my LTV to CAC ratio?',
    { 'LTV:CAC': '4:1' },
  ],
  ['I want to make 40 sales and my conversion rate is 2.5%. How many clicks I need?', { 'Clicks needed': '1,600' }],
  [
    '900 people clicked the ad, 27 of them purchased, and I spent $540. What is my conversion rate?',
    { 'Conversion rate': '3%' },
  ],
  [
    'This month 2,000 people came from the ad and 50 of them placed order. What is my conversion rate please?',
    { 'Conversion rate': '2.5%' },
  ],
  [
    'I am getting 50 enquiries from ads, from which 10 are converting into admissions. What percent is that?',
    { 'Lead-to-customer rate': '20%' },
  ],
  [
    'Our agency pays around €15 for one booking from Google. Next month we want 40 bookings. How much budget we need?',
    { 'Budget needed': '€600' },
  ],
  [
    'My clinic gets one appointment for ₹400 on average from ads. If I spend ₹40,000, how many appointments can I expect?',
    { 'Conversions the budget buys': 'about 100' },
  ],
  [
    'I am giving 400 per day to Facebook for 20 days, and I got 80 orders in those days. What is my cost per order?',
    { CPA: '100' },
  ],
  [
    'I sell mats for €40. 5,000 visitors came to my shop from ads and out of 100 visitors 2 are buying. How much revenue did the ads make?',
    { Revenue: '€4,000' },
  ],
  [
    'My ads are costing €10 per lead and we turn 20% of leads into a booking. What does one booking customer cost?',
    { 'Cost per customer': '€50.00' },
  ],
  [
    'The full course sells for ₹20,000 and my margin is 40%. Out of every 10 leads 1 student joins. Most I can pay for one lead?',
    { 'Max cost per lead': '₹800' },
  ],
  ['We spent ₹50,000 on ads and from the ads we got ₹2 lakh (₹2,00,000) of orders. What is the ROAS?', { ROAS: '4' }],
  [
    'About 1 in 5 people who email me about a portrait session end up booking. I want 8 bookings. How many emails do I need?',
    { 'Leads needed': '40' },
  ],
  [
    'I want my gym ad seen by 4,000 locals, about 2.5 times each. How many impressions is that?',
    { Impressions: '10,000' },
  ],
  [
    'A pupil is worth about £1,000 to us over all their lessons. We spent £1,500 on ads and got 6 pupils from them. LTV:CAC?',
    { 'LTV:CAC': '4:1' },
  ],
  [
    'We pay $0.80 a click and about 1 sale comes per 50 clicks. What is our conversion rate and CPA?',
    { 'Conversion rate': '2%', CPA: '$40.00' },
  ],
  ['Roughly 3 out of 100 visitors buy something. What is my conversion rate?', { 'Conversion rate': '3%' }],
];

describe('people named by what they did', () => {
  it.each(CASES)('%s', (question, want) => {
    expect(results(question)).toMatchObject(want);
  });

  it("reads 'CPC went up 20p' as a change, not a count", () => {
    expect(results('My CPC went up 20p to £1.40 and I got 50 clicks. What did I spend?')).toMatchObject({
      'Ad spend': '£70.00',
    });
  });

  it('shows no LTV:CAC from a cost per lead when leads, not customers, were priced', () => {
    expect(
      results('Cost per lead is $50 and a customer is worth $600 over their lifetime. LTV to CAC?'),
    ).not.toHaveProperty('LTV:CAC');
  });

  it('does not echo a rate the user wrote as a percentage', () => {
    expect(results('Our conversion rate is 3% and CPC is $1.20. What is our CPA?')).not.toHaveProperty(
      'Conversion rate',
    );
  });

  it('keeps a share of the people who rang as a close rate of leads', () => {
    expect(
      results('I want 10 jobs and about 25% of the people who call us end up booking. How many calls do I need?'),
    ).toMatchObject({ 'Leads needed': '40' });
  });
});
