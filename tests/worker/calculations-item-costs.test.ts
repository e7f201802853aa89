import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

describe('a cost of one sold item beside its price', () => {
  it("reads 'my costs per groom', 'it costs me £7 in wax', 'I spend $260 per cake' as the unit cost", () => {
    const cases: [string, Record<string, string>][] = [
      [
        "Mobile dog groomer. A full groom is $75 and my costs per groom (shampoo, fuel, insurance) come to about $30. What's my profit per groom and my margin?",
        {
          'Profit per sale': '$45.00',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 ($1.67 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$45.00',
        },
      ],
      [
        'candle maker here, each candle retails for €28 and it costs me roughly €7 in wax, wicks and jars. whats my margin and break even roas?',
        {
          'Profit per sale': '€21.00',
          'Profit margin': '75%',
          'Break-even ROAS': '1.33 (€1.33 of revenue for every €1 of ad spend)',
          'Break-even CPA': '€21.00',
        },
      ],
      [
        'Wedding cakes average $650. Once I have paid for ingredients and the decorator I spend about $260 per cake. What is my profit margin?',
        {
          'Profit per sale': '$390',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 ($1.67 of revenue for every $1 of ad spend)',
          'Break-even CPA': '$390',
        },
      ],
      [
        'windw cleaning round, a typical house is £25 and my costs per house r about £6 (water, fuel). whats the most i can pay per customer before im losing money',
        {
          'Profit per sale': '£19.00',
          'Profit margin': '76%',
          'Break-even ROAS': '1.32 (£1.32 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£19.00',
        },
      ],
      [
        'Personal trainer. I sell 10-session packs at £400 and after gym rent and insurance my costs per pack are about £160. Profit per pack and margin?',
        {
          'Profit per sale': '£240',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 (£1.67 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£240',
        },
      ],
      [
        'My dog walking costs £15 a walk and my costs per walk are about £3. margin?',
        { 'Profit per sale': '£12.00', 'Profit margin': '80%', 'Break-even CPA': '£12.00' },
      ],
      [
        'Tyre fitting: we charge £70 a tyre, stock and labour are about £49 a tyre. margin?',
        { 'Profit per sale': '£21.00', 'Profit margin': '30%', 'Break-even CPA': '£21.00' },
      ],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
  });

  it('reads a cost said before the price it stands beside', () => {
    const cases: [string, Record<string, string>][] = [
      [
        'each job costs me about £60 in materials and I charge £150. margin?',
        { 'Profit per sale': '£90.00', 'Profit margin': '60%', 'Break-even CPA': '£90.00' },
      ],
      [
        'I make candles for £8 each and sell them for £24. margin?',
        { 'Profit per sale': '£16.00', 'Profit margin': '66.67%', 'Break-even CPA': '£16.00' },
      ],
      [
        'I spend about £5 on ingredients per pizza and sell them at £14. margin?',
        { 'Profit per sale': '£9.00', 'Profit margin': '64.29%', 'Break-even CPA': '£9.00' },
      ],
      [
        'Materials for each kitchen come to £6,000 and we charge £15,000 on average. margin and break-even roas?',
        {
          'Profit per sale': '£9,000',
          'Profit margin': '60%',
          'Break-even ROAS': '1.67 (£1.67 of revenue for every £1 of ad spend)',
          'Break-even CPA': '£9,000',
        },
      ],
    ];
    for (const [question, want] of cases) expect(results(question), question).toEqual(want);
    for (const question of [
      'each sale costs me £20 and I have £500 to spend. what is my margin?',
      'each sale costs me £20 on facebook and we sell at £80. what is my margin?',
    ])
      expect(results(question), question).not.toHaveProperty('Profit margin');
  });

  it('leaves a cost tied to ads, to a lead or to a month as it was', () => {
    const cases: string[] = [
      'My course is $199 and each sale costs me about $60 in facebook ads. what is my margin?',
      'Boxes are £40 and my cost per lead is £12. what is my margin?',
      'Avg job is £140 and my costs per month for the van are about £56. what is my margin?',
      'We charge £90 a night and google costs us about £27 per booking. profit per night?',
      'I spent £500 on ads a month and each sale costs me £20. margin?',
      'Each click costs £2 a go and my costs per sale are about £30. margin?',
    ];
    for (const question of cases) {
      const got = results(question);
      expect(got['Profit per sale'], question).toBeUndefined();
      expect(got['Profit margin'], question).toBeUndefined();
    }
  });
});
