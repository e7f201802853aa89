import { ArrowLeft, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { formatEventWhen } from '../../components/calendar/event-format';
import { linkClass } from '../../components/styles';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { errorMessage } from '../../lib/api';
import { CLASSES_KEY, classKey, readClass, readClasses } from '../../lib/calendar-api';
import { useApi } from '../../lib/swr';
import { useTimeZone } from '../../lib/time-zone';
import { classColour } from './class-colour';
import { EventDialog } from './event-dialog';

/** /calendar/classes/:classId: one class's (or client's) plans and upcoming events. */
export function ClassPage() {
  const classId = useParams().classId ?? '';
  const words = useSavedWorkWords();
  const timeZone = useTimeZone();
  const { data, error } = useApi(classKey(classId), () => readClass(classId));
  const { data: classes } = useApi(CLASSES_KEY, readClasses);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = data?.upcomingEvents.find((e) => e._id === openId);

  if (error)
    return (
      <p role="alert" className="p-6 text-red-600 dark:text-red-400">
        {errorMessage(error, `Could not load the ${words.group}.`)}
      </p>
    );
  if (!data)
    return (
      <div className="flex justify-center p-10" role="status" aria-label="Loading">
        <Loader2 aria-hidden className="size-6 animate-spin text-slate-400" />
      </div>
    );
  const { class: group, plans, upcomingEvents } = data;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <Link to={paths.calendarClasses} className={`${linkClass} inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden className="size-4" />
        All {words.groups}
      </Link>
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-semibold">
          <span aria-hidden className={`size-3.5 rounded-full border-4 ${classColour(group._id)}`} />
          {group.name}
        </h1>
        {(group.ageGroup || group.sport) && (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {[group.ageGroup, group.sport].filter(Boolean).join(' · ')}
          </p>
        )}
      </div>
      <section aria-labelledby="class-plans" className="flex flex-col gap-2">
        <h2 id="class-plans" className="font-semibold">
          {words.plans.charAt(0).toUpperCase() + words.plans.slice(1)}
        </h2>
        {plans.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            None yet. In a {words.plan}'s editor, pick this {words.group} to add it here.
          </p>
        ) : (
          <ul className="flex flex-col gap-1">
            {plans.map((plan) => (
              <li key={plan._id}>
                <Link to={paths.chatEditorPlan(plan._id)} className={linkClass}>
                  {plan.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="class-events" className="flex flex-col gap-2">
        <h2 id="class-events" className="font-semibold">
          Upcoming events
        </h2>
        {upcomingEvents.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Nothing upcoming. Pin a {words.plan} to the calendar for this {words.group}.
          </p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {upcomingEvents.map((event) => (
              <li key={event._id}>
                <button
                  type="button"
                  onClick={() => setOpenId(event._id)}
                  className={`flex w-full flex-wrap gap-x-3 rounded-lg border-l-4 px-3 py-2 text-left text-sm ${classColour(group._id)}`}
                >
                  <span className="font-medium">{formatEventWhen(event, timeZone)}</span>
                  <span className="min-w-0 flex-1 truncate">{event.title}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {open && <EventDialog event={open} classes={classes} timeZone={timeZone} onClose={() => setOpenId(null)} />}
    </div>
  );
}
