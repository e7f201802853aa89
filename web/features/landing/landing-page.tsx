import { useEffect } from 'react';
import { usePersonaContent } from '../../content/use-persona-content';
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

/** /home: the public product page, in the words of the deployment's persona. */
export function LandingPage() {
  const content = usePersonaContent();
  const active = useActiveSection(SECTION_IDS, Boolean(content));
  useDocumentMeta(content?.meta);

  // A link to /home#pricing lands on the section once the words are there.
  useEffect(() => {
    if (content && window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, [content]);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 dark:focus:bg-slate-900"
      >
        Skip to content
      </a>
      <LandingHeader active={active} />
      <main id="main" aria-busy={!content}>
        {content ? (
          <>
            <HeroSection hero={content.hero} />
            <ScaleSection scale={content.scale} />
            <WhyUsSection whyUs={content.whyUs} />
            <HowItWorksSection howItWorks={content.howItWorks} />
            <AboutSection about={content.about} />
            <FaqSection faq={content.faq} />
            <PricingSection pricing={content.pricing} />
          </>
        ) : (
          <div className="min-h-[80dvh]" />
        )}
      </main>
      {content && <LandingFooter tagline={content.footer.tagline} />}
    </div>
  );
}
