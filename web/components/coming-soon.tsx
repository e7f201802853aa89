import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col items-center gap-3 px-6 py-16 text-center">
      <Construction aria-hidden className="size-10 text-amber-500" />
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">Coming soon: this part of the app is still being built.</p>
      {children}
    </section>
  );
}
