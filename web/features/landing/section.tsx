import type { ReactNode } from 'react';

type SectionProps = { id: string; title: string; lead?: string; tone?: 'plain' | 'tinted'; children: ReactNode };

/** A landing section: a focusable landmark under the sticky header, with its heading and lead. */
export function Section({ id, title, lead, tone = 'plain', children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={`scroll-mt-16 py-16 outline-none sm:py-24 ${tone === 'tinted' ? 'bg-slate-50 dark:bg-slate-900/50' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {lead && <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{lead}</p>}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
