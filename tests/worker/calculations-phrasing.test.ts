import { describe, expect, it } from 'vitest';
import { computeUserMetrics } from '../../worker/lib/ai/calculations';

const results = (question: string) =>
  Object.fromEntries((computeUserMetrics(question)?.rows ?? []).map((row) => [row.metric, row.result]));

describe('the user’s numbers in everyday phrasing', () => {
  it('reads an amount in thousands with no currency sign as money when no count names it', () => {
    expect(results('spent 5k on tiktok, made 12k in sales. good?')).toMatchObject({ ROAS: '2.4' });
    expect(results('reach 12,500 and 50k impressions')).toMatchObject({ Frequency: '4' });
  });

  it('reads "leads cost about €35" as the cost per lead', () => {
    expect(results('I want 40 leads a month and leads cost about €35, what budget do I need?')).toMatchObject({
      'Budget needed': '€1,400',
    });
  });

  it('works out the margin and the break-even CPA from a profit per sale', () => {
    expect(results('product sells for $80 with $30 profit, how much can I pay for a customer')).toMatchObject({
      'Profit margin': '37.5%',
      'Break-even CPA': '$30.00',
    });
    expect(results('we make $25 profit per sale on a $100 order, what cpa can we afford')).toMatchObject({
      'Break-even CPA': '$25.00',
    });
  });

  it('reads a price with no currency sign when "each" names it', () => {
    expect(results('we sell courses at 300 each, margin about 70%. what’s max we should pay per sale')).toMatchObject({
      'Break-even CPA': '210',
    });
  });

  it('reads "we have 9000 dollars" as the budget', () => {
    expect(results('we have 9000 dollars for the quarter, 90 days, how much per day?')).toMatchObject({
      'Equivalent daily budget': '$100 a day',
    });
  });

  it('works out CAC from what the customers cost when LTV:CAC is asked', () => {
    expect(
      results('we bought 10 customers for $2,000 total, each is worth $900 over their lifetime. ltv to cac?'),
    ).toMatchObject({ CAC: '$200', 'LTV:CAC': '4.5:1' });
  });

  it('reads bucks, quid and euro amounts with a dot between thousands', () => {
    expect(results('we pay 2 bucks a click and 3% convert, whats our cost per sale')).toMatchObject({ CPA: '$66.67' });
    expect(results('40 quid per lead and we need 25 leads, total budget?')).toMatchObject({
      'Budget needed': '£1,000',
    });
    expect(results('spent 3.000€ and made 9.000€ revenue')).toMatchObject({ ROAS: '3' });
    expect(results('€1.50 per click, 2% conversion rate')).toMatchObject({ CPA: '€75.00' });
  });
});
