import { CircleCheckBig } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { primaryButtonClass } from '../../components/styles';
import { CONGRATULATIONS, PASSWORD_UPDATED } from './auth-messages';

export function CongratulationsPage() {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <title>{CONGRATULATIONS}</title>
      <CircleCheckBig aria-hidden className="size-14 text-green-600 dark:text-green-500" />
      <h1 className="text-2xl font-semibold">{CONGRATULATIONS}</h1>
      <p className="text-slate-600 dark:text-slate-400">{PASSWORD_UPDATED}</p>
      <Link to={paths.login} className={`${primaryButtonClass} mt-2`}>
        Log In
      </Link>
    </section>
  );
}
