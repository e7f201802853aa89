import { describe, expect, it } from 'vitest';
import { retrieve } from '../../worker/lib/ai/retrieve';
import { spendVersusBudget, tooMany, withoutFigureUnits } from '../../worker/lib/knowledge/amounts';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const first = (question: string) =>
  retrieve(knowledgeIndex('ads'), { persona: 'ads', agent: 'advisor', questions: [question] }).articles[0]?.id;

describe('amounts in a question', () => {
  it('read a spend below its budget as underspending and one above as overspending', () => {
    expect(spendVersusBudget('campaign only spending $12 of my $50 daily budget')).toBe('underspending');
    expect(spendVersusBudget('budget is 100/day but its only spending like 15')).toBe('underspending');
    expect(spendVersusBudget('google spent $78 yesterday on a $40 daily budget')).toBe('overspending');
    expect(spendVersusBudget('set 20 a day but google charged me 38 yesterday')).toBe('overspending');
  });

  it('compare nothing when the amounts are not a spend and its budget', () => {
    expect(spendVersusBudget('about 3 out of 100 visitors buy and each click costs 45 cents')).toBeUndefined();
    expect(spendVersusBudget('we spent $4,000 across 2 campaigns and got 100 sales')).toBeUndefined();
    expect(spendVersusBudget('day 12 and already spent 60% of the budget')).toBeUndefined();
  });

  it('leave the amount but not the words that only name it', () => {
    expect(withoutFigureUnits('campaign only spending $12 of my $50 daily budget').trim()).toBe(
      'campaign only spending $12  of my $50',
    );
    expect(withoutFigureUnits('budget is $20/day, keywords are niche')).toBe('  is $20 , keywords are niche');
    expect(withoutFigureUnits('what daily budget should i set?')).toBe('what daily budget should i set?');
  });

  it('leave the figures but not the metrics they report among other figures, unless the metric is judged or moved', () => {
    expect(withoutFigureUnits('Meta ads: 2.5% CTR, £0.60 CPC, 1,400 clicks, 1 sale. Is it the ads or the site?')).toBe(
      'Meta ads:  2.5% ,  £0.60  , 1,400 clicks, 1 sale. Is it the ads or the site?',
    );
    expect(withoutFigureUnits('ctr is 2.5% and cpc $0.60, is that good?')).toContain('ctr');
    expect(withoutFigureUnits('0.3% ctr on search ads for a wedding photographer')).toContain('ctr');
    expect(withoutFigureUnits('been on manual cpc 6 months, ~45 conversions a month')).toContain('cpc');
  });

  it('read an advertiser’s count per period as a reported rate, and a coach’s as the load asked about', () => {
    expect(withoutFigureUnits('we get 100 leads a month from ads', 'ads')).toBe('we get 100 leads  from ads');
    expect(withoutFigureUnits('currently 20 miles a week', 'coach')).toBe('currently 20 miles a week');
  });

  it('find the clicks-without-sales article for a pasted set of figures asking where the sales went', () => {
    expect(first('google ads: 6% ctr, 2.10 cpc, 600 clicks, zero enquiries. ads or website?')).toBe(
      'troubleshoot-clicks-no-conversions',
    );
  });

  it('find the underspending article when a budget names its amount and the spend is lower', () => {
    expect(first('we set a $60 daily budget and google only spends about $20 of it')).toBe(
      'troubleshoot-spend-too-slow',
    );
    expect(first('my search campaign has a $40/day budget and spends $9')).toBe('troubleshoot-spend-too-slow');
    expect(first('I gave the campaign 80 euros a day and it spends 11')).toBe('troubleshoot-spend-too-slow');
  });

  it('read many campaigns or ad sets as a question about consolidating, and a few as none', () => {
    expect(tooMany('we run 30 campaigns on a $2k budget')).toBe('fewer campaigns');
    expect(tooMany('I have 10k to split across 4 campaigns')).toBeUndefined();
    expect(
      first('our old agency left us 35 campaigns on $4k a month, each with a handful of keywords. keep them?'),
    ).toBe('campaign-structure-consolidation');
  });
});
