import type { Side } from 'driver.js';

/** The `data-tour` names the tour points at; the layout and the chat screen carry them. */
export const tourTargets = {
  sidebar: 'sidebar',
  menuButton: 'menu-button',
  modeToggle: 'mode-toggle',
  legalDocuments: 'legal-documents',
  caseStrategy: 'case-strategy',
  pointsBalance: 'points-balance',
  pointsPill: 'points-pill',
  chatInput: 'chat-input',
  account: 'account',
} as const;

export type TourTarget = (typeof tourTargets)[keyof typeof tourTargets];

interface StepText {
  title: string;
  description: string;
}

export interface TourStep extends StepText {
  target: TourTarget;
  /** Where the popover sits beside the target when there is room. */
  side: Side;
  /**
   * Below 1620 px, when the desktop target stands in the closed drawer and a visible element of
   * the top bar is its equivalent (the menu button for the sidebar, the pill for the balance).
   * A step without it opens the drawer instead.
   */
  mobile?: Partial<StepText> & { target: TourTarget };
}

/** Spec 1 §2 Tutorial (7 steps): the sidebar, the mode toggle, the two tools, the points, the input, the account. */
export const TOUR_STEPS: readonly TourStep[] = [
  {
    target: tourTargets.sidebar,
    side: 'right',
    title: 'La barra laterale',
    description:
      'Qui trovi il saldo dei punti, lo stato dell’assistente, le tue conversazioni e il menu per passare da una sezione all’altra.',
    mobile: {
      target: tourTargets.menuButton,
      title: 'Il menu',
      description:
        'Con questo pulsante apri la barra laterale: le tue conversazioni, il saldo dei punti e tutte le sezioni.',
    },
  },
  {
    target: tourTargets.modeToggle,
    side: 'top',
    title: 'La modalità di risposta',
    description:
      'In automatico la modalità è scelta dal testo della domanda; in manuale scegli tu tra Chat Standard, Database Legale e Ricerca Web, ognuna con il suo costo in punti.',
  },
  {
    target: tourTargets.legalDocuments,
    side: 'right',
    title: 'Documenti Legali',
    description:
      'Redigi atti, contratti e lettere partendo da un modello, con l’aiuto dell’AI, e scaricali in PDF, DOCX o testo.',
  },
  {
    target: tourTargets.caseStrategy,
    side: 'right',
    title: 'Strategie Legali',
    description:
      'Descrivi un caso e ottieni un’analisi: probabilità di successo, rischi, costi e riferimenti normativi.',
  },
  {
    target: tourTargets.pointsBalance,
    side: 'right',
    title: 'Il saldo dei punti',
    description: 'Ogni domanda consuma punti secondo la modalità: il saldo si aggiorna dopo ogni risposta.',
    mobile: { target: tourTargets.pointsPill },
  },
  {
    target: tourTargets.chatInput,
    side: 'top',
    title: 'La tua domanda',
    description:
      'Scrivi qui la domanda e premi Invio per inviarla (Maiusc+Invio per andare a capo). Puoi attivare i tuoi documenti perché la risposta ne tenga conto.',
  },
  {
    target: tourTargets.account,
    side: 'right',
    title: 'Il tuo account',
    description:
      'Profilo, piano, utilizzo e impostazioni come i Detection Scores. Puoi riavviare questo tutorial in qualsiasi momento dal menu.',
  },
];

export interface ResolvedStep extends StepText {
  selector: string;
  side: Side;
}

/** The steps as shown in one layout: below 1620 px the top bar's equivalents where there are any. */
export function stepsForLayout(desktop: boolean): ResolvedStep[] {
  return TOUR_STEPS.map((step) => {
    const shown = !desktop && step.mobile ? { ...step, ...step.mobile } : step;
    return {
      title: shown.title,
      description: shown.description,
      selector: `[data-tour="${shown.target}"]`,
      // Beside the narrow top bar or in the drawer there is no room to the right.
      side: desktop ? step.side : step.side === 'right' ? 'bottom' : step.side,
    };
  });
}
