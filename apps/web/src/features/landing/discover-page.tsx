import { useEffect } from 'react';
import { ContactSection } from './contact-section';
import { DemoSection } from './demo-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { OpenTestingSection } from './open-testing-section';

const TITLE = 'Brocardo — assistente legale AI per gli studi legali italiani';
const SMOOTH_SCROLL_CLASS = 'motion-safe:scroll-smooth';

/** /discover (spec 2 §2.3). Rendered by its own entry (src/public/) and, lazily, inside the SPA. */
export function DiscoverPage() {
  useEffect(() => {
    document.title = TITLE;
    // Anchors (#funzionalita, #contatti) scroll smoothly unless the user asks for reduced motion.
    const root = document.documentElement;
    root.classList.add(SMOOTH_SCROLL_CLASS);
    return () => root.classList.remove(SMOOTH_SCROLL_CLASS);
  }, []);

  return (
    <div className="min-h-dvh bg-paper font-sans text-ink">
      <a
        href="#contenuto"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-10 focus:rounded-md focus:bg-paper-raised focus:px-3 focus:py-2"
      >
        Vai al contenuto
      </a>
      <LandingHeader />
      <main id="contenuto">
        <HeroSection />
        <FeaturesSection />
        <DemoSection />
        <OpenTestingSection />
        <ContactSection />
      </main>
      <LandingFooter />
    </div>
  );
}
