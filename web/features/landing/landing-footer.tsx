import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Logo } from '../../components/logo';

const links = [
  { to: paths.terms, label: 'Terms & Conditions' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.helpAndSupport, label: 'Help & Support' },
  { to: paths.faq, label: 'FAQ' },
];

export function LandingFooter({ tagline }: { tagline: string }) {
  return (
    <footer className="border-t border-slate-200 dark:border-slate-800">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{tagline}</p>
        </div>
        <nav aria-label="Legal and support">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white"
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="pb-8 text-center text-xs text-slate-600 dark:text-slate-400">
        © {new Date().getFullYear()} AdWise. Advice from a robot: check it before you act on it.
      </p>
    </footer>
  );
}
