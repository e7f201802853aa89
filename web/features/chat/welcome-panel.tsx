import { ImageUp, Sparkles } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { Link } from 'react-router';
import type { Persona } from '../../../worker/contract/agents';
import { paths } from '../../app/paths';
import { linkClass } from '../../components/styles';
import { NO_VISION } from './image-notes';

/** Each persona's greeting (PRODUCT.md); both say the assistant is a robot whose advice needs checking. */
const WELCOME: Record<Persona, { title: string; text: string; button: string; upload: string; free?: string }> = {
  ads: {
    title: 'How can I help with your ads today?',
    text: 'Ask about campaign structure, budgets and bidding, targeting, creative or a campaign that stopped performing, and get agency-grade guidance at any hour. Pick a specialist agent below for sales, marketing or negotiation questions. I only recommend: I never change your ads. I am a robot, so verify my advice against your own data before you act on it.',
    button: 'Upload a screenshot or a CSV report',
    upload:
      'A screenshot of a report, an ad or a dashboard (PNG, JPEG, WebP or GIF, up to 10 MB), or a report’s CSV export (up to 2 MB)',
    free: 'A report’s CSV export from Google Ads or Meta Ads Manager, up to 2 MB, audited row by row. Screenshots need a plan.',
  },
  coach: {
    title: 'What session are we planning today?',
    text: 'Describe your group in plain language (sport, age and level, how many players, how long you have and what they should improve) and get a session plan with warm-up, drills and cool-down, or a plan over several sessions. I am a robot, so verify my plans against what you know of your athletes, and keep safety first.',
    button: 'Upload an image',
    upload: 'A photo of a plan, a drill diagram or a whiteboard: PNG, JPEG, WebP or GIF, up to 10 MB',
  },
};

type WelcomePanelProps = {
  persona: Persona;
  paid: boolean;
  /** Whether the active model can see images; without it the upload says so instead of inviting a screenshot. */
  vision: boolean;
  canAttach: boolean;
  onAttach: () => void;
  onDropImage: (file: File) => void;
};

/** The new-chat screen (SPEC.md section 2): title, the robot's caveat, the plan notice and an image upload. */
export function WelcomePanel({ persona, paid, vision, canAttach, onAttach, onDropImage }: WelcomePanelProps) {
  const copy = WELCOME[persona];
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && canAttach) onDropImage(file);
  };

  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 py-6 text-center sm:py-10">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
        <Sparkles aria-hidden className="size-6" />
      </span>
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{copy.text}</p>
      {!paid && (
        <p className="w-full rounded-xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900 dark:border-yellow-700/60 dark:bg-yellow-950/40 dark:text-yellow-100">
          You are on the Free plan.{' '}
          <Link to={paths.upgrade} className={`${linkClass} underline dark:text-yellow-200`}>
            Start your 3-day free trial
          </Link>{' '}
          for unlimited questions and image uploads, cancel anytime.
        </p>
      )}
      <button
        type="button"
        onClick={onAttach}
        disabled={!canAttach}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-sm disabled:cursor-not-allowed disabled:opacity-60 ${
          dragging
            ? 'border-blue-500 bg-blue-50 dark:bg-blue-950/40'
            : 'border-slate-300 hover:border-blue-400 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-900'
        }`}
      >
        <ImageUp aria-hidden className="size-6 text-blue-600 dark:text-blue-400" />
        <span className="font-medium">{copy.button}</span>
        <span className="text-slate-500 dark:text-slate-400">
          {!paid && copy.free ? copy.free : vision ? copy.upload : NO_VISION[persona].upload}
        </span>
      </button>
    </section>
  );
}
