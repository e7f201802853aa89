/** SPEC.md section 3: the locally stored entries 'email' ({ email }) and 'otp' ({ otp }). */
export const EMAIL_KEY = 'email';
export const OTP_KEY = 'otp';

function readField(key: string, field: string): string | null {
  try {
    const value = (JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

export const storeEmail = (email: string) => localStorage.setItem(EMAIL_KEY, JSON.stringify({ email }));
export const readStoredEmail = () => readField(EMAIL_KEY, 'email');

export const storeOtp = (otp: string) => localStorage.setItem(OTP_KEY, JSON.stringify({ otp }));
export const readStoredOtp = () => readField(OTP_KEY, 'otp');
export const clearStoredOtp = () => localStorage.removeItem(OTP_KEY);
