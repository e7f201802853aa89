import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { linkClass } from '../../components/styles';
import { SubmitButton } from '../../components/submit-button';
import { api, call, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toasts';
import { EMAIL_NOT_FOUND } from './auth-messages';
import { OtpField } from './otp-field';
import { ResendCode } from './resend-code';
import { readStoredEmail } from './stored-entries';
import { useOtpForm } from './use-otp-form';

const VERIFIED = 'Verification successful!';
const VERIFY_FAILED = 'Verification failed. Please try again.';

/** E-mail verification after sign-up: shown only while the e-mail is stored locally. */
export function VerificationCodePage() {
  const navigate = useNavigate();
  const updateUser = useSession((s) => s.updateUser);
  const [email] = useState(readStoredEmail);
  const { form, length } = useOtpForm('code');
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
      const { user } = await call(api.api.auth['verify-otp'].$post({ json: { email: stored, otp } }));
      if (user) updateUser(user);
      toastSuccess(VERIFIED);
      void navigate(paths.chat);
    } catch (error) {
      toastError(errorMessage(error, VERIFY_FAILED));
    }
  });

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <title>Verify your email</title>
      <MailCheck aria-hidden className="size-12 self-center text-blue-600" />
      <div className="text-center">
        <h1 className="text-2xl font-semibold">Verify your email</h1>
        {email ? (
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Enter the {length}-digit code we sent to <span className="font-medium break-words">{email}</span>.
          </p>
        ) : (
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            We don&apos;t know which e-mail to verify on this device.{' '}
            <Link to={paths.signUp} className={linkClass}>
              Sign up
            </Link>{' '}
            to get a code.
          </p>
        )}
      </div>
      {email && (
        <>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
            <OtpField control={control} length={length} label="Verification code" />
            <SubmitButton busy={isSubmitting} label="Verify" busyLabel="Verifying..." />
          </form>
          <ResendCode />
        </>
      )}
    </section>
  );
}
