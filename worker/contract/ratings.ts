import * as v from 'valibot';
import type { RATINGS as STORED_RATINGS } from '../db/schema';
import { RATING_MESSAGES as M } from './messages';

export const RATINGS = ['up', 'down'] as const satisfies typeof STORED_RATINGS;
export const MAX_REASON_CHARS = 500;

export type Rating = (typeof RATINGS)[number];

export const ratingParam = v.object({ messageId: v.pipe(v.string(), v.maxLength(64)) });

/** `rating: null` clears the rating; an empty reason is no reason. */
export const rateReplySchema = v.object({
  rating: v.nullable(v.picklist(RATINGS, M.badRating)),
  reason: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(MAX_REASON_CHARS, M.reasonTooLong),
      v.transform((reason) => reason || null),
    ),
  ),
});
