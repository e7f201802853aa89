import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import * as v from 'valibot';
import { newPlanSchema } from '../../../worker/contract/saved-work';
import { ApiError, errorMessage } from '../../lib/api';
import { planKey } from '../../lib/plan-keys';
import { clearDraft, readDraft, saveDraft } from './plan-draft';
import { type PlanFields, readPlan, type SavedPlan, updatePlan } from './plans-api';

export const AUTOSAVE_MS = 800;
const FIRST_RETRY_MS = 2000;
const LAST_RETRY_MS = 30_000;
export const SAVE_FAILED = 'Could not save your changes. They are kept here; try again in a moment.';

export type SaveStatus = 'saved' | 'saving' | 'offline' | 'conflict' | 'invalid' | 'error';

const same = (a: PlanFields, b: PlanFields) => a.title === b.title && a.body === b.body;
const fieldsOf = (plan: SavedPlan): PlanFields => ({ title: plan.title, body: plan.body });

/** What the editor opens with: the tab's unsaved draft if there is one, else the stored plan. */
function startFrom(plan: SavedPlan) {
  const draft = readDraft(plan._id);
  if (!draft) return { fields: fieldsOf(plan), version: plan.version, stale: false };
  const fields = { title: draft.title, body: draft.body };
  return { fields, version: draft.version, stale: draft.version !== plan.version };
}

/**
 * The plan's title and body as edited, saved AUTOSAVE_MS after the last change with the version the
 * edit started from. A 409 holds the edits and asks which version to keep; a lost connection retries.
 */
export function usePlanAutosave(plan: SavedPlan) {
  const { mutate } = useSWRConfig();
  const planId = plan._id;
  const [start] = useState(() => startFrom(plan));
  const [fields, setFieldsState] = useState(start.fields);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<SavedPlan | null>(null);

  const current = useRef(start.fields);
  const base = useRef(start.version);
  const saved = useRef(fieldsOf(plan));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void> | null>(null);
  const conflicted = useRef(false);
  const stopped = useRef(false);
  const unmounted = useRef(false);
  const retryMs = useRef(FIRST_RETRY_MS);

  const enterConflict = useCallback(async () => {
    conflicted.current = true;
    setStatus('conflict');
    try {
      setTheirs(await readPlan(planId));
    } catch (e) {
      setError(errorMessage(e, SAVE_FAILED));
    }
  }, [planId]);

  const saveNow = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) {
      await running.current;
      return saveNow();
    }
    const sent = current.current;
    if (conflicted.current || stopped.current) return;
    if (same(sent, saved.current)) {
      clearDraft(planId);
      setStatus('saved');
      return;
    }
    // Title and body as the PUT's schema checks them (the version is ours, not the user's to get wrong).
    if (!v.safeParse(newPlanSchema, sent).success) {
      setStatus('invalid');
      return;
    }
    setStatus('saving');
    const run = (async () => {
      try {
        const plan = await updatePlan(mutate, planId, { ...sent, version: base.current });
        base.current = plan.version;
        saved.current = sent;
        retryMs.current = FIRST_RETRY_MS;
        setError(null);
        if (same(current.current, sent)) {
          clearDraft(planId);
          setStatus('saved');
        } else {
          saveDraft(planId, { version: base.current, ...current.current });
          if (!unmounted.current) timer.current = setTimeout(saveNow, 0);
        }
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) return void enterConflict();
        if (e instanceof ApiError && e.code === 'network') {
          setStatus('offline');
          // Gone from the screen: the tab's draft keeps the edits for when the plan opens again.
          if (unmounted.current) return;
          timer.current = setTimeout(saveNow, retryMs.current);
          retryMs.current = Math.min(retryMs.current * 2, LAST_RETRY_MS);
          return;
        }
        setStatus('error');
        setError(errorMessage(e, SAVE_FAILED));
      }
    })();
    running.current = run;
    await run;
    running.current = null;
  }, [mutate, planId, enterConflict]);

  const setFields = useCallback(
    (next: PlanFields) => {
      current.current = next;
      setFieldsState(next);
      saveDraft(planId, { version: base.current, ...next });
      if (conflicted.current) return;
      setStatus('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(saveNow, AUTOSAVE_MS);
    },
    [planId, saveNow],
  );

  /** Ends a conflict: their version replaces the edits, or the edits are saved over it. */
  const resolve = useCallback(
    (choice: 'theirs' | 'mine') => {
      if (!theirs) return;
      conflicted.current = false;
      setTheirs(null);
      setError(null);
      base.current = theirs.version;
      saved.current = fieldsOf(theirs);
      if (choice === 'theirs') {
        current.current = fieldsOf(theirs);
        setFieldsState(current.current);
        clearDraft(planId);
        setStatus('saved');
        void mutate(planKey(planId), theirs, { revalidate: false });
        return;
      }
      saveDraft(planId, { version: base.current, ...current.current });
      void saveNow();
    },
    [theirs, planId, mutate, saveNow],
  );

  // A draft found on opening: over the stored version it is saved; over an older one, the user chooses.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    if (start.stale) void enterConflict();
    else if (!same(start.fields, saved.current)) void saveNow();
  }, []);

  useEffect(() => {
    const retry = () => status === 'offline' && void saveNow();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [status, saveNow]);

  // Read at the moment the tab closes, not from the last render: an edit typed a moment ago counts.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (same(current.current, saved.current)) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // Leaving the editor with a save pending sends it now rather than dropping it.
  useEffect(
    () => () => {
      unmounted.current = true;
      if (timer.current === undefined) return;
      clearTimeout(timer.current);
      if (!conflicted.current && !same(current.current, saved.current)) void saveNow();
    },
    [saveNow],
  );

  /** Holds the saves while the plan is being deleted; the function returned takes them up again if that fails. */
  const pause = useCallback(() => {
    stopped.current = true;
    clearTimeout(timer.current);
    return () => {
      stopped.current = false;
      void saveNow();
    };
  }, [saveNow]);

  return { fields, setFields, status, error, theirs, resolve, saveNow, pause };
}
