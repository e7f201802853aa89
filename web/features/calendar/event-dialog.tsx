import { Download, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '../../app/paths';
import { capitalize } from '../../components/calendar/event-fields';
import { formatEventWhen, reminderLabel } from '../../components/calendar/event-format';
import { Modal } from '../../components/modal';
import { linkClass, secondaryButtonClass } from '../../components/styles';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { api, call, errorMessage } from '../../lib/api';
import { type CalendarClass, type CalendarEvent, deleteEvent, eventIcsPath } from '../../lib/calendar-api';
import { downloadFile } from '../../lib/download';
import { planKey } from '../../lib/plan-keys';
import { useApi } from '../../lib/swr';
import { toastError, toastSuccess } from '../../lib/toasts';
import { classColour } from './class-colour';
import { DeleteChoice } from './delete-choice';
import { RescheduleForm } from './reschedule-form';

export const DOWNLOAD_FAILED = 'Could not download the event. Please try again.';
export const DELETE_EVENT_FAILED = 'Could not delete the event. Please try again.';

type EventDialogProps = {
  event: CalendarEvent;
  classes: CalendarClass[] | undefined;
  timeZone: string;
  onClose: () => void;
};

export function EventDialog({ event, classes, timeZone, onClose }: EventDialogProps) {
  const words = useSavedWorkWords();
  const { mutate } = useSWRConfig();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const { data: plan } = useApi(event.planId ? planKey(event.planId) : null, async () =>
    event.planId ? (await call(api.api.plans[':planId'].$get({ param: { planId: event.planId } }))).plan : undefined,
  );
  const group = classes?.find((c) => c._id === event.classId);

  const download = async () => {
    try {
      await downloadFile(eventIcsPath(event._id), 'event.ics');
    } catch (error) {
      toastError(errorMessage(error, DOWNLOAD_FAILED));
    }
  };
  const remove = async (wholeSeries: boolean) => {
    try {
      toastSuccess(await deleteEvent(mutate, event._id, wholeSeries));
      onClose();
    } catch (error) {
      toastError(errorMessage(error, DELETE_EVENT_FAILED));
    }
  };

  if (mode === 'edit')
    return (
      <Modal title="Edit event" onClose={onClose}>
        <RescheduleForm event={event} classes={classes} onDone={onClose} onCancel={() => setMode('view')} />
      </Modal>
    );

  return (
    <Modal title={event.title} onClose={onClose}>
      <div className="flex flex-col gap-4" data-testid="event-details">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">When</dt>
          <dd>
            {formatEventWhen(event, timeZone)}
            <span className="block text-xs text-slate-600 dark:text-slate-400">{timeZone.replaceAll('_', ' ')}</span>
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{capitalize(words.group)}</dt>
          <dd>
            {group ? (
              <Link to={paths.calendarClass(group._id)} className="inline-flex items-center gap-1.5 hover:underline">
                <span aria-hidden className={`size-3 rounded-full border-4 ${classColour(group._id)}`} />
                {group.name}
              </Link>
            ) : (
              'None'
            )}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">Reminder</dt>
          <dd>{reminderLabel(event.reminderMinutes)}</dd>
          {event.planId && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">{capitalize(words.plan)}</dt>
              <dd className="flex flex-col gap-1">
                <Link to={planLink(event)} className={linkClass}>
                  {event.sessionIndex === null ? `Open the ${words.plan}` : `Open session ${event.sessionIndex + 1}`}
                </Link>
                {plan?.chatId && (
                  <Link to={paths.chatById(plan.chatId)} className={linkClass}>
                    From the chat '{plan.chatName ?? 'Untitled'}'
                  </Link>
                )}
              </dd>
            </>
          )}
        </dl>
        {mode === 'delete' ? (
          <DeleteChoice inSeries={event.seriesId !== null} onDelete={remove} onCancel={() => setMode('view')} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={download} className={`${secondaryButtonClass} px-3 py-2 text-sm`}>
              <Download aria-hidden className="size-4" />
              Download .ics
            </button>
            <button
              type="button"
              onClick={() => setMode('edit')}
              className={`${secondaryButtonClass} px-3 py-2 text-sm`}
            >
              <Pencil aria-hidden className="size-4" />
              Edit
            </button>
            <button
              type="button"
              onClick={() => setMode('delete')}
              className={`${secondaryButtonClass} px-3 py-2 text-sm text-red-700 dark:text-red-400`}
            >
              <Trash2 aria-hidden className="size-4" />
              Delete
            </button>
          </div>
        )}
      </div>
    </Modal>
  );
}

/** A series event opens its own session of the plan. */
const planLink = (event: CalendarEvent) =>
  `${paths.chatEditorPlan(event.planId as string)}${event.sessionIndex === null ? '' : `?session=${event.sessionIndex}`}`;
