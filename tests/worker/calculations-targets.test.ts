import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

describe('targets and goals are no results yet', () => {
  it("reads 'happy to pay £60 for each new patient' and 'keep my cpa under €25' as the target CPA", () => {
    const cases: [string, Record<string, string>][] = [
      [
        "Dentist here. I'm happy to spend £60 in ads for each new patient and about 5% of the people who click my ad book in. Max CPC?",
        { 'Max CPC': '£3.00' },
      ],
      [
        "We're comfortable paying $40 per lead and our landing page converts 10% of clicks. What should our max cpc be?",
        { 'Max CPC': '$4.00' },
      ],
      [
        'i want to keep my cpa under €25 and roughly 4% of visitors buy. whats the highest cpc i can bid',
        { 'Max CPC': '€1.00' },
      ],
      [
        'prepared to pay up to £30 for a booked lesson; around 6% of people who tap my ad book one. max bid per click?',
        { 'Max CPC': '£1.80' },
      ],
      ['Max I want to pay per lead is $50 and my page converts at 12%. max cpc?', { 'Max CPC': '$6.00' }],
      ['the most we can spend for a booking is £40 and 5% of visitors book. max cpc?', { 'Max CPC': '£2.00' }],
      ['willing to spend £80 to get a new client and 5% of visitors become clients. max cpc?', { 'Max CPC': '£4.00' }],
      ['Id be ok paying €50 for a new member and 8% of visitors sign up. max bid?', { 'Max CPC': '€4.00' }],
    ];
    for (const [question, want] of cases) expect(results(question), question).toMatchObject(want);
  });

  it("reads 'want to sell 8 cars', 'target for Q3 is 25 new patients', 'I'd love 12 more kids enrolled' as the goal", () => {
    const cases: [string, Record<string, string>][] = [
      [
        "we'd love to sell 8 cars a month off facebook, and roughly 4% of enquiries buy. how many enquiries do we need?",
        { 'Leads needed': '200' },
      ],
      [
        'Target for Q3 is 25 new implant patients, and 10% of consultations go ahead. how many consultations do we need?',
        { 'Leads needed': '250' },
      ],
      [
        "i'd love 12 more kids enrolled in my swim school. about 20% of parents who enquire sign up. how many enquiries?",
        { 'Leads needed': '60' },
      ],
      ['we want 45 new b2b2c accounts this year and 9% of leads close. how many leads?', { 'Leads needed': '500' }],
      [
        'Electrician. If I want 12 rewires from ads next quarter and each one costs me about £90 in google ads, what budget do I need?',
        { 'Budget needed': '£1,080' },
      ],
      [
        'I want 50 people booked onto my workshop and 2.5% of people who click my ad book. how many clicks do i need?',
        { 'Clicks needed': '2,000' },
      ],
    ];
    for (const [question, want] of cases) expect(results(question), question).toMatchObject(want);
  });

  it('leaves what was paid or got as a result', () => {
    const paid = results(
      'I paid £45 in ads for each booked job last month, and 10% of the people who clicked my ad booked. What was my CPC?',
    );
    expect(paid['Max CPC']).toBeUndefined();
    const most = results('the most we paid per lead last month was $80 and 10% of clicks converted. what was our cpc?');
    expect(most['Max CPC']).toBeUndefined();
    const spent = results("we spend £80 to get a new client and 5% of visitors become clients. what's our cpc?");
    expect(spent['Max CPC']).toBeUndefined();
    const got = results(
      'last spring we got 40 new clients a month from google, and 4% of people who click end up booking. clicks a month?',
    );
    expect(got['Clicks needed']).toBeUndefined();
    const things = results(
      'I need 2 things from you: my conversion rate is 3% and I got 1,200 clicks. how many sales?',
    );
    expect(things['Clicks needed']).toBeUndefined();
  });
});
