/** A coach's request for a plan, worked into timed sessions whose phases add up to the length asked for. */

import { blockStages, kindOf, sessionPhases } from './session-phases.ts';

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const COUNT = String.raw`(\d{1,2}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;
const toNumber = (text: string) => NUMBER_WORDS[text.toLowerCase()] ?? Number(text);

const PLAN_WORDS =
  /\b(?:plan|design|write|give me|create|build|make|put together|need|ideas? for|structure|split up|set up|organi[sz]e|run)\b/i;
const SESSION_WORDS = /\b(?:sessions?|practices?|trainings?|workouts?|lessons?)\b/i;
/**
 * Questions about a session already run ('it lasted 75 minutes, rated 7') are load questions, not plans; so are a
 * tired or sore player's ('training 9 sessions a week'), cutting back before a race, the checks before a session,
 * and one part of it ('the last 10 minutes of a session').
 */
const NOT_A_PLAN =
  /\b(?:rpe|load|rated|lasted|taper|recover(?:y)?|sleep|tired|exhausted|fatigued?|sore|pain|hurts?|injur(?:y|ed|ies))\b|\bcut (?:\w+ )?(?:down|back)\b|\bcheck\b[^.?!]*\bbefore\b|\bshould (?:we|i|they) be doing\b|\bfirst[- ]aid\b|\b(?:last|first|final) \d+ min(?:ute)?s? of\b/i;
/** '45 mins with 10 six-year-olds, what do I do' asks for a session without saying 'session'. */
const WHAT_TO_DO = /\bwhat (?:can|should|do) (?:i|we) do\b|\bwhat to do\b/i;
const BLOCK_WORDS = /\b(?:plan|programme|program|schedule)\b/i;
const FITNESS_WORDS = /\b(?:fitness|fitter|conditioning|pre-?season|stamina)\b/i;
const DEFAULT_MINUTES = 60;
const MAX_SESSIONS = 12;

type PlanRequest = {
  minutes: number;
  given: boolean;
  sessions: number;
  unit: 'Session' | 'Week';
  age: number | null;
  players: number | null;
  balls: number | null;
  coaches: number | null;
  noEquipment: boolean;
  fitness: boolean;
  topic: string;
};

function readPlanRequest(question: string): PlanRequest | null {
  const text = question.toLowerCase();
  const minutes = minutesIn(text);
  const blocks = sessionsIn(text);
  // '6 week pre-season fitness plan' asks for a block without naming sessions.
  const asks =
    (SESSION_WORDS.test(text) && (PLAN_WORDS.test(text) || minutes !== null || blocks !== null)) ||
    (blocks !== null && BLOCK_WORDS.test(text) && (FITNESS_WORDS.test(text) || kindOf(text, false) !== 'team')) ||
    (minutes !== null && WHAT_TO_DO.test(text));
  if (!asks || NOT_A_PLAN.test(text) || /^\s*(?:why|when|is|are|does|do)\b/.test(text)) return null;
  const counted = (noun: string) => {
    const m = new RegExp(String.raw`\b(\d{1,3})\s+(?:${noun})\b`).exec(text);
    return m ? Number(m[1]) : null;
  };
  return {
    minutes: minutes ?? DEFAULT_MINUTES,
    given: minutes !== null,
    sessions: Math.min(MAX_SESSIONS, blocks?.count ?? 1),
    unit: blocks?.unit ?? 'Session',
    age: ageIn(text),
    players: counted(
      String.raw`kids|children|players|athletes|swimmers|runners|girls|boys|juniors|people|u\d{1,2}s|under[- ]\d{1,2}s|\d{1,2}[- ]year[- ]olds`,
    ),
    balls: counted('balls|footballs|basketballs|rackets'),
    coaches: counted('coaches|adults|helpers|parents helping'),
    noEquipment: /\bno (?:equipment|balls?|kit)\b|\bwithout (?:any )?(?:equipment|balls?)\b/.test(text),
    fitness: FITNESS_WORDS.test(text),
    topic: topicIn(text),
  };
}

function minutesIn(text: string): number | null {
  const minutes = /\b(\d{2,3})\s*-?\s*(?:min(?:ute)?s?)\b/.exec(text);
  if (minutes) return Number(minutes[1]);
  if (/\b(?:(?:an?|one)\s+)?hour and a half\b|\b1\.5\s*(?:hours?|hrs?|h)\b/.test(text)) return 90;
  const hours = new RegExp(String.raw`\b${COUNT}(?:\.(\d))?\s*-?\s*(?:hours?|hrs?|h)\b`).exec(text);
  if (hours?.[1]) return Math.round((toNumber(hours[1]) + Number(`0.${hours[2] ?? 0}`)) * 60);
  return null;
}

function sessionsIn(text: string): { count: number; unit: 'Session' | 'Week' } | null {
  const perWeek = new RegExp(
    String.raw`\b(?:(twice)|${COUNT}\s+(?:times|sessions|practices|trainings)|(\d)x)\s+(?:a|per|each)\s+week\b`,
  ).exec(text);
  const weekly = perWeek ? (perWeek[1] ? 2 : toNumber(perWeek[2] ?? perWeek[3] ?? '1')) : 1;
  // 'a week' in '3 sessions a week for 4 weeks' is not the block's length.
  const weeks = [...text.matchAll(new RegExp(String.raw`\b${COUNT}[- ]weeks?\b`, 'g'))].find(
    (m) => toNumber(m[1] ?? '') > 1,
  );
  if (weeks?.[1]) {
    const count = toNumber(weeks[1]) * weekly;
    return { count, unit: weekly === 1 ? 'Week' : 'Session' };
  }
  const sessions = new RegExp(String.raw`\b${COUNT}\s+(?:\w+\s+)?(?:sessions|practices|trainings|lessons)\b`).exec(
    text,
  );
  if (sessions?.[1] && toNumber(sessions[1]) > 1) return { count: toNumber(sessions[1]), unit: 'Session' };
  return null;
}

function ageIn(text: string): number | null {
  const under = /\b(?:u|under)[- ]?(\d{1,2})s?\b/.exec(text);
  if (under) return Number(under[1]) - 1;
  const years = /\b(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?[- ]?(?:year|yr)s?[- ]?olds?\b/.exec(text);
  if (years) return Number(years[2] ?? years[1]);
  // School classes: UK 'year 5 and 6' are 9-11 year olds, US '5th grade' 10-11.
  const school = /\byears?\s*(\d{1,2})(?:\s*(?:-|–|to|and|&|\/)\s*(\d{1,2}))?\b/.exec(text);
  const schoolYear = Number(school?.[2] ?? school?.[1]);
  if (schoolYear >= 1 && schoolYear <= 13) return schoolYear + 5;
  const grade = /\b(\d{1,2})(?:st|nd|rd|th)[- ]grade|\bgrade\s*(\d{1,2})\b/.exec(text);
  if (grade) return Number(grade[1] ?? grade[2]) + 6;
  if (/\b(?:teen(?:ager)?s?|secondary school|high school)\b/.test(text)) return 15;
  if (/\b(?:vets|veterans|masters|over[- ]?(?:35|40|50)s?)\b/.test(text)) return 45;
  if (/\b(?:adults?|men'?s|women'?s|senior team|seniors)\b/.test(text)) return 25;
  if (/\b(?:kids|children|juniors)\b/.test(text)) return 10;
  return null;
}

const NOT_TOPIC =
  /^(?:(?:my|our|the|a|an)\s+)?(?:\d+|u\d+s?|under|kids|children|players|team|squad|group|beginners?|session|sessions|practice|training|football|soccer|basketball|netball|rugby|hockey|tennis|cricket|volleyball|swimming|running|\d+ (?:mins?|minutes?|hours?|weeks?))\b/;

function topicIn(text: string): string {
  const found = text.matchAll(
    /\b(?:on|around|about|focus(?:ing|ed)? on|working on|to improve|improving|to work on)\s+([a-z][a-z' -]{2,40}?)(?=\s+(?:for|with|in|at|and|that|so)\b|[?.!,;]|$)/g,
  );
  for (const m of found) {
    const topic = (m[1] ?? '').trim();
    if (topic && !NOT_TOPIC.test(topic)) return topic;
  }
  return '';
}

function ageNotes(age: number | null, ball: boolean): string {
  if (age === null) return '';
  if (age <= 8)
    return `For under-8s: activities of 5-10 minutes, games rather than drills, ${ball ? 'a ball each where you can, ' : ''}explanations under 30 seconds, no laps or queues.`;
  if (age <= 12)
    return `For 9-12 year olds: the best age for learning skills, so plenty of touches${ball ? ' (a ball between one or two)' : ''}, short explanations, and games that reward the skill.`;
  if (age <= 18)
    return `For teenagers: watch for growth-spurt pain (knees, heels) and adapt running load; keep strength work bodyweight and supervised; give players some ownership of the session.`;
  if (age >= 35)
    return `For older players: a longer, gradual warm-up, more recovery between intense efforts, and fewer sprints and jumps than with younger adults.`;
  return `For adults: higher intensity is fine; keep rest long enough that the quality of the skill stays high.`;
}

function equipmentNotes(request: PlanRequest): string {
  const notes: string[] = [];
  const { players, balls, coaches, noEquipment } = request;
  if (players && coaches && coaches > 1) {
    const groups = Math.ceil(players / coaches);
    notes.push(
      `${players} players and ${coaches} coaches: split into ${coaches} groups of about ${groups} and run the main part as stations, rotating every block.`,
    );
  }
  if (players && balls) {
    const per = Math.ceil(players / balls);
    notes.push(
      per <= 1
        ? `${balls} balls for ${players} players: a ball each in the warm-up and skill practice.`
        : `${balls} balls for ${players} players: work ${per === 2 ? 'in pairs, a ball between two' : `in groups of ${per}, one ball per group`}, and keep those not on the ball moving (receiving, defending, counting).`,
    );
  }
  if (noEquipment)
    notes.push(
      'No equipment: use tag, chase and movement games, bodyweight conditioning and shadow play; clothing or lines mark the areas.',
    );
  return notes.join(' ');
}

/** Markdown: one timed plan, or one row per session for a block; null when the message does not ask for a plan. */
export function planSessions(question: string): string | null {
  const request = readPlanRequest(question);
  if (!request) return null;
  const { minutes, given, sessions, unit, age, topic } = request;
  const kind = kindOf(question.toLowerCase(), request.fitness);
  const ball = !request.noEquipment && (kind === 'team' || kind === 'fitness');
  const phases = sessionPhases(minutes, age, topic, kind, ball);
  const length = given
    ? `${minutes} minutes`
    : `${minutes} minutes (tell me your session length and I will re-time it)`;
  const parts: string[] = [];
  if (sessions === 1) {
    const rows = phases.map((phase) => `| ${phase.name} | ${phase.minutes} min | ${phase.what} |`);
    parts.push(
      `**Your session plan, ${length}:**\n\n| Phase | Time | What |\n|---|---|---|\n${rows.join('\n')}\n| **Total** | **${minutes} min** | |`,
    );
  } else {
    const heads = phases.map((phase) => phase.name);
    const rows = Array.from({ length: sessions }, (_, k) => {
      const stages = blockStages(kind, question);
      const stage = stages[Math.min(stages.length - 1, Math.floor((k * stages.length) / sessions))] ?? '';
      return `| ${unit} ${k + 1} | ${stage} | ${phases.map((phase) => `${phase.minutes}`).join(' | ')} |`;
    });
    parts.push(
      `**Your ${sessions}-session plan${topic ? ` on ${topic}` : ''}, ${length} each** (minutes per phase; each row adds up to ${minutes}):\n\n| ${unit} | Focus | ${heads.join(' | ')} |\n|---|---|${heads.map(() => '---|').join('')}\n${rows.join('\n')}`,
    );
  }
  const notes = [ageNotes(age, ball), equipmentNotes(request)].filter(Boolean).join(' ');
  if (notes) parts.push(notes);
  return parts.join('\n\n');
}
