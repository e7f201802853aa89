/** How a word is meant where it stands: an amount, an idiom or a role rather than its literal topic. */

/** 'A bunch of 8 year olds', 'loads of chances': how many, not what about (not bunching, not training load). */
const AMOUNT_WORDS = new Set('bunch load loads ton tons heap heaps pile piles stack stacks'.split(' '));
export const isAmount = (raw: string[], i: number) =>
  AMOUNT_WORDS.has(raw[i] as string) && raw[i + 1] === 'of' && (raw[i - 1] === 'a' || (raw[i] as string).endsWith('s'));

/**
 * Words said figuratively are not their literal topic: 'knocking him' is criticising, 'the head coach' a role, 'heads
 * have gone' lost belief (morale), 'bumping into people' or 'bump him up a year' no volleyball pass. A head injury is a
 * knock to the head: 'knocked his head', 'knocked him out' stay literal.
 */
const KNOCK = /^knock(?:s|ed|ing)?$/;
const KNOCKED_WHOM = /^(?:him|her|them|me|us|you|my|his|their|our|your|its)$/;
// Knocking a player is knocking their confidence.
const KNOCKED_PERSON = /^(?:him|her|them|me|us|you)$/;
const KNOCKED_LITERALLY = /^(?:out|over|down|flat|cold|unconscious|senseless|head|heads|face|nose|teeth|jaw|eye)$/;
const HEAD_ROLE = /^(?:coach|coaches|coaching|of|teacher|teachers|start|office|ref|referee|groundsman)$/;
const SPIRIT_FILLER =
  /^(?:have|has|had|are|were|is|all|just|completely|totally|really|already|kind|sort|started|start)$/;
const SPIRIT_LOST = /^(?:gone|go|goes|going|went|drop|drops|dropped|dropping|down|sank|sink|sinking|sunk)$/;
const BUMP = /^bump(?:s|ed|ing)?$/;
// 'Lost a lot of weight', 'weight loss': the body's weight, not lifting weights ('put weight on the front foot' is neither).
const WEIGHT_CHANGED = /^(?:lose|loses|losing|lost|gain|gains|gained|gaining)$/;
const WEIGHT_CHANGE = /^(?:loss|gain|gains|issues?|problems?|concerns?)$/;
// 'The school gym', 'sports hall': where they train, not a weights room.
const VENUE = /^(?:school|schools|sports|church|community|leisure|village|pe|primary)$/;
// 'Lost it in the last minute': a moment of the match, not how long a practice lasts.
const ICE_RINK = /^(?:hockey|rink|rinks|time|skating|skaters?)$/;
const ICE_ITSELF = /^(?:bath|baths|pack|packs|cubes?|on|wrapped)$/;
const GROUND = /^(?:grass|ground|floor|deck|turf)$/;
const MOMENT = /^(?:last|final|dying|closing)$/;
// 'As her dad', 'NZ mum here', '2 parent helpers': who is asking or helping, not a question about parents.
const PARENT = /^(?:parent|parents|dad|dads|mum|mums|mom|moms|father|mother)$/;
const HELPING = /^(?:helper|helpers|volunteer|volunteers|here)$/;
const AS_WHO = /^(?:a|her|his|their|the|one|just)$/;

export type Reading = 'literal' | 'figurative' | 'morale' | 'deflating' | 'raised';
export function reading(raw: string[], i: number): Reading {
  const word = raw[i] as string;
  const next = raw[i + 1] ?? '';
  if (KNOCK.test(word) && KNOCKED_WHOM.test(next) && !KNOCKED_LITERALLY.test(raw[i + 2] ?? ''))
    return KNOCKED_PERSON.test(next) ? 'deflating' : 'figurative';
  if (word === 'head' && HEAD_ROLE.test(next)) return 'figurative';
  if (word === 'head' || word === 'heads') {
    let at = i + 1;
    while (at < i + 4 && SPIRIT_FILLER.test(raw[at] ?? '')) at++;
    if (SPIRIT_LOST.test(raw[at] ?? '') && raw[at] !== 'down') return 'morale';
  }
  if (BUMP.test(word) && next === 'into') return 'figurative';
  if (BUMP.test(word) && raw.slice(i + 1, i + 4).includes('up')) return 'raised';
  // In the ads pack these are the business's own words (a weight-loss clinic, a community gym): 'raised' keeps them there.
  if (coachesApart(raw, i)) return 'raised';
  return 'literal';
}

/** Said to a coach, these leave their literal topic: body weight, a venue, a moment of a match or an idiom, a helper who asks. */
function coachesApart(raw: string[], i: number): boolean {
  const word = raw[i] as string;
  const next = raw[i + 1] ?? '';
  const before = raw[i - 1] ?? '';
  if (word === 'weight')
    return WEIGHT_CHANGE.test(next) || raw.slice(Math.max(0, i - 4), i).some((w) => WEIGHT_CHANGED.test(w));
  if (word === 'loss') return before === 'weight';
  if (word === 'gym') return VENUE.test(before);
  if (/^minutes?$/.test(word)) return MOMENT.test(before);
  // 'What goes in a session, start to finish?': the whole of it, not finishing (shooting) nor the session's end.
  if (word === 'finish') return before === 'to' && raw[i - 2] === 'start';
  // 'Standing on the ice', 'no ice all summer', 'ice time': an ice hockey rink, not cold, an ice bath or an ice pack.
  if (word === 'ice') return ICE_RINK.test(next) || (/^(?:the|no)$/.test(before) && !ICE_ITSELF.test(next));
  // Passes that 'dribble along the grass' or 'dribble short' roll too softly: the pass's weight, not dribbling.
  if (/^dribbl(?:e|es|ed|ing)$/.test(word))
    return next === 'short' || (next === 'along' && GROUND.test(raw[i + 3] ?? ''));
  return PARENT.test(word) && (HELPING.test(next) || (raw[i - 2] === 'as' && AS_WHO.test(before)));
}
