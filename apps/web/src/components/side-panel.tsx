import { type ReactNode, type RefObject, useId } from 'react';
import { DialogCloseButton } from './dialog';

const WIDTH = { lg: 'max-w-lg', '2xl': 'max-w-2xl' } as const;

interface SidePanelProps {
  /** From useModalDialog: the caller drives the dialog (and may look inside it). */
  dialogRef: RefObject<HTMLDialogElement | null>;
  title: string;
  testId: string;
  width: keyof typeof WIDTH;
  onClose(): void;
  /** The content is rendered only while this is true (the dialog element always exists). */
  showContent: boolean;
  /** Below the header: the scrolling body and anything pinned under it. */
  children: ReactNode;
}

/** A modal panel sliding over the right edge, with its title and a close button (a native <dialog>). */
export function SidePanel({
  dialogRef,
  title,
  testId,
  width,
  onClose,
  showContent,
  children,
}: SidePanelProps) {
  const titleId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      data-testid={testId}
      className={`fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full ${WIDTH[width]} border-l border-rule bg-paper-raised p-0 text-ink shadow-xl shadow-ink/20 backdrop:bg-ink/40`}
    >
      {showContent && (
        <div className="flex h-full flex-col">
          <header className="flex items-center justify-between gap-4 border-b border-rule px-6 py-4">
            <h2 id={titleId} className="font-serif text-xl font-semibold text-ink">
              {title}
            </h2>
            <DialogCloseButton onClose={onClose} />
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
