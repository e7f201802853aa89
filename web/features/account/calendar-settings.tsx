import { useId, useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import { CopyField } from '../../components/copy-field';
import { inputClass, secondaryButtonClass } from '../../components/styles';
import { showAlert } from '../../lib/alerts';
import { errorMessage } from '../../lib/api';
import { createFeed, FEED_KEY, readFeed, saveTimeZone } from '../../lib/calendar-api';
import { formatLongDate } from '../../lib/format-date';
import { useSession } from '../../lib/session';
import { useApi } from '../../lib/swr';
import { browserTimeZone, useTimeZone } from '../../lib/time-zone';
import { toastError, toastSuccess } from '../../lib/toasts';

export const FEED_FAILED = 'Could not create the link. Please try again.';
export const ZONE_FAILED = 'Could not save the time zone. Please try again.';
export const SUBSCRIBE_TEXT = 'Subscribe from Google Calendar, Apple Calendar or Outlook';

export const confirmResetFeed = {
  icon: 'warning',
  title: 'Reset the calendar link?',
  text: 'The old link stops working at once: calendars subscribed to it stop updating.',
  confirmButtonText: 'Reset link',
  showCancelButton: true,
  cancelButtonText: 'Cancel',
} as const;

export function CalendarSettings() {
  return (
    <>
      <TimeZoneSetting />
      <FeedSetting />
    </>
  );
}

function TimeZoneSetting() {
  const id = useId();
  const zone = useTimeZone();
  const updateUser = useSession((s) => s.updateUser);
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf('timeZone');
    return all.includes(zone) ? all : [zone, ...all];
  }, [zone]);
  const change = async (timeZone: string) => {
    try {
      updateUser(await saveTimeZone(timeZone));
      toastSuccess('Time zone saved');
    } catch (error) {
      toastError(errorMessage(error, ZONE_FAILED));
    }
  };
  return (
    <section className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-600 dark:text-slate-300">
        Time zone
      </label>
      <select id={id} value={zone} onChange={(e) => change(e.target.value)} className={`${inputClass} py-2 text-sm`}>
        {zones.map((name) => (
          <option key={name} value={name}>
            {name.replaceAll('_', ' ')}
            {name === browserTimeZone() ? ' (this device)' : ''}
          </option>
        ))}
      </select>
      <p className="text-xs text-slate-600 dark:text-slate-400">Calendar times are entered and shown in this zone.</p>
    </section>
  );
}

function FeedSetting() {
  const headingId = useId();
  const { mutate } = useSWRConfig();
  const { data: feed } = useApi(FEED_KEY, readFeed);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    if (feed?.exists && !(await showAlert(confirmResetFeed))) return;
    setBusy(true);
    try {
      setUrl((await createFeed(mutate)).url);
    } catch (error) {
      toastError(errorMessage(error, FEED_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-slate-600 dark:text-slate-300">
        Calendar feed
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {SUBSCRIBE_TEXT} with your private link. Anyone with it can see your events.
      </p>
      {url && <CopyField label="Your calendar link" value={url} testId="feed-url" />}
      {feed?.exists && !url && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Link created {formatLongDate(feed.createdAt)}. It is shown only once: reset it for a new one.
        </p>
      )}
      <button
        type="button"
        onClick={create}
        disabled={busy || !feed}
        className={`${secondaryButtonClass} self-start px-3 py-2 text-sm`}
      >
        {busy ? 'Creating...' : feed?.exists ? 'Reset link' : 'Create link'}
      </button>
    </section>
  );
}
