import { Link } from 'react-router';
import { paths } from '../app/paths';

export function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-blue-600">404</p>
      <h1 className="text-2xl font-semibold">Page Not Found</h1>
      <p className="max-w-sm text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.home} className="rounded-lg bg-blue-600 px-5 py-2.5 font-medium text-white hover:bg-blue-700">
        Back to Home
      </Link>
    </main>
  );
}
