import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { AppError } from '../lib/errors';

/** JSON bodies are small; multipart uploads carry one image (10 MB) plus a little text. */
export const MAX_JSON_BYTES = 100 * 1024;
export const MAX_MULTIPART_BYTES = 11 * 1024 * 1024;

const onError = () => {
  throw new AppError('payload_too_large', 413);
};
const limitJson = bodyLimit({ maxSize: MAX_JSON_BYTES, onError });
const limitMultipart = bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError });

export const limitBody = createMiddleware(async (c, next) => {
  const isMultipart = c.req.header('content-type')?.startsWith('multipart/form-data');
  return (isMultipart ? limitMultipart : limitJson)(c, next);
});
