/** A heading that starts a session of a multi-session plan: 'Session 2', 'Week 3: ...', 'Day 4 - ...'. */
const SESSION_HEADING = /^ {0,3}#{1,6}[ \t]+(?:session|week|day)[ \t]+\d+\b/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The plan's markdown cut before each session heading but the first (outside code fences), so each
 * session starts a printed page and the first stays with what introduces it.
 */
export function splitSessions(markdown: string): string[] {
  const parts: string[] = [];
  let fence: string | null = null;
  let partStart = 0;
  let lineStart = 0;
  let sessions = 0;
  for (const line of markdown.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
    } else if (marker) {
      fence = marker;
    } else if (SESSION_HEADING.test(line) && sessions++ > 0) {
      parts.push(markdown.slice(partStart, lineStart));
      partStart = lineStart;
    }
    lineStart += line.length + 1;
  }
  parts.push(markdown.slice(partStart));
  return parts;
}
