import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginSchema } from '../../../worker/contract/auth';
import { type FromState, paths } from '../../app/paths';
import { PasswordField } from '../../components/password-field';
import { linkClass } from '../../components/styles';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { api, call, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { type Session, useSession } from '../../lib/session';
import { toastError } from '../../lib/toasts';
import { AuthLayout } from './auth-layout';
import { GoogleSignIn } from './google-sign-in';
import { forgetEmail, isEmailRemembered, readStoredEmail, rememberEmail } from './stored-entries';

const LOGIN_FAILED = 'Incorrect email/password, please try again.';

export function LoginPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as FromState)?.from ?? paths.chat;
  const signIn = useSession((s) => s.signIn);
  const googleClientId = useAppConfig()?.googleClientId;
  // Opt-in: on a shared computer the next person would see the e-mail.
  const [remember, setRemember] = useState(isEmailRemembered);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(loginSchema),
    defaultValues: { email: readStoredEmail() ?? '', password: '' },
  });

  const finish = (session: Session) => {
    signIn(session);
    if (remember && session.user) rememberEmail(session.user.email);
    else forgetEmail();
    void navigate(from, { replace: true });
  };

  const onSubmit = handleSubmit(async (credentials) => {
    try {
      const { user, accessToken, refreshToken } = await call(api.api.auth.login.$post({ json: credentials }));
      finish({ user, accessToken, refreshToken });
    } catch (error) {
      toastError(errorMessage(error, LOGIN_FAILED));
    }
  });

  return (
    <AuthLayout title="Log In" subtitle="Welcome back. Log in to continue your conversations.">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              className="size-4 rounded border-slate-300 accent-blue-600"
            />
            Remember me
          </label>
          <Link to={paths.forgetPassword} className={linkClass}>
            Forgot password?
          </Link>
        </div>
        <SubmitButton busy={isSubmitting} label="Log In" busyLabel="Signing in..." />
      </form>
      {googleClientId && <GoogleSignIn clientId={googleClientId} onSignedIn={finish} />}
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
        Don&apos;t have an account?{' '}
        <Link to={paths.signUp} className={linkClass}>
          Sign Up
        </Link>
      </p>
    </AuthLayout>
  );
}
