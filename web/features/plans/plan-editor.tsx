import { MessageSquare } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { MAX_PLAN_BODY_CHARS, newPlanSchema } from '../../../worker/contract/saved-work';
import { paths } from '../../app/paths';
import { describedBy, FieldError } from '../../components/field-error';
import { useSavedWorkWords } from '../../content/saved-work-words';
import { BodyEditor } from './body-editor';
import { ConflictNotice } from './conflict-notice';
import { PlanActions } from './plan-actions';
import { PlanPreview } from './plan-preview';
import type { PlanFields, SavedPlan } from './plans-api';
import { SaveStatusLine } from './save-status';
import { useEditHistory } from './use-edit-history';
import { usePlanAutosave } from './use-plan-autosave';

/** The shared schema's own messages for the fields as they stand (the same the Worker answers with). */
function fieldErrors(fields: PlanFields): { title?: string; body?: string } {
  const result = v.safeParse(newPlanSchema, fields);
  if (result.success) return {};
  const errors: { title?: string; body?: string } = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if ((key === 'title' || key === 'body') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

const modeClass = (active: boolean) =>
  `rounded-md px-3 py-1 text-sm font-medium ${active ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-700 dark:text-white' : 'text-slate-600 dark:text-slate-300'}`;

/** `?session=N` (a calendar event's link): the 0-based session of splitSessions to show. */
function sessionParam(value: string | null): number | undefined {
  return value !== null && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** A plan's title and markdown body, autosaved, with a live preview beside it (or a tab away on narrow screens). */
export function PlanEditor({ plan }: { plan: SavedPlan }) {
  const words = useSavedWorkWords();
  const session = sessionParam(useSearchParams()[0].get('session'));
  const { fields, setFields, status, error, theirs, resolve, saveNow, pause } = usePlanAutosave(plan);
  const history = useEditHistory();
  const [mode, setMode] = useState<'write' | 'preview'>(session === undefined ? 'write' : 'preview');
  const errors = useMemo(() => fieldErrors(fields), [fields]);
  const titleErrorId = useId();
  const bodyErrorId = useId();

  const chooseVersion = (choice: 'theirs' | 'mine') => {
    // Their version replaces the text as one undoable step, so the user's words stay one Ctrl+Z away.
    if (choice === 'theirs') history.record({ value: fields.body, start: 0, end: 0 }, 'action');
    resolve(choice);
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 p-4 sm:p-6 lg:h-full print:block print:h-auto print:max-w-none print:p-0">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2 print:hidden">
        <div className="min-w-0 flex-1 basis-72">
          <input
            value={fields.title}
            onChange={(event) => setFields({ ...fields, title: event.target.value })}
            aria-label="Title"
            {...describedBy(titleErrorId, errors.title)}
            className="w-full rounded-lg border border-transparent bg-transparent px-2 py-1 text-xl font-semibold hover:border-slate-300 focus:border-blue-500 aria-invalid:border-red-500 dark:hover:border-slate-700"
          />
          <div className="px-2">
            <FieldError id={titleErrorId} message={errors.title} />
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-2 pt-1">
            <SaveStatusLine status={status} />
            {plan.chatId && (
              <Link
                to={paths.chatById(plan.chatId)}
                className="inline-flex min-w-0 items-center gap-1.5 text-sm text-blue-600 hover:underline dark:text-blue-400"
              >
                <MessageSquare aria-hidden className="size-4 shrink-0" />
                <span className="truncate">From the chat {plan.chatName ? `'${plan.chatName}'` : ''}</span>
              </Link>
            )}
          </div>
        </div>
        <PlanActions
          planId={plan._id}
          title={fields.title}
          body={fields.body}
          classId={plan.classId}
          words={words}
          saveNow={saveNow}
          pause={pause}
        />
      </div>
      <h1 className="hidden text-2xl font-semibold print:mb-4 print:block">{fields.title}</h1>
      {status === 'conflict' && <ConflictNotice noun={words.plan} ready={theirs !== null} onChoose={chooseVersion} />}
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400 print:hidden">
          {error}
        </p>
      )}
      <div className="flex w-fit gap-1 rounded-lg bg-slate-100 p-1 lg:hidden dark:bg-slate-800 print:hidden">
        <button
          type="button"
          aria-pressed={mode === 'write'}
          onClick={() => setMode('write')}
          className={modeClass(mode === 'write')}
        >
          Write
        </button>
        <button
          type="button"
          aria-pressed={mode === 'preview'}
          onClick={() => setMode('preview')}
          className={modeClass(mode === 'preview')}
        >
          Preview
        </button>
      </div>
      <div className="grid gap-4 lg:min-h-0 lg:flex-1 lg:grid-cols-2 print:block">
        <div className={`${mode === 'preview' ? 'hidden' : 'flex'} min-h-0 flex-col gap-1 lg:flex print:hidden`}>
          <BodyEditor
            value={fields.body}
            onChange={(body) => setFields({ ...fields, body })}
            history={history}
            label={`The ${words.plan} in Markdown`}
            invalid={errors.body !== undefined}
            describedBy={errors.body ? bodyErrorId : undefined}
          />
          <div className="flex items-start justify-between gap-3 text-xs text-slate-500 dark:text-slate-400">
            <FieldError id={bodyErrorId} message={errors.body} />
            <span className="ml-auto tabular-nums">
              {fields.body.length.toLocaleString('en-US')} / {MAX_PLAN_BODY_CHARS.toLocaleString('en-US')}
            </span>
          </div>
        </div>
        <section
          aria-label="Preview"
          className={`${mode === 'write' ? 'hidden' : 'block'} min-h-0 overflow-y-auto rounded-lg border border-slate-200 p-4 lg:block dark:border-slate-800 print:block print:overflow-visible print:border-0 print:p-0`}
        >
          <PlanPreview
            body={fields.body}
            session={session}
            emptyText="Nothing to preview yet. Write in Markdown and it shows here."
          />
        </section>
      </div>
    </div>
  );
}
