import { describe, expect, it } from 'vitest';
import { composeAnswer } from '../../worker/lib/ai/answer';
import { retrieve } from '../../worker/lib/ai/retrieve';
import { knowledgeIndex } from '../../worker/lib/knowledge/personas';

const ranked = (question: string) =>
  retrieve(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] }).articles.map(
    (article) => article.id,
  );
const first = (question: string) => ranked(question)[0];
const top = (question: string) => ranked(question).slice(0, 3);
const answer = (question: string) =>
  composeAnswer(knowledgeIndex('coach'), { persona: 'coach', agent: 'advisor', questions: [question] });
const NOT_COVERED = /^I don’t know/;

describe('coach questions read a word as it is meant where it stands', () => {
  it('reads weight lost or gained as the body’s weight, not lifting weights', () => {
    for (const question of [
      'my swimmer has been losing weight fast and always seems tired',
      'one of my swimmers has stopped having periods and lost weight',
    ]) {
      expect(first(question)).toBe('overtraining-signs');
      expect(top(question)).not.toContain('youth-strength-training');
    }
    expect(top('weight loss in one of my distance runners, should i worry?')).not.toContain('youth-strength-training');
    expect(first('is lifting weights safe for my 14 year olds?')).toBe('youth-strength-training');
  });

  it('reads the school gym as where they train, not a weights room', () => {
    const question = 'first session in the school gym tomorrow, what do I check beforehand?';
    expect(first(question)).toBe('safety-checks-first-aid');
    expect(top(question)).not.toContain('youth-strength-training');
    expect(first('can my 15 year olds use the gym for strength work?')).toBe('youth-strength-training');
  });

  it('reads the last minute of a match as a moment, not a session’s timing', () => {
    expect(first('we conceded in the last minute and lost the final, what do I say to them straight after?')).toBe(
      'team-talks',
    );
  });

  it('reads a session from start to finish as the whole of it, not finishing', () => {
    const whole = top(
      'first time coaching u10 netball, 60 minutes, what should a session look like from start to finish?',
    );
    expect(whole[0]).toBe('session-structure');
    expect(whole).not.toContain('cool-down');
    expect(first('how do I improve my strikers’ finishing?')).toBe('football-shooting');
  });

  it('reads passes that dribble along the ground or dribble short as their weight, not dribbling', () => {
    for (const question of [
      'my u10s’ passes dribble along the ground and never reach anyone, what do I coach?',
      'half our passes dribble short of the target, how do I fix it?',
    ]) {
      expect(first(question)).toBe('football-passing-drills');
      expect(top(question)).not.toContain('football-dribbling-1v1');
    }
    expect(first('how do I teach my u9s to dribble past a defender?')).toBe('football-dribbling-1v1');
  });

  it('reads the ice of a hockey rink as where they play, not an ice bath', () => {
    for (const question of [
      'we only get 45 minutes of ice time a week for our u10 hockey team, how should we use it?',
      'my 10 year old hockey players get cold standing on the ice while I talk, how do I explain drills faster?',
    ])
      expect(top(question)).not.toContain('recovery-rest-sleep');
    expect(first('should my players have an ice bath after a tournament?')).toBe('recovery-rest-sleep');
  });

  it('reads a parent helping or asking as who asks, not a question about parents', () => {
    expect(top('I’m a parent helper at u9 hockey, how do I run a quick warm-up?')).not.toContain(
      'working-with-parents',
    );
    const asking = top('as his dad and the assistant coach, how do I help my son with nerves before games?');
    expect(asking[0]).toBe('motivation-and-confidence');
    expect(asking).not.toContain('working-with-parents');
    expect(top('a dad keeps shouting at the ref from the touchline')).toContain('working-with-parents');
  });
});

describe('coach questions name their sport by its events and not by a comparison', () => {
  it('takes an event as the sport asked about, the players’ own sport as who they are', () => {
    const hurdles = top(
      'u12 rugby boys have been entered in the hurdles at sports day, how do I teach them to clear a hurdle?',
    );
    expect(hurdles[0]).toBe('athletics-jumps-throws-relays');
    expect(hurdles).not.toContain('rugby-basics');
    expect(
      first('my u14 rugby girls have been entered into the long jump at school sports, how do I coach the take-off?'),
    ).toBe('athletics-jumps-throws-relays');
    expect(first('our hockey club has booked the pool for summer sessions, what technique sets suit beginners?')).toBe(
      'swimming-technique-sets',
    );
    expect(
      top('one of my netball players is training for a half marathon, how should she build up her long run?'),
    ).toContain('endurance-running');
  });

  it('takes a cricket shot or a bowler as cricket when no sport is named', () => {
    expect(top('how do I teach the cover drive to 12 year olds?')).toContain('cricket-basics');
    expect(first('how do I stop my young bowlers bowling so many wides?')).toBe('cricket-basics');
  });

  it('keeps a sport named alone, and a talent pool is no swimming pool', () => {
    expect(first('my football team needs better passing drills')).toBe('football-passing-drills');
    expect(top('how do I pick fairly from a talent pool of 30 kids for the county squad?')).not.toContain(
      'swimming-technique-sets',
    );
  });

  it('reads an age or an event said in a comparison as no age or sport of the players', () => {
    const shooting = top(
      'my 12 year old pushes the basketball from his chest like a shot put, how do I fix his shooting form?',
    );
    expect(shooting[0]).toBe('basketball-shooting');
    expect(shooting).not.toContain('athletics-jumps-throws-relays');
    expect(
      top('our 9 year old footballers bunch round the ball like under 6s, how do I get them spread out?'),
    ).not.toContain('coaching-under-8s');
  });
});

describe('a sport with no article of its own says where a question is set, not what it asks', () => {
  it('answers a goal question set in judo or taekwondo', () => {
    expect(
      answer('my judo girls only ever talk about getting their black belt, how can I break that into smaller goals?'),
    ).not.toMatch(NOT_COVERED);
    expect(answer('taekwondo kids fixated on the next belt colour, how to help them set goals?')).not.toMatch(
      NOT_COVERED,
    );
  });

  it('still does not know what it does not cover', () => {
    expect(answer('what is the best bike to buy for my son?')).toMatch(NOT_COVERED);
  });
});
