import { Link, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { Modal } from '../../components/modal';
import { linkClass, primaryButtonClass } from '../../components/styles';
import { useCurrentPlan } from '../../lib/current-plan';
import { formatLongDate } from '../../lib/format-date';
import { setDarkMode, useDarkMode } from '../../lib/preferences';
import { selectSignedIn, useSession } from '../../lib/session';
import { useGoBack } from '../../lib/use-go-back';
import { useSubscription } from '../../lib/use-subscription';
import { CalendarSettings } from './calendar-settings';

/** /settings: the user's real plan with Update (to /upgrade), and the dark-mode switch. */
export function SettingsPage() {
  const signedIn = useSession(selectSignedIn);
  const { plan, ends } = useCurrentPlan();
  const { meterText } = useSubscription();
  const dark = useDarkMode();
  const goBack = useGoBack();
  const navigate = useNavigate();

  return (
    <Modal title="Settings" onClose={goBack}>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="settings-plan">
          <h3 id="settings-plan" className="text-sm font-semibold text-slate-600 dark:text-slate-300">
            Subscription
          </h3>
          {signedIn ? (
            <div
              data-testid="settings-plan"
              className="mt-2 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
            >
              <dl className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm">
                <dt className="text-slate-600 dark:text-slate-400">Plan</dt>
                <dd className="font-semibold">{plan.name}</dd>
                <dt className="text-slate-600 dark:text-slate-400">Price</dt>
                <dd className="font-medium">
                  {plan.price} {plan.period}
                </dd>
                <dt className="text-slate-600 dark:text-slate-400">Expiry date</dt>
                <dd className="font-medium">{formatLongDate(ends)}</dd>
              </dl>
              {meterText && (
                <p data-testid="question-meter" className="basis-full text-sm text-slate-600 dark:text-slate-300">
                  {meterText}
                </p>
              )}
              <button type="button" onClick={() => navigate(paths.upgrade)} className={primaryButtonClass}>
                Update
              </button>
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
              <Link to={paths.login} state={{ from: paths.settings }} className={linkClass}>
                Log In
              </Link>{' '}
              to see your plan.
            </p>
          )}
        </section>
        <section aria-labelledby="settings-appearance" className="flex items-center justify-between gap-4">
          <h3 id="settings-appearance" className="text-sm font-semibold text-slate-600 dark:text-slate-300">
            Dark mode
          </h3>
          <button
            type="button"
            role="switch"
            aria-checked={dark}
            aria-labelledby="settings-appearance"
            onClick={() => setDarkMode(!dark)}
            className={`relative h-7 w-12 rounded-full transition-colors ${dark ? 'bg-blue-600' : 'bg-slate-300'}`}
          >
            <span
              aria-hidden
              className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow motion-safe:transition-transform ${dark ? 'translate-x-5' : ''}`}
            />
          </button>
        </section>
        {signedIn && <CalendarSettings />}
      </div>
    </Modal>
  );
}
