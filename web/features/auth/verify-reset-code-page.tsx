import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { linkClass } from '../../components/styles';
import { SubmitButton } from '../../components/submit-button';
import { api, call, errorMessage } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toasts';
import { AuthLayout } from './auth-layout';
import { EMAIL_NOT_FOUND } from './auth-messages';
import { OtpField } from './otp-field';
import { readStoredEmail, storeOtp } from './stored-entries';
import { useOtpForm } from './use-otp-form';

const CODE_CHECKED = 'OTP verified successfully!';
const CHECK_FAILED = 'Failed to verify OTP. Please try again.';

/** The reset code entry: checks the code (without using it up) before /resetPass asks for a password. */
export function VerifyResetCodePage() {
  const navigate = useNavigate();
  const [email] = useState(readStoredEmail);
  const { form, length } = useOtpForm('OTP');
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async ({ otp }) => {
    const stored = readStoredEmail();
    if (!stored) {
      toastError(EMAIL_NOT_FOUND);
      return;
    }
    try {
      const { message } = await call(
        api.api.auth['verify-otp'].$post({ json: { email: stored, otp, purpose: 'reset_password' } }),
      );
      storeOtp(otp);
      toastSuccess(message || CODE_CHECKED);
      void navigate(paths.resetPass, { state: { email: stored } });
    } catch (error) {
      toastError(errorMessage(error, CHECK_FAILED));
    }
  });

  // SPEC.md: without a stored e-mail this screen shows nothing.
  if (!email) return null;

  return (
    <AuthLayout
      title="Enter your code"
      subtitle={
        <>
          We sent a {length}-digit code to <span className="font-medium break-words">{email}</span>.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <OtpField control={control} length={length} label="Reset code" />
        <SubmitButton busy={isSubmitting} label="Login" busyLabel="Verifying..." />
      </form>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        No code?{' '}
        <Link to={paths.forgetPassword} className={linkClass}>
          Request a new one
        </Link>
      </p>
    </AuthLayout>
  );
}
