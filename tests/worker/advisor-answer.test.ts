import { describe, expect, it } from 'vitest';
import { composeAnswer, VERIFY_REMINDER } from '../../worker/lib/ai/answer';
import { calculate, extractFigures, formatCalculations } from '../../worker/lib/ai/calculations';
import { buildIndex } from '../../worker/lib/knowledge/build';
import { parseArticle } from '../../worker/lib/knowledge/parse';
import { fixtureIndex } from './knowledge-fixtures';

const all = { budget: true, roas: true };
const answer = (questions: string[], agent: 'advisor' | 'sales' | 'negotiation' = 'advisor', aboutYou?: string) =>
  composeAnswer(fixtureIndex(), { persona: 'ads', agent, aboutYou, questions });

describe('extractFigures', () => {
  it('reads a monthly budget, a margin, spend, revenue and counts', () => {
    expect(extractFigures('My budget is $3,000 per month')).toMatchObject({ monthlyBudget: 3000 });
    expect(extractFigures('a monthly budget of $1.5k')).toMatchObject({ monthlyBudget: 1500 });
    expect(extractFigures('we run on a 25% margin')).toMatchObject({ margin: 0.25 });
    expect(extractFigures('margin is 40%')).toMatchObject({ margin: 0.4 });
    expect(extractFigures('I spent $2,000 and got 50 conversions from 1,000 clicks and 40,000 impressions')).toEqual(
      expect.objectContaining({ spend: 2000, conversions: 50, clicks: 1000, impressions: 40000 }),
    );
    expect(extractFigures('$12,000 in revenue from $3,000 ad spend')).toMatchObject({ revenue: 12000, spend: 3000 });
  });

  it('does not take revenue or sales money for a budget or a count', () => {
    const figures = extractFigures('We make $20,000 a month in revenue and $5,000 sales');
    expect(figures.monthlyBudget).toBeUndefined();
    expect(figures.conversions).toBeUndefined();
  });
});

describe('calculate', () => {
  it('turns a monthly budget into a daily one (/ 30.4)', () => {
    expect(calculate({ monthlyBudget: 3000 }, all)).toEqual([
      { label: 'Daily budget', working: '$3,000 a month / 30.4', result: '$98.68 a day' },
    ]);
  });

  it('gives the break-even ROAS of a margin (1 / margin)', () => {
    expect(calculate({ margin: 0.25 }, all)[0]).toMatchObject({
      label: 'Break-even ROAS',
      result: expect.stringMatching(/^4 /),
    });
  });

  it('works out CPA, ROAS, CTR, CPC, CPM and conversion rate from the figures given', () => {
    const results = Object.fromEntries(
      calculate({ spend: 2000, revenue: 8000, conversions: 50, clicks: 1000, impressions: 40000 }, all).map((c) => [
        c.label,
        c.result,
      ]),
    );
    expect(results).toEqual({
      CPA: '$40.00',
      ROAS: '4',
      CTR: '2.5%',
      CPC: '$2.00',
      CPM: '$50.00',
      'Conversion rate': '5%',
    });
  });

  it('works revenue out of orders and their average value, and the break-even CPA of a margin', () => {
    const figures = extractFigures('I spent $1,200 and got 30 sales at $80 average order value with a 40% margin');
    expect(figures).toMatchObject({ spend: 1200, conversions: 30, orderValue: 80, margin: 0.4 });
    const results = Object.fromEntries(calculate(figures, all).map((c) => [c.label, c.result]));
    expect(results).toMatchObject({
      Revenue: '$2,400',
      'Break-even CPA': '$32.00',
      CPA: '$40.00',
      ROAS: '2',
      'Against break-even': 'below break-even: the ads cost more than the margin on these sales',
    });
  });

  it('leaves out a daily budget or break-even ROAS when the question is about something else', () => {
    expect(calculate({ monthlyBudget: 3000, margin: 0.25 }, { budget: false, roas: false })).toEqual([]);
  });

  it('formats the sums as a list with the results in bold', () => {
    expect(formatCalculations(calculate({ monthlyBudget: 500 }, all))).toBe(
      '**With your numbers:**\n- Daily budget: $500 a month / 30.4 = **$16.45 a day**',
    );
  });
});

