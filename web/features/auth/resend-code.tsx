import type { InferResponseType } from 'hono/client';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { linkClass } from '../../components/styles';
import { type api, apiFetch, errorMessage } from '../../lib/api';
import { selectSignedIn, useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toasts';

/** The typed client drops the trailing slash this SPEC.md path keeps, so it is called by path. */
const RESEND_PATH = '/authentication_app/resend_otp/';
type ResendBody = InferResponseType<typeof api.authentication_app.resend_otp.index.$post>;

const RESENT = 'OTP resent successfully!';
const RESEND_FAILED = 'Failed to resend OTP. Please try again.';

/** "Didn't receive the code?": a new code needs the signed-in user's token. */
export function ResendCode() {
  const signedIn = useSession(selectSignedIn);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      const { message } = (await (await apiFetch(RESEND_PATH, { method: 'POST' })).json()) as ResendBody;
      toastSuccess(message || RESENT);
    } catch (error) {
      toastError(errorMessage(error, RESEND_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <p className="text-center text-sm text-slate-600 dark:text-slate-400">
      {"Didn't receive the code?"}{' '}
      {signedIn ? (
        <button type="button" onClick={resend} disabled={busy} className={`${linkClass} disabled:opacity-70`}>
          {busy ? 'Resending...' : 'Resend'}
        </button>
      ) : (
        <>
          <Link to={paths.login} state={{ from: paths.verificationCode }} className={linkClass}>
            Log In
          </Link>{' '}
          to get a new one.
        </>
      )}
    </p>
  );
}
