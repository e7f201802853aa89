import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '../../app/paths';
import { capitalize } from '../../components/calendar/event-fields';
import { linkClass } from '../../components/styles';
import { type SavedWorkWords, useSavedWorkWords } from '../../content/saved-work-words';
import { showAlert } from '../../lib/alerts';
import { errorMessage } from '../../lib/api';
import {
  type CalendarClass,
  CLASSES_KEY,
  createClass,
  deleteClass,
  readClasses,
  renameClass,
} from '../../lib/calendar-api';
import { useApi } from '../../lib/swr';
import { toastError, toastSuccess } from '../../lib/toasts';
import { classColour } from './class-colour';
import { ClassForm } from './class-form';

export const DELETE_CLASS_FAILED = 'Could not delete it. Please try again.';

export const confirmDeleteClass = (name: string, words: SavedWorkWords) =>
  ({
    icon: 'warning',
    title: `Delete the ${words.group} '${name}'?`,
    text: `Its ${words.plans} and events stay on your calendar, unassigned.`,
    confirmButtonText: 'Delete',
    showCancelButton: true,
    cancelButtonText: 'Cancel',
  }) as const;

/** /calendar/classes: a coach's classes or an advertiser's clients: create, rename, delete. */
export function ClassesPage() {
  const words = useSavedWorkWords();
  const { mutate } = useSWRConfig();
  const { data: classes, error } = useApi(CLASSES_KEY, readClasses);
  const [renaming, setRenaming] = useState<string | null>(null);

  const remove = async (group: CalendarClass) => {
    if (!(await showAlert(confirmDeleteClass(group.name, words)))) return;
    try {
      toastSuccess(await deleteClass(mutate, group._id));
    } catch (e) {
      toastError(errorMessage(e, DELETE_CLASS_FAILED));
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 p-4 sm:p-6">
      <Link to={paths.calendar} className={`${linkClass} inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden className="size-4" />
        Calendar
      </Link>
      <h1 className="text-2xl font-semibold">{capitalize(words.groups)}</h1>
      <section aria-labelledby="new-class" className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <h2 id="new-class" className="mb-3 font-semibold">
          New {words.group}
        </h2>
        <ClassForm submitLabel={`Add ${words.group}`} onSubmit={(fields) => createClass(mutate, fields)} />
      </section>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load your {words.groups}.
        </p>
      )}
      {classes?.length === 0 && (
        <p className="text-slate-600 dark:text-slate-300">
          No {words.groups} yet. Add one, then pick it when you pin a {words.plan} or from a {words.plan}'s editor.
        </p>
      )}
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800" data-testid="class-list">
        {classes?.map((group) => (
          <li key={group._id} className="py-3">
            {renaming === group._id ? (
              <ClassForm
                initial={{ name: group.name, ageGroup: group.ageGroup, sport: group.sport }}
                submitLabel="Save"
                onSubmit={async (fields) => {
                  await renameClass(mutate, group._id, fields);
                  setRenaming(null);
                }}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <span aria-hidden className={`size-3 shrink-0 rounded-full border-4 ${classColour(group._id)}`} />
                <div className="min-w-0 flex-1">
                  <Link to={paths.calendarClass(group._id)} className="font-medium hover:underline">
                    {group.name}
                  </Link>
                  <p className="text-xs text-slate-600 dark:text-slate-400">
                    {[group.ageGroup, group.sport, counted(group.planCount, words.plan, words.plans)]
                      .concat(counted(group.upcomingCount, 'upcoming event', 'upcoming events'))
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => setRenaming(group._id)}
                  aria-label={`Rename ${group.name}`}
                  className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
                >
                  <Pencil aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => remove(group)}
                  aria-label={`Delete ${group.name}`}
                  className="rounded-md p-2 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
