import type { Money } from '../../worker/contract/subscription';

/** The reader's own locale and zone unless a caller (a test) fixes them. */
export type Where = { locale?: string; timeZone?: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const userLocale = (where: Where) => where.locale ?? (typeof navigator === 'undefined' ? 'en-US' : navigator.language);

/** '$22.22' in en-US, '22,22 $' in de-DE. */
export function formatMoney(money: Money, where: Where = {}): string {
  return new Intl.NumberFormat(userLocale(where), { style: 'currency', currency: money.currency }).format(
    money.amountCents / 100,
  );
}

/** '27 Nov 2026' (en-GB) or 'Nov 27, 2026' (en-US); without the year, '3 Dec'. */
export function formatDay(iso: string, where: Where = {}, withYear = true): string {
  return new Intl.DateTimeFormat(userLocale(where), {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: where.timeZone,
  }).format(new Date(iso));
}

/** '$22.22 a month' / '$222.22 a year'. */
export const formatPrice = (money: Money, interval: string | null, where: Where = {}) =>
  interval ? `${formatMoney(money, where)} a ${interval}` : formatMoney(money, where);

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** Whole days while a day or more is left, then hours, then 'less than an hour left'. */
export function timeLeft(untilIso: string, now = Date.now()): string {
  const left = Date.parse(untilIso) - now;
  if (left >= DAY_MS) return `${plural(Math.floor(left / DAY_MS), 'day')} left`;
  if (left >= HOUR_MS) return `${plural(Math.floor(left / HOUR_MS), 'hour')} left`;
  return 'less than an hour left';
}
