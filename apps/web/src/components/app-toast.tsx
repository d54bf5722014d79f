import { useEffect, useSyncExternalStore } from 'react';
import {
  TOAST_DURATION_MS,
  type ToastMessage,
  type ToastPlacement,
  ToastRegion,
  type ToastTone,
} from './toast';

interface AppToast extends ToastMessage {
  durationMs: number;
}

/**
 * One toast for the signed-in screens, shown from code that renders nothing itself (such as a
 * data hook). AppLayout renders the region; a newer toast replaces the current one.
 */
let current: AppToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function publish(toast: AppToast | null): void {
  current = toast;
  for (const listener of listeners) listener();
}

export function showAppToast(text: string, tone: ToastTone = 'info', durationMs = TOAST_DURATION_MS): void {
  publish({ text, tone, id: nextId++, durationMs });
}

export function dismissAppToast(): void {
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The toast area of the signed-in layout (a polite/assertive live region, always mounted): at the
 * foot of the sidebar on desktop, over the top bar below 1620 px — never over the chat's input bar.
 */
export function AppToastRegion({ placement = 'bottom' }: { placement?: ToastPlacement }) {
  const toast = useSyncExternalStore(subscribe, () => current);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => {
      if (current?.id === toast.id) publish(null);
    }, toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return <ToastRegion toast={toast} placement={placement} />;
}
