import type { ReactNode } from 'react';
import { secondaryButtonClass } from './buttons';
import { Dialog } from './dialog';

const deleteButtonClass =
  'inline-flex items-center justify-center rounded-md bg-critical px-4 py-2.5 text-sm font-semibold text-paper-raised ' +
  'transition-colors hover:bg-critical/90 active:translate-y-px';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  onCancel(): void;
  onConfirm(): void;
  /** What deleting loses, in a sentence. */
  children: ReactNode;
}

/** Asks before something is deleted for good: Annulla / Elimina. */
export function ConfirmDeleteDialog({
  open,
  title,
  onCancel,
  onConfirm,
  children,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      describedByContent
      footer={
        <>
          <button type="button" onClick={onCancel} className={secondaryButtonClass}>
            Annulla
          </button>
          <button type="button" onClick={onConfirm} className={deleteButtonClass}>
            Elimina
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
