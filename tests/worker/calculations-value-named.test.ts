import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

describe('a price or a value named in other words', () => {
  it("reads what a customer pays or is worth 'over their time with us' as the lifetime value, not spend", () => {
    const cases: [string, Record<string, string>][] = [
      [
        'Music school. The average student pays us about £900 over their time with us, and we spend roughly £150 in ads to get each one. LTV:CAC?',
        { 'LTV:CAC': '6:1' },
      ],
      [
        'each subscriber is worth €180 over their lifetime and facebook costs us €45 to get one. what is my ltv to cac?',
        { 'LTV:CAC': '4:1' },
      ],
      [
        'A typical patient spends about $1,500 with us over the years they keep coming, and it costs roughly $300 in adverts to win one. How does that compare?',
        { 'LTV:CAC': '5:1' },
      ],
      [
        'our clients stay about 2 years and are worth roughly $2,400 each over that time. we spent $3,000 on linkedin and got 5 new clients. what did each new client cost and what is the ltv:cac?',
        { CAC: '$600', 'LTV:CAC': '4:1' },
      ],
      [
        'Swim school: a family usually stays a year paying £40 a month. I paid £600 in ads and got 5 new families. What did each new family cost me and what is the ltv:cac?',
        { CAC: '£120', 'LTV:CAC': '4:1' },
      ],
    ];
    for (const [question, want] of cases) expect(results(question), question).toMatchObject(want);
  });

  it("reads 'charges $150 for a deep clean', 'annual sub is', 'worth £275 in total' per patient as the price", () => {
    const cases: [string, Record<string, string>][] = [
      [
        'Our salon charges £60 for a cut and colour and we keep about 40%. Most I can pay in ads per booking before losing money?',
        { 'Break-even CPA': '£24.00' },
      ],
      [
        'indie app: the annual sub is $40 and my margin is 75%. break-even cpa per subscriber?',
        { 'Break-even CPA': '$30.00' },
      ],
      [
        'Each client has a consultation plus 3 sessions worth €400 in total and my margin is 50%. Break-even cost per client?',
        { 'Break-even CPA': '€200' },
      ],
      [
        'garden rooms averaging £40,000, margin about 15%, and we win 1 in 4 quotes. most I can pay per lead?',
        { 'Max cost per lead': '£1,500' },
      ],
      [
        "Florist. bouquets are £45 and we've been paying about £9 per order on instagram. I've got £270 to spend. how many orders will that get?",
        { 'Conversions the budget buys': 'about 30' },
      ],
    ];
    for (const [question, want] of cases) expect(results(question), question).toMatchObject(want);
  });

  it("reads 'items go for £20', 'worth £1,200 to us over all their lessons', '40% of the price of my soap is profit'", () => {
    const cases: [string, Record<string, string>][] = [
      [
        'vintage clothing shop, most dresses go for about €60 and our margin is 25%. most we can pay in ads per sale?',
        { 'Break-even CPA': '€15.00' },
      ],
      [
        'A new member is worth about $800 to us over all their years of training, and it costs us about $200 in ads to get one. LTV:CAC?',
        { 'LTV:CAC': '4:1' },
      ],
      [
        'roughly 35% of the price of each candle is profit. how much revenue do I need for every £1 I put into ads to break even?',
        { 'Break-even ROAS': '2.86 (£2.86 of revenue for every £1 of ad spend)' },
      ],
      [
        'Each new client is worth about £3,000 to us over the life of the contract and we spend roughly £600 in ads to land one. ltv:cac?',
        { 'LTV:CAC': '5:1' },
      ],
      [
        "A wedding with us is worth £4,000 in total and we keep 30%. what's the most we can pay in ads per booking?",
        { 'Break-even CPA': '£1,200' },
      ],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
  });

  it("reads 'EV charger installs at £1,100 each' as a price, and 'app installs at $2 each' as a cost per install", () => {
    expect(
      results('Solar panel installs at $9,000 each, we keep 20% and close 1 in 5 quotes. max per lead?'),
    ).toMatchObject({ 'Max cost per lead': '$360' });
    expect(
      results('boiler installs at £2,500 each, margin 30%, we win 25% of quotes. most we can pay per lead?'),
    ).toMatchObject({ 'Max cost per lead': '£187.50' });
    expect(results('we got 400 app installs at $2 each. how much did we spend?')).toEqual({ 'Ad spend': '$800' });
    expect(results('installs at $1.50 each, 2,000 of them. total spend?')).toEqual({ 'Ad spend': '$3,000' });
  });

  it('leaves what results brought in total, and what customers paid per order, as they were', () => {
    expect(results('we got 3 sales worth $1,200 in total from $400 of ads. roas?')).toMatchObject({ ROAS: '3' });
    expect(results('we had a good month: 12 weddings worth £48,000 in total from £4,000 of ads. roas?')).toMatchObject({
      ROAS: '12',
    });
    expect(results('customers pay us $50 per order and we spent $500 on ads for 20 orders. roas?')).toMatchObject({
      ROAS: '2',
    });
    expect(results('spent £3,600 over 12 months on ads and got 30 customers. CAC?')).toMatchObject({ CAC: '£120' });
    for (const question of [
      'clicks go for about £2 in my area and my margin is 25%. break-even cpa?',
      'leads go for about £30 in my trade and my margin is 25%. break-even cpa?',
    ])
      expect(results(question), question).not.toHaveProperty('Break-even CPA');
    expect(
      results('agency here: our client pays £3,000 a month on google ads and gets 60 leads a month. CPL?'),
    ).toMatchObject({
      CPA: '£50.00',
    });
    expect(results('the client spends $4,000/mo and gets 80 leads/mo, cpl?')).toMatchObject({ CPA: '$50.00' });
  });
});
