import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import * as v from 'valibot';
import { AppError } from '../lib/errors';

/** Validates one part of the request; a failure answers 422 with every field's first message. */
export function validate<T extends keyof ValidationTargets, S extends v.GenericSchema>(target: T, schema: S) {
  return vValidator(target, schema, (result) => {
    if (result.success) return;
    const flat = v.flatten(result.issues);
    const fields = Object.fromEntries(
      Object.entries(flat.nested ?? {}).map(([field, messages]) => [field, messages?.[0] ?? 'Invalid value']),
    );
    const message = flat.root?.[0] ?? Object.values(fields)[0] ?? 'The request is not valid.';
    throw new AppError('validation', 422, message, fields);
  });
}