describe('composeAnswer', () => {
  it('answers from the best section with the user’s numbers, names the article and ends with the reminder', () => {
    const text = answer(['How should I set my daily budget with $3,000 per month?']);
    expect(text.startsWith('**With your numbers:**\n- Daily budget: $3,000 a month / 30.4 = **$98.68 a day**')).toBe(
      true,
    );
    expect(text).toContain('`Daily budget = monthly budget / 30.4`');
    expect(text).toContain('_Source: **Daily budgets from a monthly budget**');
    expect(text.endsWith(VERIFY_REMINDER)).toBe(true);
  });

  it('does not add a daily budget to a question about something else', () => {
    const text = answer(['Our budget is $3,000 a month: what agency fee model should we expect?']);
    expect(text).toContain('Negotiating agency fees');
    expect(text).not.toContain('a day');
  });

  it('works a break-even ROAS out of the margin given', () => {
    const text = answer(['We have a 25% margin. What ROAS do we need to break even?']);
    expect(text).toContain('Break-even ROAS: 1 / 0.25 margin = **4');
    expect(text).toContain('ROAS and break-even');
  });

  it('answers a follow-up in the light of the previous question', () => {
    const text = answer(['How does target CPA bidding work?', 'And how long does the learning take?']);
    expect(text).toContain('one to two weeks');
    expect(text).toContain('Target CPA bidding');
  });

  it('reads a short follow-up in the light of the previous question', () => {
    const text = answer(['How does target CPA bidding work?', 'What should the target be?']);
    expect(text).toContain('Target CPA bidding');
  });

  it('takes the whole message as the question when the asking sentence says little by itself', () => {
    const text = answer(['My campaign overspent its daily budget today. What now?']);
    expect(text).toContain('twice it on a busy day');
  });

  it('draws on the chosen agent’s articles', () => {
    expect(answer(['How do I calculate a budget?'])).toContain('Daily budgets from a monthly budget');
    expect(answer(['How do I calculate a budget?'], 'sales')).toContain('Following up leads from ads');
  });

  it('answers a greeting or thanks without looking anything up', () => {
    expect(answer(['Hi there!'])).toMatch(/^Hello! Ask me anything about your advertising/);
    expect(answer(['Thanks a lot!'])).toMatch(/^You are welcome\./);
  });

  it('says plainly when it does not know', () => {
    const text = answer(['What is the capital of France?']);
    expect(text.startsWith('I don’t know: nothing in my knowledge base covers that')).toBe(true);
    expect(text).not.toContain('Source:');
    expect(text.endsWith(VERIFY_REMINDER)).toBe(true);
  });
});

describe('composeAnswer for the coach persona', () => {
  const article = (id: string, title: string, tags: string, sections: string) =>
    parseArticle(
      `---\nid: ${id}\ntitle: ${title}\ntags: [${tags}]\nagents: [coach]\n---\nSummary.\n\n${sections}\n`,
      `coach/${id}.md`,
      ['coach'],
    );
  const index = buildIndex([
    article(
      'planning-example',
      'Planning a session',
      'planning, session',
      '## A 60-minute passing session plan\nBasketball: warm-up with bounce passes for 10 minutes, then a 3 v 2 passing game.\n\n## Timing a 60-minute session\nWarm-up 10 minutes, main part 40 minutes, cool-down 10 minutes.',
    ),
    article(
      'football-passing',
      'Football passing drills',
      'football, passing, drills',
      '## Passing drills\nPairs pass through gates, then a 4 v 1 rondo for 10 minutes.',
    ),
  ]);
  const ask = (question: string, aboutYou?: string) =>
    composeAnswer(index, { persona: 'coach', agent: 'advisor', aboutYou, questions: [question] });

  it('prefers sections about the sport asked about', () => {
    const text = ask('Plan a 60 minute football passing session');
    expect(text).toContain('Pairs pass through gates');
    expect(text).not.toContain('Basketball');
    expect(text).toContain('adapt any plan to your athletes');
  });

  it('knows the sport from what its players are called', () => {
    expect(ask('Plan a 60 minute passing session for my under-10 footballers')).not.toContain('Basketball');
  });

  it('gives the concussion guidance for a head knock however it is described, even in few matching words', () => {
    const withConcussion = buildIndex([
      article(
        'concussion',
        'Concussion: what coaches must do',
        'concussion, head injury',
        '## If in doubt, sit them out\nRemove the player at once; no return that day; seek medical assessment.',
      ),
      article('cool-down', 'Cool-down', 'cool-down, stretching', '## Cool-down\nJog and stretch for a few minutes.'),
    ]);
    const text = composeAnswer(withConcussion, {
      persona: 'coach',
      agent: 'advisor',
      questions: ['one of mine clashed heads in the game earlier, seemed ok after a few minutes. can he go back on?'],
    });
    expect(text).toContain('Remove the player at once');
  });

  it('takes the sport from the about answer when the question names none', () => {
    expect(ask('Plan a 60 minute passing session')).toContain('Basketball');
    expect(ask('Plan a 60 minute passing session', 'I coach an under-11 football team')).not.toContain('Basketball');
  });
});
