import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../worker/contract/errors';
import { errorForStatus } from '../../worker/lib/errors';

describe('errorForStatus', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [413, 'payload_too_large'],
    [429, 'rate_limited'],
    [400, 'bad_request'],
    [422, 'bad_request'],
  ] as const)('maps %i to %s with its message', (status, code) => {
    expect(errorForStatus(status).toBody()).toEqual({ code, message: ERROR_MESSAGES[code] });
  });

  it("keeps Hono's own message when it has one", () => {
    expect(errorForStatus(400, 'Malformed JSON in request body').message).toBe('Malformed JSON in request body');
  });
});
