import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney, formatPrice, timeLeft } from '../../web/lib/billing-format';

const usd = (amountCents: number) => ({ amountCents, currency: 'usd' });

describe('billing amounts and dates through Intl', () => {
  it("formats money in the reader's locale", () => {
    expect(formatMoney(usd(2222), { locale: 'en-US' })).toBe('$22.22');
    expect(formatMoney(usd(22222), { locale: 'de-DE' })).toBe('222,22\u00a0$');
    expect(formatPrice(usd(2222), 'month', { locale: 'en-US' })).toBe('$22.22 a month');
  });

  it("formats a day in the reader's locale and zone, so a late-evening UTC time is the next day in Auckland", () => {
    const iso = '2026-11-27T23:30:00.000Z';
    expect(formatDay(iso, { locale: 'en-GB', timeZone: 'UTC' })).toBe('27 Nov 2026');
    expect(formatDay(iso, { locale: 'en-GB', timeZone: 'Pacific/Auckland' })).toBe('28 Nov 2026');
    expect(formatDay(iso, { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 27, 2026');
    expect(formatDay(iso, { locale: 'en-GB', timeZone: 'America/Los_Angeles' }, false)).toBe('27 Nov');
  });

  it('counts down in whole days, then hours, then less than an hour', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(timeLeft('2026-11-27T12:00:00.000Z', now)).toBe('2 days left');
    expect(timeLeft('2026-11-26T10:00:00.000Z', now)).toBe('1 day left');
    expect(timeLeft('2026-11-25T15:30:00.000Z', now)).toBe('5 hours left');
    expect(timeLeft('2026-11-25T11:00:00.000Z', now)).toBe('1 hour left');
    expect(timeLeft('2026-11-25T10:59:00.000Z', now)).toBe('less than an hour left');
  });
});
