import type { PlanId } from '../../worker/contract/plans';

/** The words of a persona (PRODUCT.md): everything the public pages and the FAQ say. */
export type FaqItem = { question: string; answer: string };
export type IconName = 'clock' | 'target' | 'wallet' | 'search' | 'shield' | 'users' | 'list' | 'layers' | 'pen';
export type Feature = { icon: IconName; title: string; text: string };
/** A walkthrough video (scripts/record-walkthrough.ts); `seconds` shows before its metadata loads. */
export type VideoSource = {
  src: string;
  poster: string;
  captions: string;
  width: number;
  height: number;
  seconds: number;
};

export type PersonaContent = {
  meta: { title: string; description: string };
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    note: string;
    /** A sample exchange, drawn as a chat in the hero. */
    sample: { question: string; answer: string[] };
  };
  scale: { title: string; lead: string; stats: { value: string; label: string }[] };
  whyUs: { title: string; lead: string; items: Feature[] };
  howItWorks: {
    title: string;
    lead: string;
    steps: { title: string; text: string }[];
    videoTitle: string;
    video: VideoSource;
  };
  about: { title: string; paragraphs: string[]; points: string[] };
  faq: { title: string; items: FaqItem[] };
  pricing: { title: string; lead: string; features: Record<PlanId, { included: string[]; excluded: string[] }> };
  footer: { tagline: string };
};

export const PERSONAS = ['ads', 'coach'] as const;
export type Persona = (typeof PERSONAS)[number];

/** A persona's content, loaded on demand so a page carries only its own persona's words. */
export async function loadPersonaContent(persona: string | undefined): Promise<PersonaContent> {
  if (persona === 'coach') return (await import('./coach')).coachContent;
  return (await import('./ads')).adsContent;
}
