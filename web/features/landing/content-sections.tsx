import {
  CircleCheck,
  Clock,
  Layers,
  ListChecks,
  type LucideIcon,
  PenLine,
  Search,
  ShieldCheck,
  Target,
  Users,
  Wallet,
} from 'lucide-react';
import { Accordion } from '../../components/accordion';
import type { IconName, PersonaContent } from '../../content/persona';
import { Section } from './section';

const ICONS: Record<IconName, LucideIcon> = {
  clock: Clock,
  target: Target,
  wallet: Wallet,
  search: Search,
  shield: ShieldCheck,
  users: Users,
  list: ListChecks,
  layers: Layers,
  pen: PenLine,
};

export function ScaleSection({ scale }: { scale: PersonaContent['scale'] }) {
  return (
    <Section id="scale" title={scale.title} lead={scale.lead}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {scale.stats.map(({ value, label }) => (
          <div
            key={value}
            className="flex flex-col-reverse rounded-2xl border border-slate-200 p-6 text-center dark:border-slate-800"
          >
            <dt className="mt-2 text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-4xl font-bold text-blue-600 dark:text-blue-400">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function WhyUsSection({ whyUs }: { whyUs: PersonaContent['whyUs'] }) {
  return (
    <Section id="why-us" title={whyUs.title} lead={whyUs.lead} tone="tinted">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {whyUs.items.map(({ icon, title, text }) => {
          const Icon = ICONS[icon];
          return (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <Icon
                aria-hidden
                className="size-10 rounded-lg bg-blue-50 p-2 text-blue-700 dark:bg-blue-950 dark:text-blue-300"
              />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{text}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function AboutSection({ about }: { about: PersonaContent['about'] }) {
  return (
    <Section id="about" title={about.title} tone="tinted">
      <div className="mx-auto grid max-w-4xl gap-10 md:grid-cols-5">
        <div className="flex flex-col gap-4 text-slate-700 md:col-span-3 dark:text-slate-300">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="flex flex-col gap-3 md:col-span-2">
          {about.points.map((point) => (
            <li key={point} className="flex gap-3 rounded-xl bg-white p-4 font-medium shadow-sm dark:bg-slate-900">
              <CircleCheck aria-hidden className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
              {point}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

export function FaqSection({ faq }: { faq: PersonaContent['faq'] }) {
  return (
    <Section id="faq" title={faq.title}>
      <div className="mx-auto max-w-3xl">
        <Accordion items={faq.items} />
      </div>
    </Section>
  );
}
