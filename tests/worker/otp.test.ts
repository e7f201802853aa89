import { describe, expect, it } from 'vitest';
import { generateCode, otpLength } from '../../worker/lib/otp';

describe('one-time codes', () => {
  it.each([4, 6, 8])('are %i digits, zero-padded', (length) => {
    for (let i = 0; i < 200; i++) expect(generateCode(length)).toMatch(new RegExp(`^\\d{${length}}$`));
  });

  it('cover the whole range, leading zeros included', () => {
    const firsts = new Set(Array.from({ length: 2000 }, () => generateCode(4)[0]));
    expect(firsts.size).toBe(10);
  });

  it('take OTP_LENGTH from configuration, 6 by default, 4 to 8 only', () => {
    expect(otpLength({})).toBe(6);
    expect(otpLength({ OTP_LENGTH: '4' })).toBe(4);
    expect(otpLength({ OTP_LENGTH: '3' })).toBe(6);
    expect(otpLength({ OTP_LENGTH: 'six' })).toBe(6);
  });
});
