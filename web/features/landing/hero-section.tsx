import { Bot, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import type { PersonaContent } from '../../content/persona';
import { selectSignedIn, useSession } from '../../lib/session';
import { goToSection } from './landing-nav';

export function HeroSection({ hero }: { hero: PersonaContent['hero'] }) {
  const signedIn = useSession(selectSignedIn);
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      tabIndex={-1}
      className="scroll-mt-16 overflow-hidden bg-linear-to-b from-blue-50 to-white outline-none dark:from-slate-900 dark:to-slate-950"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">
            {hero.eyebrow}
          </p>
          <h1 id="home-title" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {hero.title}
          </h1>
          <p className="mt-5 text-lg text-slate-600 dark:text-slate-300">{hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={signedIn ? paths.chat : paths.signUp} className={`${primaryButtonClass} px-6 py-3`}>
              {signedIn ? 'Chat Now' : 'Get started free'}
            </Link>
            <button
              type="button"
              onClick={() => goToSection('how-it-works')}
              className={`${secondaryButtonClass} px-6 py-3`}
            >
              See how it works
            </button>
          </div>
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{hero.note}</p>
        </div>
        <figure
          aria-label="A sample conversation"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-blue-900/5 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex justify-end gap-2">
            <p className="max-w-[85%] rounded-2xl rounded-tr-sm bg-blue-600 px-4 py-2.5 text-sm text-white">
              {hero.sample.question}
            </p>
            <UserRound
              aria-hidden
              className="size-7 shrink-0 rounded-full bg-slate-200 p-1 text-slate-600 dark:bg-slate-700 dark:text-slate-200"
            />
          </div>
          <div className="mt-4 flex gap-2">
            <Bot
              aria-hidden
              className="size-7 shrink-0 rounded-full bg-blue-100 p-1 text-blue-700 dark:bg-blue-950 dark:text-blue-300"
            />
            <div className="flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-200">
              {hero.sample.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}
