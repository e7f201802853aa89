const RPE =
  /\b(?:rpe|rated(?: it| the session)?(?: (?:an?|at))?|rating(?: of)?|effort(?: of)?)\s*(?:of\s*)?(\d{1,2}(?:\.\d)?)(?:\s*(?:\/|out of)\s*10)?\b/i;
const MINUTES = /\b(\d{1,3})\s*-?\s*(?:min(?:ute)?s?)\b/i;
const HOURS = /\b(\d(?:\.\d+)?)\s*(?:hours?|hrs?|h)\b/i;

/** Session load = RPE × minutes, worked out when a coach gives both; null otherwise. */
export function sessionLoad(question: string): string | null {
  const rpe = Number(RPE.exec(question)?.[1]);
  const minutes = Number(MINUTES.exec(question)?.[1] ?? Number(HOURS.exec(question)?.[1]) * 60);
  if (!(rpe >= 1 && rpe <= 10) || !(minutes > 0)) return null;
  const load = Math.round(rpe * minutes * 10) / 10;
  return `**With your numbers:** session load = RPE × minutes = ${rpe} × ${minutes} = **${load} AU** (arbitrary units). Add up the week's sessions and compare week with week: avoid sudden large jumps.`;
}
