import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalendar } from '../../worker/lib/ical';
import { addDays, localDateTime, weekdayOf, zonedToUtc } from '../../worker/lib/zoned-time';

const utc = (iso: string) => Date.parse(iso);

describe('zonedToUtc', () => {
  it('keeps 17:00 at 17:00 across the daylight-saving change in London and New York', () => {
    expect(zonedToUtc('2026-03-28T17:00', 'Europe/London')).toBe(utc('2026-03-28T17:00:00Z'));
    expect(zonedToUtc('2026-03-29T17:00', 'Europe/London')).toBe(utc('2026-03-29T16:00:00Z'));
    expect(zonedToUtc('2026-10-24T17:00', 'Europe/London')).toBe(utc('2026-10-24T16:00:00Z'));
    expect(zonedToUtc('2026-10-25T17:00', 'Europe/London')).toBe(utc('2026-10-25T17:00:00Z'));
    expect(zonedToUtc('2026-03-07T17:00', 'America/New_York')).toBe(utc('2026-03-07T22:00:00Z'));
    expect(zonedToUtc('2026-03-08T17:00', 'America/New_York')).toBe(utc('2026-03-08T21:00:00Z'));
    expect(zonedToUtc('2026-11-01T17:00', 'America/New_York')).toBe(utc('2026-11-01T22:00:00Z'));
  });

  it('moves a time the clocks skip on by the gap, and reads a time they repeat as the first', () => {
    expect(zonedToUtc('2026-03-29T01:30', 'Europe/London')).toBe(utc('2026-03-29T01:30:00Z'));
    expect(localDateTime(utc('2026-03-29T01:30:00Z'), 'Europe/London')).toBe('2026-03-29T02:30');
    expect(zonedToUtc('2026-10-25T01:30', 'Europe/London')).toBe(utc('2026-10-25T00:30:00Z'));
    expect(zonedToUtc('2026-03-08T02:30', 'America/New_York')).toBe(utc('2026-03-08T07:30:00Z'));
    expect(zonedToUtc('2026-11-01T01:30', 'America/New_York')).toBe(utc('2026-11-01T05:30:00Z'));
  });

  it('handles zones with half hours and zones far east', () => {
    expect(zonedToUtc('2026-06-01T09:00', 'Asia/Kolkata')).toBe(utc('2026-06-01T03:30:00Z'));
    expect(zonedToUtc('2026-01-01T00:00', 'Pacific/Auckland')).toBe(utc('2025-12-31T11:00:00Z'));
    expect(localDateTime(utc('2025-12-31T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-01-01T00:00');
  });

  it('refuses what is not a date and time', () => {
    expect(() => zonedToUtc('2026-02-30T10:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedToUtc('2026-02-01 10:00', 'UTC')).toThrow(RangeError);
  });

  it('counts weekdays and days on the calendar, not in hours', () => {
    expect(weekdayOf('2026-11-25')).toBe(3);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('iCalendar text', () => {
  it('escapes commas, semicolons, backslashes and newlines', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds long ASCII lines at 75 octets, continuations at 74 after their space', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(20)}`;
    const parts = foldLine(line).split('\r\n');
    expect(parts.map((part) => part.length)).toEqual([75, 75, 64]);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const folded = foldLine(line);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((part, i) => (i === 0 ? part : part.slice(1)))
        .join(''),
    ).toBe(line);
  });

  it('reads back through an independent parser with the same text and times', () => {
    const title = `Week 2: passing, shooting; "finishing" \\ ${'long '.repeat(30)}`;
    const ics = icalendar([
      {
        id: 'e1',
        title,
        startUtc: utc('2026-03-29T16:00:00Z'),
        durationMinutes: 90,
        updatedAt: utc('2026-03-01T10:00:00Z'),
        description: 'Line one\nLine two, with commas; and semicolons',
        url: 'https://app.test/chat-editor/p1?session=1',
      },
    ]);
    expect(ics.endsWith('\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe('e1@adwise');
    expect(event.summary).toBe(title);
    expect(event.description).toBe('Line one\nLine two, with commas; and semicolons');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-03-29T16:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-03-29T17:30:00.000Z');
    expect(vevent?.getFirstPropertyValue('url')).toBe('https://app.test/chat-editor/p1?session=1');
    expect(vevent?.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-03-01T10:00:00Z');
  });
});
