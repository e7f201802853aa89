import * as v from 'valibot';
import { VERSION_MESSAGES as M } from './messages';

/** Versions a reply keeps: the one shown and the others, regenerated or from an edited question. */
export const MAX_REPLY_VERSIONS = 10;

export const replyVersionParam = v.object({ messageId: v.pipe(v.string(), v.maxLength(64)) });

export const showVersionSchema = v.object({
  version: v.pipe(
    v.number(M.badVersion),
    v.integer(M.badVersion),
    v.minValue(1, M.badVersion),
    v.maxValue(10_000, M.badVersion),
  ),
});
