import { describe, expect, it } from 'vitest';
import { composeAnswer, VERIFY_REMINDER } from '../../worker/lib/ai/answer';
import { retrieve } from '../../worker/lib/ai/retrieve';
import { buildIndex } from '../../worker/lib/knowledge/build';
import { parseArticle } from '../../worker/lib/knowledge/parse';
import { fixtureIndex } from './knowledge-fixtures';

const answer = (questions: string[], agent: 'advisor' | 'sales' | 'negotiation' = 'advisor', aboutYou?: string) =>
  composeAnswer(fixtureIndex(), { persona: 'ads', agent, aboutYou, questions });

describe('composeAnswer', () => {
  it('answers from the best section with the user’s numbers, names the article and ends with the reminder', () => {
    const text = answer(['How should I set my daily budget with $3,000 per month?']);
    expect(text.startsWith('**With your numbers:**\n\n| Metric | Formula | Your numbers | Result |')).toBe(true);
    expect(text).toContain('| Daily budget | monthly budget / 30.4 | $3,000 / 30.4 | **$98.68 a day** |');
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
    expect(text).toContain('| Break-even ROAS | 1 / profit margin | 1 / 25% | **4 (revenue of 4 × the ad spend)** |');
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
    const text = answer(['How do I advertise on the side of a blimp?']);
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

  it('reads athletes as players of any sport, not as athletics', () => {
    const general = buildIndex([
      article(
        'overtraining',
        'Overtraining signs',
        'overtraining, fatigue',
        '## Signs of overtraining\nAlways tired, times getting worse, moody: a swimmer or a footballer alike.',
      ),
      article('sprint-starts', 'Sprint starts', 'athletics', '## Starts for sprinters\nPractise block starts.'),
    ]);
    const text = composeAnswer(general, {
      persona: 'coach',
      agent: 'advisor',
      questions: ['my athletes are always tired and their times keep getting worse'],
    });
    expect(text).toContain('_Source: **Overtraining signs**._');
  });

  it('weighs words every question uses lightly: how people plan a session is about planning, not young people', () => {
    const index = buildIndex([
      article(
        'youth-strength',
        'Strength training for young people',
        'strength',
        '## Is strength training safe for young people?\nYes: people worry, but young people gain from bodyweight work.',
      ),
      article(
        'planning',
        'Session objectives',
        'objectives',
        '## Start from one goal\nPlan the session around one objective.',
      ),
    ]);
    const { articles } = retrieve(index, {
      persona: 'coach',
      agent: 'advisor',
      questions: ['how do people plan a training session?'],
    });
    expect(articles[0]?.id).toBe('planning');
  });

  it('answers a general question from the general article even when a sport is named', () => {
    const index = buildIndex([
      article(
        'young',
        'Coaching young children',
        'beginners',
        '## The first session\nGames, not lines; everyone on a ball.',
      ),
      article(
        'soccer-passing',
        'Passing drills',
        'soccer, passing',
        '## Passing for a team\nPairs pass through gates.',
      ),
    ]);
    const { articles } = retrieve(index, {
      persona: 'coach',
      agent: 'advisor',
      questions: ['first session with my new soccer team, what do we do'],
    });
    expect(articles[0]?.id).toBe('young');
  });

  it('reads a short last question with the sentences before it', () => {
    const index = buildIndex([
      article('heat', 'Hot weather', 'heat', '## Hot days\nAbove 30 degrees in the sun, add water breaks and shade.'),
      article(
        'fitness',
        'Fitness games',
        'fitness',
        '## Is it ok to train?\nYes: short games are ok to train fitness.',
      ),
    ]);
    const { articles } = retrieve(index, {
      persona: 'coach',
      agent: 'advisor',
      questions: ['It will be 31 degrees at noon, full sun, no shade and few water breaks. Ok to train?'],
    });
    expect(articles[0]?.id).toBe('heat');
  });

  it('keeps the advertisers’ synonyms out: a coach’s season is not summer, nor a beginner a new ad account', () => {
    const heat = article('heat', 'Hot weather', 'heat', '## Hot days\nIn summer, give a water break every 15 minutes.');
    const newcomers = article('newcomers', 'Starting out', 'newbie', '## A newbie at the club\nPair them up.');
    const index = buildIndex([heat, newcomers], {}, 'coach');
    const ask = (question: string) =>
      composeAnswer(index, { persona: 'coach', agent: 'advisor', questions: [question] });
    expect(ask('how should I plan our whole winter season')).toMatch(/^I don’t know/);
    expect(ask('drills for an absolute beginner')).toMatch(/^I don’t know/);
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

describe('composeAnswer section choice', () => {
  const article = (id: string, title: string, tags: string, sections: string) =>
    parseArticle(
      `---\nid: ${id}\ntitle: ${title}\ntags: [${tags}]\nagents: [ads]\n---\nSummary of ${title}.\n\n${sections}\n`,
      `ads/${id}.md`,
      ['ads'],
    );
  const index = buildIndex(
    [
      article(
        'scaling',
        'Scaling budgets',
        'scaling, budget',
        '## When is a campaign ready to scale?\nScale a winning ad set once its ROAS has held above target for two weeks.\n\n## How much can I raise a budget at once?\nRaise it about 20% every few days; a bigger jump restarts learning.\n\n## What is horizontal scaling?\nAdd new audiences and placements.',
      ),
      article(
        'structure',
        'Campaign structure: ad sets and campaigns',
        'ad set, structure',
        '## When do I need a separate campaign?\nCreate a separate campaign when the goal or bidding differs.',
      ),
    ],
    {},
    'ads',
  );

  it('adds the section of the same article that answers the rest of the question, not one matching by title alone', () => {
    const text = composeAnswer(index, {
      persona: 'ads',
      agent: 'advisor',
      questions: ['found a winning ad set with great roas. if i raise it tenfold will it hold up?'],
    });
    expect(text).toContain('Scale a winning ad set');
    expect(text).toContain('Raise it about 20% every few days');
    expect(text).not.toContain('separate campaign');
  });

  it('adds another article’s section that matches the question more closely than the one its title won', () => {
    const testing = buildIndex(
      [
        article(
          'low-ctr',
          'Low CTR: testing a new headline or a new image',
          'ctr, testing headlines, time',
          '## The ad gives no reason to click\nTest a new headline that names a benefit.\n\n## The ad is tired\nRefresh it every few weeks.',
        ),
        article(
          'test-design',
          'A/B test design',
          'split, experiment',
          '## Change one thing at a time\nWhen a new headline and a new image change at the same time, you cannot tell which caused the result.',
        ),
      ],
      {},
      'ads',
    );
    const text = composeAnswer(testing, {
      persona: 'ads',
      agent: 'advisor',
      questions: ['testing new headline AND new image at the same time, bad idea?'],
    });
    expect(text.startsWith('**The ad gives no reason to click**\n\nTest a new headline that names a benefit.')).toBe(
      true,
    );
    expect(text).toContain('**Change one thing at a time** (from *A/B test design*)');
    expect(text).not.toContain('Refresh it every few weeks');
  });

  it('opens on the section whose heading asks the question over one repeating a few of its words', () => {
    const pacing = buildIndex(
      [
        article(
          'spend',
          'Budget spent too fast',
          'pacing',
          '## Why does spend run out?\nHigh bids spend the budget by noon: high bids, high bids, high bids, high bids.\n\n## Budget used up early in the day\nSpread delivery with an ad schedule.\n\n## When fast spending is fine\nIf results hold, it is fine.',
        ),
      ],
      {},
      'ads',
    );
    const text = composeAnswer(pacing, {
      persona: 'ads',
      agent: 'advisor',
      questions: ['budget used up early in the day, high bids?'],
    });
    expect(text.startsWith('**Budget used up early in the day**\n\nSpread delivery with an ad schedule.')).toBe(true);
  });
});
