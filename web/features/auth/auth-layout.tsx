import type { ReactNode } from 'react';
import { APP_NAME, Logo } from '../../components/logo';
import { AuthIllustration } from './auth-illustration';

type AuthLayoutProps = { title: string; subtitle?: ReactNode; children: ReactNode };

export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh bg-white dark:bg-slate-950">
      <title>{`${title} · ${APP_NAME}`}</title>
      <aside className="hidden bg-linear-to-br from-blue-600 to-indigo-700 lg:block lg:w-5/12 xl:w-1/2 dark:from-blue-800 dark:to-indigo-950">
        <AuthIllustration />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col px-4 py-5 sm:px-8">
        <header>
          <Logo />
        </header>
        <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-2 text-slate-600 dark:text-slate-400">{subtitle}</p>}
          <div className="mt-8">{children}</div>
        </main>
      </div>
    </div>
  );
}
