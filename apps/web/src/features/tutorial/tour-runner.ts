import 'driver.js/dist/driver.css';
import './tour.css';
import { type Driver, driver, type PopoverDOM } from 'driver.js';
import { type ResolvedStep, tourTargets } from './tour-steps';

/** How the tour ended: the last step's Fine, or closed before (×, Esc, a click outside). */
export type TourEnd = 'finished' | 'dismissed';

export interface TourController {
  /** Ends the tour without reporting an end (the page is going away). */
  cancel(): void;
}

interface RunTourOptions {
  steps: readonly ResolvedStep[];
  onEnd(end: TourEnd): void;
}

const DRAWER_WAIT_MS = 1500;

function findTarget(step: ResolvedStep): Element | null {
  return document.querySelector(step.selector);
}

/** The closed or open drawer (a modal <dialog>) the element sits in, if any. */
function drawerOf(element: Element | null): HTMLDialogElement | null {
  return element?.closest('dialog') ?? null;
}

function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const check = () => {
      if (condition()) resolve(true);
      else if (Date.now() - started >= timeoutMs) resolve(false);
      else window.setTimeout(check, 16);
    };
    check();
  });
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Italian names, and the Avanti button takes the focus (driver.js gives it to the × first). */
function labelPopover(popover: PopoverDOM): void {
  popover.closeButton.setAttribute('aria-label', 'Chiudi il tutorial');
  popover.closeButton.title = 'Chiudi il tutorial';
  popover.wrapper.setAttribute('aria-modal', 'true');
  queueMicrotask(() => popover.nextButton.focus());
}

/** The attributes driver.js writes on the highlighted element and removes afterwards. */
const DRIVER_ARIA = ['aria-haspopup', 'aria-expanded', 'aria-controls'] as const;

/**
 * driver.js marks the highlighted element as a popup trigger and, leaving it, removes those
 * attributes — also the menu button's own aria-expanded / aria-controls, and on a <aside> or a
 * <form> they are not allowed at all. This keeps each element's own values and puts them back.
 */
function createAriaKeeper() {
  const originals = new Map<Element, (string | null)[]>();
  return {
    remember(element: Element | undefined) {
      if (element && !originals.has(element))
        originals.set(
          element,
          DRIVER_ARIA.map((name) => element.getAttribute(name)),
        );
    },
    restore() {
      for (const [element, values] of originals) {
        DRIVER_ARIA.forEach((name, index) => {
          const value = values[index];
          if (value === null || value === undefined) element.removeAttribute(name);
          else element.setAttribute(name, value);
        });
      }
    },
  };
}

/**
 * Runs the guided tour with driver.js. Below 1620 px the targets of some steps live in the
 * sidebar drawer, a modal <dialog>: the tour opens it for those steps (with the menu button, as
 * the user would) and closes it for the others. A modal dialog sits in the top layer and makes
 * the rest of the page inert, so while it is open the overlay and the popover move inside it.
 */
export function runTour({ steps, onEnd }: RunTourOptions): TourController {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  let ended = false;
  let moving = false;
  let drawer: HTMLDialogElement | null = null;
  let closingDrawer = false;
  const aria = createAriaKeeper();

  const onDrawerClosed = () => {
    // The user closed the drawer (backdrop, Esc) while a step pointed into it: the tour ends too.
    if (!closingDrawer) finish('dismissed');
  };

  function closeDrawer() {
    if (!drawer) return;
    drawer.removeEventListener('close', onDrawerClosed);
    closingDrawer = true;
    if (drawer.open) drawer.close();
    closingDrawer = false;
    drawer = null;
  }

  async function openDrawer(dialog: HTMLDialogElement): Promise<boolean> {
    if (!dialog.open) {
      const menuButton = document.querySelector<HTMLElement>(`[data-tour="${tourTargets.menuButton}"]`);
      menuButton?.click();
      if (!(await waitUntil(() => dialog.open, DRAWER_WAIT_MS))) return false;
    }
    if (drawer !== dialog) {
      drawer = dialog;
      dialog.addEventListener('close', onDrawerClosed);
    }
    return true;
  }

  /** Opens the drawer when the step's target is in it, closes it otherwise. */
  async function prepare(step: ResolvedStep): Promise<void> {
    const dialog = drawerOf(findTarget(step));
    if (dialog) await openDrawer(dialog);
    else closeDrawer();
  }

  /** The overlay and the popover live where the target is: in the open drawer, or in the body. */
  function placeLayers(tour: Driver, target: Element | undefined) {
    const host = target?.closest('dialog[open]') ?? document.body;
    const layers = [tour.getState('__overlaySvg') as Element | undefined, tour.getState('popover')?.wrapper];
    for (const layer of layers) if (layer && layer.parentElement !== host) host.appendChild(layer);
  }

  function finish(end: TourEnd | null) {
    if (ended) return;
    ended = true;
    tour.destroy();
    aria.restore();
    closeDrawer();
    if (opener?.isConnected) opener.focus();
    if (end) onEnd(end);
  }

  async function go(index: number) {
    if (moving || ended) return;
    const step = steps[index];
    if (!step) {
      if (index >= steps.length) finish('finished');
      return;
    }
    moving = true;
    try {
      await prepare(step);
      if (!ended) tour.moveTo(index);
    } finally {
      moving = false;
    }
  }

  const tour = driver({
    steps: steps.map((step) => ({
      element: () => findTarget(step) as Element,
      popover: { title: step.title, description: step.description, side: step.side, align: 'start' },
    })),
    animate: !prefersReducedMotion(),
    smoothScroll: false,
    allowClose: true,
    overlayColor: '#1c1a17',
    overlayOpacity: 0.55,
    stagePadding: 6,
    stageRadius: 8,
    popoverOffset: 8,
    popoverClass: 'brocardo-tour',
    showProgress: true,
    progressText: '{{current}} di {{total}}',
    nextBtnText: 'Avanti',
    prevBtnText: 'Indietro',
    doneBtnText: 'Fine',
    onPopoverRender: (popover, { driver: current, state }) => {
      labelPopover(popover);
      placeLayers(current, state.activeElement);
    },
    onHighlightStarted: (element) => {
      aria.remember(element);
      placeLayers(tour, element);
    },
    onHighlighted: (element) => {
      aria.restore();
      placeLayers(tour, element);
    },
    onNextClick: () => void go((tour.getActiveIndex() ?? -1) + 1),
    onPrevClick: () => {
      const index = tour.getActiveIndex() ?? 0;
      if (index > 0) void go(index - 1);
    },
    // ×, Esc and a click on the overlay; Fine on the last step goes through onNextClick.
    onDestroyStarted: () => finish('dismissed'),
  });

  const first = steps[0];
  if (first) {
    void prepare(first).then(() => {
      if (!ended) tour.drive(0);
    });
  }

  return { cancel: () => finish(null) };
}
