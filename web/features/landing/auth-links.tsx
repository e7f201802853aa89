import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { primaryButtonClass } from '../../components/styles';
import { selectSignedIn, useSession } from '../../lib/session';

const quietClass =
  'inline-flex items-center justify-center rounded-lg px-4 py-2.5 font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

export function AuthLinks({ onNavigate, stacked = false }: { onNavigate?: () => void; stacked?: boolean }) {
  const signedIn = useSession(selectSignedIn);
  const layout = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';
  if (signedIn) {
    return (
      <div className={layout}>
        <Link to={paths.chat} onClick={onNavigate} className={primaryButtonClass}>
          Chat Now
        </Link>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Link
        to={paths.login}
        onClick={onNavigate}
        className={stacked ? `${quietClass} border border-slate-300 dark:border-slate-700` : quietClass}
      >
        Log In
      </Link>
      <Link to={paths.signUp} onClick={onNavigate} className={primaryButtonClass}>
        Sign Up
      </Link>
    </div>
  );
}
