import { Link } from 'react-router';
import { ComingSoon } from '../components/coming-soon';
import { Logo } from '../components/logo';
import { selectSignedIn, useSession } from '../lib/session';
import { paths } from './paths';

const linkClass = 'rounded-lg px-4 py-2 font-medium';

/** Pages outside the app frame (landing, sign-in screens) until their features ship. */
export function PublicPage({ title }: { title: string }) {
  const signedIn = useSession(selectSignedIn);
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center justify-between border-b border-slate-200 px-4 sm:px-8 dark:border-slate-800">
        <Logo />
        <nav className="flex items-center gap-2">
          {signedIn ? (
            <Link to={paths.chat} className={`${linkClass} bg-blue-600 text-white hover:bg-blue-700`}>
              Chat Now
            </Link>
          ) : (
            <>
              <Link to={paths.login} className={`${linkClass} hover:bg-slate-100 dark:hover:bg-slate-800`}>
                Log In
              </Link>
              <Link to={paths.signUp} className={`${linkClass} bg-blue-600 text-white hover:bg-blue-700`}>
                Sign Up
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className="flex flex-1 items-center justify-center">
        <ComingSoon title={title} />
      </main>
    </div>
  );
}
