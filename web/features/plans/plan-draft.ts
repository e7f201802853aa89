import { onUserChange } from '../../lib/session';

/**
 * Edits not yet saved, kept in this tab's sessionStorage so a reload loses no keystroke. Keyed by the
 * plan and the version the edit started from, so a draft over an older version is known for one.
 */
const PREFIX = 'plan-draft:';

export type PlanDraft = { version: number; title: string; body: string };

const keyOf = (planId: string, version: number) => `${PREFIX}${planId}:${version}`;

function draftKeys(planId?: string): string[] {
  const prefix = planId === undefined ? PREFIX : `${PREFIX}${planId}:`;
  return Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter(
    (key): key is string => key?.startsWith(prefix) ?? false,
  );
}

export function saveDraft(planId: string, draft: PlanDraft) {
  try {
    for (const key of draftKeys(planId)) if (key !== keyOf(planId, draft.version)) sessionStorage.removeItem(key);
    sessionStorage.setItem(keyOf(planId, draft.version), JSON.stringify({ title: draft.title, body: draft.body }));
  } catch {
    // Storage full or refused: the autosave still runs, only a reload mid-save could lose the latest keys.
  }
}

export function readDraft(planId: string): PlanDraft | null {
  const key = draftKeys(planId)[0];
  if (!key) return null;
  try {
    const { title, body } = JSON.parse(sessionStorage.getItem(key) ?? '') as { title: unknown; body: unknown };
    const version = Number(key.slice(key.lastIndexOf(':') + 1));
    if (typeof title !== 'string' || typeof body !== 'string' || !Number.isInteger(version)) return null;
    return { version, title, body };
  } catch {
    return null;
  }
}

export function clearDraft(planId: string) {
  for (const key of draftKeys(planId)) sessionStorage.removeItem(key);
}

// A user's unsaved words are not left in the tab for the next one.
onUserChange((user, previous) => {
  if (!user || previous) for (const key of draftKeys()) sessionStorage.removeItem(key);
});
