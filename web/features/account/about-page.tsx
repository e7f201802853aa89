import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { aboutSchema } from '../../../worker/contract/user';
import { type FromState, paths } from '../../app/paths';
import { describedBy, FieldError } from '../../components/field-error';
import { Modal } from '../../components/modal';
import { inputClass, labelClass, linkClass } from '../../components/styles';
import { SubmitButton } from '../../components/submit-button';
import { api, call, errorMessage } from '../../lib/api';
import { useAppConfig } from '../../lib/app-config';
import { selectSignedIn, useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';
import { aboutQuestion } from './about-question';

const SAVE_FAILED = 'Could not save your answer. Please try again.';

/** /aboutMe: the persona's one question about the user, saved to the profile. */
export function AboutPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as FromState)?.from ?? paths.chat;
  const goBack = useGoBack();
  const question = aboutQuestion(useAppConfig()?.persona);
  const signedIn = useSession(selectSignedIn);
  const aboutYou = useSession((s) => s.user?.about_you);
  const updateUser = useSession((s) => s.updateUser);
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: valibotResolver(aboutSchema), defaultValues: { about_you: aboutYou ?? '' } });

  const onSubmit = handleSubmit(async (answer) => {
    try {
      const { message, user } = await call(api.api.user.about.$put({ json: answer }));
      updateUser(user);
      toastSuccess(message);
      void navigate(from);
    } catch (error) {
      toastError(errorMessage(error, SAVE_FAILED));
    }
  });

  const error = errors.about_you?.message;
  return (
    <Modal title="About you" onClose={goBack}>
      {signedIn ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <label htmlFor={fieldId} className={`${labelClass} text-base`}>
            {question}
          </label>
          <textarea
            id={fieldId}
            rows={5}
            data-autofocus
            className={`${inputClass} resize-y`}
            {...describedBy(`${fieldId}-error`, error)}
            {...register('about_you')}
          />
          <FieldError id={`${fieldId}-error`} message={error} />
          <SubmitButton busy={isSubmitting} label="Continue" busyLabel="Saving..." className="self-end" />
        </form>
      ) : (
        <p className="text-slate-600 dark:text-slate-300">
          <Link to={paths.login} state={{ from: paths.aboutMe }} className={linkClass}>
            Log In
          </Link>{' '}
          to tell us about yourself, so the assistant can tailor its answers.
        </p>
      )}
    </Modal>
  );
}
