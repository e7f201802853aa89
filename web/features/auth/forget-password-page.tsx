import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { forgotPasswordSchema } from '../../../worker/contract/auth';
import { paths } from '../../app/paths';
import { linkClass } from '../../components/styles';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { ApiError, api, call } from '../../lib/api';
import { toastError, toastSuccess } from '../../lib/toasts';
import { AuthLayout } from './auth-layout';
import { storeEmail } from './stored-entries';

const CODE_SENT = 'OTP sent successfully!';
const REQUEST_FAILED = 'Invalid Email Please Try Again Or Contact Admin ';

/** Whether the user should see the server's own words: a wait to respect, or no connection. */
const isTransient = (error: unknown) =>
  error instanceof ApiError && (error.code === 'rate_limited' || error.code === 'network');

export function ForgetPasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { message } = await call(api.api.auth.password.reset.$post({ json: { email } }));
      storeEmail(email);
      toastSuccess(message || CODE_SENT);
      void navigate(paths.verifyForgetPasswordOtp);
    } catch (error) {
      toastError(isTransient(error) ? (error as ApiError).message : REQUEST_FAILED);
    }
  });

  return (
    <AuthLayout
      title="Verify"
      subtitle="Enter your account's e-mail and we will send you a code to reset your password."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <SubmitButton busy={isSubmitting} label="Get OTP" busyLabel="Sending..." />
      </form>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        Remembered it?{' '}
        <Link to={paths.login} className={linkClass}>
          Log In
        </Link>
      </p>
    </AuthLayout>
  );
}
