import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';

const results = (question: string) =>
  Object.fromEntries((computeUserMetrics(question)?.rows ?? []).map((row) => [row.metric, row.result]));

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
];

describe('people named by what they did', () => {
  it.each(CASES)('%s', (question, want) => {
    expect(results(question)).toMatchObject(want);
  });

  it('keeps a share of the people who rang as a close rate of leads', () => {
    expect(
      results('I want 10 jobs and about 25% of the people who call us end up booking. How many calls do I need?'),
    ).toMatchObject({ 'Leads needed': '40' });
  });
});
