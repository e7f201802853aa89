import { describe, expect, it } from 'vitest';
import { results } from './metric-results';

/** The part a question names is answered from its own figures, never from another part's. */
describe('the part asked for, from its own figures', () => {
  it('answers from the part asked for even when another part reads nothing of its own', () => {
    expect(
      results(
        'The client signed off €3,040 for TikTok and €1,520 for Pinterest next month. What daily budget do I give Pinterest?',
      ),
    ).toEqual({ 'Daily budget': '€50.00 a day' });
    expect(
      results('Next month we approved $6,080 for Google Ads and $3,040 for Bing. what daily budget for bing?'),
    ).toEqual({ 'Daily budget': '$100 a day' });
  });

  it('names nothing when the part asked for reads no figures and it is not the first', () => {
    expect(results('Campaign A: 90k impressions for $540. Campaign B: 60k for $480. CPM for campaign B?')).toEqual({});
  });

  it('near miss: the first part asked for may still be read from the whole question', () => {
    expect(results('Campaign A: 90k impressions for $540. Campaign B: 60k for $480. CPM for campaign A?')).toEqual({
      CPM: '$6.00',
    });
    expect(
      results(
        'For Easter: Retargeting gets $1,200 with a 6x ROAS target and Prospecting gets $3,000 with a 2x target. how much revenue does retargeting need to bring in?',
      ),
    ).toEqual({ 'Revenue needed': '$7,200' });
  });
});
