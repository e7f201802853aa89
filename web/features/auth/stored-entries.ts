/** SPEC.md section 3: the locally stored entries 'email' ({ email }) and 'otp' ({ otp }). */
export const EMAIL_KEY = 'email';
export const OTP_KEY = 'otp';

function readEntry(key: string): Record<string, unknown> | null {
  try {
    const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
    return entry && typeof entry === 'object' ? (entry as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function readField(key: string, field: string): string | null {
  const value = readEntry(key)?.[field];
  return typeof value === 'string' && value !== '' ? value : null;
}

export const storeEmail = (email: string) => localStorage.setItem(EMAIL_KEY, JSON.stringify({ email }));
export const readStoredEmail = () => readField(EMAIL_KEY, 'email');

/** "Remember me": the one entry a sign-out keeps. */
export const rememberEmail = (email: string) =>
  localStorage.setItem(EMAIL_KEY, JSON.stringify({ email, remember: true }));
export const isEmailRemembered = () => readEntry(EMAIL_KEY)?.remember === true;
export const forgetEmail = () => localStorage.removeItem(EMAIL_KEY);

export const storeOtp = (otp: string) => localStorage.setItem(OTP_KEY, JSON.stringify({ otp }));
export const readStoredOtp = () => readField(OTP_KEY, 'otp');
export const clearStoredOtp = () => localStorage.removeItem(OTP_KEY);

/** On sign-out nothing of the user stays, but an e-mail they asked to be remembered. */
export function clearStoredEntries() {
  clearStoredOtp();
  if (!isEmailRemembered()) forgetEmail();
}
