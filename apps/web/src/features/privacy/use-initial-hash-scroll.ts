import { useEffect } from 'react';

function scrollToHashTarget(): void {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id) return;
  document.getElementById(id)?.scrollIntoView({ behavior: 'instant', block: 'start' });
}

/** Scrolls now and once the web fonts are in: the serif's arrival rewraps every paragraph above. */
function scrollNowAndAfterFonts(): void {
  scrollToHashTarget();
  void document.fonts?.ready.then(scrollToHashTarget);
}

/**
 * Opening /privacy-policy#diritti: the sections are rendered by script, after the browser has looked
 * for the fragment, so the page scrolls to it itself; once more when `settled` turns true, because the
 * controller's details arriving above the target move it down.
 */
export function useInitialHashScroll(settled: boolean): void {
  useEffect(() => {
    scrollNowAndAfterFonts();
  }, []);
  useEffect(() => {
    if (settled) scrollNowAndAfterFonts();
  }, [settled]);
}
