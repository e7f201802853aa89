/** The landing page's sections in page order, as the top nav names them (SPEC.md section 2). */
export const NAV_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'scale', label: 'Scale' },
  { id: 'why-us', label: 'Why Us' },
  { id: 'how-it-works', label: 'How it Works' },
  { id: 'about', label: 'About' },
  { id: 'pricing', label: 'Pricing' },
] as const;

export type SectionId = (typeof NAV_SECTIONS)[number]['id'];

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls smoothly to a section, names it in the address bar and moves keyboard focus there. */
export function goToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Keep the router's own history state; only the hash changes.
  window.history.replaceState(window.history.state, '', `#${id}`);
  section.focus({ preventScroll: true });
}
