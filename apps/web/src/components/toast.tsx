import { useCallback, useEffect, useState } from 'react';
import type { NoticeTone } from './notice';

/** Spec 1 §9: a regular toast stays for 3 seconds. */
export const TOAST_DURATION_MS = 3000;

/** Spec 1 §2 toast types: default (info), error, success, warning and source-highlight. */
export type ToastTone = NoticeTone | 'source-highlight';

export interface ToastMessage {
  text: string;
  tone: ToastTone;
  /** Distinguishes two toasts with the same text, so the timer restarts. */
  id: number;
}

/** A toast that hides itself after `durationMs`. */
export function useToast(durationMs: number = TOAST_DURATION_MS) {
  const [toast, setToast] = useState<ToastMessage | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, durationMs]);

  const showToast = useCallback((text: string, tone: ToastTone = 'info') => {
    setToast((previous) => ({ text, tone, id: (previous?.id ?? 0) + 1 }));
  }, []);

  return { toast, showToast };
}

const toneClass: Record<ToastTone, string> = {
  error: 'border-l-critical',
  warning: 'border-l-warning',
  success: 'border-l-success',
  info: 'border-l-accent',
  // The colour of the <mark> in the source panel, so the toast points at the marked passage.
  'source-highlight': 'border-l-highlight-strong',
};

/**
 * Where a toast area sits. Nothing may cover content (answers, citation chips, "Copia", the input):
 * - 'bottom': the foot of the page, for pages without a bottom input bar (the sign-in screens);
 * - 'top': over the sticky top bar of the signed-in layout below 1620 px (chrome, not content);
 * - 'sidebar': the foot of the desktop sidebar (w-80), beside the page, never over its column;
 * - 'contained': the foot of the positioned panel it lives in (a side panel), not of the page.
 */
export type ToastPlacement = 'bottom' | 'top' | 'sidebar' | 'contained';

const placementClass: Record<ToastPlacement, string> = {
  bottom: 'fixed inset-x-0 bottom-6 justify-center px-4',
  top: 'fixed inset-x-0 top-1.5 justify-center px-3',
  sidebar: 'fixed bottom-4 left-4 w-72 justify-start',
  contained: 'absolute inset-x-0 bottom-6 justify-center px-4',
};

/** A toast area (see ToastPlacement); a live region that is always mounted. */
export function ToastRegion({
  toast,
  contained = false,
  placement = contained ? 'contained' : 'bottom',
}: {
  toast: ToastMessage | null;
  contained?: boolean;
  placement?: ToastPlacement;
}) {
  return (
    <div
      role="status"
      aria-live={toast?.tone === 'error' || toast?.tone === 'warning' ? 'assertive' : 'polite'}
      data-placement={placement}
      className={`pointer-events-none z-50 flex ${placementClass[placement]}`}
    >
      {toast && (
        <p
          key={toast.id}
          data-testid="toast"
          data-tone={toast.tone}
          className={`pointer-events-auto max-w-md rounded-md border border-rule border-l-4 bg-paper-raised px-4 py-3 text-sm leading-snug text-ink shadow-lg shadow-ink/10 ${toneClass[toast.tone]}`}
        >
          {toast.text}
        </p>
      )}
    </div>
  );
}
