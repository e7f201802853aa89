import { valibotResolver } from '@hookform/resolvers/valibot';
import { LifeBuoy } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { DESCRIPTION_MAX, problemReportSchema } from '../../../worker/contract/problem';
import { paths } from '../../app/paths';
import { describedBy, FieldError } from '../../components/field-error';
import { inputClass, labelClass, secondaryButtonClass } from '../../components/styles';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { ApiError, api, call } from '../../lib/api';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toasts';
import { useGoBack } from '../../lib/use-go-back';

/** SPEC.md section 8's feedback messages. */
export const FEEDBACK_SENT = 'Feedback submitted successfully!';
export const FEEDBACK_FAILED = 'Failed to send feedback. Please try again.';

/** /helpAndSupport: a description, sent with the signed-in user's e-mail (or one the visitor types). */
export function HelpPage() {
  const userEmail = useSession((s) => s.user?.email);
  const goBack = useGoBack(userEmail ? paths.chat : paths.home);
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: valibotResolver(problemReportSchema),
    defaultValues: { email: userEmail ?? '', description: '' },
  });

  useEffect(() => {
    if (userEmail) setValue('email', userEmail);
  }, [userEmail, setValue]);

  const onSubmit = handleSubmit(async (report) => {
    try {
      const { message } = await call(api.api.problem.report.$post({ json: report }));
      toastSuccess(message || FEEDBACK_SENT);
      reset({ email: userEmail ?? '', description: '' });
      goBack();
    } catch (error) {
      // A limit reached is worth its own words; anything else gets SPEC.md's message.
      toastError(error instanceof ApiError && error.code === 'rate_limited' ? error.message : FEEDBACK_FAILED);
    }
  });

  const length = watch('description').length;
  const error = errors.description?.message;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <title>Help and support · AdWise</title>
      <div className="flex items-center gap-3">
        <LifeBuoy aria-hidden className="size-8 text-blue-600 dark:text-blue-400" />
        <h1 className="text-2xl font-semibold">Help and support</h1>
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Tell us what went wrong or what you need. We read every report and reply by e-mail.
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-8 flex flex-col gap-5">
        {userEmail ? (
          <>
            <input type="hidden" {...register('email')} />
            <p className="text-sm text-slate-600 dark:text-slate-300">
              We will reply to <strong className="font-medium text-slate-900 dark:text-slate-100">{userEmail}</strong>.
            </p>
          </>
        ) : (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={fieldId} className={labelClass}>
            Describe your problem
          </label>
          <textarea
            id={fieldId}
            rows={8}
            maxLength={DESCRIPTION_MAX}
            placeholder="What happened, what you expected, and the steps to see it again."
            className={`${inputClass} resize-y`}
            {...describedBy(`${fieldId}-error`, error)}
            {...register('description')}
          />
          <div className="flex justify-between gap-4">
            <FieldError id={`${fieldId}-error`} message={error} />
            <p className="ml-auto text-xs text-slate-600 tabular-nums dark:text-slate-400">
              {length.toLocaleString('en-US')} / {DESCRIPTION_MAX.toLocaleString('en-US')}
            </p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={goBack} disabled={isSubmitting} className={secondaryButtonClass}>
            Cancel
          </button>
          <SubmitButton busy={isSubmitting} label="Sent" busyLabel="Sending..." />
        </div>
      </form>
    </section>
  );
}
