import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../worker/lib/ai/answer';
import { computeUserMetrics, formatUserMetrics } from '../../worker/lib/ai/calculations';
import { extractFigures } from '../../worker/lib/ai/figures';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const results = (question: string, topic?: string) =>
  Object.fromEntries((computeUserMetrics(question, topic)?.rows ?? []).map((row) => [row.metric, row.result]));

describe('extractFigures', () => {
  it('names each number by the word beside it, in the usual ways of writing them', () => {
    expect(extractFigures('$200 spend, 40,000 impressions, 500 clicks')).toEqual({
      spend: 200,
      impressions: 40000,
      clicks: 500,
      currency: '$',
    });
    expect(extractFigures('clicks: 500, impressions: 10k, spent 1.5k')).toMatchObject({
      clicks: 500,
      impressions: 10000,
      spend: 1500,
    });
    expect(extractFigures('a 3% conversion rate and a margin of 40 %')).toMatchObject({ cvr: 0.03, margin: 0.4 });
    expect(extractFigures('My budget is $1,200/month')).toMatchObject({ monthlyBudget: 1200 });
    expect(extractFigures('a monthly budget of $1.5k')).toMatchObject({ monthlyBudget: 1500 });
    expect(extractFigures('I spent €900 and got 30 sales')).toMatchObject({
      spend: 900,
      conversions: 30,
      currency: '€',
    });
    expect(extractFigures('paid 300 pounds for 12 leads')).toMatchObject({
      spend: 300,
      conversions: 12,
      currency: '£',
    });
    expect(extractFigures('$12,000 in revenue from $3,000 ad spend')).toMatchObject({ revenue: 12000, spend: 3000 });
    expect(extractFigures('My ROAS is 3x')).toMatchObject({ roas: 3 });
    expect(extractFigures('What is a good CTR? Mine is 0.8%')).toMatchObject({ ctr: 0.008 });
  });

  it('tells a target from a result, and money from a count', () => {
    expect(extractFigures('I want 50 sales next month')).toMatchObject({ targetConversions: 50 });
    expect(extractFigures('I got 50 sales last month')).toMatchObject({ conversions: 50 });
    const figures = extractFigures('We make $20,000 a month in revenue and $5,000 sales');
    expect(figures).toMatchObject({ revenue: 20000 });
    expect(figures.monthlyBudget).toBeUndefined();
    expect(figures.conversions).toBeUndefined();
  });

  it('guesses at no number that has no name', () => {
    expect(extractFigures('Our Q4 2024 sales were up, why?')).toEqual({});
  });
});

