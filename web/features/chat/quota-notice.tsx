import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { linkClass } from '../../components/styles';

/** The yellow notice over a composer the free quota has closed (PRODUCT.md). */
export function QuotaNotice() {
  return (
    <p
      data-testid="quota-notice"
      className="mb-2 rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900 dark:border-yellow-700/60 dark:bg-yellow-950/40 dark:text-yellow-100"
    >
      You have used your free questions for this 30-day period.{' '}
      <Link to={paths.upgrade} className={`${linkClass} underline dark:text-yellow-200`}>
        Start your 3-day free trial
      </Link>{' '}
      for unlimited questions and image uploads, cancel anytime.
    </p>
  );
}
