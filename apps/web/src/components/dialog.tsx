import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { CrossIcon } from './cross-icon';

const FIRST_FIELD =
  'input:not([type="hidden"]):not([type="file"]):not(:disabled), textarea:not(:disabled):not([readonly]), select:not(:disabled)';

/**
 * Drives a native <dialog> as a modal from React state: showModal() when `open` turns true
 * (the browser makes the rest of the page inert, so focus stays inside, and Esc fires `cancel`),
 * close() when it turns false. Any native close (Esc, a `method="dialog"` form) calls `onClose`,
 * so the state follows. Focus goes back to the element that had it before opening.
 */
export function useModalDialog(open: boolean, onClose: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Only a close the user made (Esc, a form) is reported: one that follows `open` turning false
    // finds openRef false. Browsers fire `close` in a later task, by when a re-run effect
    // (StrictMode) may have opened the dialog again: then it is open and the event is stale.
    const handleClose = () => {
      if (!dialog.open && openRef.current) onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element, the header's ×: Enter would then close
      // a form the user meant to fill in. A form's first field takes the focus instead.
      dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    }
    return () => {
      if (dialog.open) dialog.close();
      // Browsers restore focus themselves on close; this covers the ones that do not and the case
      // where the dialog was removed while open. Only when focus was left behind in the dialog.
      const active = document.activeElement;
      const focusLost = active === null || active === document.body || dialog.contains(active);
      if (opener?.isConnected && focusLost) opener.focus();
    };
  }, [open]);

  return ref;
}

interface DialogProps {
  open: boolean;
  /** Called on Esc, on the close button and whenever the dialog closes natively. */
  onClose: () => void;
  /** The dialog's heading; it also names the dialog. */
  title: string;
  children: ReactNode;
  /** The action buttons, right-aligned under the content. */
  footer?: ReactNode;
  /** Describes the dialog (aria-describedby) with its content, for short confirmations. */
  describedByContent?: boolean;
  /** A wider dialog, for settings with lists. */
  wide?: boolean;
  /** The widest, for reading and editing a document. */
  documentSize?: boolean;
}

/** The × of a dialog's header. */
export function DialogCloseButton({ onClose }: { onClose(): void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label="Chiudi"
      className="-m-1 rounded-md p-1 text-ink-muted hover:bg-accent-soft hover:text-accent"
    >
      <CrossIcon />
    </button>
  );
}

/** A modal dialog on the native <dialog> element (DESIGN.md: focus trapped, Esc closes, focus restored). */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  describedByContent = false,
  wide = false,
  documentSize = false,
}: DialogProps) {
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedByContent ? bodyId : undefined}
      className={`m-auto w-[calc(100%-2rem)] ${documentSize ? 'max-w-6xl' : wide ? 'max-w-2xl' : 'max-w-md'} rounded-lg border border-rule bg-paper-raised p-0 text-ink shadow-xl shadow-ink/20 backdrop:bg-ink/40`}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <header className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="font-serif text-xl leading-snug font-semibold text-ink">
              {title}
            </h2>
            <DialogCloseButton onClose={onClose} />
          </header>
          <div id={bodyId} className="text-sm leading-relaxed text-ink">
            {children}
          </div>
          {footer && <footer className="flex flex-wrap justify-end gap-3">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
