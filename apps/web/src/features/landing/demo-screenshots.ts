/**
 * The four real screenshots of the product shown on /discover, produced by
 * scripts/capture-screenshots.mjs (which writes them under apps/web/public/screenshots/ at this size).
 */
export interface DemoScreenshot {
  src: string;
  width: number;
  height: number;
  title: string;
  caption: string;
  alt: string;
}

export const SCREENSHOT_WIDTH = 1280;
export const SCREENSHOT_HEIGHT = 800;

export const demoScreenshots: DemoScreenshot[] = [
  {
    src: '/screenshots/documenti-ocr.webp',
    width: SCREENSHOT_WIDTH,
    height: SCREENSHOT_HEIGHT,
    title: 'Documenti e OCR',
    caption:
      'Un contratto scansionato caricato nei documenti personali: la pagina è letta con l’OCR e il documento è pronto per la chat.',
    alt: 'Pannello Documenti personali di Brocardo: un PDF scansionato completato, una pagina letta con OCR',
  },
  {
    src: '/screenshots/chat-citazioni.webp',
    width: SCREENSHOT_WIDTH,
    height: SCREENSHOT_HEIGHT,
    title: 'Chat con citazioni verificate',
    caption:
      'Una risposta in Database Legale: l’articolo tratto dalle fonti è verificato, i riferimenti non tra le fonti o inesistenti sono segnalati.',
    alt: 'Chat di Brocardo: la risposta cita l’art. 2043 c.c. dalle fonti, l’art. 2947 c.c. non tra le fonti e segnala l’art. 2999 c.c. come non trovato',
  },
  {
    src: '/screenshots/strategia-caso.webp',
    width: SCREENSHOT_WIDTH,
    height: SCREENSHOT_HEIGHT,
    title: 'Simulatore di strategia',
    caption:
      'L’analisi di un caso: probabilità stimata dal modello con intervallo, fattori e raccomandazioni; i riferimenti non verificati sono segnalati.',
    alt: 'Simulatore di strategia di Brocardo: probabilità di successo stimata, fattori, rischi e strategie alternative di un caso contrattuale',
  },
  {
    src: '/screenshots/generatore-atti.webp',
    width: SCREENSHOT_WIDTH,
    height: SCREENSHOT_HEIGHT,
    title: 'Generatore di atti',
    caption:
      'Una diffida e messa in mora compilata dal modello senza AI, pronta da rivedere ed esportare in PDF o Word.',
    alt: 'Generatore di atti di Brocardo: lettera di diffida e messa in mora generata e aperta in lettura',
  },
];
