import { useEffect } from 'react';
import { saveTimeZone } from './calendar-api';
import { useSession } from './session';

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant's wall clock on `timeZone`: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function zonedParts(instant: string | number | Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${pad(Number(part('hour')) % 24)}:${part('minute')}`,
  };
}

let saving: Promise<unknown> | null = null;

/**
 * The zone the user's times are entered and shown in: the profile's, else the browser's. A profile
 * known to have none (null) takes the browser's on first use.
 */
export function useTimeZone(): string {
  const stored = useSession((s) => s.user?.timeZone);
  const updateUser = useSession((s) => s.updateUser);
  useEffect(() => {
    if (stored !== null || saving) return;
    saving = saveTimeZone(browserTimeZone())
      .then((user) => updateUser(user))
      .catch(() => undefined)
      .finally(() => {
        saving = null;
      });
  }, [stored, updateUser]);
  return stored ?? browserTimeZone();
}
