import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { AppError } from '../lib/errors';

export function validate<T extends keyof ValidationTargets, S extends v.GenericSchema>(target: T, schema: S) {
  return vValidator(target, schema, (result) => {
    if (result.success) return;
    const { message, fields } = describeIssues(schema, result.issues);
    throw new AppError('validation', 422, message, fields);
  });
}

export const NOT_AN_OBJECT = 'The request body must be a JSON object.';

/** valibot's own texts ('Invalid key: Expected "name" but received undefined') are for developers. */
const BUILT_IN = /^Invalid \w+: (Expected .* but r|R)eceived /;

export function describeIssues(schema: v.GenericSchema, issues: readonly v.BaseIssue<unknown>[]) {
  // valibot's object() takes an array for an object and reports its keys missing.
  if (Array.isArray(issues[0]?.path?.[0]?.input)) return { message: NOT_AN_OBJECT, fields: {} };
  const fields: Record<string, string> = {};
  let root: string | undefined;
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (key === null) root ??= BUILT_IN.test(issue.message) ? NOT_AN_OBJECT : issue.message;
    else fields[key] ??= fieldMessage(schema, issue, key);
  }
  return { message: root ?? Object.values(fields)[0] ?? NOT_AN_OBJECT, fields };
}

function fieldMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>, key: string): string {
  if (!BUILT_IN.test(issue.message)) return issue.message;
  const names = key.split('.');
  const label = labelOf(names.at(-1) ?? key);
  const blank = issue.input == null || (typeof issue.input === 'string' && issue.input.trim() === '');
  if (!blank) return `${label} is not valid.`;
  // A missing field says what the form says for an empty one ('Name is required').
  const field = names.reduce<unknown>((s, k) => (s as { entries?: Record<string, unknown> })?.entries?.[k], schema);
  const empty = field ? v.safeParse(field as v.GenericSchema, '').issues?.[0]?.message : undefined;
  return empty && !BUILT_IN.test(empty) ? empty : `${label} is required`;
}

function labelOf(key: string) {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
