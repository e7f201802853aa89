/** Every expected failure has a code; the UI switches on it and shows `message`. */
export const ERROR_MESSAGES = {
  bad_request: 'The request could not be understood.',
  validation: 'Please check the highlighted fields.',
  unauthorized: 'Please log in to continue.',
  payment_required: 'This needs a subscription. Start a 3-day free trial, cancel anytime.',
  forbidden: 'You do not have access to this.',
  not_found: 'Not found.',
  conflict: 'This conflicts with what is already there.',
  payload_too_large: 'The request is too large.',
  rate_limited: 'Too many requests. Please try again later.',
  unavailable: 'The service is temporarily unavailable. Please try again.',
  internal: 'Something went wrong. Please try again.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export type ErrorBody = {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
};
