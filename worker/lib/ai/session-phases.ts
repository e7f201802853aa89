/** The timed phases of one session and the focus of each session in a block, by kind of sport and age group. */

export type Phase = { name: string; minutes: number; what: string };

/** Swimmers and runners work in sets, not games; a fitness block trains with games and runs. */
export type Kind = 'team' | 'fitness' | 'swim' | 'run';
type Share = [name: string, share: number, what: string];

const TEAM_SPORT =
  /\b(?:football|soccer|basketball|netball|rugby|hockey|volleyball|tennis|cricket|handball|lacrosse)\b/;
const SWIM = /\b(?:swim\w*|pool|front crawl|breaststroke|backstroke|butterfly)\b/;
const RUN = /\b(?:running|runners?|jog\w*|athletics|track|sprint(?:s|ers?|ing)?|5k|10k|marathon|cross[- ]country)\b/;

export function kindOf(text: string, fitness: boolean): Kind {
  if (!TEAM_SPORT.test(text) && SWIM.test(text)) return 'swim';
  if (fitness) return 'fitness';
  return !TEAM_SPORT.test(text) && RUN.test(text) ? 'run' : 'team';
}

const NO_TOPIC = 'the skill of the session';

function mainShares(kind: Kind, young: boolean, skill: string, ball: boolean): { warm: string; shares: Share[] } {
  if (kind === 'swim' && young)
    return {
      warm: 'water confidence: entries, bobbing, floating and gliding games',
      shares: [
        ['Water skills', 0.35, `kicking, gliding and breathing games built around ${skill}`],
        ['Short swims', 0.35, 'widths or short lengths with rest, one point to focus on'],
        ['Water games', 0.3, 'games that use the skill, everyone moving at once'],
      ],
    };
  if (kind === 'swim')
    return {
      warm: 'easy swimming, mixed strokes, some kick and drill',
      shares: [
        ['Drill set', 0.3, `drills for ${skill}, then full stroke to apply them`],
        ['Main set', 0.45, 'repeats at a controlled pace with set rest (e.g. 8 × 50 on a send-off), technique held'],
        ['Speed or skills', 0.25, 'starts, turns and finishes, or short fast swims with full rest'],
      ],
    };
  if (young)
    return {
      warm: `raise, mobilise, activate: movement${ball ? ' with the ball' : ' and tag games'}, then quicker`,
      shares: [
        ['Skill game', 0.35, `a tag or chase game${ball ? ' with a ball each' : ''}, built around ${skill}`],
        ['Challenge game', 0.3, `the same skill with a target or a partner, scored so everyone plays at once`],
        ['Mini match', 0.35, 'small teams (2v2 to 4v4), short games, swap teams often'],
      ],
    };
  const run = skill === NO_TOPIC ? 'intervals, tempo or run-walk' : skill;
  if (kind === 'run')
    return {
      warm: 'easy jog, dynamic mobility, then quicker',
      shares: [
        ['Drills and strides', 0.3, 'running drills (skips, high knees, heel flicks) and 4-6 relaxed strides'],
        ['Main set', 0.7, `${run}, each runner at their own pace, with set recovery`],
      ],
    };
  const warm = `raise, mobilise, activate: movement${ball ? ' with the ball' : ' and tag games'}, then quicker`;
  if (kind === 'fitness')
    return {
      warm,
      shares: [
        ['Conditioning games', 0.35, 'small-sided games with set work and rest times (e.g. 4 × 4 min of 4v4)'],
        ['Running or sprints', 0.3, 'intervals or repeated sprints, short efforts with planned rest'],
        ['Game', 0.35, 'conditioned game at match intensity'],
      ],
    };
  return {
    warm,
    shares: [
      ['Skill practice', 0.35, `${skill}: unopposed or with passive pressure, many repetitions`],
      ['Game-related practice', 0.3, `${skill} against opponents, with a condition that rewards it`],
      ['Small-sided game', 0.35, `conditioned game (e.g. 4v4 to 7v7) where ${skill} scores extra`],
    ],
  };
}

/** Warm-up and cool-down first, the main part gets the rest; rounded to whole minutes that sum exactly. */
export function sessionPhases(minutes: number, age: number | null, topic: string, kind: Kind, ball: boolean): Phase[] {
  const young = age !== null && age <= 8;
  const round = (n: number) => (minutes >= 40 ? Math.round(n / 5) * 5 : Math.round(n));
  const warm = clamp(round(minutes * 0.15), minutes < 30 ? 4 : 8, 20);
  const cool = clamp(round(minutes * 0.1), minutes < 30 ? 3 : 5, 10);
  const main = minutes - warm - cool;
  const { warm: warmWhat, shares } = mainShares(kind, young, topic || NO_TOPIC, ball);
  const phases: Phase[] = [{ name: 'Warm-up', minutes: warm, what: warmWhat }];
  let left = main;
  shares.forEach(([name, share, what], i) => {
    const last = i === shares.length - 1;
    const length = last ? left : Math.round((main * share) / 5) * 5 || Math.round(main * share);
    left -= length;
    phases.push({ name, minutes: length, what });
  });
  phases.push({
    name: 'Cool-down',
    minutes: cool,
    what: `${kind === 'swim' ? 'easy swimming' : 'easy movement, stretches'}, two questions on what they learned`,
  });
  return phases;
}

const clamp = (n: number, low: number, high: number) => Math.min(high, Math.max(low, n));

const STAGES = [
  'introduce it: technique without opponents',
  'add decisions: passive opposition',
  'opposed practice: real pressure',
  'under game pressure: small-sided games with a condition',
  'in the full game: free play, coach the moments',
  'review and test: a game that shows the progress',
];

/** A fitness block builds volume, then intensity, unloads, and sharpens for the first match. */
const FITNESS_STAGES = [
  'aerobic base: moderate games, easy runs, bodyweight strength',
  'more volume: longer games, aerobic intervals',
  'more intensity: repeated sprints, high-intensity small-sided games',
  'lighter week: about a third less volume',
  'game-specific: match-intensity games, speed work',
  'sharpen: less volume, high quality, fresh for the first match',
];

/** New runners progress by shrinking the walking breaks, not by adding speed. */
const BEGINNER_RUNNERS = /\b(?:couch to 5k|c25k|beginners?|new runners|non-runners)\b/i;
const BEGINNER_RUN_STAGES = [
  'run-walk: short jogs with walking breaks',
  'longer jogs, shorter walks',
  'more running than walking',
  'lighter week: repeat an easier week',
  'continuous running for most of the session',
  'run the target distance or time at an easy pace',
];

/** Runners and swimmers build volume, then race-specific intensity, and taper before the target event. */
const ENDURANCE_STAGES = [
  'easy volume and technique',
  'more volume, add a steady or tempo set',
  'intervals at race pace',
  'lighter week: about a third less volume',
  'race-specific sessions',
  'taper: less volume, keep some speed',
];

/** What each session of a block works on, from first to last. */
export function blockStages(kind: Kind, question: string): string[] {
  if (kind === 'fitness') return FITNESS_STAGES;
  if (kind === 'team') return STAGES;
  return kind === 'run' && BEGINNER_RUNNERS.test(question) ? BEGINNER_RUN_STAGES : ENDURANCE_STAGES;
}
