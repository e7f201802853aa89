import { useEffect } from 'react';
import { usePersonaPack } from '../../content/use-persona-pack';
import { useDocumentMeta } from '../../lib/use-document-meta';
import { AboutSection, FaqSection, ScaleSection, WhyUsSection } from './content-sections';
import { HeroSection } from './hero-section';
import { HowItWorksSection } from './how-it-works-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { NAV_SECTIONS } from './landing-nav';
import { PricingSection } from './pricing-section';
import { useActiveSection } from './use-active-section';

const SECTION_IDS = NAV_SECTIONS.map(({ id }) => id);

/** /home: the public product page, in the words of the deployment's persona pack. */
export function LandingPage() {
  const pack = usePersonaPack();
  const active = useActiveSection(SECTION_IDS, Boolean(pack));
  useDocumentMeta(pack?.meta);

  // A link to /home#pricing lands on the section once the words are there.
  useEffect(() => {
    if (pack && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [pack]);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <LandingHeader active={active} />
      <main id="main" aria-busy={!pack}>
        {pack ? (
          <>
            <HeroSection hero={pack.hero} />
            <ScaleSection scale={pack.scale} />
            <WhyUsSection whyUs={pack.whyUs} />
            <HowItWorksSection howItWorks={pack.howItWorks} />
            <AboutSection about={pack.about} />
            <FaqSection faq={pack.faq} />
            <PricingSection pricing={pack.pricing} />
          </>
        ) : (
          <div className="min-h-[80dvh]" />
        )}
      </main>
      {pack && <LandingFooter tagline={pack.footer.tagline} />}
    </div>
  );
}
