import { terms } from './text.ts';

/**
 * Words naming a sport's parts, levels or codes in US or Irish wording ('inning', 'varsity', 'sliotar'), or a sport with
 * no article of its own and its parts ('judo', 'black belt', 'cyclists'): they say which game a coaching question is set
 * in, not what it asks, so they neither count for nor against its coverage.
 */
export const SPORT_JARGON = new Set(
  terms(
    `inning innings outfield outfielder outfielders infield infielder infielders shortstop pitcher pitchers catcher
catchers dugout bullpen teeball grounder grounders varsity jv freshman freshmen sophomore sophomores quarterback
linebacker linebackers touchdown touchdowns gridiron hurling hurler hurlers hurley camogie sliotar gaelic
gaa puckout puckouts kickout kickouts judo judoka judokas randori dojo black belt belts karate taekwondo cycling cyclist
cyclists ride rides rider riders bike bikes rowing rower rowers erg ergs futsal`,
  ),
);
