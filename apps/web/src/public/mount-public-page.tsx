import '../styles.css';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders one public page (/discover, /privacy-policy) on its own small entry: React and the page
 * only, without the SPA's router, query cache or chat code, so the page's first load stays light.
 * Links to the SPA (/login, /register) are plain anchors: the browser loads the SPA for them.
 */
export function mountPublicPage(Page: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root mancante nella pagina');
  createRoot(container).render(
    <StrictMode>
      <Page />
    </StrictMode>,
  );
}
