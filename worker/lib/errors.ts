import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_MESSAGES, type ErrorBody, type ErrorCode } from '../contract/errors';

export class AppError extends Error {
  headers?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string = ERROR_MESSAGES[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  402: 'payment_required',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

export function errorForStatus(status: ContentfulStatusCode, message?: string): AppError {
  const code = CODE_BY_STATUS[status] ?? 'bad_request';
  return new AppError(code, status, message || ERROR_MESSAGES[code]);
}

export function tooManyRequests(message: string, retryAfterMs: number): AppError {
  const error = new AppError('rate_limited', 429, message);
  error.headers = { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  return error;
}
