import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../worker/lib/ai/answer';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const ask = (question: string) =>
  composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });

/** Minutes per phase of the plan's first table, from its rows' time cells. */
function phaseMinutes(text: string): number[] {
  const table = text.split('\n\n').find((block) => block.startsWith('| Phase | Time |')) ?? '';
  return [...table.matchAll(/^\| (?!\*\*Total)[^|]+ \| (\d+) min \|/gm)].map((m) => Number(m[1]));
}

const sum = (list: number[]) => list.reduce((total, n) => total + n, 0);

describe('the coach advisor plans sessions to the length, age group and equipment asked for', () => {
  it.each([
    ['plan a 45 minute football session on passing for under 10s', 45],
    ['I need a 75 min practice for my u14 netball team', 75],
    ['can you plan a 90 minute hockey training session', 90],
    ['give me a 1 hour basketball session on shooting', 60],
    ['plan an hour and a half swimming session', 90],
    ['a 25 minute warm-up and skills session for 7 year olds', 25],
    ['45 mins with 10 6-year-olds, football, what do I do', 45],
    ['hour and a half hockey training for my mens team on defending corners', 90],
  ])('%s: the phases add up to %i minutes', (question, minutes) => {
    const text = ask(question);
    const phases = phaseMinutes(text);
    expect(phases.length).toBeGreaterThanOrEqual(4);
    expect(sum(phases)).toBe(minutes);
    expect(text).toContain(`| **Total** | **${minutes} min** |`);
  });

  it('writes every session of a block, each adding up to the length asked for', () => {
    const text = ask('plan me 6 weeks of 60 minute sessions on playing out from the back');
    for (let week = 1; week <= 6; week++) expect(text).toContain(`| Week ${week} |`);
    const rows = [...text.matchAll(/^\| Week \d \| [^|]+ \| (.+) \|$/gm)].map((m) =>
      sum((m[1] ?? '').split(' | ').map(Number)),
    );
    expect(rows).toEqual([60, 60, 60, 60, 60, 60]);
  });

  it('plans a fitness block week by week, building up, unloading and sharpening, with no session named', () => {
    const text = ask('6 week pre season fitness plan for an amateur rugby team');
    const rows = [...text.matchAll(/^\| Week (\d) \| ([^|]+) \| (.+) \|$/gm)];
    expect(rows.map((m) => Number(m[1]))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map((m) => sum((m[3] ?? '').split(' | ').map(Number)))).toEqual([60, 60, 60, 60, 60, 60]);
    expect(rows[0]?.[2]).toContain('aerobic base');
    expect(rows[3]?.[2]).toContain('lighter week');
    expect(text).toContain('Conditioning games');
    expect(ask('plan 6 weeks of sessions on passing')).not.toContain('aerobic base');
    expect(ask('is a 6 week pre-season plan enough?')).not.toContain('**Your ');
  });

  it('plans runners week by week, from run-walk for beginners, and counts sessions a week', () => {
    const beginners = ask('plan a 6 week couch to 5k for my running club');
    expect(beginners).toContain('| Week 1 | run-walk');
    expect(beginners).toContain('| Week 6 |');
    expect(beginners).not.toContain('4v4');
    const runners = ask('3 sessions a week for 4 weeks for my 800m runners');
    expect(runners).toContain('| Session 12 | taper');
    expect(runners).not.toContain('| Session 13 |');
  });

  it('counts sessions a week into the block', () => {
    const text = ask('plan 4 weeks of training twice a week, 50 minutes each, for my u12 rugby team');
    expect(text).toContain('| Session 8 |');
    expect(text).not.toContain('| Session 9 |');
  });

  it('fits the plan to the age group', () => {
    expect(ask('plan a 45 minute football session for 6 year olds')).toContain('For under-8s');
    expect(ask('plan a 60 minute session for my u16 basketball team')).toContain('growth-spurt');
    expect(ask('plan a 60 minute session for my vets football team')).toContain('longer, gradual warm-up');
  });

  it('plans swimmers and runners in sets, not ball games', () => {
    const swim = ask('90 min swimming session for my masters squad');
    expect(sum(phaseMinutes(swim))).toBe(90);
    expect(swim).toContain('| Main set |');
    expect(swim).not.toMatch(/4v4|with the ball/);
    const run = ask('plan a 60 minute running club session for beginners');
    expect(sum(phaseMinutes(run))).toBe(60);
    expect(run).toContain('| Drills and strides |');
    expect(run).not.toMatch(/4v4|with the ball/);
    expect(ask('plan a 45 minute swimming lesson for 7 year olds')).toContain('water confidence');
    expect(ask('plan a 60 min football session on passing with no running laps')).toContain('| Small-sided game |');
  });

  it('reads school classes as ages', () => {
    expect(ask('plan a 30 minute netball session for year 5 and 6')).toContain('For 9-12 year olds');
    expect(ask('45 minute basketball practice for my 5th grade girls')).toContain('For 9-12 year olds');
    expect(ask('plan a 60 minute rugby session for year 10')).toContain('For teenagers');
  });

  it('fits the plan to the players, coaches and equipment named', () => {
    const text = ask('I need a 75 minute session for 30 kids, 2 coaches and 10 balls');
    expect(text).toContain('split into 2 groups of about 15');
    expect(text).toContain('work in groups of 3, one ball per group');
    expect(ask('plan a 75 minute session for u10 football, 12 kids, 6 balls, focus on dribbling')).toContain(
      'work in pairs, a ball between two',
    );
    const bare = ask('plan a 45 minute session for 8 year olds with no equipment');
    expect(bare).toContain('No equipment');
    const plan = bare.split('\n\n_Source:')[0]?.split('\n\n').slice(0, 3).join('\n\n') ?? '';
    expect(plan).not.toMatch(/\bballs?\b/);
  });

  it('says which length it assumed when none is given', () => {
    expect(ask('plan a football session on first touch')).toContain('60 minutes (tell me your session length');
  });

  it('leaves questions about a past session or a single fact to the knowledge base', () => {
    expect(ask('session lasted 75 minutes and players rated it 7, whats the load')).not.toContain('| Phase |');
    expect(ask('is static stretching before games bad?')).not.toContain('| Phase |');
  });

  it('reads a tired swimmer, cutting back before a gala, the checks before a session and its last minutes as questions, not plans', () => {
    for (const question of [
      'one of my 15yo swimmers is always tired, times are getting worse. training 9 sessions a week',
      'big swim gala in 2 weeks, should i cut training down? how much?',
      'what do i need to check before a session on a public park pitch, and what first aid stuff should i bring',
      'what should the last 10 minutes of a session be',
    ])
      expect(ask(question)).not.toMatch(/Your (?:\d+-)?session plan/);
  });
});

describe('the coach advisor works out a session load from the coach’s numbers', () => {
  it.each([
    ['rpe 8 for 60 mins, what load is that', '8 × 60 = **480 AU**'],
    ['session lasted 75 minutes and players rated it 7, whats the load', '7 × 75 = **525 AU**'],
    ['1.5 hours at RPE 6, is that a lot?', '6 × 90 = **540 AU**'],
  ])('%s', (question, sum) => {
    expect(ask(question)).toContain(`session load = RPE × minutes = ${sum}`);
  });

  it('leaves an RPE outside 1-10 alone', () => {
    expect(ask('rpe 14 for 60 mins, what load is that')).not.toContain('session load = RPE');
  });
});
