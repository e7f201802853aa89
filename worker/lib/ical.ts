import { APP_NAME } from './brand';

/** What one VEVENT says; times are instants (written in UTC, which RFC 5545 allows everywhere). */
export type IcalEvent = {
  id: string;
  title: string;
  startUtc: number;
  durationMinutes: number;
  updatedAt: number;
  description: string;
  url: string;
};

/** 20260325T170000Z */
const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 3.3.11: backslash, semicolon, comma and newline are escaped in TEXT values. */
export const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (PRINTABLE_ASCII.test(line)) {
    if (line.length <= 75) return line;
    const parts = [line.slice(0, 75)];
    for (let at = 75; at < line.length; at += 74) parts.push(line.slice(at, at + 74));
    return parts.join('\r\n ');
  }
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = octetsOf(char.codePointAt(0) ?? 0);
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function vevent(event: IcalEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@adwise`,
    `DTSTAMP:${utcStamp(event.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
    `DTSTART:${utcStamp(event.startUtc)}`,
    `DTEND:${utcStamp(event.startUtc + event.durationMinutes * 60_000)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `URL:${event.url}`,
    'END:VEVENT',
  ];
}

export function icalendar(events: readonly IcalEvent[], name = APP_NAME): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${APP_NAME}//Calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap(vevent),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
