import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router';
import { resetPasswordFormSchema } from '../../../worker/contract/auth';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { api, call, errorMessage } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toasts';
import { AuthLayout } from './auth-layout';
import { CongratulationsModal } from './congratulations-modal';
import { clearStoredOtp, readStoredEmail, readStoredOtp } from './stored-entries';

const EMAIL_MISSING = 'Email is missing. Please try again.';
const RESET_DONE = 'Password reset successfully!';
const RESET_FAILED = 'Failed to reset password. Please try again.';

export function ResetPasswordPage() {
  const stateEmail = (useLocation().state as { email?: string } | null)?.email;
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const email = stateEmail || readStoredEmail();
    const otp = readStoredOtp();
    if (!email || !otp) {
      toastError(EMAIL_MISSING);
      return;
    }
    try {
      const { message } = await call(
        api.api.auth.password.reset.verify.$post({ json: { email, otp, newPassword: password } }),
      );
      toastSuccess(message || RESET_DONE);
      clearStoredOtp();
      setDone(true);
    } catch (error) {
      toastError(errorMessage(error, RESET_FAILED));
    }
  });

  return (
    <AuthLayout title="Reset password" subtitle="Choose a new password of at least 8 characters.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting} label="Reset" busyLabel="Resetting..." />
      </form>
      {done && <CongratulationsModal />}
    </AuthLayout>
  );
}