describe('computeUserMetrics', () => {
  it('works CPC, CTR and CPM out of spend, impressions and clicks, as a table of formula, numbers and result', () => {
    expect(computeUserMetrics('$200 spend, 40,000 impressions, 500 clicks')).toMatchObject({
      rows: [
        {
          metric: 'CTR',
          formula: 'clicks / impressions × 100',
          numbers: '500 clicks / 40,000 impressions × 100',
          result: '1.25%',
        },
        { metric: 'CPC', formula: 'ad spend / clicks', numbers: '$200 / 500 clicks', result: '$0.40' },
        {
          metric: 'CPM',
          formula: 'ad spend / impressions × 1,000',
          numbers: '$200 / 40,000 impressions × 1,000',
          result: '$5.00',
        },
      ],
      missing: [],
    });
  });

  it('keeps the user’s currency and works a margin through to break-even and profit', () => {
    expect(
      results('I spent €1.5k and got 30 sales at €80 average order value with a margin of 40 %. Am I profitable?'),
    ).toEqual({
      Revenue: '€2,400',
      CPA: '€50.00',
      ROAS: '1.6',
      'Break-even ROAS': '2.5 (€2.50 of revenue for every €1 of ad spend)',
      'Break-even CPA': '€32.00',
      'Profit from ads': '−€540',
      'ROAS against break-even': 'below break-even: the ads cost more than the margin on these sales',
      'CPA against break-even': 'above break-even: each sale loses money',
    });
  });

  it('turns a monthly budget into a daily one when the question is about the day', () => {
    expect(results('My budget is $1,200/month, what should my daily budget be?')).toEqual({
      'Daily budget': '$39.47 a day',
    });
    expect(results('Our budget is $3,000 a month: what agency fee should we expect?')).toEqual({});
    expect(results('Our budget is $3,000 a month: how do I pace it?', 'budget pacing')).toEqual({
      'Daily budget': '$98.68 a day',
    });
  });

  it('works out the clicks and budget a target number of conversions needs, rounding clicks up', () => {
    expect(results('We have a 3% conversion rate and $1.50 CPC. How much budget do I need to get 50 sales?')).toEqual({
      CPA: '$50.00',
      'Clicks needed': '1,667',
      'Budget needed': '$2,500',
    });
  });

  it('shows no float noise: 50 sales at a 5% conversion rate need 1,000 clicks, not 1,001', () => {
    expect(results('We convert at 5% and want 50 sales: how many clicks?')).toEqual({ 'Clicks needed': '1,000' });
    expect(results('I spent $0.30 for 3 clicks')).toEqual({ CPC: '$0.10' });
  });

  it('covers frequency, LTV:CAC, a lifetime budget, a budget split, leads needed and max CPC', () => {
    expect(results('Reach 12,500 and 50k impressions')).toEqual({ Frequency: '4' });
    expect(results('LTV $600 and CAC $150')).toEqual({ 'LTV:CAC': '4:1' });
    expect(results('I run $40 a day for 2 weeks')).toEqual({ 'Lifetime budget': '$560' });
    expect(results('How do I split $9,000 across 3 campaigns?')).toEqual({ 'Budget per campaign': '$3,000' });
    expect(results('Our CPL is $30 and 20% of leads close. We want 10 customers.')).toEqual({
      'Cost per customer': '$150',
      'Leads needed': '50',
      'Budget needed': '$1,500',
    });
    expect(results('Target CPA of $30 with a conversion rate of 2.5%, what max CPC should I bid?')).toEqual({
      'Max CPC': '$0.75',
    });
  });

  it('forecasts from a daily budget over the days or the month asked about, not from one day', () => {
    expect(results('I spend $40 a day with a CPA of $10, how many conversions will I get over 30 days?')).toEqual({
      'Lifetime budget': '$1,200',
      'Conversions the budget buys': 'about 120',
    });
    expect(results('daily budget $50, cpc $2, 3% cvr, how many leads in a month?')).toMatchObject({
      'Monthly budget': '$1,520',
      'Clicks the budget buys': 'about 760',
      'Conversions the clicks bring': 'about 22',
    });
    expect(results('daily budget $50 and cpc $2, how many clicks a day?')).toEqual({
      'Clicks the budget buys': 'about 25',
    });
  });

  it('works out each labelled campaign on its own row, with the words before the first label shared', () => {
    expect(results('Campaign A spent 500 and got 20 sales, Campaign B spent 800 and got 25')).toEqual({
      'CPA (Campaign A)': '25.00',
      'CPA (Campaign B)': '32.00',
    });
    expect(results('Our AOV is $80. Google: $1,000 spend, 40 sales. Meta: $600 spend, 30 sales.')).toMatchObject({
      'ROAS (Google)': '3.2',
      'ROAS (Meta)': '4',
    });
    expect(
      results('Ad set 1: 12,000 impressions, 240 clicks\nAd set 2: 9,000 impressions, 90 clicks\nwhich is better?'),
    ).toEqual({ 'CTR (Ad set 1)': '2%', 'CTR (Ad set 2)': '1%' });
    expect(computeUserMetrics('Campaign A spent $500 with 20 sales, Campaign B spent $800. CPA?')?.missing).toEqual([
      'Campaign B: To work out CPA I also need your conversions.',
    ]);
  });

  it('reads weeks and campaign types as labels too', () => {
    expect(results('Week 1 we spent $400 for 10 leads, week 2 $600 for 20 leads. cpl each week?')).toEqual({
      'CPA (Week 1)': '$40.00',
      'CPA (Week 2)': '$30.00',
    });
    expect(results('2 campaigns: Search spent $800 for 32 leads, PMax spent $1,200 for 30 leads.')).toEqual({
      'CPA (Search)': '$25.00',
      'CPA (PMax)': '$40.00',
    });
  });

  it('reads a platform named after the money as the label of its clause, and adds the money when they share results', () => {
    expect(results('spent $500 on Google and got 20 leads, and $800 on Meta for 25 leads. CPL on each?')).toEqual({
      'CPA (Google)': '$25.00',
      'CPA (Meta)': '$32.00',
    });
    expect(
      results('Google Ads: 300 clicks, 12 conversions, $450 cost. Bing: 120 clicks, 6 conversions, $150 cost.'),
    ).toMatchObject({
      'CPA (Google Ads)': '$37.50',
      'CPA (Bing)': '$25.00',
    });
    expect(results('We spent $500 on Facebook and $300 on Instagram last month, got 40 sales')).toEqual({
      CPA: '$20.00',
    });
  });

  it('gives a bare number the noun or the name its twin in the first part had', () => {
    expect(results('In month 1 we spent $1,000 for 20 sales and in month 2 $1,500 for 25. Trend in CPA?')).toEqual({
      'CPA (Month 1)': '$50.00',
      'CPA (Month 2)': '$60.00',
    });
    expect(results('Campaign A has a 2% CTR and campaign B has 3%. with 10,000 impressions each')).toEqual({
      'Clicks (Campaign A)': '200',
      'Clicks (Campaign B)': '300',
    });
  });

  it('reads days as labels', () => {
    expect(
      results('Day 1: 14 clicks, 1 sale, $21 spent. Day 2: 22 clicks, 2 sales, $30 spent. CPC each day?'),
    ).toMatchObject({ 'CPC (Day 1)': '$1.50', 'CPC (Day 2)': '$1.36' });
  });

  it('reads platforms named before and after the money in one question', () => {
    expect(
      results(
        "We're spending $3k a month on Google, which brings 45 sales; Meta gets $2k a month and brings 20 sales.",
      ),
    ).toEqual({ 'CPA (Google)': '$66.67', 'CPA (Meta)': '$100' });
  });

  it('adds the campaigns up when their total is asked for', () => {
    expect(
      results(
        'the first campaign spent $300 for 10 sales and the second campaign spent $450 for 12 sales, overall cpa?',
      ),
    ).toEqual({ CPA: '$34.09' });
  });

  it('works out a lifetime value from what a customer pays a month and how long they stay', () => {
    expect(results('saas plan is $49/mo, customers stay ~18 months, we pay about $300 to get one. ratio?')).toEqual({
      'Customer lifetime value': '$882',
      'LTV:CAC': '2.9:1',
    });
    expect(results('members pay £30 a month and stick around for 2 years. CAC is £180. LTV:CAC?')).toEqual({
      'Customer lifetime value': '£720',
      'LTV:CAC': '4:1',
    });
  });

  it('splits a monthly budget per campaign per day when asked for each campaign’s day', () => {
    expect(results('10k monthly, 5 campaigns. per campaign per day?')).toEqual({
      'Daily budget': '65.79 a day',
      'Budget per campaign': '2,000',
    });
    expect(results("$3,000 a month across 3 campaigns, what's the daily budget?")).toMatchObject({
      'Daily budget': '$98.68 a day',
    });
  });

  it('names the inputs it is missing instead of inventing them', () => {
    expect(computeUserMetrics('I spent $500 on Facebook, what is my CPA?')).toMatchObject({
      rows: [],
      missing: ['To work out CPA I also need your conversions.'],
    });
    expect(computeUserMetrics('We got 40 leads, what is our cost per lead?')?.missing).toEqual([
      'To work out CPA I also need your ad spend.',
    ]);
    expect(computeUserMetrics('What is a good CPA?')).toBeNull();
  });

  it('formats the rows as a markdown table with the results in bold, then what is missing', () => {
    const metrics = computeUserMetrics('I spent $200 and got 500 clicks. What is my CPA?');
    expect(metrics && formatUserMetrics(metrics)).toBe(
      '**With your numbers:**\n\n| Metric | Formula | Your numbers | Result |\n|---|---|---|---|\n| CPC | ad spend / clicks | $200 / 500 clicks | **$0.40** |\n\nTo work out CPA I also need your conversions.',
    );
  });
});

describe('the built-in advisor with the real knowledge base', () => {
  const ask = (question: string) =>
    composeAnswer(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', questions: [question] });

  it('works the user’s numbers, not the article’s example', () => {
    const text = ask('I spent $2,000 and got 40 purchases, what is my CPA?');
    expect(text).toContain('| CPA | ad spend / conversions | $2,000 / 40 purchases | **$50.00** |');
    expect(text).not.toMatch(/Example:/);
  });

  it('answers $200 spend and 500 clicks with a CPC of $0.40', () => {
    expect(ask('I spent $200 and got 500 clicks, is my CPC ok?')).toContain(
      '| CPC | ad spend / clicks | $200 / 500 clicks | **$0.40** |',
    );
  });
});

describe('the built-in advisor with no article on the question', () => {
  it('still shows the sums on the user’s numbers', () => {
    const text = composeAnswer(knowledgeIndex('ads'), {
      persona: 'ads',
      agent: 'advisor',
      questions: ['Quick one about my bakery: €90 bought 30 sign-ups for the tasting evening'],
    });
    expect(text).toContain('| CPA | ad spend / conversions | €90 / 30 sign-ups | **€3.00** |');
  });
});
