import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';

export const MAX_JSON_BYTES = 100 * 1024;
export const MAX_MULTIPART_BYTES = 11 * 1024 * 1024;
/** Stripe's events can be larger (an invoice with many lines): refusing one makes Stripe retry it for days. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;
const WEBHOOK_PATH = '/api/stripe/webhook';
/** A plan holds up to 100,000 characters; JSON escapes (\n, \uXXXX) can make that several times as many bytes. */
export const MAX_PLAN_JSON_BYTES = 1024 * 1024;
const PLANS_PATH = '/api/plans';

const onError = () => {
  throw new AppError('payload_too_large', 413);
};
const limitJson = bodyLimit({ maxSize: MAX_JSON_BYTES, onError });
const limitMultipart = bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError });
const limitWebhook = bodyLimit({ maxSize: MAX_WEBHOOK_BYTES, onError });
const limitPlan = bodyLimit({ maxSize: MAX_PLAN_JSON_BYTES, onError });

export const limitBody = createMiddleware(async (c, next) => {
  if (c.req.path === WEBHOOK_PATH) return limitWebhook(c, next);
  if (c.req.path === PLANS_PATH || c.req.path.startsWith(`${PLANS_PATH}/`)) return limitPlan(c, next);
  const isMultipart = c.req.header('content-type')?.startsWith('multipart/form-data');
  return (isMultipart ? limitMultipart : limitJson)(c, next);
});
