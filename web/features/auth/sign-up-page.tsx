import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { signUpFormSchema } from '../../../worker/contract/auth';
import { paths } from '../../app/paths';
import { describedBy, FieldError } from '../../components/field-error';
import { PasswordField } from '../../components/password-field';
import { linkClass } from '../../components/styles';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { api, call, errorMessage } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toasts';
import { AuthLayout } from './auth-layout';
import { storeEmail } from './stored-entries';

const SIGNED_UP = 'Signup successful! Please verify your email.';
const SIGN_UP_FAILED = 'An error occurred during signup. Please try again.';

export function SignUpPage() {
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      const { user, accessToken, refreshToken } = await call(
        api.api.auth.signup.$post({ json: { name, email, password } }),
      );
      signIn({ user, accessToken, refreshToken });
      toastSuccess(SIGNED_UP);
      storeEmail(email);
      void navigate(paths.verificationCode);
    } catch (error) {
      toastError(errorMessage(error, SIGN_UP_FAILED));
    }
  });

  return (
    <AuthLayout title="Sign Up" subtitle="Create your account to start getting advice.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <TextField label="Username" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="flex flex-col gap-1.5">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-blue-600"
              {...describedBy('terms-error', errors.terms?.message)}
              {...register('terms')}
            />
            <span>
              I accept the{' '}
              <Link to={paths.termsAndConditions} target="_blank" rel="noopener" className={linkClass}>
                Terms and Conditions
              </Link>
            </span>
          </label>
          <FieldError id="terms-error" message={errors.terms?.message} />
        </div>
        <SubmitButton busy={isSubmitting} label="Register" busyLabel="Registering..." />
      </form>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to={paths.login} className={linkClass}>
          Log In
        </Link>
      </p>
    </AuthLayout>
  );
}
