import { useAppConfig } from '../lib/app-config';

/** The words each persona uses for the work a user keeps (PRODUCT.md); small enough to ship both. */
export type SavedWorkWords = {
  plan: string;
  plans: string;
  highlight: string;
  highlights: string;
  /** A class (coaches: a team or group) or a client (advertisers): one concept in code, two words in copy. */
  group: string;
  groups: string;
};

const WORDS: Record<'ads' | 'coach', SavedWorkWords> = {
  ads: {
    plan: 'action plan',
    plans: 'action plans',
    highlight: 'saved tip',
    highlights: 'saved tips',
    group: 'client',
    groups: 'clients',
  },
  coach: {
    plan: 'session plan',
    plans: 'session plans',
    highlight: 'saved drill',
    highlights: 'saved drills',
    group: 'class',
    groups: 'classes',
  },
};

export const savedWorkWords = (persona: string | undefined): SavedWorkWords =>
  persona === 'coach' ? WORDS.coach : WORDS.ads;

/** The deployment's words; the advertisers' until the settings arrive. */
export function useSavedWorkWords(): SavedWorkWords {
  return savedWorkWords(useAppConfig()?.persona);
}
